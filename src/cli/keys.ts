import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { createServices, prepareDatabase } from '../composition.js';
import { openDatabase } from '../db/connection.js';
import type { KeyRecord } from '../modules/keys/keys.repository.js';
import { SCOPES } from '../access/scopes.js';
import { runCommand, UsageError } from './command.js';

const USAGE = `Usage:
  npm run keys -- create --partner NAME --name LABEL --scopes a,b,c [--rate-limit N] [--expires-at ISO8601] [--json]
  npm run keys -- list [--json]
  npm run keys -- revoke ID

Scopes: ${SCOPES.join(', ')}`;

function keyJson(record: KeyRecord, defaultRate: number) {
  return {
    id: record.id,
    partner: record.partner,
    name: record.name,
    prefix: record.prefix,
    scopes: record.scopes,
    rate_limit_per_minute: record.rateLimitPerMinute ?? defaultRate,
    expires_at: record.expiresAt?.toISOString() ?? null,
    is_active: record.isActive,
    revoked_at: record.revokedAt?.toISOString() ?? null,
    created_at: record.createdAt.toISOString(),
  };
}

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      partner: { type: 'string' },
      name: { type: 'string' },
      scopes: { type: 'string' },
      'rate-limit': { type: 'string' },
      'expires-at': { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command, ...rest] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }
  if (!['create', 'list', 'revoke'].includes(command)) throw new UsageError(`Unknown command "${command}"`);

  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 2 });
  try {
    await prepareDatabase(database);
    const { keys } = createServices(config, database);
    const defaultRate = config.RATE_LIMIT_DEFAULT_PER_MINUTE;

    if (command === 'create') {
      if (!values.partner || !values.name || values.scopes === undefined) {
        throw new UsageError('create needs --partner, --name and --scopes');
      }
      const rate = values['rate-limit'];
      if (rate !== undefined && !/^\d+$/.test(rate)) throw new UsageError('--rate-limit must be a whole number');
      const expiresAt = values['expires-at'];
      if (expiresAt !== undefined && Number.isNaN(Date.parse(expiresAt))) {
        throw new UsageError('--expires-at must be an ISO 8601 timestamp');
      }
      const { record, key } = await keys.issue({
        partner: values.partner,
        name: values.name,
        scopes: values.scopes
          .split(',')
          .map((scope) => scope.trim())
          .filter(Boolean),
        rateLimitPerMinute: rate === undefined ? undefined : Number(rate),
        expiresAt: expiresAt === undefined ? undefined : new Date(expiresAt),
      });
      const summary = keyJson(record, defaultRate);
      if (values.json) {
        const { id, partner, name, scopes, rate_limit_per_minute, expires_at } = summary;
        console.log(JSON.stringify({ id, key, partner, name, scopes, rate_limit_per_minute, expires_at }));
      } else {
        console.log(`Key ${record.id} issued to ${record.partner} (${record.name}).`);
        console.log(
          `Scopes: ${record.scopes.join(', ') || '(none)'}; rate limit ${summary.rate_limit_per_minute}/min; expires ${summary.expires_at ?? 'never'}`,
        );
        console.log('\nThe key is shown only now; store it safely:\n');
        console.log(`  ${key}\n`);
      }
    } else if (command === 'list') {
      const records = await keys.list();
      const rows = records.map((record) => keyJson(record, defaultRate));
      if (values.json) {
        console.log(JSON.stringify({ data: rows }));
      } else if (rows.length === 0) {
        console.log('No keys yet. Create one with: npm run keys -- create --partner NAME --name LABEL --scopes a,b');
      } else {
        for (const [index, row] of rows.entries()) {
          const standing = records[index]!.standing;
          const state = standing === 'usable' ? 'active' : standing;
          console.log(
            `${row.id}  ${row.prefix}…  ${state.padEnd(7)}  ${row.partner} / ${row.name}  [${row.scopes.join(',')}]  ${row.rate_limit_per_minute}/min`,
          );
        }
      }
    } else {
      const id = rest[0];
      if (!id) throw new UsageError('revoke needs the key id (see `npm run keys -- list`)');
      await keys.revoke(id);
      console.log(`Key ${id} revoked; requests with it now answer 401.`);
    }
  } finally {
    await database.close();
  }
}

runCommand(() => main(process.argv.slice(2)), USAGE);
