import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.js';
import { createBusiness, createProduct, fetchJson, referenceIds } from '../helpers/factories.js';

export interface SearchHarness {
  t: TestApp;
  /** Returns once every write so far is searchable (a no-op for the immediately consistent engine). */
  settle(): Promise<void>;
  close(): Promise<void>;
}

type Hit = { id: string; name: string; score: number };

/**
 * The keyword search behaviour every engine must show, through HTTP. Each engine's test file
 * calls this with a harness that builds the app on that engine.
 */
export function describeSearchBehaviour(engine: string, start: () => Promise<SearchHarness>) {
  describe(`keyword search on ${engine}`, () => {
    let h: SearchHarness;
    let key: string;
    let insider: string;
    let refs: Awaited<ReturnType<typeof referenceIds>>;
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      h = await start();
      const { t } = h;
      const writer = await t.key([
        'businesses.write',
        'products.write',
        'businesses.internal.read',
        'products.internal.read',
      ]);
      key = await t.key(['search']);
      insider = await t.key(['search', 'businesses.internal.read', 'products.internal.read']);
      refs = await referenceIds(t);
      const business = async (name: string, fields: Record<string, unknown>) =>
        (ids[name] = (await createBusiness(t, writer, { name, ...fields })).id);
      await business('PT Mebel Jepara Indah', {
        description_en: 'Teak furniture maker: dining chairs and tables for hotels',
        description_id: 'Produsen perabot jati untuk hotel dan restoran',
        category_id: refs.categoryId,
        region_id: refs.westJavaId,
      });
      await business('Jepara Furniture Gallery', {
        description_en: 'Showroom of carved furniture',
        category_id: refs.otherCategoryId,
        region_id: refs.baliId,
      });
      await business('CV Batik Pekalongan', {
        description_en: 'Hand-drawn batik fabric',
        description_id: 'Kain batik tulis halus',
        region_id: refs.baliId,
      });
      await business('Kopi Nusantara Trading', {
        description_en: 'Coffee bean exporter',
        description_id: 'Eksportir biji kopi arabika',
        country_id: refs.malaysiaId,
      });
      await business('Hidden Furniture Works', { description_en: 'Secret furniture workshop', visibility: 'internal' });
      for (let i = 1; i <= 25; i += 1)
        await business(`Rattan Weaver ${i}`, { description_en: 'Rattan baskets and mats' });
      const product = async (name: string, businessName: string, fields: Record<string, unknown>) =>
        (ids[name] = (await createProduct(t, writer, ids[businessName]!, { name, ...fields })).id);
      await product('Teak Dining Chair', 'PT Mebel Jepara Indah', {
        sku: 'MJI-CH-01',
        description: 'Solid teak chair with rattan seat',
        category_id: refs.productCategoryId,
      });
      await product('Batik Tulis Sutra', 'CV Batik Pekalongan', {
        sku: 'BTK-001',
        description: 'Silk batik, hand drawn',
      });
      await product('Prototype Lounge Chair', 'PT Mebel Jepara Indah', {
        description: 'Unreleased chair',
        status: 'draft',
      });
      await product('Hidden Workshop Chair', 'Hidden Furniture Works', { description: 'A chair nobody outside sees' });
      await h.settle();
    }, 120_000);
    afterAll(() => h?.close());

    const search = async (query: string, as = key) => {
      const res = await fetchJson(h.t, `/v1/search?${query}`, as);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body as {
        query: string;
        businesses?: { data: Hit[]; total: number };
        products?: { data: Hit[]; total: number };
      };
    };
    const names = (group?: { data: Hit[] }) => group?.data.map((hit) => hit.name) ?? [];

    it('ranks the exact name first', async () => {
      const body = await search('q=Jepara%20Furniture%20Gallery&type=business');
      expect(names(body.businesses)[0]).toBe('Jepara Furniture Gallery');
      const scores = body.businesses!.data.map((hit) => hit.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
    });

    it('returns summaries plus score as hits', async () => {
      const body = await search('q=batik');
      expect(Object.keys(body.businesses!.data[0]!).sort()).toEqual([
        'can_fulfill_orders',
        'category_id',
        'country_id',
        'description_en',
        'description_id',
        'id',
        'name',
        'region_id',
        'score',
        'slug',
        'website',
      ]);
      expect(Object.keys(body.products!.data[0]!).sort()).toEqual([
        'base_price',
        'business',
        'business_id',
        'category_id',
        'currency',
        'description',
        'id',
        'is_available',
        'name',
        'score',
        'sku',
        'slug',
        'status',
        'unit_of_measure',
      ]);
    });

    it('stems Indonesian: "perabotan" finds a description that says "perabot"', async () => {
      expect(names((await search('q=perabotan&type=business')).businesses)).toContain('PT Mebel Jepara Indah');
    });

    it('stems English: "chairs" finds a product described with "chair"', async () => {
      expect(names((await search('q=chairs&type=product')).products)).toContain('Teak Dining Chair');
    });

    it('finds a record despite one typo', async () => {
      expect(names((await search('q=pekalogan&type=business')).businesses)).toContain('CV Batik Pekalongan');
      expect(names((await search('q=furnitue&type=business')).businesses)).toContain('Jepara Furniture Gallery');
    });

    it('finds a record by a prefix of a word', async () => {
      expect(names((await search('q=pekalo&type=business')).businesses)).toContain('CV Batik Pekalongan');
      expect(names((await search('q=arabi&type=business')).businesses)).toContain('Kopi Nusantara Trading');
    });

    it('finds a product by SKU', async () => {
      expect(names((await search('q=BTK-001&type=product')).products)[0]).toBe('Batik Tulis Sutra');
    });

    it('filters businesses by category, region and country', async () => {
      expect(names((await search(`q=furniture&type=business&category_id=${refs.otherCategoryId}`)).businesses)).toEqual(
        ['Jepara Furniture Gallery'],
      );
      expect(names((await search(`q=furniture&type=business&region_id=${refs.westJavaId}`)).businesses)).toEqual([
        'PT Mebel Jepara Indah',
      ]);
      expect(names((await search(`q=kopi&type=business&country_id=${refs.malaysiaId}`)).businesses)).toEqual([
        'Kopi Nusantara Trading',
      ]);
      expect((await search(`q=kopi&type=business&country_id=${refs.indonesiaId}`)).businesses).toEqual({
        data: [],
        total: 0,
      });
    });

    it('filters products by product category and by the business region', async () => {
      expect(names((await search(`q=chair&type=product&category_id=${refs.productCategoryId}`)).products)).toEqual([
        'Teak Dining Chair',
      ]);
      expect(names((await search(`q=batik&type=product&region_id=${refs.baliId}`)).products)).toEqual([
        'Batik Tulis Sutra',
      ]);
    });

    it('never shows or counts hidden records to a key without the internal scopes', async () => {
      const visible = await search('q=chair furniture workshop');
      const hiddenNames = ['Hidden Furniture Works', 'Prototype Lounge Chair', 'Hidden Workshop Chair'];
      const all = await search('q=chair');
      for (const name of hiddenNames)
        expect([...names(all.businesses), ...names(all.products), ...names(visible.businesses)]).not.toContain(name);
      expect(all.products!.total).toBe(all.products!.data.length);
      const inside = await search('q=chair', insider);
      expect(names(inside.products)).toEqual(
        expect.arrayContaining(['Prototype Lounge Chair', 'Hidden Workshop Chair', 'Teak Dining Chair']),
      );
      expect(inside.products!.total).toBe(all.products!.total + 2);
      expect(names((await search('q=furniture&type=business', insider)).businesses)).toContain(
        'Hidden Furniture Works',
      );
    });

    it('pages through results without repeats', async () => {
      const seen: string[] = [];
      for (const offset of [0, 10, 20]) {
        const page = (await search(`q=rattan&type=business&limit=10&offset=${offset}`)).businesses!;
        expect(page.total).toBe(25);
        seen.push(...page.data.map((hit) => hit.id));
      }
      expect(seen).toHaveLength(25);
      expect(new Set(seen).size).toBe(25);
      expect((await search('q=rattan&type=business&limit=10&offset=40')).businesses).toEqual({ data: [], total: 25 });
    });

    it('returns only the groups that type asks for', async () => {
      expect(Object.keys(await search('q=batik')).sort()).toEqual(['businesses', 'products', 'query']);
      expect(Object.keys(await search('q=batik&type=business')).sort()).toEqual(['businesses', 'query']);
      expect(Object.keys(await search('q=batik&type=product')).sort()).toEqual(['products', 'query']);
      expect((await search('q=batik')).query).toBe('batik');
    });

    it('answers an empty group for words nothing matches', async () => {
      expect((await search('q=zzqxv')).businesses).toEqual({ data: [], total: 0 });
    });

    it('refuses a missing or empty q, an unknown type and a malformed filter with 400', async () => {
      const bad = async (query: string) => (await fetchJson(h.t, `/v1/search?${query}`, key)).body;
      expect(await bad('type=business')).toEqual({ error: 'q: is required' });
      expect(await bad('q=%20%20')).toEqual({ error: 'q: must not be empty' });
      expect(await bad('q=x&type=shop')).toEqual({ error: 'type: must be one of: business, product, all' });
      expect(await bad('q=x&region_id=bali')).toEqual({ error: 'region_id: must be a UUID' });
    });

    it('needs the search scope', async () => {
      const res = await fetchJson(h.t, '/v1/search?q=batik', await h.t.key(['businesses.read']));
      expect(res).toEqual({ status: 403, body: { error: 'Forbidden: search required' } });
    });
  });
}
