// npm run bench:search -- [--businesses 20000] [--products 100000] [--clients 10] [--requests 3000]
//
// Seeds an embedded database with demo data, measures a full Elasticsearch reindex, then runs the
// real API server once per keyword engine and drives it with concurrent HTTP clients.
// Elasticsearch: ELASTICSEARCH_URL when set, else a local node from tools/elasticsearch.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, ROOT, runScript, startScript, stopProcess, waitFor } from '../test/helpers/processes.js';

const { values } = parseArgs({
  options: {
    businesses: { type: 'string', default: '20000' },
    products: { type: 'string', default: '100000' },
    clients: { type: 'string', default: '10' },
    requests: { type: 'string', default: '3000' },
  },
});
const clients = Number(values.clients);
const requests = Number(values.requests);

// Realistic partner queries: Indonesian and English words, a typo, prefixes, filters by type.
const QUERIES = [
  'kursi jati', 'furniture', 'batik tulis', 'kopi arabika', 'rattan chair', 'kain', 'packaging box',
  'spare parts', 'furnitue', 'perabotan', 'meja makan', 'teh hijau', 'pera', 'batik&type=product',
  'coffee beans&type=business', 'steel pipe', 'rempah', 'cotton fabric&type=product', 'kemasan', 'jepara',
];

const dir = mkdtempSync(join(tmpdir(), 'bench-search-'));
const baseEnv = { DATA_DIR: join(dir, 'data'), LOG_LEVEL: 'warn' };

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
  let next = 0;
  let failures = 0;
  const one = async (index: number) => {
    const url = `http://127.0.0.1:${port}/v1/search?limit=20&q=${QUERIES[index % QUERIES.length]!.replace(' ', '%20')}`;
    const started = performance.now();
    const res = await fetch(url, { headers: { 'x-api-key': key } });
    await res.arrayBuffer();
    if (res.status !== 200) failures += 1;
    return performance.now() - started;
  };
  for (let i = 0; i < 100; i += 1) await one(i); // warm-up
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < requests) latencies.push(await one(next++));
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), rps: requests / seconds, failures };
}

/** Milliseconds from a create's 201 until search returns it, median of a few writes. */
async function freshness(port: number, key: string): Promise<number> {
  const base = `http://127.0.0.1:${port}`;
  const headers = { 'x-api-key': key, 'content-type': 'application/json' };
  const samples: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const word = `freshcheck${Date.now().toString(36)}x${i}`;
    const res = await fetch(`${base}/v1/businesses`, { method: 'POST', headers, body: JSON.stringify({ name: word, description_en: 'bench' }) });
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
      const body = await (await fetch(`http://127.0.0.1:${port}/v1/search?q=${encodeURIComponent(q)}`, { headers: { 'x-api-key': key } })).json();
      totals.push(`"${q}" ${body.businesses.total}/${body.products.total}`);
    }
    return { ...result, totals: totals.join(', '), freshnessMs: await freshness(port, key) };
  } finally {
    await stopProcess(server);
  }
}

async function main() {
  step(`seeding ${values.businesses} businesses and ${values.products} products`);
  const seeded = await run('src/cli/demo-data.ts', ['--demo', '--businesses', values.businesses!, '--products', values.products!], baseEnv);
  step(`seeded in ${seeded.seconds.toFixed(1)} s`);
  const created = await run('src/cli/keys.ts', ['create', '--partner', 'bench', '--name', 'bench', '--scopes', 'search,businesses.write', '--rate-limit', '100000000', '--json'], baseEnv);
  const key = JSON.parse(created.stdout).key as string;

  let esUrl = process.env.ELASTICSEARCH_URL;
  const esEnv = { ...process.env, ES_PORT: String(await freePort()), ES_PID_FILE: join(dir, 'es.pid'), ES_HEAP: '1g' };
  if (!esUrl) {
    step('starting a local Elasticsearch node');
    esUrl = execFileSync(join(ROOT, 'tools/elasticsearch/start.sh'), { env: esEnv, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim().split('\n').at(-1)!;
  }
  try {
    const es = { ELASTICSEARCH_URL: esUrl, SEARCH_INDEX_PREFIX: `bench-${Date.now()}` };
    step('full reindex into Elasticsearch');
    const reindex = await run('indexer/main.ts', ['reindex'], { ...baseEnv, ...es });
    const documents = [...reindex.stdout.matchAll(/: (\d+) documents/g)].reduce((sum, match) => sum + Number(match[1]), 0);
    step(`search load on Postgres (${clients} clients, ${requests} requests)`);
    // Explicitly no Elasticsearch: the bench may itself run with ELASTICSEARCH_URL set.
    const postgres = await serve({ ELASTICSEARCH_URL: '' }, key);
    step(`search load on Elasticsearch (${clients} clients, ${requests} requests)`);
    const elastic = await serve(es, key);

    const row = (name: string, r: Awaited<ReturnType<typeof load>>) =>
      `| ${name} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.rps.toFixed(0)} | ${r.failures} |`;
    console.log(`\nKeyword search, ${values.businesses} businesses + ${values.products} products, ${clients} concurrent clients, ${requests} requests, type=all, limit=20`);
    console.log('| engine | p50 ms | p99 ms | requests/s | non-200 |\n|---|---|---|---|---|');
    console.log(row('Postgres (embedded PGlite)', postgres));
    console.log(row('Elasticsearch 9.5.3 (1 node)', elastic));
    console.log(`\nRatios Postgres / Elasticsearch: p50 ${(postgres.p50 / elastic.p50).toFixed(2)}x, p99 ${(postgres.p99 / elastic.p99).toFixed(2)}x, throughput ${(postgres.rps / elastic.rps).toFixed(2)}x`);
    console.log(`Full reindex: ${documents} documents in ${reindex.seconds.toFixed(1)} s (including process start) = ${(documents / reindex.seconds).toFixed(0)} docs/s`);
    console.log(`Hits (businesses/products): Postgres ${postgres.totals}; Elasticsearch ${elastic.totals}`);
    console.log(`Write to search-visible (median of 5): Postgres ${postgres.freshnessMs.toFixed(0)} ms, Elasticsearch ${elastic.freshnessMs.toFixed(0)} ms (in-process indexer)`);
    console.log(`Demo seed: ${seeded.seconds.toFixed(1)} s`);
  } finally {
    if (!process.env.ELASTICSEARCH_URL) execFileSync(join(ROOT, 'tools/elasticsearch/stop.sh'), { env: esEnv, stdio: 'inherit' });
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
