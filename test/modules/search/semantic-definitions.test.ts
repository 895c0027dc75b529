import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddingProvider } from '../../../src/engines/embeddings/provider.js';
import { productText, textHash } from '../../../src/engines/embeddings/embedding-text.js';
import { DEFINITION_RULE, DICTIONARY, wordnetDictionary } from '../../../src/engines/embeddings/definitions.js';
import { openDatabase } from '../../../src/db/connection.js';
import { silentLogger } from '../../../src/lib/logger.js';
import { localEmbeddingsEnv } from '../../embeddings/local-env.js';
import { DATABASE_KIND, processDatabaseEnv, startTestApp, type TestApp } from '../../helpers/app.js';
import { runScript } from '../../../tools/harness/processes.js';
import { outboxSettled } from '../../helpers/events.js';
import { createBusiness, createProduct, fetchJson, send } from '../../helpers/factories.js';

// Products reached through the dictionary definition of what their name says they are (README,
// What the semantic leg embeds), against the real local embeddings server: the scores are checked
// against the rule computed here from the same model's vectors.
const MARGIN = 0.04;
const NECKLACE = 'wordnet-3.1:03820446';
const BRACELET_LEMMA = 'bracelet';

let t: TestApp;
let reader: string;
let writer: string;
const ids: Record<string, string> = {};
const local = localEmbeddingsEnv();
// The margin set, not calibrated: this file checks how a margin is applied.
const env = { ...local, SEMANTIC_THRESHOLD_DEFAULT: '0', SEMANTIC_DEFINITION_MARGIN: String(MARGIN) };
const provider = createEmbeddingProvider({
  apiKey: 'local',
  baseURL: local.OPENAI_BASE_URL,
  documentModel: local.EMBEDDINGS_MODEL!,
  queryModel: local.EMBEDDINGS_QUERY_MODEL,
  dimensions: 384,
  batchSize: 16,
  timeoutMs: 60_000,
});

const necklace = {
  name: 'Sukkhi Gold Plated Alloy Set for Women',
  description: 'Sukkhi brings you this set with a matte finish: one piece and two studs, in a gift box.',
};
const necklaceName = 'Sukkhi Gold Plated Alloy Necklace Set for Women';
/** A description of a necklace that holds no word of the listing. */
const QUERY = 'ornament worn around the neck';

beforeAll(async () => {
  t = await startTestApp({ env });
  reader = await t.key(['search', 'regions.read']);
  writer = await t.key(['businesses.write', 'products.write', 'products.internal.read']);
  // No synonym groups: the semantic leg embeds QUERY as typed (the default lexicon would add its
  // groups' canonical terms), so the scores can be checked against the rule.
  await t.database.db.execute(sql`DELETE FROM synonym_groups`);
  const regions = (await fetchJson(t, '/v1/regions?country_code=ID&limit=100', reader)).body.data as Array<{
    id: string;
    code: string;
  }>;
  ids.bali = regions.find((region) => region.code === 'ID-BA')!.id;
  ids.jakarta = regions.find((region) => region.code === 'ID-JK')!.id;
  ids.jeweller = (await createBusiness(t, writer, { name: 'Sukkhi Jewels', region_id: ids.bali })).id;
  // Its description holds the words of QUERY, so the directory's vocabulary holds them and the
  // semantic leg embeds the query as typed (a word no record holds would be read as a correction).
  ids.leather = (
    await createBusiness(t, writer, {
      name: 'Hidesign Leather',
      region_id: ids.jakarta,
      description_en: `Leather goods: no ${QUERY}`,
    })
  ).id;
  ids.necklace = (await createProduct(t, writer, ids.jeweller!, { ...necklace, name: necklaceName })).id;
  ids.wallet = (
    await createProduct(t, writer, ids.leather!, {
      name: "Hidesign Men's Brown Leather Wallet",
      description: 'Eight card slots, two note compartments, genuine leather.',
    })
  ).id;
  ids.unnamed = (
    await createProduct(t, writer, ids.leather!, {
      name: 'Zyxo Kvrr 7',
      description: 'Brown leather, stitched by hand.',
    })
  ).id;
  await t.services.embedder(silentLogger)!.reindex();
}, 180_000);
afterAll(() => t?.close());

const definitionOf = async (productId: string) =>
  (
    await t.database.db.execute<{ sense: string | null }>(
      sql`SELECT sense FROM product_definitions WHERE product_id = ${productId}`,
    )
  ).rows[0]?.sense;

const cosine = (a: number[], b: number[]) => {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return dot / Math.sqrt(na * nb);
};

/** The similarity of a query to a text embedded as a passage, from the same model. */
async function similarity(query: string, passage: string): Promise<number> {
  const [q, [p]] = await Promise.all([provider.embedQuery(query), provider.embedDocuments([passage])]);
  if (!p || !('vector' in p)) throw new Error('the local model did not embed the passage');
  return cosine(q, p.vector);
}

const senseText = (id: string) =>
  wordnetDictionary()
    .senses(necklaceName)
    .find((sense) => sense.id === id)!.text;

describe('dictionary definitions in the semantic leg', () => {
  it('defines a product by the sense of its name nearest its own vector, and one whose name the dictionary lacks by none', async () => {
    expect(await definitionOf(ids.necklace!)).toBe(NECKLACE);
    expect(await definitionOf(ids.wallet!)).toMatch(/^wordnet-3\.1:/);
    expect(await definitionOf(ids.unnamed!)).toBeNull();
    const coverage = await t.services.embedder(silentLogger)!.coverage();
    expect(coverage.definitions).toEqual({
      dictionary: 'wordnet-3.1',
      rule: DEFINITION_RULE,
      defined: 2,
      senses: 2,
      earlier_rule: 0,
    });
  });

  it('counts a definition an earlier rule made, or one stored before rules were recorded, as not current; the next pass defines exactly those again', async () => {
    const embedder = t.services.embedder(silentLogger)!;
    await t.database.db.execute(
      sql`UPDATE product_definitions SET rule = 'wordnet-3.1 every-phrase', text_hash = 'earlier' WHERE product_id = ${ids.necklace!}`,
    );
    await t.database.db.execute(sql`UPDATE product_definitions SET rule = '' WHERE product_id = ${ids.unnamed!}`);
    expect((await embedder.coverage()).definitions).toEqual({
      dictionary: 'wordnet-3.1',
      rule: DEFINITION_RULE,
      defined: 1,
      senses: 1,
      earlier_rule: 2,
    });
    const [businesses, products] = await embedder.reindex();
    expect(businesses!.embedded + products!.embedded).toBe(0);
    expect(products!.defined).toBe(2);
    expect((await embedder.coverage()).definitions).toEqual({
      dictionary: 'wordnet-3.1',
      rule: DEFINITION_RULE,
      defined: 2,
      senses: 2,
      earlier_rule: 0,
    });
    expect(await definitionOf(ids.necklace!)).toBe(NECKLACE);
    expect(await definitionOf(ids.unnamed!)).toBeNull();
    // A pass after that has nothing to define.
    expect((await embedder.reindex())[1]!.defined).toBe(0);
  });

  it('scores a product by the better of its own text and its definition less the margin', async () => {
    const query = QUERY;
    const text = await similarity(
      query,
      productText({ name: necklaceName, description: necklace.description, category_name: null }),
    );
    const definition = await similarity(query, senseText(NECKLACE));
    const { body } = await fetchJson(t, `/v1/semantic-search?q=${encodeURIComponent(query)}&type=product`, reader);
    const hit = body.products.data.find((product: { id: string }) => product.id === ids.necklace);
    expect(hit.score).toBeCloseTo(Math.max(text, definition - MARGIN), 4);
    // The point of it: here the definition says more than the listing.
    expect(definition - MARGIN).toBeGreaterThan(text);
    expect(body.products.data[0].id).toBe(ids.necklace);
  });

  it('keeps the filters and visibility inside the definitions walk', async () => {
    const q = encodeURIComponent(QUERY);
    for (const path of ['semantic-search', 'hybrid-search']) {
      const elsewhere = (await fetchJson(t, `/v1/${path}?q=${q}&type=product&region_id=${ids.jakarta}`, reader)).body
        .products;
      expect(
        elsewhere.data.map((hit: { id: string }) => hit.id),
        path,
      ).not.toContain(ids.necklace);
      expect(elsewhere.total, path).toBe(2);
    }
    expect((await send(t, 'PATCH', `/v1/products/${ids.necklace}`, writer, { status: 'draft' })).status).toBe(200);
    try {
      const hidden = (await fetchJson(t, `/v1/semantic-search?q=${q}&type=product`, reader)).body.products;
      expect(hidden.data.map((hit: { id: string }) => hit.id)).not.toContain(ids.necklace);
      expect(hidden.total).toBe(2);
    } finally {
      expect((await send(t, 'PATCH', `/v1/products/${ids.necklace}`, writer, { status: 'active' })).status).toBe(200);
    }
  });

  it('defines a product again when its name changes, and the ones an earlier release left undefined or defined under another rule', async () => {
    const renamed = 'Sukkhi Gold Plated Alloy Bracelet for Women';
    expect((await send(t, 'PATCH', `/v1/products/${ids.necklace}`, writer, { name: renamed })).status).toBe(200);
    // The embedder, an outbox consumer, embeds and defines it again.
    const embedder = t.services.embedder(silentLogger)!;
    await outboxSettled(t.database.db);
    while ((await embedder.consumer.step()).kind === 'applied');
    const bracelet = wordnetDictionary()
      .senses(renamed)
      .filter((sense) => sense.text.split(':')[0]!.split(', ').includes(BRACELET_LEMMA));
    expect(bracelet.map((sense) => sense.id)).toContain(await definitionOf(ids.necklace!));
    // A database from before definitions: vectors stored, no definitions. The next pass defines them without embedding any product again.
    await t.database.db.execute(sql`DELETE FROM product_definitions`);
    const [, again] = await embedder.reindex();
    expect(again).toMatchObject({ embedded: 0, texts: 0, defined: 3 });
    expect(await definitionOf(ids.wallet!)).toMatch(/^wordnet-3\.1:/);
    const [, settled] = await embedder.reindex();
    expect(settled).toMatchObject({ embedded: 0, defined: 0 });
    // A definition kept as the release before the head-noun rule kept it (its hash of the dictionary and
    // the text) is made again by the next pass, still without embedding any product.
    const earlier = textHash(
      `${DICTIONARY}\n${productText({ name: "Hidesign Men's Brown Leather Wallet", description: 'Eight card slots, two note compartments, genuine leather.', category_name: null })}`,
    );
    await t.database.db.execute(
      sql`UPDATE product_definitions SET text_hash = ${earlier} WHERE product_id = ${ids.wallet}`,
    );
    const [, redefined] = await embedder.reindex();
    expect(redefined).toMatchObject({ embedded: 0, texts: 0, defined: 1 });
    const rehashed = await t.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM product_definitions WHERE text_hash = ${earlier}`,
    );
    expect(rehashed.rows[0]!.n).toBe(0);
    await send(t, 'PATCH', `/v1/products/${ids.necklace}`, writer, { name: necklaceName });
    await embedder.reindex();
  });
});

describe('SEMANTIC_DEFINITION_MARGIN=off', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await startTestApp({ env: { ...env, SEMANTIC_DEFINITION_MARGIN: 'off' } });
    const key = await off.key(['businesses.write', 'products.write']);
    await off.database.db.execute(sql`DELETE FROM synonym_groups`);
    const business = await createBusiness(off, key, {
      name: 'Sukkhi Jewels',
      description_en: `Jewellery: every ${QUERY}`,
    });
    await createProduct(off, key, business.id, { ...necklace, name: necklaceName });
    await off.services.embedder(silentLogger)!.reindex();
  }, 180_000);
  afterAll(() => off?.close());

  it('makes no definitions and scores a product by its own text alone', async () => {
    const rows = await off.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM product_definitions`);
    expect(rows.rows[0]!.n).toBe(0);
    expect((await off.services.embedder(silentLogger)!.coverage()).definitions).toBeUndefined();
    const query = QUERY;
    const text = await similarity(
      query,
      productText({ name: necklaceName, description: necklace.description, category_name: null }),
    );
    const { body } = await fetchJson(
      off,
      `/v1/semantic-search?q=${encodeURIComponent(query)}&type=product`,
      await off.key(['search']),
    );
    expect(body.products.data[0].score).toBeCloseTo(text, 4);
  });
});

describe(`indexer reindex --embeddings and status report the definitions (${DATABASE_KIND})`, () => {
  let database: Awaited<ReturnType<typeof processDatabaseEnv>>;
  beforeAll(async () => {
    database = await processDatabaseEnv();
  });
  afterAll(() => database?.cleanup());

  it('prints the products defined in the pass, and in status the products defined and their senses', {
    timeout: 180_000,
  }, async () => {
    const processEnv = { ...database.env, ...local, LOG_LEVEL: 'warn' };
    const seeded = await runScript('src/cli/demo-data.ts', ['--businesses', '4', '--products', '12'], processEnv);
    expect(seeded.code, seeded.stderr).toBe(0);
    const reindexed = await runScript('indexer/main.ts', ['reindex', '--embeddings'], processEnv);
    expect(reindexed.code, reindexed.stderr).toBe(0);
    // Every product got a vector, so every one was defined by a sense or by none.
    expect(reindexed.stdout).toMatch(
      /product embeddings: 12 records, 12 embedded .*, 12 defined by a dictionary sense or none/,
    );
    const json = await runScript('indexer/main.ts', ['status', '--json'], processEnv);
    expect(json.code, json.stderr).toBe(0);
    const definitions = JSON.parse(json.stdout).embeddings.definitions as {
      dictionary: string;
      rule: string;
      defined: number;
      senses: number;
      earlier_rule: number;
    };
    const stored = await runScript('indexer/main.ts', ['status'], processEnv);
    expect(definitions.dictionary).toBe('wordnet-3.1');
    expect(definitions.defined).toBeGreaterThan(0);
    expect(definitions.defined).toBeLessThanOrEqual(12);
    expect(definitions.senses).toBeGreaterThan(0);
    expect(definitions.senses).toBeLessThanOrEqual(definitions.defined);
    expect(stored.stdout).toContain(
      `product definitions (wordnet-3.1): ${definitions.defined} products defined by ${definitions.senses} senses`,
    );
    expect(definitions.rule).toBe(DEFINITION_RULE);
    expect(definitions.earlier_rule).toBe(0);
    expect(stored.stdout).not.toContain('earlier rule');
    // A second pass has nothing to define.
    const again = await runScript('indexer/main.ts', ['reindex', '--embeddings'], processEnv);
    expect(again.stdout).toMatch(/product embeddings: 12 records, 0 embedded .*12 unchanged in/);
    expect(again.stdout).not.toMatch(/defined by a dictionary sense/);

    // What an operator reads when definitions of an earlier rule are stored (the rule's logic is
    // tested in process above): the count and the command that defines them again.
    const opened = await openDatabase({
      databaseUrl: database.env.DATABASE_URL,
      dataDir: database.env.DATA_DIR ?? 'unused',
      poolSize: 1,
    });
    const earlier = await opened.db.execute<{ product_id: string }>(sql`
      UPDATE product_definitions SET rule = ''
      WHERE product_id IN (SELECT product_id FROM product_definitions ORDER BY product_id LIMIT 3) RETURNING product_id`);
    await opened.close();
    expect(earlier.rows).toHaveLength(3);
    const outdated = await runScript('indexer/main.ts', ['status'], processEnv);
    expect(outdated.stdout).toContain(
      `3 products defined under an earlier rule than "${DEFINITION_RULE}": run \`npm run indexer -- reindex --embeddings\``,
    );
  });
});
