import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBusiness, createProduct, fetchJson } from '../helpers/factories.js';
import type { SearchHarness } from './search-behaviour.js';

type Hit = { id: string; name: string; score: number };
type Group = { data: Hit[]; total: number };

/**
 * Synonym groups applied by a keyword engine, through HTTP: a query word finds its group's terms
 * as well as itself, a record holding the word itself ranks above one found only through a
 * synonym, the other words of the query stay required, and a phrase term matches as a phrase.
 * Uses the default lexicon's `chair, kursi` and `teak, jati, kayu jati`, plus one group it adds.
 */
export function describeSynonymSearch(engine: string, start: () => Promise<SearchHarness>) {
  describe(`synonyms in keyword search on ${engine}`, () => {
    let h: SearchHarness;
    let key: string;

    beforeAll(async () => {
      h = await start();
      const { t } = h;
      const writer = await t.key(['businesses.write', 'products.write']);
      key = await t.key(['search']);
      // A group of this test's own, with a phrase on each side.
      await t.services.synonyms.add('meja makan, dining table');
      await t.services.synonyms.add('tirai jendela, window blind');
      await t.services.synonyms.add('tas kulit, leather bag');
      await t.services.synonyms.add('kulit sapi, cowhide');
      await t.services.synonyms.add('wallet, billfold');
      const business = await createBusiness(t, writer, {
        name: 'CV Mebel Sentosa',
        description_en: 'Furniture workshop',
      });
      const product = (name: string, description: string) =>
        createProduct(t, writer, business.id, { name, description });
      await product('Kursi Rotan Klasik', 'Kursi rotan anyaman tangan');
      await product('Teak Dining Chair', 'Solid teak chair with armrests');
      await product('Oak Dining Table', 'Round oak table for six');
      await product('Bamboo Side Table', 'Light bamboo furniture, a table near the dining room');
      await product('Window Blind for Sedans', 'Keeps the sun off the side glass');
      await product('Car Wash Shampoo', 'Foam for a clean car');
      await product('Cowhide Wallet', 'Slim wallet with six card slots');
      await product('Brown Leather Bag', 'Roomy shoulder strap');
      await product('Suede Billfold', 'Two note sections and a coin pocket');
      await product('Luggage Tag', 'An address card holder');
      await product('Minute Timer', 'A kitchen countdown');
      await product('Farm Fresh Eggs', 'A tray of thirty');
      await product('Minced Beef Meat', 'Half a kilo, chilled');
      await h.settle();
    }, 120_000);
    afterAll(() => h?.close());

    const response = async (path: string, q: string) => {
      const res = await fetchJson(h.t, `${path}?type=product&q=${encodeURIComponent(q)}`, key);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body as { query_terms?: string[][]; products: Group };
    };
    const products = async (path: string, q: string): Promise<Group> => (await response(path, q)).products;
    const names = (group: Group) => group.data.map((hit) => hit.name);

    it('finds a product described only in English from its Indonesian word, below the one holding the word itself', async () => {
      const found = await products('/v1/search', 'kursi');
      expect(names(found)).toEqual(['Kursi Rotan Klasik', 'Teak Dining Chair']);
      expect(found.total).toBe(2);
      expect(found.data[0]!.score).toBeGreaterThan(found.data[1]!.score);
    });

    it('finds it from the English word too, the Indonesian-only product ranked below', async () => {
      expect(names(await products('/v1/search', 'chair'))).toEqual(['Teak Dining Chair', 'Kursi Rotan Klasik']);
    });

    it('keeps the other words of the query required: a synonym stands for its own word only', async () => {
      // kursi → chair, jati → teak: only the teak chair holds both meanings.
      expect(names(await products('/v1/search', 'kursi jati'))).toEqual(['Teak Dining Chair']);
      expect(names(await products('/v1/search', 'kursi oak'))).toEqual([]);
    });

    it('matches a phrase term as a phrase, not as its words anywhere', async () => {
      // "dining" and "table" both appear in the bamboo table's text, but not together.
      expect(names(await products('/v1/search', 'meja makan'))).toEqual(['Oak Dining Table']);
    });

    it("counts a phrase's term for every word of the phrase: a synonym never makes a query stricter", async () => {
      // Three words, two required: the blind holds "window blind" for "tirai jendela" and no word
      // for "mobil"; the shampoo holds "car" for "mobil" and nothing else, one word of three.
      expect(names(await products('/v1/search', 'mobil tirai jendela'))).toEqual(['Window Blind for Sedans']);
      expect(names(await products('/v1/search', 'tirai jendela'))).toEqual(['Window Blind for Sedans']);
    });

    it('applies overlapping phrases both: a word between them counts through the terms of either', async () => {
      // "tas kulit" (leather bag) and "kulit sapi" (cowhide) overlap on "kulit". Taking the first
      // phrase only left "sapi" alone, and the wallet held one word of three.
      expect(names(await products('/v1/search', 'tas kulit sapi')).sort()).toEqual([
        'Brown Leather Bag',
        'Cowhide Wallet',
      ]);
      expect((await response('/v1/search', 'tas kulit sapi')).query_terms).toEqual([
        ['tas kulit', 'leather bag'],
        ['kulit sapi', 'cowhide'],
      ]);
    });

    it("reads a misspelt word's synonyms through its correction, below the records holding the correction itself", async () => {
      // `walet` is no word of the directory; read as "wallet", it brings in "billfold" too.
      const typo = await response('/v1/search', 'walet');
      expect(names(typo.products)).toEqual(['Cowhide Wallet', 'Suede Billfold']);
      const [typed] = (await response('/v1/search', 'wallet')).query_terms!;
      expect(typed).toContain('billfold');
      expect(typo.query_terms).toEqual([['walet', ...typed!]]);
      // The misspelt word's other words stay required, and a word typed right keeps its own terms.
      expect(names(await products('/v1/search', 'suede walet'))).toEqual(['Suede Billfold']);
      expect(names(await products('/v1/hybrid-search', 'walet'))).toEqual(['Cowhide Wallet', 'Suede Billfold']);
    });

    it("reads a misspelt word of an Indonesian query as the lexicon's, and searches its groups", async () => {
      // No record holds `tas` or `kulit`: `kulti` is read as "kulit", the lexicon's (the operator's
      // group added above, so the lexicon's words follow its changes), and `tas kulit` brings in
      // "leather bag".
      const typo = await response('/v1/search', 'tas kulti');
      expect(names(typo.products)).toContain('Brown Leather Bag');
      expect(typo.query_terms![0]!.slice(0, 3)).toEqual(['tas kulti', 'tas kulit', 'leather bag']);
      // A query with a word the directory holds reads the others only as the directory's words:
      // `kulti` is not read as "kulit" (leather, kulit) beside `brown`.
      expect((await response('/v1/search', 'brown kulti')).query_terms?.flat() ?? []).not.toContain('kulit');
      expect((await response('/v1/search', 'kulti')).query_terms?.flat()).toContain('kulit');
    });

    it("takes a word the lexicon holds, or reads as the lexicon's, as meant in an Indonesian query, not as a typo of a directory word", async () => {
      // `tas` (a bag) is one edit from the tag's "tag": alone, or beside another lexicon word, it
      // is Indonesian, so its corrections are not searched.
      for (const q of ['tas', 'tas kulit']) {
        expect(names(await products('/v1/search', q))).not.toContain('Luggage Tag');
        expect(names(await products('/v1/hybrid-search', q))).not.toContain('Luggage Tag');
      }
      expect(names(await products('/v1/search', 'tas kulit'))).toEqual(['Brown Leather Bag']);
      // Beside a word the directory holds, it is read as the directory's "tag".
      expect(names(await products('/v1/search', 'luggage tas'))).toEqual(['Luggage Tag']);
      // `minuum` reads as the lexicon's `minum` (to drink, one edit), so the directory's "minute"
      // (two edits) is not searched; beside a word the directory holds, it is.
      expect(names(await products('/v1/search', 'minuum'))).not.toContain('Minute Timer');
      expect(names(await products('/v1/search', 'timer minuum'))).toEqual(['Minute Timer']);
    });

    it('reaches from a term of the default lexicon written for one thing a name lists that thing only', async () => {
      // Meat, Seafood & Eggs: `telur` is the eggs' term, `daging` the meat's.
      for (const path of ['/v1/search', '/v1/hybrid-search']) {
        expect(names(await products(path, 'telur')), path).toEqual(['Farm Fresh Eggs']);
        expect(names(await products(path, 'daging')), path).toEqual(['Minced Beef Meat']);
      }
    });

    it('expands the keyword leg of hybrid search the same way', async () => {
      const res = await fetchJson(h.t, `/v1/hybrid-search?type=product&q=kursi`, key);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.products.data.map((hit: Hit) => hit.name)).toEqual(['Kursi Rotan Klasik', 'Teak Dining Chair']);
    });

    it('says which terms it searched, per word or phrase of the query, and nothing when no group applied', async () => {
      // (the default lexicon has a group of its own for "meja makan" too)
      const [phrase, word] = (await response('/v1/search', 'Meja Makan jati')).query_terms!;
      expect(phrase![0]).toBe('meja makan');
      expect(phrase).toContain('dining table');
      expect(word).toEqual(['jati', 'teak', 'kayu jati']);
      expect((await response('/v1/search', 'kursi anyaman')).query_terms).toEqual([['kursi', 'chair'], ['anyaman']]);
      expect((await response('/v1/hybrid-search', 'kursi')).query_terms).toEqual([['kursi', 'chair']]);
      const plain = await response('/v1/search', 'anyaman');
      expect(plain).not.toHaveProperty('query_terms');
      expect(names(plain.products)).toEqual(['Kursi Rotan Klasik']);
    });
  });
}
