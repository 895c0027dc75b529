// npm run bench [-- --quick] [--databases embedded,postgres] [--seconds N] [--only suggestions]
//
// One run, on one machine, of everything the performance guide reports, on the embedded database and on
// a PostgreSQL 18 server with pgvector (the test suite's, tools/postgres):
// - every read endpoint under load (autocannon, 10 connections, on this machine), each beside a
//   bare Fastify route calling the same services (bench/perf/baseline.ts): keyword search on each
//   engine, semantic and hybrid with the local embeddings model (tools/embeddings);
// - RFQ inbound and quote submission;
// - webhook delivery: deliveries/s and commit-to-receipt p50/p99 to a loopback receiver;
// - indexing: demo seed, full Elasticsearch reindex (docs/s), embeddings (per s, and the model
//   server's best batch size).
// Semantic and hybrid search rank over every record embedded (`--embed-sample N`: the first N of
// each kind only). Vectors come through a cache kept by model and text hash in
// .cache/bench-embeddings/ (bench/embeddings-cache.ts), so only the first run pays the model for
// the directory's texts (about 2.5 hours for 20k + 100k with the local model on 2 cores); query
// embeddings go through the same cache, so the search rows exclude the model's time for the
// query, which is measured on its own (the query embedding row).
// `--embed-only` seeds and embeds each database, filling the vector cache, and measures nothing.
// `--only suggestions` measures the supplier-suggestions scenario alone (Postgres engine, no
// Elasticsearch node, no other endpoint): a focused run of one figure.
// Prints tables and every performance target met or missed, and writes bench/results/results.json.
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { freePort, ROOT, runScript, startScript, stopProcess, waitFor } from '../../tools/harness/processes.js';
import { startPostgresServer } from '../../tools/harness/postgres-server.js';
import { benchDatabaseEnv } from './bench-database.js';
import { type EmbeddingsCache, startEmbeddingsCache } from '../embeddings-cache.js';
import { embeddingsEnv, LOCAL_MODEL, startEmbeddings } from '../../tools/harness/local-embeddings.js';
import {
  BENCH_READ_SCOPES,
  checkTargets,
  type Engine,
  QUERIES,
  READ_ENDPOINTS,
  type Row,
  SUGGESTION_RFQ_ITEMS,
  SUGGESTIONS_ENDPOINT,
  SUGGESTIONS_LOADED_ENDPOINT,
  TARGET_SIZES,
  targetsTable,
} from './scenarios.js';

const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    databases: { type: 'string', default: 'embedded,postgres' },
    seconds: { type: 'string' },
    businesses: { type: 'string' },
    products: { type: 'string' },
    'embedded-businesses': { type: 'string' },
    'embedded-products': { type: 'string' },
    'embed-sample': { type: 'string' },
    'embed-only': { type: 'boolean', default: false },
    webhooks: { type: 'string' },
    only: { type: 'string' },
  },
});
if (values.only !== undefined && values.only !== 'suggestions')
  throw new Error(`--only: "${values.only}" is not a scenario run alone (suggestions)`);
/** `--only suggestions`: the supplier-suggestions scenario alone. */
const ONLY_SUGGESTIONS = values.only === 'suggestions';
const quick = values.quick;
// The server is measured at the issue's 20k/100k; embedded at its own target size (2k/10k).
const SIZES: Record<Database, { businesses: number; products: number }> = {
  postgres: {
    businesses: Number(values.businesses ?? (quick ? 300 : 20_000)),
    products: Number(values.products ?? (quick ? 1_500 : 100_000)),
  },
  embedded: {
    businesses: Number(values['embedded-businesses'] ?? values.businesses ?? (quick ? 300 : 2_000)),
    products: Number(values['embedded-products'] ?? values.products ?? (quick ? 1_500 : 10_000)),
  },
};
const SECONDS = Number(values.seconds ?? (quick ? 1 : 10));
/** Requests sent before each measurement (JIT, pools, caches). */
const WARMUP_REQUESTS = quick ? 50 : 500;
/** Records embedded per kind: every record unless --embed-sample limits it. */
const EMBED_SAMPLE = values['embed-sample'] === undefined ? undefined : Number(values['embed-sample']);
const WEBHOOK_EVENTS = Number(values.webhooks ?? (quick ? 100 : 1_000));
const BATCH_SIZES = quick ? [32, 128] : [8, 32, 64, 128, 256];
const CONNECTIONS = 10;

type Database = 'embedded' | 'postgres';
const begun = performance.now();
const step = (message: string) =>
  process.stderr.write(`[bench ${((performance.now() - begun) / 1000).toFixed(0).padStart(4)} s] ${message}\n`);
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

interface Load {
  rps: number;
  p50: number;
  p99: number;
}

/** Drives one URL (or a rotation of URLs, or a request factory) with autocannon after a warm-up. */
async function load(
  base: string,
  paths: string[],
  options: {
    headers?: Record<string, string>;
    request?: () => { method: string; path: string; body: string };
    connections?: number;
    warmup?: number;
  } = {},
): Promise<Load> {
  const headers = { ...options.headers, ...(options.request ? { 'content-type': 'application/json' } : {}) };
  let next = 0;
  const requests = [
    {
      setupRequest: (request: Record<string, unknown>) => {
        if (options.request) return { ...request, ...options.request() };
        return { ...request, method: 'GET', path: paths[next++ % paths.length] };
      },
    },
  ];
  const run = async (limits: { duration: number } | { amount: number }) => {
    // A generous timeout: on a busy shared machine a slow answer is a measurement, not an error.
    const result = await autocannon({
      url: base,
      connections: options.connections ?? CONNECTIONS,
      ...limits,
      headers,
      requests: requests as never,
      timeout: 60,
    });
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${base}${paths[0] ?? ''}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
  };
  await run({ amount: options.warmup ?? WARMUP_REQUESTS });
  return run({ duration: SECONDS });
}

/** Embeddings per second at each batch size, straight against the model server (demo-like texts). */
async function batchSweep(url: string) {
  const texts = Array.from(
    { length: quick ? 32 : 256 },
    (_, i) =>
      `Kursi makan jati ${i}\nKursi makan dari kayu jati solid untuk restoran, hotel dan rumah, finishing natural dengan pelitur, dudukan rotan anyaman tangan, ukuran 45 x 50 x 90 cm. Solid teak dining chair for restaurants and hotels, natural finish, hand-woven rattan seat. Furniture > Dining chairs. Jepara, Jawa Tengah`,
  );
  const rates: Record<string, number> = {};
  for (const size of BATCH_SIZES) {
    const started = performance.now();
    for (let i = 0; i < texts.length; i += size) {
      const res = await fetch(`${url}/embeddings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ model: LOCAL_MODEL.model, input: texts.slice(i, i + size) }),
      });
      if (!res.ok) throw new Error(`embeddings: ${res.status}`);
      await res.arrayBuffer();
    }
    rates[size] = Math.round(texts.length / ((performance.now() - started) / 1000));
    step(`embeddings batch ${size}: ${rates[size]}/s`);
  }
  const best = Number(Object.entries(rates).sort((a, b) => b[1] - a[1])[0]![0]);
  return { rates, best };
}

/**
 * The query's own embedding call, which the search rows exclude (the API's query vectors come from
 * the bench cache after warm-up): each bench query embedded alone, straight against the model server.
 */
async function queryEmbedding(url: string) {
  const times: number[] = [];
  for (let round = 0; round < (quick ? 3 : 10); round += 1) {
    for (const query of QUERIES) {
      const started = performance.now();
      const res = await fetch(`${url}/embeddings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ model: LOCAL_MODEL.queryModel, input: [query] }),
      });
      if (!res.ok) throw new Error(`embeddings: ${res.status}`);
      await res.arrayBuffer();
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  return { calls: times.length, p50_ms: Math.round(percentile(times, 50)), p99_ms: Math.round(percentile(times, 99)) };
}

async function startElasticsearch(dir: string) {
  const env = { ...process.env, ES_PORT: String(await freePort()), ES_PID_FILE: join(dir, 'es.pid'), ES_HEAP: '1g' };
  const url = execFileSync(join(ROOT, 'tools/elasticsearch/start.sh'), {
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  })
    .trim()
    .split('\n')
    .at(-1)!;
  return { url, stop: () => execFileSync(join(ROOT, 'tools/elasticsearch/stop.sh'), { env, stdio: 'inherit' }) };
}

async function run(entry: string, args: string[], env: Record<string, string>) {
  const started = performance.now();
  const result = await runScript(entry, args, env);
  if (result.code !== 0) throw new Error(`${entry} ${args.join(' ')} failed:\n${result.stderr}`);
  return { stdout: result.stdout, seconds: (performance.now() - started) / 1000 };
}

async function startServing(entry: string, env: Record<string, string>, probe: string) {
  const port = await freePort();
  const child = startScript(entry, { ...env, PORT: String(port) });
  await waitFor(
    async () => (await fetch(`http://127.0.0.1:${port}${probe}`).catch(() => undefined))?.ok === true,
    300_000,
    `${entry}\n${child.output()}`,
  );
  return { base: `http://127.0.0.1:${port}`, child };
}

async function issueKey(env: Record<string, string>, scopes: string[]) {
  const created = await run(
    'src/cli/keys.ts',
    ['create', '--partner', 'Bench', '--name', 'bench', '--scopes', scopes.join(','), '--json'],
    env,
  );
  return (JSON.parse(created.stdout) as { key: string }).key;
}

async function post(base: string, key: string, path: string, body: unknown) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`POST ${path}: ${res.status} ${text}`);
  return JSON.parse(text) as { data: { id: string; items?: Array<{ id: string }> } };
}

const inbound = (externalId: string) => ({
  external_rfq_id: externalId,
  title: 'Teak dining chairs for a hotel in Bali',
  buyer_name: 'Sari Wulandari',
  buyer_email: 'sari@example.co.id',
  items: [{ name: 'Teak dining chair', quantity: 50, unit_of_measure: 'piece', target_price: 4350000 }],
});

/** RFQ inbound (a new external id per request) and quote submission (rotating over open RFQs). */
async function benchRfqs(
  base: string,
  env: Record<string, string>,
  businessId: string,
  database: Database,
): Promise<Row[]> {
  const buyer = await issueKey(env, ['rfq.write', 'rfq.read', 'businesses.read']);
  const supplier = await issueKey(env, ['quotes.write']);
  let counter = 0;
  const prefix = `BENCH-${database}-${Date.now().toString(36)}`;
  const created = await load(base, [], {
    headers: { 'x-api-key': buyer },
    request: () => ({
      method: 'POST',
      path: '/v1/rfq/inbound',
      body: JSON.stringify(inbound(`${prefix}-${counter++}`)),
    }),
  });
  step(`${database} RFQ inbound: ${created.rps.toFixed(0)} req/s, p99 ${created.p99} ms`);
  const open: Array<{ id: string; item: string }> = [];
  for (let i = 0; i < 50; i += 1) {
    const rfq = await post(base, buyer, '/v1/rfq/inbound', inbound(`${prefix}-quote-${i}`));
    await post(base, buyer, `/v1/rfq/${rfq.data.id}/suppliers`, { business_id: businessId });
    open.push({ id: rfq.data.id, item: rfq.data.items![0]!.id });
  }
  let turn = 0;
  const quoted = await load(base, [], {
    headers: { 'x-api-key': supplier },
    request: () => {
      const rfq = open[turn++ % open.length]!;
      const body = {
        supplier_id: businessId,
        quoted_price: 217500000,
        quoted_lead_time_days: 30,
        line_items: [{ item_id: rfq.item, unit_price: 4350000, quantity: 50 }],
      };
      return { method: 'POST', path: `/v1/rfq/${rfq.id}/quotes`, body: JSON.stringify(body) };
    },
  });
  step(`${database} quotes: ${quoted.rps.toFixed(0)} req/s, p99 ${quoted.p99} ms`);
  return [
    { database, endpoint: 'POST /v1/rfq/inbound', rps: created.rps, p50_ms: created.p50, p99_ms: created.p99 },
    { database, endpoint: 'POST /v1/rfq/:id/quotes', rps: quoted.rps, p50_ms: quoted.p50, p99_ms: quoted.p99 },
  ];
}

/**
 * Supplier suggestions for one ten-item RFQ, read again and again (each read runs the ten item
 * searches): one buyer at a time (the answer's latency, which its target is about), then
 * CONNECTIONS buyers at once (throughput: each request is itself ten or more searches).
 */
async function benchSuggestions(
  base: string,
  env: Record<string, string>,
  database: Database,
  engine: Engine,
): Promise<Row[]> {
  const buyer = await issueKey(env, ['rfq.write', 'rfq.read']);
  const rfq = await post(base, buyer, '/v1/rfq/inbound', {
    ...inbound(`BENCH-SUGGEST-${database}-${engine}-${Date.now().toString(36)}`),
    delivery_location: 'Semarang, Central Java',
    items: SUGGESTION_RFQ_ITEMS,
  });
  const rows: Row[] = [];
  for (const [endpoint, connections] of [
    [SUGGESTIONS_ENDPOINT[engine], 1],
    [SUGGESTIONS_LOADED_ENDPOINT[engine], CONNECTIONS],
  ] as const) {
    // A request is ten or more searches: a short warm-up (each warms every item's statements).
    const measured = await load(base, [`/v1/rfq/${rfq.data.id}/supplier-suggestions`], {
      headers: { 'x-api-key': buyer },
      connections,
      warmup: 10 * connections,
    });
    step(`${database} ${endpoint}: ${measured.rps.toFixed(1)} req/s, p99 ${measured.p99} ms`);
    rows.push({ database, endpoint, rps: measured.rps, p50_ms: measured.p50, p99_ms: measured.p99 });
  }
  return rows;
}

/** Businesses created over the API, each delivered to a loopback receiver: rate and commit-to-receipt. */
async function benchWebhooks(base: string, env: Record<string, string>) {
  const received = new Map<string, number>();
  let last = 0;
  const receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      last = performance.now();
      const id = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data: { business_id: string } }).data
        .business_id;
      received.set(id, last);
      response.writeHead(204).end();
    });
  });
  receiver.listen(0, '127.0.0.1');
  await once(receiver, 'listening');
  try {
    const key = await issueKey(env, ['businesses.write', 'webhooks.manage']);
    await post(base, key, '/v1/webhooks', {
      event_type: 'business.created',
      target_url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`,
    });
    step(`webhooks: subscribed, creating ${WEBHOOK_EVENTS} businesses`);
    const committed = new Map<string, number>();
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (next < WEBHOOK_EVENTS) {
          const index = next++;
          const created = await post(base, key, '/v1/businesses', {
            name: `Webhook Bench Supplier ${index}`,
            description_en: 'Supplier created by the webhook benchmark',
          });
          committed.set(created.data.id, performance.now());
        }
      }),
    );
    step(`webhooks: ${WEBHOOK_EVENTS} created, ${received.size} delivered so far`);
    await waitFor(
      async () => [...committed.keys()].every((id) => received.has(id)),
      300_000,
      `${WEBHOOK_EVENTS} deliveries (got ${received.size})`,
    );
    const latencies = [...committed].map(([id, at]) => Math.max(0, received.get(id)! - at)).sort((a, b) => a - b);
    return {
      events: WEBHOOK_EVENTS,
      deliveries_per_s: Math.round(received.size / ((last - started) / 1000)),
      commit_to_receipt_p50_ms: Math.round(percentile(latencies, 50)),
      commit_to_receipt_p99_ms: Math.round(percentile(latencies, 99)),
    };
  } finally {
    receiver.close();
  }
}

async function benchDatabase(
  database: Database,
  shared: {
    embeddingsUrl: string;
    batchSize: number;
    elasticsearchUrl: string;
    cache: EmbeddingsCache;
    modelRate: number;
  },
) {
  const dir = mkdtempSync(join(tmpdir(), `bench-${database}-`));
  const server = database === 'postgres' ? startPostgresServer({ port: await freePort() }) : undefined;
  const size = SIZES[database];
  const env: Record<string, string> = {
    LOG_LEVEL: 'warn',
    RATE_LIMIT_DEFAULT_PER_MINUTE: '1000000',
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    ...embeddingsEnv(shared.embeddingsUrl),
    EMBEDDINGS_BATCH_SIZE: String(shared.batchSize),
    ELASTICSEARCH_URL: '',
    SEARCH_INDEX_PREFIX: `bench-${database}-${Date.now()}`,
  };
  Object.assign(env, await benchDatabaseEnv(server, dir));
  const withEs = { ...env, ELASTICSEARCH_URL: shared.elasticsearchUrl };
  const processes: Array<ReturnType<typeof startScript>> = [];
  const stopAll = async () => {
    for (const child of processes.splice(0)) {
      const stopped = stopProcess(child);
      const late = setTimeout(() => {
        step(`a process did not stop within 30 s of SIGTERM; killing it. Its output:\n${child.output().slice(-3000)}`);
        child.kill('SIGKILL');
      }, 30_000);
      await stopped;
      clearTimeout(late);
    }
  };
  try {
    step(`${database}: seeding ${size.businesses} businesses and ${size.products} products`);
    const seeded = await run(
      'src/cli/demo-data.ts',
      ['--demo', '--businesses', String(size.businesses), '--products', String(size.products)],
      env,
    );
    step(
      `${database}: embedding ${EMBED_SAMPLE === undefined ? 'every record' : `the first ${EMBED_SAMPLE} records of each kind`} (batch ${shared.batchSize})`,
    );
    const cacheBefore = shared.cache.stats();
    const embedded = await run(
      'indexer/main.ts',
      ['reindex', '--embeddings', ...(EMBED_SAMPLE === undefined ? [] : ['--limit', String(EMBED_SAMPLE)])],
      env,
    );
    const cacheAfter = shared.cache.stats();
    const passes = [...embedded.stdout.matchAll(/(\d+) records, (\d+) embedded from (\d+) unique texts/g)];
    const embeddedCount = passes.reduce((sum, match) => sum + Number(match[2]), 0);
    const uniqueTexts = passes.reduce((sum, match) => sum + Number(match[3]), 0);
    const fromModel = cacheAfter.misses - cacheBefore.misses;
    step(`${database}: full Elasticsearch reindex`);
    const reindexed = ONLY_SUGGESTIONS ? { stdout: '', seconds: 1 } : await run('indexer/main.ts', ['reindex'], withEs);
    const documents = [...reindexed.stdout.matchAll(/: (\d+) documents/g)].reduce(
      (sum, match) => sum + Number(match[1]),
      0,
    );
    const indexing = {
      seed_seconds: Number(seeded.seconds.toFixed(1)),
      reindex_documents: documents,
      reindex_docs_per_s: Math.round(documents / reindexed.seconds),
      embeddings: embeddedCount,
      embeddings_all_records: EMBED_SAMPLE === undefined,
      embeddings_unique_texts: uniqueTexts,
      embeddings_from_model: fromModel,
      embeddings_from_cache: cacheAfter.hits - cacheBefore.hits,
      embeddings_seconds: Number(embedded.seconds.toFixed(1)),
      // What a run with an empty cache would take, at the model's best measured rate.
      embeddings_first_run_estimate_s: Math.round(
        uniqueTexts / Math.max(fromModel >= 100 ? fromModel / embedded.seconds : shared.modelRate, 0.001),
      ),
    };
    step(`${database}: ${JSON.stringify(indexing)}`);
    if (values['embed-only']) return { rows: [] as Row[], indexing, webhooks: undefined, size };

    const rows: Row[] = [];
    let webhooks: Awaited<ReturnType<typeof benchWebhooks>> | undefined;
    // Elasticsearch first: the writes come last (after the Postgres-engine reads), so the outbox
    // workers catching up on them (embedder, index sync, webhooks) disturb no read measurement.
    for (const engine of (ONLY_SUGGESTIONS ? ['postgres'] : ['elasticsearch', 'postgres']) as Engine[]) {
      const engineEnv = engine === 'elasticsearch' ? withEs : env;
      // The API first: on the embedded database it hosts the database.
      let api = await startServing('src/server.ts', engineEnv, '/');
      processes.push(api.child);
      const key = await issueKey(env, BENCH_READ_SCOPES);
      const page = (await (
        await fetch(`${api.base}/v1/businesses?limit=1`, { headers: { 'x-api-key': key } })
      ).json()) as { data: Array<{ id: string }> };
      const businessId = page.data[0]!.id;
      const endpoints = ONLY_SUGGESTIONS ? [] : READ_ENDPOINTS.filter((candidate) => candidate.engine === engine);
      const paths = (endpoint: (typeof endpoints)[number], template: string) =>
        endpoint.rotatesQuery
          ? QUERIES.map((query) => `${template}${encodeURIComponent(query)}`)
          : [template.replace('{id}', businessId)];
      // The same key: the baseline admits each request as the API does (bench/perf/baseline.ts). The
      // baseline is the bench's own throwaway process: killed when done, no graceful shutdown.
      const measureBaseline = (base: string, endpoint: (typeof endpoints)[number]) =>
        load(base, paths(endpoint, endpoint.baseline), { headers: { 'x-api-key': key } });
      const measured: Load[] = [];
      const bare: Load[] = [];
      if (engine === 'elasticsearch' && !ONLY_SUGGESTIONS) {
        // The node's JVM is cold after the reindex: the first process measured would pay its JIT
        // and caches and the one after it would not (embedded, the API's Elasticsearch search
        // measured 0.65-0.71 of its baseline run after it). One unmeasured round warms the node.
        const keyword = endpoints.find((endpoint) => endpoint.kind === 'keyword')!;
        await load(api.base, paths(keyword, keyword.api), { headers: { 'x-api-key': key } });
      }
      if (endpoints.length === 0) {
        // Nothing beside suggestions to measure (--only suggestions): no baseline either.
      } else if (database === 'postgres') {
        // Beside a server each process has its own pool: API and baseline side by side, in turn.
        const baseline = await startServing('bench/perf/baseline.ts', engineEnv, '/');
        for (const endpoint of endpoints) {
          measured.push(await load(api.base, paths(endpoint, endpoint.api), { headers: { 'x-api-key': key } }));
          bare.push(await measureBaseline(baseline.base, endpoint));
        }
        baseline.child.kill('SIGKILL');
      } else {
        // Embedded, the process that hosts the database runs its queries: a baseline joining the
        // API's database would spread its work over two processes and the API's core. Each is
        // measured alone instead, hosting the database itself: the API, then the baseline.
        for (const endpoint of endpoints)
          measured.push(await load(api.base, paths(endpoint, endpoint.api), { headers: { 'x-api-key': key } }));
        await stopAll();
        const baseline = await startServing('bench/perf/baseline.ts', engineEnv, '/');
        for (const endpoint of endpoints) bare.push(await measureBaseline(baseline.base, endpoint));
        baseline.child.kill('SIGKILL');
        await once(baseline.child, 'exit');
        api = await startServing('src/server.ts', engineEnv, '/');
        processes.push(api.child);
      }
      endpoints.forEach((endpoint, index) => {
        const [ours, theirs] = [measured[index]!, bare[index]!];
        const row: Row = {
          database,
          endpoint: endpoint.name,
          rps: ours.rps,
          p50_ms: ours.p50,
          p99_ms: ours.p99,
          baseline_rps: theirs.rps,
          ratio: ours.rps / theirs.rps,
        };
        step(
          `${database} ${endpoint.name}: ${row.rps.toFixed(0)} req/s (baseline ${theirs.rps.toFixed(0)}, ratio ${row.ratio!.toFixed(2)}), p99 ${row.p99_ms} ms`,
        );
        rows.push(row);
      });
      rows.push(...(await benchSuggestions(api.base, env, database, engine)));
      if (engine === 'postgres' && !ONLY_SUGGESTIONS) {
        rows.push(...(await benchRfqs(api.base, env, businessId, database)));
        // Beside a server the outbox workers run in the indexer process; embedded, in the API.
        if (database === 'postgres') processes.push(startScript('src/worker.ts', env));
        webhooks = await benchWebhooks(api.base, env);
        step(`${database} webhooks: ${JSON.stringify(webhooks)}`);
      }
      await stopAll();
    }
    const order = (row: Row) => {
      const index = READ_ENDPOINTS.findIndex((endpoint) => endpoint.name === row.endpoint);
      return index === -1 ? READ_ENDPOINTS.length : index;
    };
    rows.sort((a, b) => order(a) - order(b));
    return { rows, indexing, webhooks, size };
  } finally {
    await stopAll();
    server?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const started = performance.now();
  const dir = mkdtempSync(join(tmpdir(), 'bench-'));
  step('starting the local embeddings server and an Elasticsearch node');
  const embeddings = await startEmbeddings();
  let elasticsearch: Awaited<ReturnType<typeof startElasticsearch>> | undefined;
  let cache: EmbeddingsCache | undefined;
  try {
    elasticsearch = process.env.ELASTICSEARCH_URL || ONLY_SUGGESTIONS ? undefined : await startElasticsearch(dir);
    const elasticsearchUrl = process.env.ELASTICSEARCH_URL ?? elasticsearch?.url ?? '';
    const sweep = await batchSweep(embeddings.url);
    const queryEmbed = await queryEmbedding(embeddings.url);
    step(`query embedding call: p50 ${queryEmbed.p50_ms} ms, p99 ${queryEmbed.p99_ms} ms`);
    cache = await startEmbeddingsCache(embeddings.url, join(ROOT, '.cache/bench-embeddings'));
    const results: Array<Awaited<ReturnType<typeof benchDatabase>> & { database: Database }> = [];
    for (const database of values.databases!.split(',') as Database[]) {
      const shared = {
        embeddingsUrl: cache.url,
        batchSize: sweep.best,
        elasticsearchUrl,
        cache,
        modelRate: sweep.rates[sweep.best]!,
      };
      results.push({ database, ...(await benchDatabase(database, shared)) });
    }
    if (values['embed-only']) {
      step('--embed-only: the vector cache holds every record of each database; nothing measured');
      return;
    }
    const rows = results.flatMap((result) => result.rows);
    const targets = (result: (typeof results)[number]) =>
      checkTargets(rows, result.database, {
        atTargetSize:
          !quick &&
          result.size.businesses === TARGET_SIZES[result.database].businesses &&
          result.size.products === TARGET_SIZES[result.database].products,
        allEmbedded: result.indexing.embeddings_all_records,
      });
    const machine = `${cpus().length} cores (${cpus()[0]?.model.trim()}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
    console.log(
      `\n${machine}; ${CONNECTIONS} connections, ${SECONDS} s per endpoint after ${WARMUP_REQUESTS} warm-up requests, the load generator on the same machine`,
    );
    for (const result of results) {
      const i = result.indexing;
      const over = i.embeddings_all_records
        ? `every record embedded (${i.embeddings} records, ${i.embeddings_unique_texts} unique texts)`
        : `the first ${EMBED_SAMPLE} records of each kind embedded`;
      console.log(
        `\n${result.database}: ${result.size.businesses} businesses, ${result.size.products} products; semantic and hybrid over ${over}\n`,
      );
      console.log('| endpoint | req/s | p50 ms | p99 ms | baseline req/s | ratio |');
      console.log('|---|---|---|---|---|---|');
      for (const row of result.rows) {
        console.log(
          `| ${row.endpoint} | ${row.rps.toFixed(0)} | ${row.p50_ms} | ${row.p99_ms} | ${row.baseline_rps?.toFixed(0) ?? '–'} | ${row.ratio?.toFixed(2) ?? '–'} |`,
        );
      }
      const w = result.webhooks;
      if (w)
        console.log(
          `\nwebhooks: ${w.events} events, ${w.deliveries_per_s} deliveries/s, commit-to-receipt p50 ${w.commit_to_receipt_p50_ms} ms, p99 ${w.commit_to_receipt_p99_ms} ms`,
        );
      console.log(
        `indexing: seed ${i.seed_seconds} s; Elasticsearch reindex ${i.reindex_documents} docs at ${i.reindex_docs_per_s} docs/s (process start included)`,
      );
      console.log(
        `embeddings: ${i.embeddings} records from ${i.embeddings_unique_texts} unique texts in ${i.embeddings_seconds} s ` +
          `(${i.embeddings_from_model} texts from the model, ${i.embeddings_from_cache} from the bench cache); ` +
          `with an empty cache about ${(i.embeddings_first_run_estimate_s / 60).toFixed(0)} min`,
      );
    }
    console.log(
      `\nquery embedding call (one query, e5-query, straight to the model server; excluded from the search rows): p50 ${queryEmbed.p50_ms} ms, p99 ${queryEmbed.p99_ms} ms over ${queryEmbed.calls} calls`,
    );
    console.log(`embeddings server, per s by batch size: ${JSON.stringify(sweep.rates)} (best ${sweep.best})`);
    for (const result of results) {
      console.log(`\ntargets, ${result.database} (${result.size.businesses} + ${result.size.products}):\n`);
      console.log(targetsTable(targets(result)));
    }
    // `--only suggestions` measures that scenario alone: no metrics cost either.
    let metricsCost: { stdout: string } | undefined;
    if (!ONLY_SUGGESTIONS) {
      step(
        'metrics cost: the API with metrics off and on, both up on a PostgreSQL server (bench/perf/overhead.ts --compare metrics)',
      );
      metricsCost = await run(
        'bench/perf/overhead.ts',
        [
          '--compare',
          'metrics',
          '--database',
          'postgres',
          '--rounds',
          quick ? '1' : '5',
          '--seconds',
          String(Math.min(SECONDS, 5)),
        ],
        {},
      );
      console.log(`\nmetrics cost:\n${metricsCost.stdout.trim()}`);
    }
    console.log(`\nbench took ${((performance.now() - started) / 1000).toFixed(0)} s`);
    writeFileSync(
      join(ROOT, ONLY_SUGGESTIONS ? 'bench/results/results-suggestions.json' : 'bench/results/results.json'),
      `${JSON.stringify(
        {
          machine,
          quick,
          connections: CONNECTIONS,
          seconds: SECONDS,
          embed_sample_per_kind: EMBED_SAMPLE ?? 'all',
          embeddings_batch_rates: sweep.rates,
          embeddings_best_batch: sweep.best,
          query_embedding: queryEmbed,
          databases: results.map((result) => ({
            database: result.database,
            ...result.size,
            indexing: result.indexing,
            webhooks: result.webhooks,
            targets: targets(result),
          })),
          results: rows,
          metrics_cost: metricsCost?.stdout.trim().split('\n'),
        },
        null,
        2,
      )}\n`,
    );
  } finally {
    await cache?.close();
    embeddings.process.kill();
    elasticsearch?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
