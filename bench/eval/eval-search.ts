// npm run eval:search -- [--businesses 300] [--products 1500] [--threshold T] [--no-elasticsearch] [--corpus FILE]
//   [--corpora demo,real,real-id] [--keep] [--dump-legs DIR] [--translation on|off|both]
//   [--embeddings-url URL --embeddings-model NAME [--embeddings-query-model NAME] --embeddings-dimensions N]
//
// Relevance of keyword, semantic and hybrid search on three corpora, in one run (--corpora picks some):
// - demo: the demo directory this project generates (src/demo-data), its queries in bench/eval/eval-queries.ts;
// - real: 1,347 real English product listings (bench/eval/data/products.jsonl) loaded through the
//   public API as a partner would, its queries in bench/eval/eval-real-queries.ts, and a held-back set
//   (bench/eval/eval-heldback-queries.ts, never tuned on) and two Indonesian ones written blind
//   (bench/eval/eval-blind-queries.ts, bench/eval/eval-blind-2-queries.ts) on the same directory, each
//   reported apart;
// - real-id: 2,500 Indonesian product listings as Tokopedia sellers wrote them
//   (bench/eval/data/products-id.jsonl), loaded the same way, its queries in
//   bench/eval/eval-real-queries-id.ts (Indonesian head terms and paraphrases, English queries,
//   one typo), held to hybrid ≥ 0.85 overall and per kind.
// Each corpus gets its own embedded database, embedded with the real local model (multilingual e5,
// tools/embeddings) or the OpenAI-compatible model given by --embeddings-url (its key from
// OPENAI_API_KEY), behind a vector cache in
// .cache/eval-embeddings/ keyed by model and text hash, then the labelled queries run through
// the real endpoints: keyword and hybrid on Postgres, then (unless --no-elasticsearch) on
// Elasticsearch (a real node, tools/elasticsearch) after a reindex, and semantic once. Prints
// nDCG@10 and recall@10 per corpus, query kind and engine, then each relevance target met or
// missed per corpus, and per real-text query set what choosing the better single leg for each
// query would score (the most any fusion of the two legs' rankings can reach without knowing
// more); writes bench/results/eval-results.json (a run over fewer corpora: a file naming them). `--keep` leaves the
// corpora's data directories in place (their paths printed) for inspection: start a server on
// one with its DATA_DIR and the local model's settings to try a query by hand. `--dump-legs DIR`
// also writes each hybrid search's two legs as fusion receives them, per corpus and engine, for
// `npm run eval:replay -- DIR` (bench/eval/eval-legs.ts). `--translation off` runs the service
// without the semantic leg's query translation (SEMANTIC_QUERY_TRANSLATION=off); `--translation
// both` also runs each corpus's semantic and hybrid (Postgres) queries on a server without it, after
// those with it, and prints and writes its effect per query set and kind.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db/connection.js';
import { categoryAt, type CategoryNode } from '../../tools/harness/categories.js';
import { freePort, ROOT, runScript, startScript, stopProcess, waitFor } from '../../tools/harness/processes.js';
import { describeModel, embeddingsEnv, embeddingsModelOf, startModel } from '../../tools/harness/local-embeddings.js';
import {
  type CorpusName,
  corporaOf,
  EVAL_SEARCH_OPTIONS,
  resultsFileOf,
  translationOf,
} from './eval-search-options.js';
import { dumpLegs } from './eval-legs.js';
import { startEmbeddingsCache } from '../embeddings-cache.js';
import { QUERIES } from './eval-queries.js';
import {
  CATEGORY_OF_ROOT,
  CATEGORY_OF_ROOT_ID,
  ID_CORPUS_FILE,
  type Listing,
  readListings,
  relevantListings,
  supplierOf,
} from './eval-real-corpus.js';
import { REAL_ID_QUERIES } from './eval-real-queries-id.js';
import { BLIND_QUERIES } from './eval-blind-queries.js';
import { BLIND_2_QUERIES } from './eval-blind-2-queries.js';
import { INDONESIAN_TYPO_QUERIES } from './eval-indonesian-typo-queries.js';
import { HELDBACK_QUERIES } from './eval-heldback-queries.js';
import {
  betterLegPerQuery,
  demoTargets,
  K,
  type Leg,
  LEGS,
  metrics,
  realIdTargets,
  realTargets,
  type Row,
  semanticCutoffSummary,
  summarise,
  type Table,
  type Target,
  type TranslationTable,
  translationEffect,
  verdictOf,
} from './eval-scoring.js';
import { REAL_QUERIES, type RealLabelledQuery } from './eval-real-queries.js';

const { values } = parseArgs({ options: EVAL_SEARCH_OPTIONS });
const model = embeddingsModelOf(values);
const translation = translationOf(values.translation!);

const step = (message: string) => process.stderr.write(`[eval ${new Date().toISOString().slice(11, 19)}] ${message}\n`);

/** A query ready to send: its filters as API parameters and its relevant product ids. */
interface EvalQuery {
  q: string;
  kind: string;
  params: Record<string, string>;
  relevant: Set<string>;
  /** The query set a query belongs to when a corpus has several (the real corpus: main, held back). */
  set?: string;
}

interface Api {
  base: string;
  key: string;
}

async function call<T>(api: Api, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${api.base}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'x-api-key': api.key, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

async function startElasticsearch(dir: string): Promise<{ url: string; stop: () => void }> {
  const env = { ...process.env, ES_PORT: String(await freePort()), ES_PID_FILE: join(dir, 'es.pid') };
  const script = (name: string) => join(ROOT, 'tools/elasticsearch', name);
  const output = execFileSync(script('start.sh'), {
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    timeout: 600_000,
  });
  return {
    url: output.trim().split('\n').at(-1)!,
    stop: () => execFileSync(script('stop.sh'), { env, stdio: 'inherit' }),
  };
}

async function withServer<T>(env: Record<string, string>, scopes: string, work: (api: Api) => Promise<T>): Promise<T> {
  const port = await freePort();
  const server = startScript('src/server.ts', { ...env, PORT: String(port) });
  try {
    await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/`)).ok, 120_000, 'the server');
    const created = await runScript(
      'src/cli/keys.ts',
      ['create', '--partner', 'Eval', '--name', 'eval', '--scopes', scopes, '--rate-limit', '1000000', '--json'],
      env,
    );
    if (created.code !== 0) throw new Error(created.stderr);
    return await work({ base: `http://127.0.0.1:${port}`, key: (JSON.parse(created.stdout) as { key: string }).key });
  } catch (error) {
    process.stderr.write(server.output().slice(-4000));
    throw error;
  } finally {
    await stopProcess(server);
  }
}

/** Waits until the in-process embedder has nothing left in the outbox. */
async function embedderDrained(env: Record<string, string>, timeoutMs: number) {
  const started = performance.now();
  let last = -1;
  await waitFor(
    async () => {
      const status = await runScript('indexer/main.ts', ['status', '--json'], env);
      const embedder = (
        JSON.parse(status.stdout) as { consumers: Array<{ name: string; backlog: number }> }
      ).consumers.find((c) => c.name === 'embedder');
      if (embedder && embedder.backlog !== last)
        step(`embedder backlog ${embedder.backlog} (${((performance.now() - started) / 1000).toFixed(0)} s)`);
      last = embedder?.backlog ?? -1;
      await new Promise((resolve) => setTimeout(resolve, 3000));
      return embedder?.backlog === 0;
    },
    timeoutMs,
    'the embedder to drain the outbox',
  );
}

async function runQueries(api: Api, queries: EvalQuery[], legs: Array<[Leg, string]>, rows: Map<EvalQuery, Row>) {
  for (const query of queries) {
    const row = rows.get(query)!;
    for (const [leg, path] of legs) {
      // Semantic search is also read to its reach: what its default threshold counts past the first page.
      const limit = leg === 'semantic' ? 100 : K;
      const params = new URLSearchParams({ q: query.q, type: 'product', limit: String(limit), ...query.params });
      const body = await call<{ products: { data: Array<{ id: string }>; total: number } }>(
        api,
        `/v1/${path}?${params}`,
      );
      const ids = body.products.data.map((hit) => hit.id);
      row[leg] = metrics(ids, query.relevant);
      if (leg === 'semantic') {
        const past = ids.slice(K);
        row.semantic_total = body.products.total;
        row.semantic_past_10 = { hits: past.length, relevant: past.filter((id) => query.relevant.has(id)).length };
        // Nothing at the default threshold: whether the model's own first ten (no threshold) held a
        // relevant record the cut-off took away.
        if (body.products.total === 0) {
          const unthresholded = await call<{ products: { data: Array<{ id: string }> } }>(
            api,
            `/v1/${path}?${new URLSearchParams({ q: query.q, type: 'product', limit: String(K), threshold: '0', ...query.params })}`,
          );
          row.semantic_lost = unthresholded.products.data.some((hit) => query.relevant.has(hit.id));
        }
      }
    }
  }
}

/** With --dump-legs, each query's two hybrid legs on that engine, searched once the server has let the directory go. */
async function dumped(
  corpus: string,
  engine: 'postgres' | 'elasticsearch',
  env: Record<string, string>,
  queries: EvalQuery[],
) {
  if (!values['dump-legs']) return;
  mkdirSync(values['dump-legs'], { recursive: true });
  step(`${corpus}: legs dumped to ${await dumpLegs(values['dump-legs'], corpus, engine, env, queries)}`);
}

/**
 * The legs the query translation reaches (semantic, hybrid on Postgres) on a server without it:
 * the same queries, each query's row in the same order as the run's.
 */
let untranslatedSeconds = 0;
async function withoutTranslation(corpus: string, env: Record<string, string>, queries: EvalQuery[]) {
  const rows = new Map<EvalQuery, Row>();
  for (const query of queries)
    rows.set(query, { corpus: query.set ?? corpus, q: query.q, kind: query.kind, relevant: query.relevant.size });
  const started = performance.now();
  await withServer({ ...env, SEMANTIC_QUERY_TRANSLATION: 'off' }, 'search', async (api) => {
    await runQueries(
      api,
      queries,
      [
        ['semantic', 'semantic-search'],
        ['hybrid_postgres', 'hybrid-search'],
      ],
      rows,
    );
  });
  const seconds = (performance.now() - started) / 1000;
  untranslatedSeconds += seconds;
  step(`${corpus}: ${queries.length} queries without the translation in ${seconds.toFixed(0)} s`);
  return [...rows.values()];
}

/**
 * Postgres legs and semantic on the running server (with --translation both, again on a server
 * without the query translation); then Elasticsearch's legs after a reindex.
 */
async function evaluate(
  corpus: string,
  env: Record<string, string>,
  elasticsearchUrl: string | undefined,
  queries: (api: Api) => Promise<EvalQuery[]>,
): Promise<{ rows: Row[]; untranslated?: Row[] }> {
  const rows = new Map<EvalQuery, Row>();
  let prepared: EvalQuery[] = [];
  await withServer(env, 'search,regions.read,categories.read', async (api) => {
    prepared = await queries(api);
    for (const query of prepared)
      rows.set(query, { corpus: query.set ?? corpus, q: query.q, kind: query.kind, relevant: query.relevant.size });
    step(`${corpus}: ${prepared.length} queries on Postgres and semantic`);
    await runQueries(
      api,
      prepared,
      [
        ['keyword_postgres', 'search'],
        ['semantic', 'semantic-search'],
        ['hybrid_postgres', 'hybrid-search'],
      ],
      rows,
    );
  });
  const untranslated = translation === 'both' ? await withoutTranslation(corpus, env, prepared) : undefined;
  await dumped(corpus, 'postgres', env, prepared);
  if (elasticsearchUrl) {
    const esEnv = { ...env, ELASTICSEARCH_URL: elasticsearchUrl, SEARCH_INDEX_PREFIX: `eval-${corpus}` };
    const reindexed = await runScript('indexer/main.ts', ['reindex'], esEnv);
    if (reindexed.code !== 0) throw new Error(reindexed.stderr);
    step(`${corpus}: ${reindexed.stdout.trim().replace(/\n/g, '; ')}`);
    await withServer(esEnv, 'search', async (api) => {
      step(`${corpus}: ${prepared.length} queries on Elasticsearch`);
      await runQueries(
        api,
        prepared,
        [
          ['keyword_elasticsearch', 'search'],
          ['hybrid_elasticsearch', 'hybrid-search'],
        ],
        rows,
      );
    });
    await dumped(corpus, 'elasticsearch', esEnv, prepared);
  }
  return { rows: [...rows.values()], untranslated };
}

/** The demo directory: seeded in bulk, embedded by a reindex, labelled by SKU prefix. */
async function demoCorpus(env: Record<string, string>, elasticsearchUrl: string | undefined) {
  step(`demo: seeding ${values.businesses} businesses and ${values.products} products`);
  const seeded = await runScript(
    'src/cli/demo-data.ts',
    ['--demo', '--businesses', values.businesses!, '--products', values.products!],
    env,
  );
  if (seeded.code !== 0) throw new Error(seeded.stderr);
  const started = performance.now();
  const embedded = await runScript('indexer/main.ts', ['reindex', '--embeddings'], env);
  if (embedded.code !== 0) throw new Error(embedded.stderr);
  const embedSeconds = (performance.now() - started) / 1000;
  step(`demo: ${embedded.stdout.trim().replace(/\n/g, '; ')} (${embedSeconds.toFixed(0)} s)`);
  const database = await openDatabase({ dataDir: env.DATA_DIR!, poolSize: 1 });
  const relevant = new Map<(typeof QUERIES)[number], Set<string>>();
  try {
    for (const query of QUERIES) {
      const prefixes = sql.join(
        query.items.map((code) => sql`p.sku LIKE ${`${code}-%`}`),
        sql` OR `,
      );
      const material = query.material
        ? sql`AND (${sql.join(
            query.material.map((word) => sql`p.name ILIKE ${`%${word}%`}`),
            sql` OR `,
          )})`
        : sql``;
      const region = query.region
        ? sql`AND b.region_id = (SELECT id FROM regions WHERE code = ${query.region})`
        : sql``;
      const rows = await database.db.execute<{ id: string }>(sql`
        SELECT p.id FROM products p JOIN businesses b ON b.id = p.business_id
        WHERE (${prefixes}) ${material} ${region} AND p.status = 'active' AND b.visibility = 'public'`);
      relevant.set(query, new Set(rows.rows.map((row) => row.id)));
    }
  } finally {
    await database.close();
  }
  const { rows, untranslated } = await evaluate('demo', env, elasticsearchUrl, async (api) => {
    const regions = await regionIds(api);
    return QUERIES.map((query) => ({
      q: query.q,
      kind: query.kind,
      params: query.region ? { region_id: regions.get(query.region)! } : ({} as Record<string, string>),
      relevant: relevant.get(query)!,
    }));
  });
  return { rows, untranslated, embedSeconds };
}

async function regionIds(api: Api): Promise<Map<string, string>> {
  const regions = await call<{ data: Array<{ id: string; code: string }> }>(
    api,
    '/v1/regions?country_code=ID&limit=100',
  );
  return new Map(regions.data.map((region) => [region.code, region.id]));
}

/** The Indonesian real-text targets only (the blind and typo sets hold Indonesian queries alone). */
const indonesianTargets = (table: Table) => realTargets(table).filter((target) => target.name.startsWith('Indonesian'));

/**
 * The real corpus's query sets, run on the same directory in the same run and each reported
 * apart: the main set, tuned on; the held-back set, never used for tuning
 * (bench/eval/eval-heldback-queries.ts); and the blind Indonesian sets, reported on the Indonesian
 * targets only. `name` is the set's key in bench/results/eval-results.json.
 */
const REAL_SETS = [
  {
    name: 'real',
    title: 'real-text corpus (1,347 product listings)',
    targetsTitle: 'real-text corpus',
    queries: REAL_QUERIES,
    targets: realTargets,
  },
  {
    name: 'heldback',
    title: 'real-text corpus, held-back queries (never tuned on)',
    targetsTitle: 'real-text corpus, held-back queries',
    queries: HELDBACK_QUERIES,
    targets: realTargets,
  },
  {
    name: 'blind',
    title: 'real-text corpus, first blind Indonesian queries (bench/eval/eval-blind-queries.ts)',
    targetsTitle: 'real-text corpus, first blind Indonesian queries',
    queries: BLIND_QUERIES,
    targets: indonesianTargets,
  },
  {
    name: 'blind2',
    title: 'real-text corpus, second blind Indonesian queries (bench/eval/eval-blind-2-queries.ts)',
    targetsTitle: 'real-text corpus, second blind Indonesian queries',
    queries: BLIND_2_QUERIES,
    targets: indonesianTargets,
  },
  {
    name: 'indonesian-typos',
    title:
      "real-text corpus, the main set's Indonesian queries with one typo (bench/eval/eval-indonesian-typo-queries.ts)",
    targetsTitle: 'real-text corpus, Indonesian queries with one typo',
    queries: INDONESIAN_TYPO_QUERIES,
    targets: indonesianTargets,
  },
] as const;

/** A real-text corpus: its listings, the product category of each root of their category paths, its query sets. */
interface RealCorpus {
  /** Its data directory, Elasticsearch index prefix and log lines. */
  name: string;
  file: string;
  categoryOfRoot: Record<string, string[]>;
  sets: ReadonlyArray<{
    name: string;
    title: string;
    targetsTitle: string;
    queries: RealLabelledQuery[];
    targets: (table: Table) => Target[];
  }>;
}

const REAL_CORPUS: RealCorpus = {
  name: 'real',
  file: values.corpus!,
  categoryOfRoot: CATEGORY_OF_ROOT,
  sets: REAL_SETS,
};

/** The Indonesian listings, each shop one supplier; one query set, on its own targets. */
const REAL_ID_CORPUS: RealCorpus = {
  name: 'real-id',
  file: ID_CORPUS_FILE,
  categoryOfRoot: CATEGORY_OF_ROOT_ID,
  sets: [
    {
      name: 'real-id',
      title: 'Indonesian real-text corpus (2,500 Tokopedia listings)',
      targetsTitle: 'Indonesian real-text corpus',
      queries: REAL_ID_QUERIES,
      targets: realIdTargets,
    },
  ],
};

/** The real listings: one supplier per brand (or shop), created over HTTP with a partner's key, embedded by the server's own embedder. */
async function realCorpus(env: Record<string, string>, elasticsearchUrl: string | undefined, corpus: RealCorpus) {
  const listings = readListings(corpus.file);
  const productIds = new Map<string, string>();
  let loadSeconds = 0;
  await withServer(env, 'businesses.write,products.write,regions.read,categories.read', async (api) => {
    const started = performance.now();
    const regions = await regionIds(api);
    const tree = (await call<{ data: CategoryNode[] }>(api, '/v1/product-categories')).data;
    const categories = new Map(
      Object.entries(corpus.categoryOfRoot).map(([root, path]) => [root, categoryAt(tree, path)]),
    );
    const suppliers = new Map<string, string>();
    for (const listing of listings) {
      const supplier = supplierOf(listing);
      if (!suppliers.has(supplier.name)) {
        const created = await call<{ data: { id: string } }>(api, '/v1/businesses', {
          method: 'POST',
          body: {
            name: supplier.name,
            description_en: `Supplier of ${supplier.name} products`,
            region_id: regions.get(supplier.province),
          },
        });
        suppliers.set(supplier.name, created.data.id);
      }
      const created = await call<{ data: { id: string } }>(api, '/v1/products', {
        method: 'POST',
        body: productBody(listing, suppliers.get(supplier.name)!, categories),
      });
      productIds.set(listing.pid, created.data.id);
    }
    step(
      `${corpus.name}: ${suppliers.size} suppliers and ${listings.length} products created over HTTP in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    await embedderDrained(env, 60 * 60_000);
    loadSeconds = (performance.now() - started) / 1000;
    step(`${corpus.name}: loaded and embedded in ${loadSeconds.toFixed(0)} s`);
  });
  // Every record now has its vector: calibrate the model on the whole directory (records unchanged are skipped).
  const calibrated = await runScript('indexer/main.ts', ['reindex', '--embeddings'], env);
  if (calibrated.code !== 0) throw new Error(calibrated.stderr);
  const { rows, untranslated } = await evaluate(corpus.name, env, elasticsearchUrl, async (api) => {
    const regions = await regionIds(api);
    const tree = (await call<{ data: CategoryNode[] }>(api, '/v1/product-categories')).data;
    return corpus.sets.flatMap(({ name: set, queries }) =>
      queries.map((query: RealLabelledQuery) => {
        const params: Record<string, string> = {};
        if (query.region) params.region_id = regions.get(query.region)!;
        if (query.categoryOf) params.category_id = categoryAt(tree, corpus.categoryOfRoot[query.categoryOf]!);
        const relevant = new Set([...relevantListings(query, listings)].map((pid) => productIds.get(pid)!));
        return { q: query.q, kind: query.kind, params, relevant, set };
      }),
    );
  });
  return {
    sets: corpus.sets.map((set) => ({
      ...set,
      rows: rows.filter((row) => row.corpus === set.name),
      untranslated: untranslated?.filter((row) => row.corpus === set.name),
    })),
    loadSeconds,
  };
}

function productBody(listing: Listing, businessId: string, categories: Map<string, string>) {
  return {
    business_id: businessId,
    name: listing.name,
    description: listing.description?.trim() || null,
    sku: listing.pid,
    category_id: categories.get(listing.category_path[0]!) ?? null,
  };
}

/** Prints each target met, missed or not measured (e.g. Elasticsearch with --no-elasticsearch); returns the lines. */
function printTargets(corpus: string, targets: Target[]) {
  console.log(`\n${corpus}: targets\n`);
  return targets.map((target) => {
    const { name, value, goal } = target;
    const verdict = verdictOf(target);
    console.log(
      `- ${verdict}: ${name}${value === null ? '' : ` (${value.toFixed(3)}${goal === null ? '' : `, needs ${goal.toFixed(3)}`})`}`,
    );
    return { target: name, value: value === null ? null : Number(value.toFixed(3)), verdict };
  });
}

/** The semantic threshold a corpus's queries ran with: --threshold, or the model's calibration there. */
async function thresholdOf(env: Record<string, string>): Promise<string> {
  if (values.threshold !== undefined) return `${values.threshold} (--threshold)`;
  const status = await runScript('indexer/main.ts', ['status', '--json'], env);
  const calibration = (
    JSON.parse(status.stdout) as { calibration?: { semanticThreshold: number; source: string; family: string } }
  ).calibration;
  if (!calibration) return 'none (no provider)';
  return calibration.source === 'measured'
    ? `${calibration.semanticThreshold} (calibrated on the corpus)`
    : `${calibration.semanticThreshold} (the ${calibration.family} family's default)`;
}

function print(corpus: string, table: Table, threshold: string, rows: Row[]) {
  const f = (value: number | null | undefined) => (value === null || value === undefined ? '-' : value.toFixed(2));
  const cutoff = semanticCutoffSummary(rows);
  console.log(`\n${corpus}: nDCG@10 (recall@10), semantic threshold ${threshold}\n`);
  if (cutoff)
    console.log(
      `semantic search at that threshold: mean total ${cutoff.mean_total}; precision of its hits past rank 10 ${cutoff.past_10_precision ?? '-'} (${cutoff.past_10_hits} hits); ${cutoff.empty} answered nothing, ${cutoff.lost_to_cutoff.length} of them losing a relevant record the model ranked in its first ten${cutoff.lost_to_cutoff.length > 0 ? ` (${cutoff.lost_to_cutoff.join('; ')})` : ''}\n`,
    );
  console.log(
    '| queries | n | keyword (Postgres) | keyword (Elasticsearch) | semantic | hybrid (Postgres) | hybrid (Elasticsearch) |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const line of table) {
    const cells = LEGS.map((leg) => `${f(line.scores[`${leg}_ndcg`])} (${f(line.scores[`${leg}_recall`])})`);
    console.log(`| ${line.kind} | ${line.queries} | ${cells.join(' | ')} |`);
  }
}

/** The query translation's effect on one query set: nDCG@10 per kind on each leg it reaches, with it and without. */
function printTranslation(title: string, effect: TranslationTable) {
  const f = (value: number | null) => (value === null ? '-' : value.toFixed(3));
  const d = (value: number | null) => (value === null ? '-' : `${value > 0 ? '+' : ''}${value.toFixed(3)}`);
  console.log(`\n${title}: the query translation's effect, nDCG@10 with it (on) and without it (off)\n`);
  console.log('| queries | n | moved | semantic on | off | difference | hybrid (Postgres) on | off | difference |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const line of effect) {
    const cells = (['semantic', 'hybrid_postgres'] as const).map(
      (leg) => `${f(line[leg].on)} | ${f(line[leg].off)} | ${d(line[leg].delta)}`,
    );
    console.log(`| ${line.kind} | ${line.queries} | ${line.moved} | ${cells.join(' | ')} |`);
  }
}

async function main() {
  const runStarted = performance.now();
  const run = new Set(corporaOf(values.corpora!));
  const dir = mkdtempSync(join(tmpdir(), 'eval-search-'));
  step(`embeddings: ${describeModel(model)}`);
  const embeddings = await startModel(model);
  const cache = await startEmbeddingsCache(embeddings.url, join(ROOT, '.cache/eval-embeddings'), {
    apiKey: embeddings.apiKey,
  });
  let elasticsearch: Awaited<ReturnType<typeof startElasticsearch>> | undefined;
  try {
    if (!values['no-elasticsearch']) {
      step('starting an Elasticsearch node');
      elasticsearch = await startElasticsearch(dir);
    }
    const env = (name: string) => ({
      DATA_DIR: join(dir, name),
      LOG_LEVEL: 'warn',
      ...embeddingsEnv(cache.url, model),
      EMBEDDINGS_BATCH_SIZE: '32',
      ...(values.threshold === undefined ? {} : { SEMANTIC_THRESHOLD_DEFAULT: values.threshold }),
      ...(translation === 'off' ? { SEMANTIC_QUERY_TRANSLATION: 'off' } : {}),
    });
    const demo = run.has('demo') ? await demoCorpus(env('demo'), elasticsearch?.url) : undefined;
    const reals: Array<{ corpus: RealCorpus } & Awaited<ReturnType<typeof realCorpus>>> = [];
    for (const corpus of [REAL_CORPUS, REAL_ID_CORPUS].filter((corpus) => run.has(corpus.name as CorpusName)))
      reals.push({ corpus, ...(await realCorpus(env(corpus.name), elasticsearch?.url, corpus)) });
    const demoTable = demo && summarise(demo.rows);
    const thresholds: Record<string, string> = {};
    if (demo) thresholds.demo = await thresholdOf(env('demo'));
    for (const { corpus } of reals) thresholds[corpus.name] = await thresholdOf(env(corpus.name));
    const realTables = reals.flatMap(({ corpus, sets }) =>
      sets.map((set) => ({ ...set, corpus: corpus.name, table: summarise(set.rows) })),
    );
    if (demo && demoTable)
      print(
        `demo corpus (${values.businesses} businesses / ${values.products} products)`,
        demoTable,
        thresholds.demo!,
        demo.rows,
      );
    for (const set of realTables) print(set.title, set.table, thresholds[set.corpus]!, set.rows);
    // The translation's effect per set, in the order the tables above were printed.
    const translations = new Map<string, { effect: TranslationTable; rows: Row[] }>();
    if (demo?.untranslated)
      translations.set('demo', { effect: translationEffect(demo.rows, demo.untranslated), rows: demo.untranslated });
    for (const set of realTables)
      if (set.untranslated)
        translations.set(set.name, { effect: translationEffect(set.rows, set.untranslated), rows: set.untranslated });
    for (const [name, { effect }] of translations)
      printTranslation(name === 'demo' ? 'demo corpus' : realTables.find((set) => set.name === name)!.title, effect);
    const corpora: Record<
      string,
      {
        table: Table;
        targets: ReturnType<typeof printTargets>;
        better_leg_per_query?: ReturnType<typeof betterLegPerQuery>;
        semantic_cutoff: ReturnType<typeof semanticCutoffSummary>;
        queries: Row[];
        /** With --translation both: the translation's effect per kind, and the queries' rows without it. */
        translation?: TranslationTable;
        queries_without_translation?: Row[];
      }
    > = {};
    const translationOfSet = (name: string) => {
      const measured = translations.get(name);
      return measured ? { translation: measured.effect, queries_without_translation: measured.rows } : {};
    };
    if (demo && demoTable)
      corpora.demo = {
        table: demoTable,
        targets: printTargets('demo corpus', demoTargets(demoTable)),
        semantic_cutoff: semanticCutoffSummary(demo.rows),
        queries: demo.rows,
        ...translationOfSet('demo'),
      };
    for (const set of realTables) {
      const bound = betterLegPerQuery(set.rows);
      const printed = printTargets(set.targetsTitle, set.targets(set.table));
      console.log(
        `- for reference: the better single leg per query, overall: ${bound.postgres ?? '-'} (postgres) / ${bound.elasticsearch ?? '-'} (elasticsearch)`,
      );
      corpora[set.name] = {
        table: set.table,
        targets: printed,
        better_leg_per_query: bound,
        semantic_cutoff: semanticCutoffSummary(set.rows),
        queries: set.rows,
        ...translationOfSet(set.name),
      };
    }
    const wallSeconds = (performance.now() - runStarted) / 1000;
    const vectors = cache.stats();
    const loads = reals.map(
      ({ corpus, loadSeconds }) => `${corpus.name} load and embedding ${loadSeconds.toFixed(0)} s`,
    );
    console.log(
      `\nwall time ${wallSeconds.toFixed(0)} s (${[...(demo ? [`demo embedding ${demo.embedSeconds.toFixed(0)} s`] : []), ...loads, ...(translation === 'both' ? [`queries without the translation ${untranslatedSeconds.toFixed(0)} s`] : [])].join('; ')}); vector cache ${vectors.hits} hits, ${vectors.misses} computed; embeddings: ${describeModel(model)}`,
    );
    const loadOf = (name: string) => {
      const seconds = reals.find(({ corpus }) => corpus.name === name)?.loadSeconds;
      return seconds === undefined ? null : Math.round(seconds);
    };
    writeFileSync(
      join(ROOT, 'bench/results', resultsFileOf([...run])),
      `${JSON.stringify(
        {
          command: 'npm run eval:search',
          embeddings: describeModel(model),
          query_translation: translation,
          threshold: thresholds,
          elasticsearch: Boolean(elasticsearch),
          wall_seconds: Math.round(wallSeconds),
          without_translation_seconds: translation === 'both' ? Math.round(untranslatedSeconds) : null,
          demo_embedding_seconds: demo ? Math.round(demo.embedSeconds) : null,
          real_load_and_embedding_seconds: loadOf('real'),
          real_id_load_and_embedding_seconds: loadOf('real-id'),
          vector_cache: vectors,
          corpora,
        },
        null,
        2,
      )}\n`,
    );
  } finally {
    elasticsearch?.stop();
    await cache.close();
    embeddings.stop();
    if (values.keep) step(`kept the data directories: ${[...run].map((name) => join(dir, name)).join(' and ')}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
