// npm run bench:search -- [--businesses 20000] [--products 100000] [--clients 10] [--requests 3000]
//                          [--database embedded|postgres] [--database-url URL] [--no-elasticsearch]
//
// Seeds a database with demo data (embedded PGlite by default; `--database postgres` a PostgreSQL
// 18 server started for the run, tools/postgres), measures a full Elasticsearch reindex, then runs
// the real API server once per keyword engine and drives it with concurrent HTTP clients.
// Elasticsearch: ELASTICSEARCH_URL when set, else a local node from tools/elasticsearch.
// `--database-url` searches a database seeded earlier (nothing is seeded; its size is what it
// holds), for repeated measurements while changing the engine; `--no-elasticsearch` skips that engine.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { freePort, ROOT, runScript, startScript, stopProcess, waitFor } from '../../tools/harness/processes.js';
import { startPostgresServer } from '../../tools/harness/postgres-server.js';

const { values } = parseArgs({
  options: {
    businesses: { type: 'string', default: '20000' },
    products: { type: 'string', default: '100000' },
    clients: { type: 'string', default: '10' },
    requests: { type: 'string', default: '3000' },
    database: { type: 'string', default: 'embedded' },
    'database-url': { type: 'string' },
    'no-elasticsearch': { type: 'boolean', default: false },
  },
});
if (!['embedded', 'postgres'].includes(values.database!)) throw new Error('--database must be embedded or postgres');
const clients = Number(values.clients);
const requests = Number(values.requests);

// Realistic partner queries: Indonesian and English words, a typo, prefixes, filters by type.
const QUERIES = [
  'kursi jati',
  'furniture',
  'batik tulis',
  'kopi arabika',
  'rattan chair',
  'kain',
  'packaging box',
  'spare parts',
  'furnitue',
  'perabotan',
  'meja makan',
  'teh hijau',
  'pera',
  'batik&type=product',
  'coffee beans&type=business',
  'steel pipe',
  'rempah',
  'cotton fabric&type=product',
  'kemasan',
  'jepara',
];

const dir = mkdtempSync(join(tmpdir(), 'bench-search-'));
const baseEnv: Record<string, string> = { DATA_DIR: join(dir, 'data'), LOG_LEVEL: 'warn' };

function step(message: string) {
  process.stderr.write(`[bench] ${message}\n`);
}

async function run(entry: string, args: string[], env: Record<string, string>) {
  const started = performance.now();
  const result = await runScript(entry, args, env);
  if (result.code !== 0) throw new Error(`${entry} ${args.join(' ')} failed:\n${result.stderr}`);
  return { ...result, seconds: (performance.now() - started) / 1000 };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function load(port: number, key: string) {
  const latencies: number[] = [];
  const byQuery = new Map<string, number[]>();
  let next = 0;
  let failures = 0;
  const one = async (index: number) => {
    const url = `http://127.0.0.1:${port}/v1/search?limit=20&q=${QUERIES[index % QUERIES.length]!.replace(' ', '%20')}`;
    const started = performance.now();
    const res = await fetch(url, { headers: { 'x-api-key': key } });
    await res.arrayBuffer();
    if (res.status !== 200) failures += 1;
    const elapsed = performance.now() - started;
    byQuery.set(QUERIES[index % QUERIES.length]!, [...(byQuery.get(QUERIES[index % QUERIES.length]!) ?? []), elapsed]);
    return elapsed;
  };
  for (let i = 0; i < 100; i += 1) await one(i); // warm-up
  byQuery.clear();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < requests) latencies.push(await one(next++));
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  // The slowest queries by median, to see what the p99 is made of.
  const slowest = [...byQuery]
    .map(
      ([query, times]) =>
        [
          query,
          percentile(
            times.sort((a, b) => a - b),
            50,
          ),
        ] as const,
    )
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([query, median]) => `"${query}" ${median.toFixed(0)} ms`)
    .join(', ');
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), rps: requests / seconds, failures, slowest };
}

/** Milliseconds from a create's 201 until search returns it, median of a few writes. */
async function freshness(port: number, key: string): Promise<number> {
  const base = `http://127.0.0.1:${port}`;
  const headers = { 'x-api-key': key, 'content-type': 'application/json' };
  const samples: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const word = `freshcheck${Date.now().toString(36)}x${i}`;
    const res = await fetch(`${base}/v1/businesses`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: word, description_en: 'bench' }),
    });
    if (res.status !== 201) throw new Error(`create failed: ${res.status}`);
    const started = performance.now();
    for (;;) {
      const body = await (await fetch(`${base}/v1/search?q=${word}&type=business`, { headers })).json();
      if (body.businesses.total > 0) break;
      if (performance.now() - started > 30_000) throw new Error('write not searchable within 30 s');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    samples.push(performance.now() - started);
  }
  return samples.sort((a, b) => a - b)[2]!;
}

async function serve(env: Record<string, string>, key: string) {
  const port = await freePort();
  const server = startScript('src/server.ts', { ...baseEnv, ...env, PORT: String(port) });
  try {
    await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/`)).ok, 600_000, `the server\n${server.output()}`);
    const result = await load(port, key);
    // What the engine found, so a fast empty answer cannot pass for a fast search.
    const totals: string[] = [];
    for (const q of ['kursi jati', 'furnitue', 'pera']) {
      const body = await (
        await fetch(`http://127.0.0.1:${port}/v1/search?q=${encodeURIComponent(q)}`, { headers: { 'x-api-key': key } })
      ).json();
      totals.push(`"${q}" ${body.businesses.total}/${body.products.total}`);
    }
    return { ...result, totals: totals.join(', '), freshnessMs: await freshness(port, key) };
  } finally {
    await stopProcess(server);
  }
}

async function main() {
  const server =
    values.database === 'postgres' && !values['database-url']
      ? startPostgresServer({ port: await freePort() })
      : undefined;
  if (server) {
    const admin = new pg.Client({ connectionString: server.url('postgres') });
    await admin.connect();
    await admin.query('CREATE DATABASE bench');
    await admin.end();
    baseEnv.DATABASE_URL = server.url('bench');
  }
  if (values['database-url']) baseEnv.DATABASE_URL = values['database-url'];
  const databaseName = baseEnv.DATABASE_URL ? 'PostgreSQL server' : 'embedded PGlite';
  let esUrl = process.env.ELASTICSEARCH_URL;
  const withElasticsearch = !values['no-elasticsearch'];
  const esEnv = { ...process.env, ES_PORT: String(await freePort()), ES_PID_FILE: join(dir, 'es.pid'), ES_HEAP: '1g' };
  try {
    let seeded: Awaited<ReturnType<typeof run>> | undefined;
    if (!values['database-url']) {
      step(`seeding ${values.businesses} businesses and ${values.products} products (${databaseName})`);
      seeded = await run(
        'src/cli/demo-data.ts',
        ['--demo', '--businesses', values.businesses!, '--products', values.products!],
        baseEnv,
      );
      step(`seeded in ${seeded.seconds.toFixed(1)} s`);
    }
    const created = await run(
      'src/cli/keys.ts',
      [
        'create',
        '--partner',
        'bench',
        '--name',
        'bench',
        '--scopes',
        'search,businesses.write',
        '--rate-limit',
        '100000000',
        '--json',
      ],
      baseEnv,
    );
    const key = JSON.parse(created.stdout).key as string;

    if (withElasticsearch && !esUrl) {
      step('starting a local Elasticsearch node');
      esUrl = execFileSync(join(ROOT, 'tools/elasticsearch/start.sh'), {
        env: esEnv,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      })
        .trim()
        .split('\n')
        .at(-1)!;
    }
    const es = { ELASTICSEARCH_URL: esUrl ?? '', SEARCH_INDEX_PREFIX: `bench-${Date.now()}` };
    let reindex: (Awaited<ReturnType<typeof run>> & { documents: number }) | undefined;
    if (withElasticsearch) {
      step('full reindex into Elasticsearch');
      const result = await run('indexer/main.ts', ['reindex'], { ...baseEnv, ...es });
      reindex = {
        ...result,
        documents: [...result.stdout.matchAll(/: (\d+) documents/g)].reduce((sum, match) => sum + Number(match[1]), 0),
      };
    }
    step(`search load on Postgres (${clients} clients, ${requests} requests)`);
    // Explicitly no Elasticsearch: the bench may itself run with ELASTICSEARCH_URL set.
    const postgres = await serve({ ELASTICSEARCH_URL: '' }, key);
    let elastic: Awaited<ReturnType<typeof serve>> | undefined;
    if (withElasticsearch) {
      step(`search load on Elasticsearch (${clients} clients, ${requests} requests)`);
      elastic = await serve(es, key);
    }

    const row = (name: string, r: Awaited<ReturnType<typeof load>>) =>
      `| ${name} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.rps.toFixed(0)} | ${r.failures} |`;
    const size = values['database-url']
      ? 'the given database'
      : `${values.businesses} businesses + ${values.products} products`;
    console.log(`\nKeyword search, ${size}, ${clients} concurrent clients, ${requests} requests, type=all, limit=20`);
    console.log('| engine | p50 ms | p99 ms | requests/s | non-200 |\n|---|---|---|---|---|');
    console.log(row(`Postgres (${databaseName})`, postgres));
    if (elastic) console.log(row('Elasticsearch 9.5.3 (1 node)', elastic));
    if (elastic)
      console.log(
        `\nRatios Postgres / Elasticsearch: p50 ${(postgres.p50 / elastic.p50).toFixed(2)}x, p99 ${(postgres.p99 / elastic.p99).toFixed(2)}x, throughput ${(postgres.rps / elastic.rps).toFixed(2)}x`,
      );
    if (reindex)
      console.log(
        `Full reindex: ${reindex.documents} documents in ${reindex.seconds.toFixed(1)} s (including process start) = ${(reindex.documents / reindex.seconds).toFixed(0)} docs/s`,
      );
    console.log(
      `Slowest queries (median under load): Postgres ${postgres.slowest}${elastic ? `; Elasticsearch ${elastic.slowest}` : ''}`,
    );
    console.log(
      `Hits (businesses/products): Postgres ${postgres.totals}${elastic ? `; Elasticsearch ${elastic.totals}` : ''}`,
    );
    console.log(
      `Write to search-visible (median of 5): Postgres ${postgres.freshnessMs.toFixed(0)} ms${elastic ? `, Elasticsearch ${elastic.freshnessMs.toFixed(0)} ms (in-process indexer)` : ''}`,
    );
    if (seeded) console.log(`Demo seed: ${seeded.seconds.toFixed(1)} s`);
  } finally {
    if (withElasticsearch && !process.env.ELASTICSEARCH_URL && esUrl)
      execFileSync(join(ROOT, 'tools/elasticsearch/stop.sh'), { env: esEnv, stdio: 'inherit' });
    server?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
