import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aliasName, aliasTargets, indicesOf } from '../../src/engines/elasticsearch/indices.js';
import { SYNC_CONSUMER } from '../../src/engines/indexing/indexer.js';
import { createBusiness, createProduct, fetchJson, send } from '../helpers/factories.js';
import { type ElasticHarness, silentLog, startElasticApp } from './harness.js';

let h: ElasticHarness;
let writer: string;
let searcher: string;

beforeAll(async () => {
  h = await startElasticApp();
  writer = await h.t.key(['businesses.write', 'products.write', 'businesses.internal.read', 'products.internal.read']);
  searcher = await h.t.key(['search']);
});
afterAll(() => h.close());

const searchNames = async (q: string, type = 'all') => {
  const { status, body } = await fetchJson(
    h.t,
    `/v1/search?q=${encodeURIComponent(q)}&type=${type}&limit=100`,
    searcher,
  );
  expect(status).toBe(200);
  return [...(body.businesses?.data ?? []), ...(body.products?.data ?? [])].map((hit: { name: string }) => hit.name);
};

async function eventually(check: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 30_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not searchable in time: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('analyzers of the tested node', () => {
  it('stem Indonesian and English as the Postgres configurations do', async () => {
    const tokens = async (analyzer: string, text: string) =>
      (await h.client.indices.analyze({ analyzer, text })).tokens?.map((token) => token.token);
    expect(await tokens('indonesian', 'perabotan')).toEqual(['abot']);
    expect(await tokens('indonesian', 'perabot')).toEqual(['abot']);
    expect(await tokens('english', 'chairs')).toEqual(['chair']);
  });
});

describe('full reindex', () => {
  it('builds a new index, switches the alias to it and removes the old one', async () => {
    for (let i = 0; i < 30; i += 1)
      await createBusiness(h.t, writer, { name: `Reindex Supplier ${i}`, description_en: 'anchor bolts' });
    const alias = aliasName(h.prefix, 'businesses');
    const [before] = await aliasTargets(h.client, alias);
    const [result] = await h.indexer.reindex({ only: 'businesses' });
    expect(result).toMatchObject({ kind: 'businesses', removed: [before], failed: 0 });
    expect(result!.documents).toBeGreaterThanOrEqual(30);
    expect(await aliasTargets(h.client, alias)).toEqual([result!.index]);
    expect(await indicesOf(h.client, h.prefix, 'businesses')).toEqual([result!.index]);
    expect(await searchNames('anchor bolts', 'business')).toHaveLength(30);
  });

  it('a full reindex moves the sync consumer past the events its copies hold; a partial one does not', async () => {
    await h.settle();
    for (let i = 0; i < 12; i += 1)
      await createBusiness(h.t, writer, { name: `Backlog Supplier ${i}`, description_en: 'hinges' });
    const backlog = async () => (await h.t.services.outbox.status(SYNC_CONSUMER)).backlog;
    expect(await backlog()).toBeGreaterThanOrEqual(12);
    await h.indexer.reindex({ only: 'businesses' });
    // Products were not copied: their events (none here, but the consumer cannot know) still wait.
    expect(await backlog()).toBeGreaterThanOrEqual(12);
    await h.indexer.reindex();
    expect(await backlog()).toBe(0);
    expect(await searchNames('hinges', 'business')).toHaveLength(12);
    // A write after it is still the consumer's: nothing past the copies was skipped.
    await createBusiness(h.t, writer, { name: 'After Reindex Hinges Co', description_en: 'hinges' });
    expect(await backlog()).toBe(1);
    await h.settle();
    expect(await searchNames('hinges', 'business')).toContain('After Reindex Hinges Co');
  });

  it('keeps answering searches while a reindex runs', async () => {
    let searches = 0;
    let running = true;
    const searching = (async () => {
      while (running) {
        const { status, body } = await fetchJson(h.t, '/v1/search?q=anchor&type=business&limit=5', searcher);
        expect(status).toBe(200);
        expect(body.businesses.total).toBe(30);
        searches += 1;
      }
    })();
    for (let i = 0; i < 3; i += 1) await h.indexer.reindex({ only: 'businesses' });
    running = false;
    await searching;
    expect(searches).toBeGreaterThan(3);
  });

  it('picks up writes that race the copy', async () => {
    const reindexing = h.indexer.reindex({ only: 'businesses' });
    await createBusiness(h.t, writer, { name: 'Racing Write Co', description_en: 'written during the reindex' });
    await reindexing;
    await h.client.indices.refresh({ index: aliasName(h.prefix, 'businesses') });
    expect(await searchNames('racing write', 'business')).toEqual(['Racing Write Co']);
  });
});

describe('continuous sync', () => {
  it('picks up creates, updates and hiding while the indexer runs', async () => {
    h.startSync();
    const business = await createBusiness(h.t, writer, {
      name: 'Sync Tekstil Bandung',
      description_en: 'denim weaving',
    });
    const product = await createProduct(h.t, writer, business.id, {
      name: 'Selvedge Denim Roll',
      description: 'raw denim',
    });
    await eventually(async () => (await searchNames('denim')).length === 2, 'create');

    await send(h.t, 'PATCH', `/v1/products/${product.id}`, writer, { name: 'Indigo Selvedge Roll' });
    await eventually(
      async () => (await searchNames('indigo selvedge', 'product')).includes('Indigo Selvedge Roll'),
      'update',
    );
    expect(await searchNames('denim roll', 'product')).not.toContain('Selvedge Denim Roll');

    await send(h.t, 'PATCH', `/v1/businesses/${business.id}`, writer, { visibility: 'internal' });
    // Hiding the business hides it and its products from keys without the internal scope.
    await eventually(async () => (await searchNames('denim')).length === 0, 'hide');
  });

  it('records an outbox row whose data does not parse, passes over it and indexes the write after it', async () => {
    h.startSync();
    const [poison] = (
      await h.t.database.pool.query(
        `INSERT INTO outbox_events (event, data) VALUES ('product.updated', '{"product_id": "not-a-uuid"}') RETURNING id`,
      )
    ).rows as Array<{ id: string }>;
    await createBusiness(h.t, writer, { name: 'Poison Aftermath Rattan', description_en: 'rattan weaving' });
    await eventually(
      async () => (await searchNames('rattan aftermath')).includes('Poison Aftermath Rattan'),
      'the write after the poison',
    );
    const status = await h.t.services.outbox.status(SYNC_CONSUMER);
    expect(status).toMatchObject({
      skipped: 1,
      lastSkipped: { eventId: Number(poison!.id), event: 'product.updated' },
    });
    expect(status.lastSkipped!.error).toMatch(/^product\.updated: product_id: /);
  });

  it('shares the work between several indexer processes without losing events', async () => {
    const second = h.t.services.indexer(silentLog, { idleMs: 20 })!;
    const stop = new AbortController();
    const loop = second.run({ signal: stop.signal });
    for (let i = 0; i < 10; i += 1)
      await createBusiness(h.t, writer, { name: `Twin Indexer ${i}`, description_en: 'galvanised wire' });
    await eventually(async () => (await searchNames('galvanised wire', 'business')).length === 10, 'two indexers');
    stop.abort();
    await loop;
  });
});

describe('bulk failures', () => {
  it('counts, records and reports refused documents in status', async () => {
    await h.settle();
    const alias = aliasName(h.prefix, 'businesses');
    const [index] = await aliasTargets(h.client, alias);
    const before = (await h.indexer.status()).failures.total;
    await h.client.indices.putSettings({ index: index!, settings: { 'index.blocks.write': true } });
    try {
      const business = await createBusiness(h.t, writer, { name: 'Blocked Write Co' });
      await h.settle();
      const status = await h.indexer.status();
      expect(status.failures.total).toBe(before + 1);
      expect(status.failures.latest[0]).toMatchObject({
        indexKind: 'businesses',
        documentId: business.id,
        status: 403,
      });
      expect(status.failures.latest[0]!.reason).toContain('cluster_block_exception');
      expect(status.backlog).toBe(0);
    } finally {
      await h.client.indices.putSettings({ index: index!, settings: { 'index.blocks.write': false } });
    }
    expect(await searchNames('blocked write', 'business')).toEqual([]);
  });

  it('shows index names and document counts in status', async () => {
    const status = await h.indexer.status();
    expect(status.indices.map((index) => index.alias)).toEqual([
      aliasName(h.prefix, 'businesses'),
      aliasName(h.prefix, 'products'),
    ]);
    expect(status.indices[0]!.documents).toBeGreaterThan(30);
    expect(status.lastSyncAt).toBeInstanceOf(Date);
  });
});
