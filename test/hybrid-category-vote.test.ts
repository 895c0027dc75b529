import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replayPage, SERVICE_FUSION } from '../bench/eval/eval-legs.js';
import { visibilityOf } from '../src/access/visibility.js';
import { createServices } from '../src/composition.js';
import { silentLogger } from '../src/lib/logger.js';
import { hybridQuery } from '../src/modules/search/search.schemas.js';
import { localEmbeddingsEnv } from './embeddings/local-env.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { categoryAt, createBusiness, createProduct, fetchJson } from './helpers/factories.js';

// Hybrid search's category vote (engines/fusion.ts voteByCategory) end to end: the real local
// model, the real database, each leg reading its hits' categories.

let t: TestApp;
let reader: string;

beforeAll(async () => {
  t = await startTestApp({ env: localEmbeddingsEnv() });
  reader = await t.key(['search']);
  const writer = await t.key(['businesses.write', 'products.write']);
  const taxonomies = await t.key(['categories.read']);
  const tree = (await fetchJson(t, '/v1/product-categories', taxonomies)).body.data;
  const watches = categoryAt(tree, ['Apparel & Accessories', 'Jewelry', 'Watches']);
  const clocks = categoryAt(tree, ['Home & Garden', 'Decor', 'Clocks']);
  const seller = (await createBusiness(t, writer, { name: 'Jam Nusantara' })).id;
  const products: Array<[string, string, string]> = [
    ['Analog wrist watch for men', 'Stainless steel case, leather strap, water resistant', watches],
    ["Women's wrist watch", 'Slim gold-tone case with a mesh bracelet', watches],
    ['Titan 1580SL03 Analog', 'Round dial, quartz movement, two-year warranty', watches],
    ['Wall clock, wooden frame', 'Silent quartz movement for the living room', clocks],
    ['Alarm clock with snooze', 'Bedside clock, loud bell, battery powered', clocks],
    ['Cuckoo clock', 'Carved wood, hourly chime', clocks],
  ];
  for (const [name, description, category_id] of products)
    await createProduct(t, writer, seller, { name, description, category_id });
  // Businesses vote by their own taxonomy's category: two leaves of it, one for the watch sellers.
  const businessTree = (await fetchJson(t, '/v1/categories', taxonomies)).body.data;
  const [watchTrade, clockTrade] = [
    businessTree[0].children[0].children[0].id,
    businessTree[1].children[0].children[0].id,
  ];
  const sellers: Array<[string, string, string]> = [
    ['Prima Sejahtera', 'Wholesale wrist watches for men and women', watchTrade],
    ['Titan Distribusi', 'Authorised Titan and Fastrack distributor, analog and digital models', watchTrade],
    ['Sentosa Makmur', 'Chronographs and dress watches for retailers', watchTrade],
    ['Dinding Jaya', 'Wall clocks and cuckoo clocks for homes and offices', clockTrade],
    ['Weker Abadi', 'Alarm clocks and bedside clocks', clockTrade],
  ];
  for (const [name, description_en, category_id] of sellers)
    await createBusiness(t, writer, { name, description_en, category_id });
  await t.services.embedder(silentLogger)!.reindex();
}, 120_000);
afterAll(() => t?.close());

type Hit = { name: string; score: number; keyword_rank: number | null; semantic_rank: number | null };

const search = async (q: string, ratio: number, type: 'product' | 'business' = 'product'): Promise<Hit[]> => {
  const body = (
    await fetchJson(t, `/v1/hybrid-search?q=${encodeURIComponent(q)}&type=${type}&semantic_ratio=${ratio}`, reader)
  ).body;
  return (type === 'product' ? body.products : body.businesses).data;
};

describe('hybrid search re-ranked by the category its best hits share', () => {
  const WATCHES = ['Analog wrist watch for men', 'Titan 1580SL03 Analog', "Women's wrist watch"];

  it.each(['timepiece worn on the arm', 'arloji pria'])(
    'puts every watch first for %j, though the model alone ranks a clock above one',
    async (q) => {
      const hits = await search(q, 0.5);
      // No listing holds these words: every hit comes from the semantic leg alone, so without the
      // vote the order would be the model's.
      expect(hits.every((hit) => hit.keyword_rank === null)).toBe(true);
      expect(
        hits
          .slice(0, 3)
          .map((hit) => hit.name)
          .sort(),
      ).toEqual(WATCHES);
      const lastWatch = Math.max(...hits.slice(0, 3).map((hit) => hit.semantic_rank!));
      expect(hits.slice(3).some((clock) => clock.semantic_rank! < lastWatch)).toBe(true);
    },
  );

  it('votes for businesses by their own category too', async () => {
    const hits = await search('wristwatch dealer', 0.5, 'business');
    const place = (name: string) => hits.findIndex((hit) => hit.name === name);
    const watchTraders = ['Prima Sejahtera', 'Titan Distribusi', 'Sentosa Makmur'];
    const clockTraders = ['Dinding Jaya', 'Weker Abadi'];
    expect(hits.map((hit) => hit.name)).toEqual(expect.arrayContaining([...watchTraders, ...clockTraders]));
    expect(Math.max(...watchTraders.map(place))).toBeLessThan(Math.min(...clockTraders.map(place)));
    // The model alone ranks a clock trader above a watch trader.
    const rank = (name: string) => hits[place(name)]!.semantic_rank!;
    expect(Math.min(...clockTraders.map(rank))).toBeLessThan(Math.max(...watchTraders.map(rank)));
  });

  it('answers scores in the order it ranks, the same on every call', async () => {
    const hits = await search('timepiece worn on the arm', 0.5);
    const scores = hits.map((hit) => hit.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(await search('timepiece worn on the arm', 0.5)).toEqual(hits);
  });

  it("keeps one leg's order exactly at semantic_ratio 0 and 1", async () => {
    const semantic = await search('timepiece worn on the arm', 1);
    expect(semantic.map((hit) => hit.semantic_rank)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(
      semantic
        .slice(0, 3)
        .map((hit) => hit.name)
        .sort(),
    ).not.toEqual(WATCHES);
    const keyword = await search('wrist watch', 0);
    expect(keyword.map((hit) => hit.keyword_rank)).toEqual(keyword.map((_, index) => index + 1));
  });
});

describe('the legs a hybrid search fuses, as the relevance evaluation dumps them (bench/eval/eval-legs.ts)', () => {
  /** A hybrid product search and the legs it fused. */
  async function observed(q: string) {
    const services = createServices(t.config, t.database);
    try {
      const { response, legs: seen } = await services.search.hybridWithLegs(
        hybridQuery.parse({ q, type: 'product' }),
        visibilityOf(new Set(['search'])),
      );
      return { response, seen };
    } finally {
      await services.close();
    }
  }

  it.each(['timepiece worn on the arm', 'arloji pria', 'wrist watch', 'cuckoo clock'])(
    'replays %j to the page the service answers over HTTP',
    async (q) => {
      const { response, seen } = await observed(q);
      expect(response.mode).toBe('hybrid');
      // One call per group searched, the products' only here.
      expect(seen.map((legs) => legs.group)).toEqual(['products']);
      const page = response.products!.data.map((hit) => hit.id);
      expect(page.length).toBeGreaterThan(0);
      expect(replayPage(seen[0]!)).toEqual(page.slice(0, 10));
      const overHttp = (await fetchJson(t, `/v1/hybrid-search?q=${encodeURIComponent(q)}&type=product`, reader)).body
        .products.data;
      expect(overHttp.map((hit: { id: string }) => hit.id)).toEqual(page);
    },
  );

  it("replays with the options given: without the vote, the model's order for a paraphrase", async () => {
    const [legs] = (await observed('timepiece worn on the arm')).seen;
    const unvoted = replayPage(legs!, { ...SERVICE_FUSION, vote: null });
    expect(unvoted).toEqual(legs!.semantic.slice(0, 10).map((hit) => hit.id));
    expect(unvoted).not.toEqual(replayPage(legs!));
  });
});
