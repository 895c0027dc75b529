import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEES_ALL } from '../../../src/access/visibility.js';
import type { SearchRequest } from '../../../src/engines/engine.js';
import { createPostgresEngine } from '../../../src/engines/postgres-engine.js';
import { transpositions } from '../../../src/engines/query-text.js';
import { MIN_CORRECTION_SHARE } from '../../../src/engines/spelling.js';
import type { TestApp } from '../../helpers/app.js';
import { startTestApp } from '../../helpers/app.js';
import { createBusiness, createProduct, referenceIds } from '../../helpers/factories.js';

/**
 * How the Postgres keyword engine degrades: transpositions as one edit, most words required
 * rather than all, no correction of an unknown word into an unrelated one, and the match quality
 * of each hit. Records are written through the API (so the search triggers run) and searched
 * through the engine itself, to read each hit's match quality.
 */
describe('Postgres keyword engine: graceful degradation', () => {
  let t: TestApp;
  let engine: ReturnType<typeof createPostgresEngine>;
  const ids: Record<string, string> = {};
  // One product per word; the transposition table below swaps every neighbouring pair of each.
  const WORDS = ['table', 'coffee', 'kita', 'lantern', 'bed', 'sandal'];
  // Records holding the common one of two readings of a typo: the rare one's single record is under MIN_CORRECTION_SHARE of them.
  const COMMON_READING_RECORDS = Math.floor(1 / MIN_CORRECTION_SHARE) + 1;

  beforeAll(async () => {
    t = await startTestApp();
    engine = createPostgresEngine(t.database.db);
    const writer = await t.key(['businesses.write', 'products.write']);
    const business = (await createBusiness(t, writer, { name: 'Workshop', description_en: 'maker' })).id;
    const product = async (name: string, description: string) =>
      (ids[name] = (await createProduct(t, writer, business, { name, description })).id);
    for (const word of WORDS) await product(`Item ${word}`, 'plain');
    await product('Teak Chair', 'solid teak wood');
    await product('Teak Chair Rattan Seat', 'teak with rattan');
    await product('Sorbet Maker', 'a sorbet machine beside the chair');
    await product('Rattan Chain', 'rattan links');
    await product('Rattan Chair', 'woven rattan');
    await product('Oak Desk', 'solid oak');
    await product('Lame Fabric Roll', 'a shiny drape for an oak desk');
    await product('Brass Lamp', 'bright');
    await product('Cotton Blanket', 'warm');
    await product('Blanked Cover Plate', 'closes an opening');
    // The same word in a short description and, twice, in a long one (neither name holds it).
    await product('Garden Bench', 'a walnut bench');
    const filler = Array.from({ length: 120 }, (_, index) => `part${index}`).join(' ');
    await product('Storage Cabinet', `walnut finish ${filler} walnut handles`);
    // Two readings one edit from `drovyl`: "drovel", held by enough records that the one holding
    // "drovil" is under MIN_CORRECTION_SHARE of them.
    for (let index = 0; index < COMMON_READING_RECORDS; index += 1) await product(`Drovel Tool ${index}`, 'plain');
    await product('Drovil Tool', 'plain');
  }, 120_000);
  afterAll(() => t?.close());

  const search = (q: string, extra: Partial<SearchRequest> = {}) =>
    engine.searchProducts({ q, limit: 20, offset: 0, filters: {}, visibility: SEES_ALL, ...extra });
  const nameOf = (id: string) => Object.entries(ids).find(([, value]) => value === id)?.[0];

  const transposed = WORDS.flatMap((word) => transpositions(word).map((variant) => [word, variant] as const));
  it.each(transposed)('finds "%s" from the transposition "%s" (one edit), as a fuzzy match', async (word, variant) => {
    const result = await search(variant);
    expect(nameOf(result.hits[0]!.id)).toBe(`Item ${word}`);
    expect(result.hits[0]!.match).toBe('fuzzy');
  });

  it('finds a record holding most words of a longer query, those holding more first', async () => {
    // Three words: two required. "seat" is only in one record's name.
    const result = await search('teak chair seat');
    const names = result.hits.map((hit) => nameOf(hit.id));
    expect(names[0]).toBe('Teak Chair Rattan Seat');
    expect(names).toContain('Teak Chair');
    // Holding every word is exact; holding only most of them is partial, whatever else.
    expect(result.hits.find((hit) => nameOf(hit.id) === 'Teak Chair Rattan Seat')!.match).toBe('exact');
    expect(result.hits.find((hit) => nameOf(hit.id) === 'Teak Chair')!.match).toBe('partial');
    // Two words: both required (what the trigram fallback then finds by name is fuzzy).
    const both = await search('teak lantern');
    expect(both.hits.map((hit) => nameOf(hit.id))).not.toContain('Teak Chair');
    expect(both.hits.every((hit) => hit.match === 'fuzzy')).toBe(true);
  });

  it('does not correct an unknown word into an unrelated indexed word', async () => {
    // "zorbex" is within two edits of "sorbet" but shares almost no trigram with it: the sorbet
    // maker (which mentions a chair) must not be pulled in as matching two words of three.
    const result = await search('teak chair zorbex');
    const names = result.hits.map((hit) => nameOf(hit.id));
    expect(names.slice(0, 2).sort()).toEqual(['Teak Chair', 'Teak Chair Rattan Seat']);
    expect(names).not.toContain('Sorbet Maker');
    // A real typo of the same word is still corrected.
    expect((await search('sorbte')).hits.map((hit) => nameOf(hit.id))).toEqual(['Sorbet Maker']);
  });

  it('takes a word the vocabulary holds as meant: a record holding only a correction of it ranks as not holding it', async () => {
    // "lamp" is indexed (Brass Lamp), and "lame" is one edit from it. The fabric roll holds "oak"
    // and "desk" in its description and "lame" in its name: found, but counting two words of
    // three, like the Oak Desk, which holds them in its name and so ranks first.
    const result = await search('oak desk lamp');
    const names = result.hits.map((hit) => nameOf(hit.id));
    expect(names.slice(0, 2)).toEqual(['Oak Desk', 'Lame Fabric Roll']);
    // A known word only through a correction is not held: both hold most of the words, partial.
    expect(result.hits.map((hit) => hit.match).slice(0, 2)).toEqual(['partial', 'partial']);
    // A word the vocabulary lacks is a typo, and its correction counts: "lampx" → "lamp", "lame".
    const typo = await search('brass lampx');
    expect(nameOf(typo.hits[0]!.id)).toBe('Brass Lamp');
  });

  it('corrects a misspelt word to its closest readings only, as Elasticsearch fuzzes it', async () => {
    // `blankte`: "blanket" is one edit away (a swapped pair), "blanked" two: the blanket alone.
    const result = await search('blankte');
    expect(result.hits.map((hit) => [nameOf(hit.id), hit.match])).toEqual([['Cotton Blanket', 'fuzzy']]);
  });

  it('does not search a reading far rarer than another as close: the typo is a slip on the common word', async () => {
    const result = await search('drovyl');
    expect(result.hits.map((hit) => nameOf(hit.id)).sort()).toEqual(
      Array.from({ length: COMMON_READING_RECORDS }, (_, index) => `Drovel Tool ${index}`),
    );
    expect(result.hits.every((hit) => hit.match === 'fuzzy')).toBe(true);
  });

  it('ranks exact matches above fuzzy ones and says which is which', async () => {
    // "chiar" is no indexed word: its corrections are what the buyer meant, a fuzzy match.
    const typo = await search('rattan chiar');
    expect(typo.hits.map((hit) => [nameOf(hit.id), hit.match])).toContainEqual(['Rattan Chair', 'fuzzy']);
    // "chain" is within one edit of the indexed "chair": both are found, the exact first, and
    // the chain, holding the known word only through a correction of it, is partial (both words
    // required: the fusion weighs it as one holding most of the words, not as a typo's fix).
    const result = await search('rattan chair');
    const byName = Object.fromEntries(result.hits.map((hit) => [nameOf(hit.id), hit]));
    expect(byName['Rattan Chair']!.match).toBe('exact');
    expect(byName['Rattan Chain']!.match).toBe('partial');
    expect(byName['Rattan Chair']!.score).toBeGreaterThan(byName['Rattan Chain']!.score);
  });

  it('marks records found only through a synonym as expanded, below the exact ones', async () => {
    const expansions = [{ matched: 'kursi', start: 0, words: 1, terms: ['chair'] }];
    const result = await search('kursi', { expansions });
    expect(result.hits.length).toBeGreaterThan(0);
    expect(result.hits.every((hit) => hit.match === 'expanded')).toBe(true);
    const mixed = await search('rattan kursi', {
      expansions: [{ matched: 'kursi', start: 1, words: 1, terms: ['chair'] }],
    });
    expect(
      mixed.hits
        .slice(0, 2)
        .map((hit) => nameOf(hit.id))
        .sort(),
    ).toEqual(['Rattan Chair', 'Teak Chair Rattan Seat']);
    expect(mixed.hits.slice(0, 2).map((hit) => hit.match)).toEqual(['expanded', 'expanded']);
    // The same record found through the own words scores above its expanded match.
    const exact = (await search('rattan chair')).hits.find((hit) => hit.id === mixed.hits[0]!.id)!;
    expect(exact.match).toBe('exact');
    expect(exact.score).toBeGreaterThan(mixed.hits[0]!.score);
  });

  it('weighs a word by the length of the text it is found in: a short description holding it once ranks above a long one holding it twice', async () => {
    const result = await search('walnut');
    expect(result.hits.map((hit) => nameOf(hit.id))).toEqual(['Garden Bench', 'Storage Cabinet']);
    expect(result.hits[0]!.score).toBeGreaterThan(result.hits[1]!.score);
  });

  it('counts exactly, and with count: false answers at least its window (the trigram fallback skips its count)', async () => {
    const counted = await search('rattan', { limit: 1 });
    expect(counted.total).toBe(3);
    const windowed = await search('rattan', { limit: 1, count: false });
    expect(windowed.hits).toEqual(counted.hits);
    expect(windowed.total).toBeGreaterThanOrEqual(1);
    expect(windowed.total).toBeLessThanOrEqual(3);
    const fallback = await search('rattanchai', { limit: 1 });
    expect(fallback.total).toBeGreaterThan(1);
    expect((await search('rattanchai', { limit: 1, count: false })).total).toBe(1);
  });

  it('answers a later page as the same slice of one long page, with the same total', async () => {
    const all = await search('item', { limit: 50 });
    const second = await search('item', { limit: 2, offset: 2 });
    expect(second.hits.map((hit) => hit.id)).toEqual(all.hits.slice(2, 4).map((hit) => hit.id));
    expect(second.total).toBe(all.total);
  });

  it("asks the database for a word's lexemes once per process, with the same answers", async () => {
    // The engine over the same database, counting the statements that read lexemes.
    const dialect = new PgDialect();
    const lexemeReads: string[][] = [];
    const db = t.database.db;
    const counting = new Proxy(db, {
      get(target, property, receiver) {
        if (property !== 'execute') return Reflect.get(target, property, receiver);
        return (query: SQL) => {
          const { sql: text, params } = dialect.sqlToQuery(query);
          if (text.includes('tsvector_to_array')) lexemeReads.push(params[0] as string[]);
          return target.execute(query);
        };
      },
    });
    const remembering = createPostgresEngine(counting);
    const request = (q: string) => ({ q, limit: 20, offset: 0, filters: {}, visibility: SEES_ALL });
    const first = await remembering.searchProducts(request('rattan chair'));
    // The query's words and their corrections' (chair: chain), in one statement.
    expect(lexemeReads).toHaveLength(1);
    expect(lexemeReads[0]).toEqual(expect.arrayContaining(['rattan', 'chair']));
    const again = await remembering.searchProducts(request('rattan chair'));
    const other = await remembering.searchBusinesses(request('chair rattan'));
    expect(lexemeReads).toHaveLength(1);
    // Only the word not seen before is asked for; stop words are remembered as such.
    const more = await remembering.searchProducts(request('the teak chair'));
    expect(lexemeReads).toHaveLength(2);
    expect(lexemeReads[1]).toEqual(expect.arrayContaining(['the', 'teak']));
    expect(lexemeReads[1]!.filter((word) => lexemeReads[0]!.includes(word))).toEqual([]);
    expect(again).toEqual(first);
    expect(other).toEqual(await engine.searchBusinesses(request('chair rattan')));
    expect(more).toEqual(await engine.searchProducts(request('the teak chair')));
    expect(more.hits.length).toBeGreaterThan(0);
  });

  it("reads each hit's category with it, on full-text and trigram matches (null without one)", async () => {
    const writer = await t.key(['businesses.write', 'products.write']);
    const category = (await referenceIds(t)).productCategoryId;
    const business = (await createBusiness(t, writer, { name: 'Zircon Traders', description_en: 'importer' })).id;
    const filed = (
      await createProduct(t, writer, business, {
        name: 'Zircon pocket watch',
        description: 'gilt case',
        category_id: category,
      })
    ).id;
    const loose = (await createProduct(t, writer, business, { name: 'Zircon pendant', description: 'silver chain' }))
      .id;
    const fullText = await search('zircon');
    expect(new Map(fullText.hits.map((hit) => [hit.id, hit.category]))).toEqual(
      new Map([
        [filed, category],
        [loose, null],
      ]),
    );
    // Joined words match no lexeme: the trigram fallback on names answers.
    const trigram = await search('zirconpocketwatch');
    expect(trigram.hits.map((hit) => [hit.id, hit.match, hit.category])).toContainEqual([filed, 'fuzzy', category]);
  });
});
