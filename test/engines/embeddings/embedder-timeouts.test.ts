import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../../src/lib/logger.js';
import { startTestApp, type TestApp } from '../../helpers/app.js';
import { outboxSettled } from '../../helpers/events.js';
import { createBusiness, createProduct } from '../../helpers/factories.js';

/**
 * A real, slow embeddings server speaking the OpenAI protocol: more than two inputs at once, or
 * any input mentioning "sandbag" (or "strapless", which only the clutch bag's dictionary sense says),
 * take far longer than the embedder's timeout (the way a busy
 * 2-core machine answers a batch of long listings); everything else answers at once.
 */
let slow: Server;
const seen: string[][] = [];
let abandoned = 0;

beforeAll(async () => {
  slow = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const { input, model } = JSON.parse(body) as { input: string[]; model: string };
      seen.push(input);
      const delay =
        input.length > 2 || input.some((text) => text.includes('sandbag') || text.includes('strapless')) ? 20_000 : 0;
      const timer = setTimeout(() => {
        const data = input.map((text, index) => ({
          object: 'embedding',
          index,
          embedding: [1, text.length % 7, index + 1],
        }));
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ object: 'list', data, model, usage: { prompt_tokens: 1, total_tokens: 1 } }));
      }, delay);
      res.on('close', () => {
        if (!res.writableFinished) {
          abandoned += 1;
          clearTimeout(timer);
        }
      });
    });
  });
  slow.listen(0, '127.0.0.1');
  await once(slow, 'listening');
});
afterAll(() => slow.close());

/** The service against the slow server: batches of 16, a 1.5 s timeout. */
const slowEnv = () => ({
  EMBEDDINGS_PROVIDER: 'openai',
  OPENAI_BASE_URL: `http://127.0.0.1:${(slow.address() as AddressInfo).port}/v1`,
  EMBEDDINGS_MODEL: 'slow-model',
  EMBEDDINGS_DIMENSIONS: '3',
  EMBEDDINGS_BATCH_SIZE: '16',
  EMBEDDINGS_TIMEOUT_MS: '1500',
});

describe('the embedder with a provider slower than its timeout', () => {
  let t: TestApp;
  afterAll(() => t?.close());

  it('splits what times out, drains the backlog, and records the one text that fails alone', {
    timeout: 90_000,
  }, async () => {
    // The record texts' requests alone, whose sizes this test follows.
    t = await startTestApp({ env: { ...slowEnv(), SEMANTIC_DEFINITION_MARGIN: 'off' } });
    const writer = await t.key(['businesses.write', 'products.write']);
    const business = await createBusiness(t, writer, { name: 'Gudang Serba Ada', description_en: 'General goods' });
    const products = [];
    for (const name of ['Teak chair', 'Rattan basket', 'Flood sandbag', 'Batik cloth', 'Coffee beans']) {
      products.push(await createProduct(t, writer, business.id, { name, description: `${name} for wholesale buyers` }));
    }
    const sandbag = products[2]!;
    await outboxSettled(t.database.db);

    const embedder = t.services.embedder(silentLogger, { idleMs: 50 })!;
    const stop = new AbortController();
    const running = embedder.consumer.run({ signal: stop.signal });
    try {
      await expect
        .poll(
          async () => (await t.services.outbox.consumers()).find((consumer) => consumer.name === 'embedder')?.backlog,
          { timeout: 40_000, interval: 100 },
        )
        .toBe(0);
    } finally {
      stop.abort();
      await running;
    }

    // every other record has its vector; the sandbag's text failed alone and was recorded
    expect(await t.services.embedder(silentLogger)!.failures()).toMatchObject({
      total: 1,
      latest: [
        {
          kind: 'product',
          recordId: sandbag.id,
          model: 'slow-model/3',
          reason: expect.stringMatching(/did not answer 1 input\(s\) within 1500 ms/),
        },
      ],
    });
    const counts = await t.database.db.execute<{ kind: string; n: number }>(
      // the business and four of the five products
      (await import('drizzle-orm'))
        .sql`SELECT kind, count(*)::int AS n FROM record_embeddings WHERE model = 'slow-model/3' GROUP BY kind ORDER BY kind`,
    );
    expect(counts.rows).toEqual([
      { kind: 'business', n: 1 },
      { kind: 'product', n: 4 },
    ]);
    // the business alone; then the five products: halved on each timeout and never larger again,
    // down to the sandbag alone; each request it gave up on was cancelled
    const sizes = seen.map((input) => input.length);
    expect(sizes.slice(0, 3)).toEqual([1, 5, 3]);
    expect(sizes.slice(1).every((size, index, all) => index === 0 || size <= all[index - 1]!)).toBe(true);
    expect(seen.filter((input) => input.length === 1 && input[0]!.includes('sandbag'))).toHaveLength(1);
    const tooSlow = seen.filter((input) => input.length > 2 || input.some((text) => text.includes('sandbag'))).length;
    await expect.poll(() => abandoned).toBe(tooSlow);

    // a full pass later skips the failed text (same text) instead of timing out on it again
    const before = seen.length;
    const [, productPass] = await embedder.reindex();
    expect(productPass).toMatchObject({ records: 5, embedded: 0, failed: 0, skipped: 5 });
    expect(seen.length).toBe(before);
  });

  it('defines a product without a dictionary sense the provider fails on, and keeps no vector of that sense', {
    timeout: 60_000,
  }, async () => {
    const app = await startTestApp({ env: slowEnv() });
    try {
      const writer = await app.key(['businesses.write', 'products.write']);
      const business = await createBusiness(app, writer, { name: 'Toko Kulit', description_en: 'Leather goods' });
      // Its head word `clutch` may mean three senses: a coupling, a pedal, and a purse ("a woman's strapless purse …"), which times out alone.
      const clutch = await createProduct(app, writer, business.id, {
        name: 'Leather clutch',
        description: 'Two card slots and a zip',
      });
      const [, products] = await app.services.embedder(silentLogger)!.reindex();
      expect(products).toMatchObject({ embedded: 1, failed: 0, defined: 1 });
      const { sql } = await import('drizzle-orm');
      const embedded = ['wordnet-3.1:03058886', 'wordnet-3.1:03059144'];
      const defined = await app.database.db.execute<{ sense: string | null }>(
        sql`SELECT sense FROM product_definitions WHERE product_id = ${clutch.id}`,
      );
      expect(embedded).toContain(defined.rows[0]?.sense);
      const senses = await app.database.db.execute<{ sense: string }>(
        sql`SELECT sense FROM definition_embeddings ORDER BY sense`,
      );
      expect(senses.rows.map((row) => row.sense)).toEqual(embedded);
    } finally {
      await app.close();
    }
  });
});
