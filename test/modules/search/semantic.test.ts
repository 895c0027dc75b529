import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../../src/lib/logger.js';
import { localEmbeddingsEnv } from '../../embeddings/local-env.js';
import { startTestApp, type TestApp } from '../../helpers/app.js';
import { outboxSettled } from '../../helpers/events.js';
import { createBusiness, createProduct, fetchJson, send } from '../../helpers/factories.js';

// Semantic and hybrid search against the real local embeddings server (multilingual e5, 384
// dimensions), started by test/embeddings/server-setup.ts.
const EMBEDDINGS_ENV = {
  ...localEmbeddingsEnv(),
  SEMANTIC_THRESHOLD_DEFAULT: '0.75',
};

let t: TestApp;
let reader: string;
let insider: string;
let writer: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp({ env: EMBEDDINGS_ENV });
  reader = await t.key(['search']);
  insider = await t.key(['search', 'businesses.internal.read']);
  writer = await t.key(['businesses.write', 'products.write', 'businesses.internal.read']);
  const suppliers: Array<[string, Record<string, unknown>]> = [
    [
      'coffee',
      {
        name: 'Toraja Highland Roasters',
        description_en: 'Arabica coffee beans from Sulawesi, roasted to order for cafes',
      },
    ],
    [
      'shoes',
      {
        name: 'Pengrajin Sepatu Cibaduyut',
        description_id: 'Sepatu kulit pria buatan tangan, sol karet, untuk toko dan grosir',
      },
    ],
    [
      'boats',
      { name: 'Makassar Shipyard', description_en: 'Wooden phinisi sailing vessels built for charter operators' },
    ],
    ['solar', { name: 'Surya Energi', description_en: 'Photovoltaic panels and inverters for rooftop power systems' }],
    [
      'spices',
      { name: 'Banda Spice Traders', description_en: 'Nutmeg, mace and cloves harvested on the Banda islands' },
    ],
    [
      'hidden',
      {
        name: 'Secret Coffee Estate',
        description_en: 'Arabica coffee beans roasted for cafes',
        visibility: 'internal',
      },
    ],
  ];
  for (const [label, fields] of suppliers) ids[label] = (await createBusiness(t, writer, fields)).id;
  ids.chair = (
    await createProduct(t, writer, ids.boats!, {
      name: 'Teak dining chair',
      description: 'Solid teak wood chair for restaurants',
    })
  ).id;
  ids.lamp = (
    await createProduct(t, writer, ids.solar!, {
      name: 'Solar garden lamp',
      description: 'Battery lamp charged by sunlight',
    })
  ).id;
  const embedder = t.services.embedder(silentLogger)!;
  await embedder.reindex();
}, 120_000);
afterAll(() => t?.close());

const names = (group: { data: Array<{ name: string }> }) => group.data.map((hit) => hit.name);

describe('semantic search with a real multilingual model', () => {
  it('finds by meaning what keyword search misses (a paraphrase with no shared word)', async () => {
    const q = encodeURIComponent('sunlight electricity for houses');
    const keyword = await fetchJson(t, `/v1/search?q=${q}&type=business`, reader);
    expect(names(keyword.body.businesses)).not.toContain('Surya Energi');
    const semantic = await fetchJson(t, `/v1/semantic-search?q=${q}&type=business`, reader);
    expect(semantic.status).toBe(200);
    expect(names(semantic.body.businesses)[0]).toBe('Surya Energi');
    const top = semantic.body.businesses.data[0];
    expect(top.score).toBeGreaterThan(0.75);
    expect(top.score).toBeLessThanOrEqual(1);
  });

  it('finds an English-described supplier from an Indonesian query, and the reverse', async () => {
    const indonesian = await fetchJson(
      t,
      `/v1/semantic-search?q=${encodeURIComponent('biji kopi sangrai')}&type=business`,
      reader,
    );
    expect(names(indonesian.body.businesses)[0]).toBe('Toraja Highland Roasters');
    const english = await fetchJson(
      t,
      `/v1/semantic-search?q=${encodeURIComponent("men's leather shoes")}&type=business`,
      reader,
    );
    expect(names(english.body.businesses)[0]).toBe('Pengrajin Sepatu Cibaduyut');
  });

  it('never returns or counts a hidden business without the scope, on either leg', async () => {
    const q = encodeURIComponent('arabica coffee roasted for cafes');
    for (const path of ['semantic-search', 'hybrid-search']) {
      const outside = (await fetchJson(t, `/v1/${path}?q=${q}&type=business&threshold=0.5`, reader)).body.businesses;
      expect(names(outside)).not.toContain('Secret Coffee Estate');
      const inside = (await fetchJson(t, `/v1/${path}?q=${q}&type=business&threshold=0.5`, insider)).body.businesses;
      expect(names(inside)).toContain('Secret Coffee Estate');
      expect(inside.total).toBe(outside.total + 1);
    }
  });

  it('applies threshold: a high one leaves out weak matches and does not count them', async () => {
    const q = encodeURIComponent('nutmeg and cloves');
    const loose = (await fetchJson(t, `/v1/semantic-search?q=${q}&type=business&threshold=0`, reader)).body.businesses;
    const strict = (await fetchJson(t, `/v1/semantic-search?q=${q}&type=business&threshold=0.85`, reader)).body
      .businesses;
    expect(loose.total).toBe(5);
    expect(strict.total).toBeLessThan(loose.total);
    expect(names(strict)).toEqual(names(strict).length > 0 ? ['Banda Spice Traders'] : []);
    expect((await fetchJson(t, `/v1/semantic-search?q=${q}&threshold=2`, reader)).status).toBe(400);
  });

  it('fuses both legs: ranks per leg, stable pages, the effective ratio, mode hybrid', async () => {
    const q = encodeURIComponent('teak chair');
    const res = await fetchJson(t, `/v1/hybrid-search?q=${q}&type=product&semantic_ratio=0.5`, reader);
    expect(res.body).toMatchObject({ mode: 'hybrid', semantic_ratio: 0.5 });
    const first = res.body.products.data[0];
    expect(first).toMatchObject({ name: 'Teak dining chair', keyword_rank: 1, semantic_rank: expect.any(Number) });
    const again = await fetchJson(t, `/v1/hybrid-search?q=${q}&type=product&semantic_ratio=0.5`, reader);
    expect(again.body).toEqual(res.body);
    const page2 = await fetchJson(t, `/v1/hybrid-search?q=${q}&type=product&limit=1&offset=1`, reader);
    expect(page2.body.products.data.map((hit: { id: string }) => hit.id)).toEqual(
      res.body.products.data.slice(1, 2).map((hit: { id: string }) => hit.id),
    );
    const keywordOnly = await fetchJson(t, `/v1/hybrid-search?q=${q}&type=product&semantic_ratio=0`, reader);
    expect(
      keywordOnly.body.products.data.every((hit: { keyword_rank: number | null }) => hit.keyword_rank !== null),
    ).toBe(true);
  });

  it('fuses a semantic window not cut by the semantic-search threshold', async () => {
    // Unrelated to every product: semantic search at the default threshold (0.75) leaves at least one out.
    const q = encodeURIComponent('tax consultant lawyer');
    const semantic = (await fetchJson(t, `/v1/semantic-search?q=${q}&type=product`, reader)).body.products;
    const hybrid = (await fetchJson(t, `/v1/hybrid-search?q=${q}&type=product&semantic_ratio=1`, reader)).body.products;
    expect(semantic.total).toBeLessThan(2);
    expect(hybrid.total).toBe(2);
    expect(hybrid.data.map((hit: { semantic_rank: number | null }) => hit.semantic_rank)).toEqual([1, 2]);
  });

  it('applies the filters on both legs of a hybrid search', async () => {
    const regions = await fetchJson(t, '/v1/regions?country_code=ID&limit=100', await t.key(['regions.read']));
    const bali = regions.body.data.find((region: { code: string }) => region.code === 'ID-BA').id;
    await send(t, 'PATCH', `/v1/businesses/${ids.coffee}`, writer, { region_id: bali });
    const q = encodeURIComponent('coffee beans for cafes');
    for (const path of ['semantic-search', 'hybrid-search']) {
      const filtered = (await fetchJson(t, `/v1/${path}?q=${q}&type=business&region_id=${bali}&threshold=0`, reader))
        .body.businesses;
      expect(names(filtered), path).toEqual(['Toraja Highland Roasters']);
      expect(filtered.total).toBe(1);
    }
  });

  it('keeps embeddings current through the embedder, an outbox consumer', async () => {
    const created = await createBusiness(t, writer, {
      name: 'Lombok Pearl Farm',
      description_en: 'South sea pearls cultivated in Lombok bays',
    });
    const embedder = t.services.embedder(silentLogger)!;
    await outboxSettled(t.database.db);
    while ((await embedder.consumer.step()).kind === 'applied');
    const found = await fetchJson(
      t,
      `/v1/semantic-search?q=${encodeURIComponent('mutiara laut selatan')}&type=business`,
      reader,
    );
    expect(names(found.body.businesses)[0]).toBe('Lombok Pearl Farm');
    expect(found.body.businesses.data[0].id).toBe(created.id);
  });

  it('re-embeds a record only when its text changes', async () => {
    const embedder = t.services.embedder(silentLogger)!;
    expect((await embedder.reindex()).map((result) => result.embedded)).toEqual([0, 0]);
    await send(t, 'PATCH', `/v1/businesses/${ids.spices}`, writer, {
      description_en: 'Nutmeg, mace, cloves and cinnamon from the Banda islands',
    });
    await send(t, 'PATCH', `/v1/businesses/${ids.boats}`, writer, { phone: '+62 411 555 0101' });
    expect((await embedder.reindex({ only: 'business' })).map((result) => [result.embedded, result.skipped])).toEqual([
      [1, 6],
    ]);
  });

  it('embeds only the first records of each kind with a limit (a sample to try a model on)', async () => {
    const embedder = t.services.embedder(silentLogger)!;
    expect((await embedder.reindex({ limit: 2 })).map((result) => [result.kind, result.records])).toEqual([
      ['business', 2],
      ['product', 2],
    ]);
  });
});

describe('without an embeddings provider', () => {
  let plain: TestApp;
  let key: string;
  beforeAll(async () => {
    plain = await startTestApp();
    key = await plain.key(['search']);
    await createBusiness(plain, await plain.key(['businesses.write']), {
      name: 'Keyword Only Coffee',
      description_en: 'coffee roastery',
    });
  });
  afterAll(() => plain?.close());

  it('answers semantic search with 503 and the contract message', async () => {
    const res = await fetchJson(plain, '/v1/semantic-search?q=coffee', key);
    expect(res).toEqual({ status: 503, body: { error: 'Semantic search is not configured; use /v1/search' } });
  });

  it('answers hybrid search from the keyword leg with mode keyword', async () => {
    const res = await fetchJson(plain, '/v1/hybrid-search?q=coffee&type=business', key);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ mode: 'keyword', semantic_ratio: 0, businesses: { total: 1 } });
    expect(res.body.businesses.data[0]).toMatchObject({
      name: 'Keyword Only Coffee',
      keyword_rank: 1,
      semantic_rank: null,
    });
  });
});
