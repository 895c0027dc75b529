// npm run eval:suggestions -- [--businesses 300] [--products 1500] [--embeddings] [--threshold T] [--suggestions-threshold T] (unset: the model's calibration)
//   [--embeddings-url URL --embeddings-model NAME [--embeddings-query-model NAME] --embeddings-dimensions N]
//
// Relevance of supplier suggestions (GET /v1/rfq/:id/supplier-suggestions) on two corpora, each
// in its own fresh embedded database behind the real server:
// - demo: the demo directory (npm run demo-data, deterministic), labels from SKU prefixes;
// - real: the real-text listings of bench/eval/data/products.jsonl loaded through the API,
//   one supplier per brand (listings without a brand are left out), labels from category paths.
// The labelled RFQs are in bench/eval/eval-suggestions-rfqs.ts. For each RFQ: precision@5 (wanted
// suppliers among the first five, over min(5, wanted suppliers), so an RFQ with three wanted
// suppliers can score 1) and whether the first suggestion is a best supplier. And, on the demo
// corpus, "credited with every item it sells" (data/suggestions-credit-rfqs.json): of the suppliers
// selling at least one item of an RFQ (an active, public product with the item's SKU prefix), the
// share listed (any page) with a coverage that counts every item they sell. Writes
// bench/results/eval-suggestions-results.json, or with --embeddings bench/results/eval-suggestions-results-hybrid.json:
// --embeddings runs with the local e5 model, or the one --embeddings-url names as eval:search
// does (hybrid search), behind the vector cache of eval:search (.cache/eval-embeddings); without it the keyword leg alone answers, as a deployment without a
// provider does.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db/connection.js';
import { freePort, ROOT, runScript, startScript, stopProcess, waitFor } from '../../tools/harness/processes.js';
import { startEmbeddingsCache } from '../embeddings-cache.js';
import {
  describeModel,
  EMBEDDINGS_OPTIONS,
  embeddingsEnv,
  embeddingsModelOf,
  startModel,
} from '../../tools/harness/local-embeddings.js';
import { CREDIT_RFQS, DEMO_RFQS, type EvalRfq, REAL_RFQS } from './eval-suggestions-rfqs.js';
import { judge, type Labels, type RfqResult, SUGGESTIONS_K } from './eval-scoring.js';

const { values } = parseArgs({
  options: {
    businesses: { type: 'string', default: '300' },
    products: { type: 'string', default: '1500' },
    embeddings: { type: 'boolean', default: false },
    // Unset: the model's calibration (docs/search.md, Calibration).
    threshold: { type: 'string' },
    // SUGGESTIONS_SEMANTIC_THRESHOLD: where the local e5 model's "same thing" lies (README).
    'suggestions-threshold': { type: 'string' },
    corpus: { type: 'string' },
    ...EMBEDDINGS_OPTIONS,
  },
});
const model = embeddingsModelOf(values);
const K = SUGGESTIONS_K;
const step = (message: string) => process.stderr.write(`[eval:suggestions] ${message}\n`);

/** A running server on a fresh data directory, with a key holding `scopes`. */
async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const server = startScript('src/server.ts', { ...env, PORT: String(port) });
  await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/`)).ok, 120_000, 'the server');
  const scopes = 'rfq.read,rfq.write,businesses.write,products.write,businesses.read';
  const created = await runScript(
    'src/cli/keys.ts',
    ['create', '--partner', 'Eval', '--name', 'eval', '--scopes', scopes, '--rate-limit', '1000000', '--json'],
    env,
  );
  if (created.code !== 0) throw new Error(created.stderr);
  const { key } = JSON.parse(created.stdout) as { key: string };
  const base = `http://127.0.0.1:${port}`;
  const call = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { 'x-api-key': key, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as Record<string, unknown>;
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
  return { server, call };
}

/** Creates an RFQ and reads every page of its suggestions. */
async function allSuggestions(call: Awaited<ReturnType<typeof startServer>>['call'], rfq: EvalRfq, externalId: string) {
  const created = (await call('POST', '/v1/rfq/inbound', {
    external_rfq_id: externalId,
    title: rfq.title,
    buyer_name: 'Evaluation',
    buyer_email: 'eval@example.com',
    items: rfq.items.map(({ sku: _sku, paths: _paths, ...item }) => item),
  })) as { data: { id: string } };
  const entries: Array<{ id: string; coverage: number }> = [];
  for (let offset = 0; ; offset += CREDIT_PAGE) {
    const page = (await call(
      'GET',
      `/v1/rfq/${created.data.id}/supplier-suggestions?limit=${CREDIT_PAGE}&offset=${offset}`,
    )) as { data: Array<{ business: { id: string }; coverage: number }>; total: number };
    entries.push(...page.data.map((entry) => ({ id: entry.business.id, coverage: entry.coverage })));
    if (page.data.length === 0 || offset + CREDIT_PAGE >= page.total) return entries;
  }
}
const CREDIT_PAGE = 100;

/** How many items of each RFQ each business sells, by SKU prefix (active products of public businesses). */
async function itemsSold(dataDir: string, rfqs: EvalRfq[]): Promise<Array<Map<string, number>>> {
  const database = await openDatabase({ dataDir, poolSize: 1 });
  try {
    const sold: Array<Map<string, number>> = [];
    for (const rfq of rfqs) {
      const covered = new Map<string, number>();
      for (const item of rfq.items) {
        const rows = await database.db.execute<{ id: string }>(sql`
          SELECT DISTINCT b.id FROM products p JOIN businesses b ON b.id = p.business_id
          WHERE p.sku LIKE ${`${item.sku}-%`} AND p.status = 'active' AND b.visibility = 'public'`);
        for (const row of rows.rows) covered.set(row.id, (covered.get(row.id) ?? 0) + 1);
      }
      sold.push(covered);
    }
    return sold;
  } finally {
    await database.close();
  }
}

export interface CreditResult {
  title: string;
  sellers: number;
  credited: number;
  /** The suppliers selling every item: how many, and whether one of them is listed first. */
  complete: number;
  completeFirst: boolean | null;
}

/** Per RFQ: its sellers credited with every item they sell (coverage × items = items sold). */
function judgeCredit(rfq: EvalRfq, sold: Map<string, number>, listed: Array<{ id: string; coverage: number }>) {
  const coverageOf = new Map(listed.map((entry) => [entry.id, entry.coverage]));
  const items = rfq.items.length;
  const credited = [...sold].filter(([id, count]) => Math.round((coverageOf.get(id) ?? 0) * items) >= count).length;
  const complete = [...sold].filter(([, count]) => count === items).map(([id]) => id);
  return {
    title: rfq.title,
    sellers: sold.size,
    credited,
    complete: complete.length,
    completeFirst: complete.length === 0 ? null : listed.length > 0 && complete.includes(listed[0]!.id),
  } satisfies CreditResult;
}

/** Creates each RFQ and reads its first page of suggestions. */
async function runRfqs(call: Awaited<ReturnType<typeof startServer>>['call'], rfqs: EvalRfq[], corpus: string) {
  const answers: Array<Array<{ id: string; name: string; coverage: number }>> = [];
  for (const [index, rfq] of rfqs.entries()) {
    const created = (await call('POST', '/v1/rfq/inbound', {
      external_rfq_id: `${corpus}-${index + 1}`,
      title: rfq.title,
      buyer_name: 'Evaluation',
      buyer_email: 'eval@example.com',
      ...(rfq.delivery_location ? { delivery_location: rfq.delivery_location } : {}),
      items: rfq.items.map(({ sku: _sku, paths: _paths, ...item }) => item),
    })) as { data: { id: string } };
    const page = (await call('GET', `/v1/rfq/${created.data.id}/supplier-suggestions?limit=${K}`)) as {
      data: Array<{ business: { id: string; name: string }; coverage: number }>;
    };
    answers.push(
      page.data.map((entry) => ({ id: entry.business.id, name: entry.business.name, coverage: entry.coverage })),
    );
  }
  return answers;
}

async function demoCorpus(env: Record<string, string>): Promise<{ results: RfqResult[]; credit: CreditResult[] }> {
  step(`demo: seeding ${values.businesses} businesses and ${values.products} products`);
  const seeded = await runScript(
    'src/cli/demo-data.ts',
    ['--demo', '--businesses', values.businesses!, '--products', values.products!],
    env,
  );
  if (seeded.code !== 0) throw new Error(seeded.stderr);
  if (values.embeddings) await embed(env);

  // Labels from the data, by the rule of eval-suggestions-rfqs.ts, before the server starts.
  const database = await openDatabase({ dataDir: env.DATA_DIR!, poolSize: 1 });
  const labels: Labels[] = [];
  try {
    for (const rfq of DEMO_RFQS) {
      const itemsCovered = new Map<string, number>();
      const regionOf = new Map<string, string | null>();
      for (const item of rfq.items) {
        const rows = await database.db.execute<{ id: string; region: string | null }>(sql`
          SELECT DISTINCT b.id, r.code AS region FROM products p JOIN businesses b ON b.id = p.business_id LEFT JOIN regions r ON r.id = b.region_id
          WHERE p.sku LIKE ${`${item.sku}-%`} AND p.status = 'active' AND b.visibility = 'public'`);
        for (const row of rows.rows) {
          itemsCovered.set(row.id, (itemsCovered.get(row.id) ?? 0) + 1);
          regionOf.set(row.id, row.region);
        }
      }
      labels.push({ itemsCovered, regionOf });
    }
  } finally {
    await database.close();
  }

  const sold = await itemsSold(env.DATA_DIR!, CREDIT_RFQS);

  const { server, call } = await startServer(env);
  try {
    const answers = await runRfqs(call, DEMO_RFQS, 'demo');
    const credit: CreditResult[] = [];
    for (const [index, rfq] of CREDIT_RFQS.entries())
      credit.push(judgeCredit(rfq, sold[index]!, await allSuggestions(call, rfq, `credit-${index + 1}`)));
    return { results: DEMO_RFQS.map((rfq, index) => judge(rfq, labels[index]!, answers[index]!)), credit };
  } finally {
    await stopProcess(server);
  }
}

interface Listing {
  name: string;
  brand: string;
  category_path: string[];
  description: string;
  price_inr: number | null;
}

/** The real-text listings through the public API: one business per brand, its listings as products (INR). */
async function loadListings(
  call: Awaited<ReturnType<typeof startServer>>['call'],
  listings: Listing[],
): Promise<Map<string, string>> {
  const businessOf = new Map<string, string>();
  for (const brand of [...new Set(listings.map((listing) => listing.brand))]) {
    const created = (await call('POST', '/v1/businesses', {
      name: brand,
      description_en: `Seller of ${brand} products`,
    })) as { data: { id: string } };
    businessOf.set(brand, created.data.id);
  }
  let next = 0;
  const lane = async () => {
    for (let index = next++; index < listings.length; index = next++) {
      const listing = listings[index]!;
      const description = listing.description.trim().slice(0, 20_000);
      await call('POST', '/v1/products', {
        business_id: businessOf.get(listing.brand),
        name: listing.name.trim().slice(0, 300),
        ...(description ? { description } : {}),
        ...(listing.price_inr !== null && listing.price_inr !== undefined
          ? { base_price: listing.price_inr, currency: 'INR' }
          : {}),
      });
    }
  };
  await Promise.all(Array.from({ length: 4 }, lane));
  return businessOf;
}

async function realCorpus(env: Record<string, string>): Promise<RfqResult[]> {
  const listings = readFileSync(join(ROOT, 'bench/eval/data/products.jsonl'), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Listing)
    .map((listing) => ({ ...listing, brand: (listing.brand ?? '').trim().toLowerCase() }))
    .filter((listing) => listing.brand !== '' && listing.name?.trim());
  const { server, call } = await startServer(env);
  try {
    step(`real: loading ${listings.length} branded listings through the API`);
    const businessOf = await loadListings(call, listings);
    if (values.embeddings) await embed(env);
    const labels = REAL_RFQS.map((rfq) => {
      const itemsCovered = new Map<string, number>();
      for (const item of rfq.items) {
        const brands = new Set(
          listings
            .filter((listing) => item.paths!.some((path) => listing.category_path.join(' > ').startsWith(path)))
            .map((listing) => listing.brand),
        );
        for (const brand of brands)
          itemsCovered.set(businessOf.get(brand)!, (itemsCovered.get(businessOf.get(brand)!) ?? 0) + 1);
      }
      return { itemsCovered, regionOf: new Map<string, string | null>() };
    });
    const answers = await runRfqs(call, REAL_RFQS, 'real');
    return REAL_RFQS.map((rfq, index) => judge(rfq, labels[index]!, answers[index]!));
  } finally {
    await stopProcess(server);
  }
}

async function embed(env: Record<string, string>): Promise<void> {
  step(`embedding with the ${describeModel(model)}`);
  const embedded = await runScript('indexer/main.ts', ['reindex', '--embeddings'], env);
  if (embedded.code !== 0) throw new Error(embedded.stderr);
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'eval-suggestions-'));
  const embeddings = values.embeddings ? await startModel(model) : undefined;
  // The vector cache of eval:search: texts embedded once (by any evaluation) are not embedded again.
  const cache = embeddings
    ? await startEmbeddingsCache(embeddings.url, join(ROOT, '.cache/eval-embeddings'), { apiKey: embeddings.apiKey })
    : undefined;
  const providerEnv: Record<string, string> = cache
    ? {
        ...embeddingsEnv(cache.url, model),
        EMBEDDINGS_BATCH_SIZE: '16',
        ...(values.threshold === undefined ? {} : { SEMANTIC_THRESHOLD_DEFAULT: values.threshold }),
        ...(values['suggestions-threshold'] === undefined
          ? {}
          : { SUGGESTIONS_SEMANTIC_THRESHOLD: values['suggestions-threshold'] }),
      }
    : { EMBEDDINGS_PROVIDER: 'none' };
  const envFor = (name: string) => ({ DATA_DIR: join(dir, name), LOG_LEVEL: 'warn', ...providerEnv });
  try {
    const results: Record<string, RfqResult[]> = {};
    let credit: CreditResult[] | undefined;
    if (!values.corpus || values.corpus === 'demo')
      ({ results: results.demo, credit } = await demoCorpus(envFor('demo')));
    if (!values.corpus || values.corpus === 'real') results.real = await realCorpus(envFor('real'));

    const mode = embeddings ? `hybrid (${describeModel(model)})` : 'keyword leg alone (no embeddings provider)';
    console.log(
      `\nSupplier suggestions, ${mode}; demo ${values.businesses} businesses / ${values.products} products:\n`,
    );
    console.log('| corpus | RFQs | precision@5 | best supplier first | target |');
    console.log('|---|---|---|---|---|');
    const targets: Record<string, number> = { demo: 0.8, real: 0.6 };
    const summary: Record<string, { rfqs: number; precision_at_5: number; best_first: number }> = {};
    for (const [corpus, rows] of Object.entries(results)) {
      const precision = rows.reduce((sum, row) => sum + row.precision, 0) / rows.length;
      const bestFirst = rows.filter((row) => row.firstIsBest).length / rows.length;
      summary[corpus] = { rfqs: rows.length, precision_at_5: precision, best_first: bestFirst };
      console.log(
        `| ${corpus} | ${rows.length} | ${precision.toFixed(2)} | ${bestFirst.toFixed(2)} | p@5 ≥ ${targets[corpus]} ${precision >= targets[corpus]! ? 'met' : 'missed'} |`,
      );
    }
    for (const [corpus, rows] of Object.entries(results)) {
      for (const row of rows.filter((entry) => entry.precision < 1 || !entry.firstIsBest)) {
        step(
          `${corpus} "${row.title}": p@5 ${row.precision.toFixed(2)} (wanted ${row.wanted}, returned ${row.returned}), best first ${row.firstIsBest}`,
        );
      }
    }
    let creditSummary: { rfqs: number; sellers: number; credited_share: number; complete_first: number } | undefined;
    if (credit) {
      const sellers = credit.reduce((sum, row) => sum + row.sellers, 0);
      const creditedShare = credit.reduce((sum, row) => sum + row.credited, 0) / Math.max(1, sellers);
      const withComplete = credit.filter((row) => row.completeFirst !== null);
      const completeFirst = withComplete.filter((row) => row.completeFirst).length / Math.max(1, withComplete.length);
      creditSummary = { rfqs: credit.length, sellers, credited_share: creditedShare, complete_first: completeFirst };
      console.log(
        `\nCredited with every item it sells (demo, ${credit.length} RFQs, ${sellers} sellers): ${creditedShare.toFixed(3)} ` +
          `(target ≥ 0.95 ${creditedShare >= 0.95 ? 'met' : 'missed'}); a supplier of every item first in ` +
          `${withComplete.filter((row) => row.completeFirst).length} of ${withComplete.length} RFQs that have one`,
      );
      for (const row of credit.filter((entry) => entry.credited < entry.sellers || entry.completeFirst === false))
        step(
          `credit "${row.title}": ${row.credited} of ${row.sellers} sellers credited with every item; complete suppliers ${row.complete}, one first ${row.completeFirst}`,
        );
    }
    const file = embeddings
      ? 'bench/results/eval-suggestions-results-hybrid.json'
      : 'bench/results/eval-suggestions-results.json';
    writeFileSync(
      join(ROOT, file),
      `${JSON.stringify({ mode, summary, results, credit: creditSummary ? { ...creditSummary, rfqs: credit } : undefined }, null, 2)}\n`,
    );
  } finally {
    await cache?.close();
    embeddings?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
