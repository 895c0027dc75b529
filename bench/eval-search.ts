// npm run eval:search -- [--businesses 300] [--products 1500] [--threshold 0.8]
//
// Relevance of keyword, semantic and hybrid search on the demo directory: seeds an embedded
// database, embeds it with the real local model (multilingual e5, tools/embeddings), starts the
// API and runs the labelled queries of bench/eval-queries.ts through the real endpoints. Prints
// nDCG@10 and recall@10 per mode and per query kind; writes bench/eval-results.json.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/connection.js';
import { freePort, ROOT, runScript, startScript, stopProcess, waitFor } from '../test/helpers/processes.js';
import { type LabelledQuery, QUERIES, type QueryKind } from './eval-queries.js';

const { values } = parseArgs({
  options: {
    businesses: { type: 'string', default: '300' },
    products: { type: 'string', default: '1500' },
    threshold: { type: 'string', default: '0.8' },
  },
});
const MODES = ['keyword', 'semantic', 'hybrid'] as const;
type Mode = (typeof MODES)[number];
const PATH: Record<Mode, string> = { keyword: 'search', semantic: 'semantic-search', hybrid: 'hybrid-search' };
const K = 10;

const step = (message: string) => process.stderr.write(`[eval] ${message}\n`);

/** nDCG@10 with binary relevance, and recall@10 against min(10, relevant): a full page of right answers scores 1. */
function metrics(ranked: string[], relevant: Set<string>) {
  const top = ranked.slice(0, K);
  const dcg = top.reduce((sum, id, index) => sum + (relevant.has(id) ? 1 / Math.log2(index + 2) : 0), 0);
  const ideal = Array.from({ length: Math.min(K, relevant.size) }, (_, index) => 1 / Math.log2(index + 2)).reduce((a, b) => a + b, 0);
  const found = top.filter((id) => relevant.has(id)).length;
  return { ndcg: ideal === 0 ? 0 : dcg / ideal, recall: relevant.size === 0 ? 0 : found / Math.min(K, relevant.size) };
}

async function startEmbeddings(): Promise<{ url: string; process: ChildProcess }> {
  const serve = execFileSync(join(ROOT, 'tools/embeddings/install.sh'), { encoding: 'utf8' }).trim();
  const port = await freePort();
  const child = spawn(serve, ['--host', '127.0.0.1', '--port', String(port), '--threads', '2'], { stdio: 'ignore' });
  await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/health`)).ok, 60_000, 'the embeddings server');
  return { url: `http://127.0.0.1:${port}/v1`, process: child };
}

async function relevantSets(dataDir: string): Promise<Map<LabelledQuery, Set<string>>> {
  const database = await openDatabase({ dataDir, poolSize: 1 });
  try {
    const sets = new Map<LabelledQuery, Set<string>>();
    for (const query of QUERIES) {
      const prefixes = sql.join(query.items.map((code) => sql`p.sku LIKE ${`${code}-%`}`), sql` OR `);
      const material = query.material ? sql`AND (${sql.join(query.material.map((word) => sql`p.name ILIKE ${`%${word}%`}`), sql` OR `)})` : sql``;
      const region = query.region ? sql`AND b.region_id = (SELECT id FROM regions WHERE code = ${query.region})` : sql``;
      const rows = await database.db.execute<{ id: string }>(sql`
        SELECT p.id FROM products p JOIN businesses b ON b.id = p.business_id
        WHERE (${prefixes}) ${material} ${region} AND p.status = 'active' AND b.visibility = 'public'`);
      sets.set(query, new Set(rows.rows.map((row) => row.id)));
    }
    return sets;
  } finally {
    await database.close();
  }
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'eval-search-'));
  const embeddings = await startEmbeddings();
  const env = {
    DATA_DIR: join(dir, 'data'),
    LOG_LEVEL: 'warn',
    EMBEDDINGS_PROVIDER: 'openai',
    OPENAI_BASE_URL: embeddings.url,
    OPENAI_API_KEY: 'local',
    EMBEDDINGS_MODEL: 'e5-passage',
    EMBEDDINGS_QUERY_MODEL: 'e5-query',
    EMBEDDINGS_DIMENSIONS: '384',
    SEMANTIC_THRESHOLD_DEFAULT: values.threshold!,
  };
  let server: ReturnType<typeof startScript> | undefined;
  try {
    step(`seeding ${values.businesses} businesses and ${values.products} products`);
    const seeded = await runScript('src/cli/demo-data.ts', ['--demo', '--businesses', values.businesses!, '--products', values.products!], env);
    if (seeded.code !== 0) throw new Error(seeded.stderr);
    step('embedding the directory with the local model');
    const started = performance.now();
    const embedded = await runScript('indexer/main.ts', ['reindex', '--embeddings'], env);
    if (embedded.code !== 0) throw new Error(embedded.stderr);
    step(`${embedded.stdout.trim().replace(/\n/g, '; ')} (${((performance.now() - started) / 1000).toFixed(0)} s)`);
    const relevant = await relevantSets(env.DATA_DIR);

    const port = await freePort();
    server = startScript('src/server.ts', { ...env, PORT: String(port) });
    await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/`)).ok, 90_000, 'the server');
    const created = await runScript('src/cli/keys.ts', ['create', '--partner', 'Eval', '--name', 'eval', '--scopes', 'search,regions.read', '--rate-limit', '100000', '--json'], env);
    const { key } = JSON.parse(created.stdout) as { key: string };
    const regionIds = new Map<string, string>();
    for (const code of new Set(QUERIES.flatMap((query) => (query.region ? [query.region] : [])))) {
      const regions = (await (await fetch(`http://127.0.0.1:${port}/v1/regions?country_code=ID&limit=100`, { headers: { 'x-api-key': key } })).json()) as {
        data: Array<{ id: string; code: string }>;
      };
      regionIds.set(code, regions.data.find((region) => region.code === code)!.id);
    }

    const rows: Array<{ q: string; kind: QueryKind; relevant: number } & Record<Mode, { ndcg: number; recall: number }>> = [];
    for (const query of QUERIES) {
      const row = { q: query.q, kind: query.kind, relevant: relevant.get(query)!.size } as (typeof rows)[number];
      for (const mode of MODES) {
        const params = new URLSearchParams({ q: query.q, type: 'product', limit: String(K) });
        if (query.region) params.set('region_id', regionIds.get(query.region)!);
        const res = await fetch(`http://127.0.0.1:${port}/v1/${PATH[mode]}?${params}`, { headers: { 'x-api-key': key } });
        const body = (await res.json()) as { products: { data: Array<{ id: string }> } };
        row[mode] = metrics(body.products.data.map((hit) => hit.id), relevant.get(query)!);
      }
      rows.push(row);
    }

    const average = (items: typeof rows, mode: Mode, metric: 'ndcg' | 'recall') => items.reduce((sum, item) => sum + item[mode][metric], 0) / items.length;
    const kinds: Array<QueryKind | 'all'> = ['english', 'indonesian', 'cross-language', 'paraphrase', 'typo', 'filtered', 'all'];
    const table = kinds.map((kind) => {
      const items = kind === 'all' ? rows : rows.filter((row) => row.kind === kind);
      const scores: Record<string, number> = Object.fromEntries(
        MODES.flatMap((mode) => [[`${mode}_ndcg`, average(items, mode, 'ndcg')], [`${mode}_recall`, average(items, mode, 'recall')]]),
      );
      return { kind, queries: items.length, scores };
    });
    console.log(`\nRelevance at 10 on ${values.businesses} businesses / ${values.products} products (semantic threshold ${values.threshold}):\n`);
    console.log('| queries | n | keyword nDCG | keyword recall | semantic nDCG | semantic recall | hybrid nDCG | hybrid recall |');
    console.log('|---|---|---|---|---|---|---|---|');
    const f = (value: number | undefined) => (value ?? 0).toFixed(2);
    for (const line of table) {
      const cells = MODES.flatMap((mode) => [f(line.scores[`${mode}_ndcg`]), f(line.scores[`${mode}_recall`])]);
      console.log(`| ${line.kind} | ${line.queries} | ${cells.join(' | ')} |`);
    }
    writeFileSync(join(ROOT, 'bench/eval-results.json'), `${JSON.stringify({ threshold: Number(values.threshold), table, queries: rows }, null, 2)}\n`);
  } finally {
    if (server) await stopProcess(server);
    embeddings.process.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
