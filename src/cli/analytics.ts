import { parseArgs } from 'node:util';
import { createServices, prepareDatabase } from '../composition.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/connection.js';
import type { NoResultQuery, SummaryDay, TopQuery } from '../modules/analytics/analytics.service.js';
import { COMMANDS, type Command, MAX_LIMIT, parseLimit, parseSince } from './analytics-options.js';
import { runCommand, UsageError } from './command.js';

const USAGE = `Usage:
  npm run analytics -- top [--since 7d] [--partner NAME] [--limit N] [--json]
  npm run analytics -- no-results [--since 7d] [--partner NAME] [--limit N] [--json]
  npm run analytics -- summary [--since 7d] [--partner NAME] [--limit N] [--json]

top         the most frequent queries: searches, share without hits, median latency
no-results  the queries that found nothing, most frequent first, with the closest words the
            directory holds and the synonym groups that already apply
summary     per day (UTC) and endpoint: searches, zero-result rate, p50 and p95 latency

--since     how far back: Nd, Nh or Nm (days, hours, minutes), or an ISO 8601 date or time (default 7d)
--partner   one partner's searches (its name, as \`npm run keys -- list\` shows it)
--limit     rows at most, 1 to ${MAX_LIMIT} (default 20)
--json      one JSON object, { "data": [...] }`;

function parse(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        since: { type: 'string', default: '7d' },
        partner: { type: 'string' },
        limit: { type: 'string', default: '20' },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    // An unknown option, or one without its value: node's message names it.
    if (error instanceof TypeError && String((error as { code?: string }).code).startsWith('ERR_PARSE_ARGS'))
      throw new UsageError(error.message);
    throw error;
  }
}

const ms = (value: number) => `${value} ms`;
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

function printTop(rows: TopQuery[]): string {
  return table(
    ['count', 'no hits', 'median', 'query'],
    rows.map((row) => [String(row.count), percent(row.zero_result_share), ms(row.median_latency_ms), row.query]),
  );
}

function printNoResults(rows: NoResultQuery[]): string {
  return rows
    .map((row) => {
      const closest = Object.entries(row.closest_words).map(
        ([word, near]) => `${word} → ${near.length > 0 ? near.join(', ') : '(nothing close)'}`,
      );
      const groups = row.synonym_groups.map((group) => `#${group.id} ${group.terms.join(', ')}`);
      return [
        `${row.count}×  ${row.query}  (${row.partners} partner${row.partners === 1 ? '' : 's'}, last ${row.last_searched_at})`,
        `    closest words: ${closest.length > 0 ? closest.join('; ') : 'the directory holds every word'}`,
        `    synonym groups: ${groups.length > 0 ? groups.join('; ') : 'none apply'}`,
      ].join('\n');
    })
    .join('\n');
}

function printSummary(rows: SummaryDay[]): string {
  return table(
    ['day', 'endpoint', 'count', 'no hits', 'p50', 'p95'],
    rows.map((row) => [
      row.day,
      row.endpoint,
      String(row.count),
      percent(row.zero_result_rate),
      ms(row.p50_latency_ms),
      ms(row.p95_latency_ms),
    ]),
  );
}

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parse(argv);
  const [command, ...rest] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return;
  }
  if (!COMMANDS.includes(command as Command)) throw new UsageError(`Unknown command "${command}"`);
  if (rest.length > 0) throw new UsageError(`${command} takes no argument (got "${rest.join(' ')}")`);
  if (values.partner !== undefined && values.partner.trim() === '') throw new UsageError('--partner needs a name');
  const options = {
    since: parseSince(values.since, new Date()),
    partner: values.partner,
    limit: parseLimit(values.limit),
  };

  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 2 });
  let services: ReturnType<typeof createServices> | undefined;
  try {
    await prepareDatabase(database);
    services = createServices(config, database);
    const { searchAnalytics } = services;
    const reports = {
      top: async () => {
        const rows = await searchAnalytics.top(options);
        return { rows, text: printTop(rows) };
      },
      'no-results': async () => {
        const rows = await searchAnalytics.noResults(options);
        return { rows, text: printNoResults(rows) };
      },
      summary: async () => {
        const rows = await searchAnalytics.summary(options);
        return { rows, text: printSummary(rows) };
      },
    } satisfies Record<Command, unknown>;
    const { rows, text } = await reports[command as Command]();
    if (values.json) console.log(JSON.stringify({ data: rows }));
    else if (rows.length === 0)
      console.log(
        `No ${command === 'no-results' ? 'search without hits' : 'search'} recorded since ${options.since.toISOString()}.`,
      );
    else console.log(text);
  } finally {
    await services?.close();
    await database.close();
  }
}

runCommand(() => main(process.argv.slice(2)), USAGE);
