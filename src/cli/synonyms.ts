import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { createServices, prepareDatabase } from '../composition.js';
import { openDatabase } from '../db/connection.js';
import { runCommand, UsageError } from './command.js';
import type { SynonymGroupRecord } from '../modules/synonyms/synonyms.repository.js';

const USAGE = `Usage:
  npm run synonyms -- list [--json]
  npm run synonyms -- add "term, term, ..." [--json]
  npm run synonyms -- remove ID
  npm run synonyms -- import FILE [--replace]

A group is a set of equivalent terms (words or short phrases, any language), separated by commas.
import reads one group a line (blank lines and lines starting with # are skipped); with --replace
the file's groups replace every group, the default ones included. Changes apply to the next query
in every process, without a restart.`;

const groupJson = (group: SynonymGroupRecord) => ({
  id: group.id,
  terms: group.terms,
  source: group.source,
  created_at: group.createdAt.toISOString(),
});

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      replace: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command, ...rest] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }
  if (!['list', 'add', 'remove', 'import'].includes(command)) throw new UsageError(`Unknown command "${command}"`);
  if (command !== 'list' && rest.length !== 1) throw new UsageError(`${command} takes exactly one argument`);
  const argument = rest[0]!;
  if (command === 'remove' && !/^[1-9]\d{0,9}$/.test(argument))
    throw new UsageError('remove needs the group id, a whole number (see `npm run synonyms -- list`)');
  const text = command === 'import' ? readFileSync(argument, 'utf8') : undefined;

  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 2 });
  try {
    await prepareDatabase(database);
    const { synonyms } = createServices(config, database);
    if (command === 'list') {
      const groups = await synonyms.list();
      if (values.json) console.log(JSON.stringify({ data: groups.map(groupJson) }));
      else if (groups.length === 0)
        console.log('No synonym groups. Add one with: npm run synonyms -- add "kursi, chair"');
      else
        for (const group of groups)
          console.log(`${String(group.id).padStart(5)}  ${group.terms.join(', ')}  (${group.source})`);
    } else if (command === 'add') {
      const group = await synonyms.add(argument);
      console.log(
        values.json ? JSON.stringify(groupJson(group)) : `Synonym group ${group.id} added: ${group.terms.join(', ')}`,
      );
    } else if (command === 'remove') {
      await synonyms.remove(Number(argument));
      console.log(`Synonym group ${argument} removed.`);
    } else {
      const result = await synonyms.import(text!, basename(argument), { replace: values.replace });
      console.log(
        `${result.added} synonym groups imported from ${argument}${values.replace ? `; ${result.removed} removed` : ''}.`,
      );
    }
  } finally {
    await database.close();
  }
}

runCommand(() => main(process.argv.slice(2)), USAGE);
