import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visibilityOf } from '../../src/access/visibility.js';
import type { KeywordEngine, SearchRequest } from '../../src/engines/engine.js';
import { createElasticsearchEngine } from '../../src/engines/elasticsearch/es-engine.js';
import { createBusiness, createProduct, referenceIds } from '../helpers/factories.js';
import { type ElasticHarness, startElasticApp } from './harness.js';

// How the Elasticsearch keyword leg degrades on imperfect queries, on a real
// node: most words required, a transposition is one edit, an unknown word is not corrected into
// a leading result, and each hit says how it matched (exact above expanded above fuzzy above partial).
let h: ElasticHarness;
let engine: KeywordEngine;
const nameOf = new Map<string, string>();

beforeAll(async () => {
  h = await startElasticApp();
  const { t } = h;
  const writer = await t.key(['businesses.write', 'products.write']);
  const business = await createBusiness(t, writer, { name: 'CV Serba Ada', description_en: 'General trading' });
  const products: Array<[string, string]> = [
    ['Teak Dining Chair', 'Solid wood seat with armrests'],
    ['Teak Dining Table', 'Round top for six'],
    ['Teak Vase Stand', 'Holder for flowers'],
    ['Glass Flower Vase', 'Clear blown glass'],
    ['Steel Wrist Watch', 'Quartz movement, leather strap'],
    ['Oak Side Table', 'Small bedside furniture'],
    ['Kursi Rotan Klasik', 'Anyaman tangan'],
    ['Steel Anchor Chain', 'Galvanised links for boats'],
    ['Oak Desk', 'Solid oak'],
    ['Lame Fabric Roll', 'A shiny drape for an oak desk'],
    ['Brass Lamp', 'Bright'],
    ['Cotton Blanket', 'Warm'],
    ['Blanked Cover Plate', 'Closes an opening'],
    // `perhiasan` (jewellery) and `hias` (to decorate) share the Indonesian stem `hias`.
    ['Sterling Silver Jewellery', 'Perhiasan perak, gelang dan cincin'],
    ['Tempat Lilin Hias Perak', 'Tempat lilin dekoratif'],
  ];
  for (const [name, description] of products) {
    nameOf.set((await createProduct(t, writer, business.id, { name, description })).id, name);
  }
  await h.settle();
  engine = createElasticsearchEngine(h.client, h.prefix);
}, 180_000);
afterAll(() => h?.close());

/** The engine's product hits as [name, match], and its total. */
async function named(q: string, extra: Partial<SearchRequest> = {}) {
  const result = await engine.searchProducts({
    q,
    limit: 20,
    offset: 0,
    filters: {},
    visibility: visibilityOf(new Set()),
    ...extra,
  });
  return { hits: result.hits.map((hit) => [nameOf.get(hit.id), hit.match] as const), total: result.total };
}

describe('the Elasticsearch keyword leg on imperfect queries', () => {
  it('counts a swapped pair of letters as one edit', async () => {
    expect((await named('wirst watch')).hits).toEqual([['Steel Wrist Watch', 'fuzzy']]);
    expect((await named('tbale')).hits.map(([name]) => name).sort()).toEqual(['Oak Side Table', 'Teak Dining Table']);
  });

  it('requires most words, not all: one of three may be missing, none of two', async () => {
    const three = (await named('teak dining stool')).hits;
    expect([...three].sort()).toEqual([
      ['Teak Dining Chair', 'partial'],
      ['Teak Dining Table', 'partial'],
    ]);
    expect((await named('teak stool')).hits).toEqual([]);
  });

  it('does not let an unknown word, corrected, pull an unrelated record to the top', async () => {
    // "vasq" is one edit from "vase": the vase records match only through that correction.
    const { hits } = await named('teak dining vasq');
    expect(
      hits
        .slice(0, 2)
        .map(([name]) => name)
        .sort(),
    ).toEqual(['Teak Dining Chair', 'Teak Dining Table']);
    expect(hits.map(([name]) => name)).not.toContain('Glass Flower Vase');
    expect(hits.slice(2)).toEqual([['Teak Vase Stand', 'partial']]);
    expect(hits.every(([, match]) => match === 'partial')).toBe(true);
  });

  it('ranks exact above expanded above fuzzy above partial and says which', async () => {
    // "chain" is one edit from "chair"; "kursi" is a synonym of it.
    const { hits } = await named('chair', { expansions: [{ matched: 'chair', start: 0, words: 1, terms: ['kursi'] }] });
    expect(hits).toEqual([
      ['Teak Dining Chair', 'exact'],
      ['Kursi Rotan Klasik', 'expanded'],
      ['Steel Anchor Chain', 'fuzzy'],
    ]);
    expect((await named('teak dining chair')).hits).toEqual([
      ['Teak Dining Chair', 'exact'],
      ['Teak Dining Table', 'partial'],
    ]);
  });

  it('ranks a record holding a known word only through a correction as the Postgres engine does', async () => {
    // "lame" is one edit from the indexed "lamp": the fabric roll holds every word that way, the
    // desk two of three as typed, in its name (test/search-postgres-relevance.test.ts, the same).
    // The search service names the words the vocabulary holds: a known word is taken as meant,
    // so the roll holds two of three words, partial, like the desk.
    const knownWords = new Set(['oak', 'desk', 'lamp']);
    expect((await named('oak desk lamp', { knownWords })).hits.slice(0, 2)).toEqual([
      ['Oak Desk', 'partial'],
      ['Lame Fabric Roll', 'partial'],
    ]);
    // "chain" for the known "chair": found, but partial; a word the vocabulary lacks, fuzzy.
    expect((await named('chair', { knownWords: new Set(['chair']) })).hits).toEqual([
      ['Teak Dining Chair', 'exact'],
      ['Steel Anchor Chain', 'partial'],
    ]);
    expect((await named('chiar', { knownWords: new Set(), typoEdits: new Map([['chiar', 1]]) })).hits).toEqual([
      ['Teak Dining Chair', 'fuzzy'],
    ]);
    // Without the vocabulary's word (no spelling read), every word is fuzzed, as before.
    expect((await named('oak desk lamp')).hits.slice(0, 2)).toEqual([
      ['Oak Desk', 'partial'],
      ['Lame Fabric Roll', 'fuzzy'],
    ]);
  });

  it('fuzzes a misspelt word only as far as its closest reading, as the Postgres engine corrects it', async () => {
    // `blankte`: "blanket" is one edit away (a swapped pair), "blanked" two. The spelling read
    // says one: only the blanket, as the Postgres engine's closest corrections find.
    expect((await named('blankte', { knownWords: new Set(), typoEdits: new Map([['blankte', 1]]) })).hits).toEqual([
      ['Cotton Blanket', 'fuzzy'],
    ]);
    // A word with no reading is not fuzzed at all.
    expect((await named('blankte', { knownWords: new Set(), typoEdits: new Map() })).hits).toEqual([]);
    // Without a spelling read, Elasticsearch's AUTO: two edits for seven letters, both found.
    expect((await named('blankte')).hits.map(([name]) => name).sort()).toEqual([
      'Blanked Cover Plate',
      'Cotton Blanket',
    ]);
    // A query of no words finds nothing, read or not.
    expect(await named('?! -', { knownWords: new Set(), typoEdits: new Map() })).toEqual({ hits: [], total: 0 });
    expect(await named('?! -')).toEqual({ hits: [], total: 0 });
  });

  it('ranks the words as written above a name sharing only their Indonesian stem', async () => {
    // Both hold both words, the candle holder in its name through the stem `hias` only.
    const { hits } = await named('perhiasan perak');
    expect(hits).toEqual([
      ['Sterling Silver Jewellery', 'exact'],
      ['Tempat Lilin Hias Perak', 'exact'],
    ]);
  });

  it('answers a lower bound for total when the caller does not count', async () => {
    expect((await named('teak', { limit: 2 })).total).toBe(3);
    const window = await named('teak', { limit: 2, count: false });
    expect(window.hits).toHaveLength(2);
    expect(window.total).toBe(2);
    expect((await named('teak', { limit: 2, offset: 1, count: false })).total).toBe(3);
  });
});

describe('what each hit carries', () => {
  it("reads each hit's category from the document (null without one)", async () => {
    const { t } = h;
    const writer = await t.key(['businesses.write', 'products.write']);
    const category = (await referenceIds(t)).productCategoryId;
    const business = await createBusiness(t, writer, { name: 'Zircon Traders', description_en: 'importer' });
    const filed = (
      await createProduct(t, writer, business.id, {
        name: 'Zircon pocket watch',
        description: 'gilt case',
        category_id: category,
      })
    ).id;
    const loose = (await createProduct(t, writer, business.id, { name: 'Zircon pendant', description: 'silver chain' }))
      .id;
    await h.settle();
    const result = await engine.searchProducts({
      q: 'zircon',
      limit: 20,
      offset: 0,
      filters: {},
      visibility: visibilityOf(new Set()),
    });
    expect(new Map(result.hits.map((hit) => [hit.id, hit.category]))).toEqual(
      new Map([
        [filed, category],
        [loose, null],
      ]),
    );
  });
});
