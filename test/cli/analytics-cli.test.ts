import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../../src/composition.js';
import { parseConfig } from '../../src/config.js';
import { openDatabase } from '../../src/db/connection.js';
import { createSearchLogRepository } from '../../src/modules/analytics/search-log.repository.js';
import { DATABASE_KIND, processDatabaseEnv } from '../helpers/app.js';
import { freePort, runScript, startScript, stopProcess, waitFor } from '../../tools/harness/processes.js';

// The real server records the searches it answers; `npm run analytics` reads them beside it (in
// embedded mode the command joins the server's database, as every operator command does).

let database: Awaited<ReturnType<typeof processDatabaseEnv>>;
let port: number;
let server: ReturnType<typeof startScript>;
const keys: Record<string, string> = {};
const env = () => ({ ...database.env, PORT: String(port), LOG_LEVEL: 'warn' });
const analytics = (...args: string[]) => runScript('src/cli/analytics.ts', args, env());
const search = async (path: string, partner: string) => {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { 'x-api-key': keys[partner]! } });
  expect(res.status).toBe(200);
};

/** The test's own connection to the database, the server's services on it, for as long as `work` runs. */
async function withServices<T>(work: (services: ReturnType<typeof createServices>, db: Database) => Promise<T>) {
  const config = parseConfig({ ...env(), SEARCH_LOG: 'off' });
  const opened = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 1 });
  try {
    return await work(createServices(config, opened), opened);
  } finally {
    await opened.close();
  }
}
type Database = Awaited<ReturnType<typeof openDatabase>>;

const count = () =>
  withServices(async (_, db) => Number((await db.pool.query('SELECT count(*) AS n FROM search_log')).rows[0].n));

const json = (result: { code: number | null; stdout: string; stderr: string }) => {
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as { data: Array<Record<string, unknown>> };
};

beforeAll(async () => {
  database = await processDatabaseEnv();
  port = await freePort();
  server = startScript('src/server.ts', env());
  await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/`)).ok, 90_000, `the server\n${server.output()}`);
  await withServices(async (services, db) => {
    for (const partner of ['Alpha buyer', 'Beta buyer'])
      keys[partner] = (
        await services.keys.issue({ partner, name: 'analytics', scopes: ['search', 'businesses.write'] })
      ).key;
    const alpha = (
      await db.pool.query<{ id: string; partner_id: string }>(
        "SELECT k.id, k.partner_id FROM api_keys k JOIN partners p ON p.id = k.partner_id WHERE p.name = 'Alpha buyer'",
      )
    ).rows[0]!;
    // A search ten days ago, before the default week.
    await createSearchLogRepository(db.db).insert([
      {
        searchedAt: new Date(Date.now() - 10 * 86_400_000),
        partnerId: alpha.partner_id,
        keyId: alpha.id,
        endpoint: 'search',
        type: 'all',
        query: 'ancient query',
        filtered: false,
        hits: 0,
        mode: null,
        latencyMs: 4,
      },
    ]);
  });
  const created = await fetch(`http://127.0.0.1:${port}/v1/businesses`, {
    method: 'POST',
    headers: { 'x-api-key': keys['Alpha buyer']!, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Jepara Teak Furniture', description_en: 'Teak chair and tables' }),
  });
  expect(created.status).toBe(201);
  await search('/v1/search?q=Teak%20Chair', 'Alpha buyer');
  await search('/v1/search?q=teak%20%20chair&type=business', 'Alpha buyer');
  await search('/v1/search?q=zorbex', 'Alpha buyer');
  await search('/v1/hybrid-search?q=zorbex', 'Beta buyer');
  // The server writes its records within about a second.
  await waitFor(async () => (await count()) === 5, 20_000, 'the search log rows');
}, 180_000);

afterAll(async () => {
  if (server) await stopProcess(server);
  await database?.cleanup();
});

describe(`npm run analytics beside the server (${DATABASE_KIND})`, () => {
  it('top --json: the most frequent queries of the week, rows with query and count', async () => {
    const { data } = json(await analytics('top', '--json'));
    expect(data.map((row) => [row.query, row.count, row.zero_result_share])).toEqual([
      ['teak chair', 2, 0],
      ['zorbex', 2, 1],
    ]);
    for (const row of data) expect(row.median_latency_ms).toEqual(expect.any(Number));
  });

  it('top with --partner, --limit and --since', async () => {
    expect(json(await analytics('top', '--json', '--partner', 'Beta buyer')).data).toMatchObject([
      { query: 'zorbex', count: 1 },
    ]);
    expect(json(await analytics('top', '--json', '--limit', '1')).data.map((row) => row.query)).toEqual(['teak chair']);
    expect(json(await analytics('top', '--json', '--since', '30d')).data.map((row) => row.query)).toEqual([
      'teak chair',
      'zorbex',
      'ancient query',
    ]);
    const future = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(json(await analytics('top', '--json', '--since', future)).data).toEqual([]);
  }, 60_000);

  it('no-results --json: the queries that found nothing, with the hint', async () => {
    const { data } = json(await analytics('no-results', '--json', '--since', '30d'));
    expect(data.map((row) => [row.query, row.count, row.partners])).toEqual([
      ['zorbex', 2, 2],
      ['ancient query', 1, 1],
    ]);
    expect(data[0]).toMatchObject({ closest_words: { zorbex: expect.any(Array) }, synonym_groups: [] });
    const text = await analytics('no-results');
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toContain('2×  zorbex  (2 partners, last ');
    expect(text.stdout).toContain('closest words: zorbex → ');
  }, 60_000);

  it('summary --json: per day and endpoint, with zero-result rate and latency percentiles', async () => {
    const { data } = json(await analytics('summary', '--json'));
    const today = new Date().toISOString().slice(0, 10);
    expect(data.map((row) => [row.day, row.endpoint, row.count, row.zero_result_rate])).toEqual([
      [today, 'hybrid', 1, 1],
      [today, 'search', 3, 0.333],
    ]);
    for (const row of data)
      expect(row).toMatchObject({ p50_latency_ms: expect.any(Number), p95_latency_ms: expect.any(Number) });
    const text = await analytics('summary');
    expect(text.stdout.split('\n')[0]).toMatch(/^day\s+endpoint\s+count\s+no hits\s+p50\s+p95$/);
  }, 60_000);

  it('refuses bad flags with status 2, naming the flag; an unknown partner with status 1', async () => {
    for (const [args, message] of [
      [['top', '--bogus'], "Unknown option '--bogus'"],
      [['top', '--since', 'yesterday'], '--since must be Nd, Nh or Nm'],
      [['summary', '--limit', '0'], '--limit must be a whole number from 1 to 1000'],
      [['no-results', '--limit'], "Option '--limit <value>' argument missing"],
      [['popular'], 'Unknown command "popular"'],
    ] as const) {
      const result = await analytics(...args);
      expect(result.code, result.stderr).toBe(2);
      expect(result.stderr).toContain(message);
      expect(result.stderr).toContain('Usage:');
    }
    const unknown = await analytics('top', '--partner', 'Nobody');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No partner named "Nobody"');
  }, 60_000);

  it('loses nothing on a clean shutdown: what the server queued is written as it stops', async () => {
    await search('/v1/search?q=last%20words', 'Alpha buyer');
    expect(await stopProcess(server)).toBe(0);
    const rows = await withServices(
      async (_, db) => (await db.pool.query("SELECT count(*) AS n FROM search_log WHERE query = 'last words'")).rows,
    );
    expect(Number(rows[0].n)).toBe(1);
  }, 60_000);
});
