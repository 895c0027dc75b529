// Answers a buyer can trust, over HTTP on a real database: a price limit is a filter every listed
// product keeps (never keywords); when nothing keeps every constraint the least important one is
// relaxed and the answer says so; a limit that cannot be read is named, never guessed; the nearest
// records are announced as alternatives; a multi-word term is one item; and the listed suppliers
// are the owners of the listed products. In both languages.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createBusiness, createProduct, referenceIds } from '../helpers/factories.js';
import { agentApp, ask } from './harness.js';

let t: TestApp;
let app: FastifyInstance;
let key: string;
const owner: Record<string, string> = {};

interface Card {
  id: string;
  name: string;
  base_price: string | null;
  currency: string;
  business: { id: string };
}

beforeAll(async () => {
  t = await startTestApp();
  const ids = await referenceIds(t);
  const writer = await t.key(['businesses.write', 'products.write']);
  const business = async (name: string, description: string, regionId: string | null = null) => {
    const created = await createBusiness(t, writer, {
      name,
      description_en: description,
      country_id: ids.indonesiaId,
      ...(regionId ? { region_id: regionId } : {}),
    });
    owner[name] = created.id;
    return created.id;
  };
  const bali = await business('CV Kaos Bali Murni', 'Cotton apparel supplier', ids.baliId);
  const bandung = await business('PT Konveksi Bandung Raya', 'Apparel and uniforms', ids.westJavaId);
  const premium = await business('PT Busana Premium Nusantara', 'Premium apparel');
  const importer = await business('Global Tee Importers', 'Imported apparel');
  const spice = await business('UD Rempah Putih Lestari', 'Spice trader');
  const cinnamon = await business('CV Kayu Manis Kerinci', 'Spice grower');
  const carver = await business('PT Ukir Kayu Jepara', 'Wood carving workshop');
  const energy = await business('PT Energi Hotel Sejahtera', 'Energy supplier for hotels');
  await createProduct(t, writer, bali, { name: 'Plain cotton T-shirt', base_price: 45000 });
  await createProduct(t, writer, bandung, { name: 'Basic T-shirt for uniforms', base_price: 30000 });
  await createProduct(t, writer, bandung, { name: 'Kaos polos anak', base_price: 27500 });
  await createProduct(t, writer, premium, { name: 'Premium T-shirt', base_price: 98500 });
  await createProduct(t, writer, premium, { name: 'Designer T-shirt', base_price: 279000 });
  await createProduct(t, writer, importer, { name: 'Imported T-shirt', base_price: 3, currency: 'USD' });
  await createProduct(t, writer, spice, { name: 'White pepper', base_price: 120000, unit_of_measure: 'kg' });
  await createProduct(t, writer, cinnamon, { name: 'Cinnamon sticks', base_price: 65000, unit_of_measure: 'kg' });
  await createProduct(t, writer, carver, { name: 'Teak wood carving', base_price: 850000 });
  await createProduct(t, writer, energy, { name: 'Hotel energy audit', base_price: 5000000 });
  app = await agentApp(t);
  key = await t.key(['agent.query', 'search', 'businesses.read', 'products.read', 'categories.read']);
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const query = async (question: string) => {
  const { status, body } = await ask(app, key, { question });
  expect(status).toBe(200);
  return body.data as {
    plan: { price: unknown; keywords: string; unread?: string[] };
    results: { businesses: Array<{ id: string; name: string }>; products: Card[] };
    match: string;
    relaxed: string[];
    answer: string;
    language: string;
  };
};
const names = (cards: Array<{ name: string }>) => cards.map((card) => card.name).sort();
/** The listed businesses are exactly the owners of the listed products. */
const expectOwners = (data: Awaited<ReturnType<typeof query>>) =>
  expect(data.results.businesses.map((business) => business.id).sort()).toEqual(
    [...new Set(data.results.products.map((product) => product.business.id))].sort(),
  );

describe('price limits', () => {
  it.each([
    ['t-shirts under 50,000 rupiah', 'en', 'Every listed product is priced at most Rp 50,000.'],
    ['kaos di bawah 50 ribu', 'id', 'Semua produk yang tercantum berharga paling mahal Rp 50.000.'],
    ['kaos maksimal 50rb', 'id', 'Semua produk yang tercantum berharga paling mahal Rp 50.000.'],
  ])('"%s" lists only products at or under the limit, and their owners', async (question, language, sentence) => {
    const data = await query(question);
    expect(data.language).toBe(language);
    expect(data.plan.price).toEqual({ min: null, max: 50000, currency: 'IDR', per_unit: null });
    expect(data.plan.keywords).not.toMatch(/50|ribu|rb|rupiah|under|bawah|maksimal/);
    expect(data.match).toBe('exact');
    expect(data.relaxed).toEqual([]);
    expect(data.results.products.length).toBeGreaterThan(0);
    for (const product of data.results.products) {
      expect(product.currency).toBe('IDR');
      expect(Number(product.base_price)).toBeLessThanOrEqual(50000);
    }
    expect(names(data.results.products)).toEqual(
      expect.arrayContaining(['Basic T-shirt for uniforms', 'Plain cotton T-shirt']),
    );
    expectOwners(data);
    expect(data.answer).toContain(sentence);
  });

  it('a floor and a ceiling together keep both', async () => {
    const data = await query('t-shirts between 40k and 100k');
    expect(data.plan.price).toEqual({ min: 40000, max: 100000, currency: 'IDR', per_unit: null });
    expect(names(data.results.products)).toEqual(['Plain cotton T-shirt', 'Premium T-shirt']);
    expectOwners(data);
  });

  it('a limit in another currency compares only products in that currency', async () => {
    const data = await query('t-shirts under USD 5');
    expect(data.plan.price).toEqual({ min: null, max: 5, currency: 'USD', per_unit: null });
    expect(names(data.results.products)).toEqual(['Imported T-shirt']);
    expect(data.results.businesses.map((business) => business.id)).toEqual([owner['Global Tee Importers']]);
  });

  it('relaxes the price when nothing keeps it, and says so in the language asked', async () => {
    const en = await query('t-shirts under 10,000 rupiah');
    expect(en.relaxed).toEqual(['price']);
    expect(en.match).toBe('exact');
    expect(en.results.products.length).toBeGreaterThan(0);
    expect(en.answer).toContain('Nothing met every condition, so the price limit (at most Rp 10,000) was not applied.');
    expect(en.answer).not.toContain('Every listed product is priced');
    const id = await query('kaos di bawah 10 ribu');
    expect(id.relaxed).toEqual(['price']);
    expect(id.answer).toContain('batas harga (paling mahal Rp 10.000) tidak diterapkan');
  });

  it('relaxes the area before the price', async () => {
    const data = await query('t-shirts in Bali under 40,000 rupiah');
    // In Bali only a Rp 45,000 shirt exists; under the limit only shirts elsewhere.
    expect(data.relaxed).toEqual(['region']);
    expect(names(data.results.products)).toContain('Basic T-shirt for uniforms');
    for (const product of data.results.products) expect(Number(product.base_price)).toBeLessThanOrEqual(40000);
    expect(data.answer).toContain('so the area was not applied');
    expectOwners(data);
  });

  it.each([
    ['cheap t-shirts', 'en', ['cheap'], 'I did not use "cheap"'],
    ['kaos yang murah', 'id', ['murah'], 'Kata "murah" tidak dipakai'],
    ['t-shirts under 50', 'en', ['under 50'], 'I did not use "under 50"'],
    ['kaos di bawah 50.00.0', 'id', ['di bawah 50.00.0'], 'Kata "di bawah 50.00.0" tidak dipakai'],
  ])('"%s": a limit it cannot read is named and never guessed', async (question, language, unread, sentence) => {
    const data = await query(question);
    expect(data.language).toBe(language);
    expect(data.plan.price).toBeNull();
    expect(data.plan.unread).toEqual(unread);
    expect(data.plan.keywords).not.toMatch(/cheap|murah|under|bawah|50/);
    expect(data.answer).toContain(sentence);
    // Unfiltered: the dearer shirts are listed too.
    expect(names(data.results.products)).toEqual(expect.arrayContaining(['Premium T-shirt']));
  });
});

describe('honest matches', () => {
  it.each([
    ['black pepper', 'en', 'No exact match for "black pepper" found'],
    ['lada hitam', 'id', 'Tidak ditemukan "lada hitam" yang persis'],
  ])(
    '"%s": the nearest record is announced as an alternative before it is named',
    async (question, language, preface) => {
      const data = await query(question);
      expect(data.language).toBe(language);
      expect(data.match).toBe('alternatives');
      expect(names(data.results.products)).toEqual(['White pepper']);
      expect(data.answer.startsWith(preface)).toBe(true);
      expect(data.answer.indexOf(preface)).toBeLessThan(data.answer.indexOf('White pepper'));
    },
  );

  it('"white pepper" is the item', async () => {
    const data = await query('white pepper');
    expect(data.match).toBe('exact');
    expect(data.answer).not.toContain('No exact match');
  });

  it('nothing close is none', async () => {
    const data = await query('cashew nuts');
    expect(data.match).toBe('none');
    expect(data.results.products).toEqual([]);
    expect(data.results.businesses).toEqual([]);
  });

  it('"kayu manis" is cinnamon, one term: never the wood carver', async () => {
    for (const question of ['pemasok kayu manis', 'who sells kayu manis']) {
      const data = await query(question);
      expect(data.plan.keywords).toBe('kayu manis');
      expect(data.match).toBe('exact');
      expect(names(data.results.products)).toEqual(['Cinnamon sticks']);
      expect(data.results.businesses.map((business) => business.id)).toEqual([owner['CV Kayu Manis Kerinci']]);
    }
  });

  it('lists no supplier that owns none of the listed products', async () => {
    const data = await query('supplier kaos untuk hotel');
    expect(data.results.products.length).toBeGreaterThan(0);
    expect(data.results.businesses.map((business) => business.id)).not.toContain(owner['PT Energi Hotel Sejahtera']);
    expectOwners(data);
  });

  it('a question for suppliers alone lists them from business search', async () => {
    const data = await query('suppliers in Bali');
    expect(data.results.products).toEqual([]);
    expect(data.relaxed).toEqual([]);
    expect(data.results.businesses.map((business) => business.id)).toEqual([owner['CV Kaos Bali Murni']]);
  });
});
