import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../../src/lib/logger.js';
import { DATABASE_KIND, processDatabaseEnv, startTestApp, type TestApp } from '../../helpers/app.js';
import { embeddingsEnv, type FakeEmbeddingsServer, startFakeEmbeddings } from '../../helpers/fake-embeddings.js';
import { outboxSettled } from '../../helpers/events.js';
import { createBusiness, createProduct } from '../../helpers/factories.js';
import { runScript } from '../../../tools/harness/processes.js';

// The same product sold by many suppliers has one text: the provider embeds it once and every
// record with that text gets the vector. The scripted provider counts the texts it is sent.
const DIMENSIONS = 8;
let fake: FakeEmbeddingsServer;
let t: TestApp;
let writer: string;
const suppliers: string[] = [];
const chair = { name: 'Teak dining chair', description: 'Solid teak chair for hotels and restaurants' };
const lamp = { name: 'Rattan table lamp', description: 'Hand-woven rattan shade' };

beforeAll(async () => {
  fake = await startFakeEmbeddings(DIMENSIONS);
  t = await startTestApp({ env: embeddingsEnv(fake.url, DIMENSIONS) });
  writer = await t.key(['businesses.write', 'products.write']);
  for (const name of ['Jepara Teak Works', 'Cirebon Rattan', 'Bali Home Goods'])
    suppliers.push((await createBusiness(t, writer, { name })).id);
  for (const supplier of suppliers) await createProduct(t, writer, supplier, chair);
  for (const supplier of suppliers.slice(0, 2)) await createProduct(t, writer, supplier, lamp);
  await createProduct(t, writer, suppliers[2]!, {
    name: 'Batik table runner',
    description: 'Hand-drawn batik on cotton',
  });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** How many distinct vectors the products with this name have. */
async function distinctVectors(name: string): Promise<{ records: number; vectors: number }> {
  const { rows } = await t.database.pool.query<{ records: number; vectors: number }>(
    `SELECT count(*)::int AS records, count(DISTINCT e.embedding::text)::int AS vectors
     FROM products p JOIN record_embeddings e ON e.kind = 'product' AND e.record_id = p.id WHERE p.name = $1`,
    [name],
  );
  return rows[0]!;
}

describe('embeddings shared by identical texts', () => {
  it('sends each distinct text once and gives every record its vector', async () => {
    const embedder = t.services.embedder(silentLogger)!;
    fake.inputs = 0;
    const [businesses, products] = await embedder.reindex();
    expect(businesses).toMatchObject({ records: 3, embedded: 3, texts: 3, skipped: 0 });
    expect(products).toMatchObject({ records: 6, embedded: 6, texts: 3, skipped: 0 });
    expect(fake.inputs).toBe(6);
    expect(await distinctVectors(chair.name)).toEqual({ records: 3, vectors: 1 });
    expect(await distinctVectors(lamp.name)).toEqual({ records: 2, vectors: 1 });
  });

  it('gives a new record whose text is already embedded the stored vector, without a provider call', async () => {
    const embedder = t.services.embedder(silentLogger)!;
    const requests = fake.requests;
    const copy = await createProduct(t, writer, suppliers[2]!, lamp);
    const [products] = await embedder.reindex({ only: 'product' });
    expect(products).toMatchObject({ records: 7, embedded: 1, texts: 0, skipped: 6 });
    expect(fake.requests).toBe(requests);
    expect(await distinctVectors(lamp.name)).toEqual({ records: 3, vectors: 1 });
    expect(
      await embedder.embedChanged('product', [{ id: copy.id, text: 'Rattan table lamp\nA changed text' }]),
    ).toEqual({ embedded: 1, texts: 1, failed: 0, defined: 0 });
    expect(fake.requests).toBe(requests + 1);
  });

  it('reports records and the unique texts behind them', async () => {
    const coverage = await t.services.embedder(silentLogger)!.coverage();
    expect(coverage.model).toBe(`fake-embeddings/${DIMENSIONS}`);
    // The lamp copy's text changed above: four product texts now.
    expect(coverage.kinds).toEqual([
      { kind: 'business', records: 3, embedded: 3, unique_texts: 3 },
      { kind: 'product', records: 7, embedded: 7, unique_texts: 4 },
    ]);
  });
});

describe('a full embeddings pass and the continuous sync', () => {
  it('moves the embedder consumer past the events the pass covered; a sample or one kind does not', async () => {
    const embedder = t.services.embedder(silentLogger)!;
    const backlog = async () => (await t.services.outbox.status('embedder')).backlog;
    await createProduct(t, writer, suppliers[0]!, {
      name: 'Bamboo blinds',
      description: 'Roll-up bamboo window blinds',
    });
    const waiting = await backlog();
    expect(waiting).toBeGreaterThan(0);
    await embedder.reindex({ limit: 1 });
    await embedder.reindex({ only: 'product' });
    expect(await backlog()).toBe(waiting);
    // The full pass moves the consumer to the outbox's settled horizon as the pass starts: beside
    // a server, another test file's open transaction (any database of the cluster) holds that
    // horizon back a moment, and the pass would then leave the newest events to the consumer.
    await outboxSettled(t.database.db);
    await embedder.reindex();
    expect(await backlog()).toBe(0);
    // A write after the pass is still the consumer's, and it embeds it.
    const later = await createProduct(t, writer, suppliers[1]!, {
      name: 'Coconut shell bowl',
      description: 'Polished coconut shell',
    });
    expect(await backlog()).toBe(1);
    const requests = fake.requests;
    // Beside a server the consumer reads an event once every transaction older than it has ended,
    // in any database of the cluster (pg_snapshot_xmin): another test file's may hold it a moment.
    await outboxSettled(t.database.db);
    expect(await embedder.consumer.step()).toMatchObject({ kind: 'applied', events: 1 });
    expect(fake.requests).toBe(requests + 1);
    const { rows } = await t.database.pool.query(
      "SELECT count(*)::int AS n FROM record_embeddings WHERE kind = 'product' AND record_id = $1",
      [later.id],
    );
    expect(rows[0].n).toBe(1);
  });
});

describe(`indexer reindex --embeddings and status report unique texts (${DATABASE_KIND})`, () => {
  let database: Awaited<ReturnType<typeof processDatabaseEnv>>;
  beforeAll(async () => {
    database = await processDatabaseEnv();
  });
  afterAll(() => database?.cleanup());

  it('prints records, embedded, unique texts and reused per kind, and status in text and JSON', {
    timeout: 120_000,
  }, async () => {
    const env = { ...database.env, ...embeddingsEnv(fake.url, DIMENSIONS), LOG_LEVEL: 'warn' };
    const seeded = await runScript('src/cli/demo-data.ts', ['--businesses', '10', '--products', '60'], env);
    expect(seeded.code, seeded.stderr).toBe(0);
    fake.inputs = 0;
    const reindexed = await runScript('indexer/main.ts', ['reindex', '--embeddings'], env);
    expect(reindexed.code, reindexed.stderr).toBe(0);
    const lines = [
      ...reindexed.stdout.matchAll(
        /(business|product) embeddings: (\d+) records, (\d+) embedded from (\d+) unique texts \((\d+) reused an identical text's vector\), (\d+) unchanged/g,
      ),
    ];
    expect(lines.map((line) => [line[1], Number(line[2]), Number(line[3])])).toEqual([
      ['business', 10, 10],
      ['product', 60, 60],
    ]);
    const unique = lines.map((line) => Number(line[4]));
    for (const line of lines) expect(Number(line[3]) - Number(line[4])).toBe(Number(line[5]));
    expect(fake.inputs).toBe(unique[0]! + unique[1]!);

    const json = await runScript('indexer/main.ts', ['status', '--json'], env);
    expect(json.code, json.stderr).toBe(0);
    expect(JSON.parse(json.stdout).embeddings).toEqual({
      model: `fake-embeddings/${DIMENSIONS}`,
      kinds: [
        { kind: 'business', records: 10, embedded: 10, unique_texts: unique[0] },
        { kind: 'product', records: 60, embedded: 60, unique_texts: unique[1] },
      ],
    });
    const text = await runScript('indexer/main.ts', ['status'], env);
    expect(text.stdout).toContain(
      `product embeddings (fake-embeddings/${DIMENSIONS}): 60 of 60 records, from ${unique[1]} unique texts`,
    );
    // 70 vectors are too few to calibrate: the family defaults, and what measuring would take.
    expect(text.stdout).toContain(
      `calibration (fake-embeddings/${DIMENSIONS}): the other family's defaults (semantic threshold 0.3, ` +
        'suggestions threshold 0.3, definition margin 0.04): 70 vectors, too few to measure ' +
        '(it takes 300 of as many distinct texts)',
    );
  });
});
