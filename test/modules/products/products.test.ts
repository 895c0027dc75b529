import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.js';
import { eventRecorder } from '../../helpers/events.js';
import { createBusiness, createProduct, fetchJson, referenceIds, send } from '../../helpers/factories.js';

let t: TestApp;
let writer: string;
let reader: string;
let business: Awaited<ReturnType<typeof createBusiness>>;
let refs: Awaited<ReturnType<typeof referenceIds>>;
let events: ReturnType<typeof eventRecorder>;

beforeAll(async () => {
  t = await startTestApp();
  writer = await t.key([
    'businesses.write',
    'products.read',
    'products.write',
    'products.internal.read',
    'businesses.internal.read',
  ]);
  reader = await t.key(['products.read']);
  refs = await referenceIds(t);
  business = await createBusiness(t, writer, { name: 'Pabrik Kain Bandung', region_id: refs.westJavaId });
  events = eventRecorder(t.services.outbox, t.database.db);
  await events.take();
});
afterAll(() => t.close());

const countProducts = async () => (await fetchJson(t, '/v1/products?limit=1', writer)).body.total as number;

describe('POST /v1/products', () => {
  it('creates a product with variants, tiers and the business summary embedded', async () => {
    const input = {
      business_id: business.id,
      name: 'Batik Cotton Fabric',
      description: 'Hand-stamped batik cap on cotton',
      base_price: 225000000,
      unit_of_measure: 'roll',
      sku: 'BTK-001',
      category_id: refs.productCategoryId,
      images: ['https://cdn.example/batik.jpg'],
      specifications: { width_cm: 115, material: 'cotton' },
      moq: 10,
      variants: [
        { name: 'Indigo', sku: 'BTK-001-IN', attributes: { colour: 'indigo' }, price: 230000000.5 },
        { name: 'Sogan', currency: 'usd', price: '15000.25', is_available: false },
      ],
      product_pricing_tiers: [
        { min_quantity: 51, max_quantity: null, unit_price: 200000000 },
        { min_quantity: 10, max_quantity: 50, unit_price: '215000000.0000' },
      ],
    };
    const { status, body } = await send(t, 'POST', '/v1/products', writer, input);
    expect(status).toBe(201);
    const product = body.data;
    expect(product).toMatchObject({
      business_id: business.id,
      name: 'Batik Cotton Fabric',
      slug: 'batik-cotton-fabric',
      base_price: 225000000,
      currency: 'IDR',
      unit_of_measure: 'roll',
      status: 'active',
      is_available: true,
      specifications: { width_cm: 115, material: 'cotton' },
      business: {
        id: business.id,
        name: 'Pabrik Kain Bandung',
        slug: business.slug,
        country_id: refs.indonesiaId,
        region_id: refs.westJavaId,
      },
    });
    expect(product.variants).toEqual([
      {
        id: expect.any(String),
        name: 'Indigo',
        sku: 'BTK-001-IN',
        attributes: { colour: 'indigo' },
        price: 230000000.5,
        currency: 'IDR',
        is_available: true,
      },
      {
        id: expect.any(String),
        name: 'Sogan',
        sku: null,
        attributes: {},
        price: 15000.25,
        currency: 'USD',
        is_available: false,
      },
    ]);
    // Tiers come back ordered by quantity, amounts exact.
    expect(product.product_pricing_tiers.map(({ id: _id, ...tier }: { id: string }) => tier)).toEqual([
      { min_quantity: 10, max_quantity: 50, unit_price: 215000000, currency: 'IDR' },
      { min_quantity: 51, max_quantity: null, unit_price: 200000000, currency: 'IDR' },
    ]);
    expect(await fetchJson(t, `/v1/products/${product.id}`, reader)).toEqual({ status: 200, body: { data: product } });
    const taken = await events.take();
    expect(taken.map(({ event, data }) => ({ event, data }))).toEqual([
      {
        event: 'product.created',
        data: { product_id: product.id, business_id: business.id, name: 'Batik Cotton Fabric' },
      },
    ]);
  });

  const invalid: Array<[string, Record<string, unknown>, string]> = [
    ['a missing business_id', { business_id: undefined }, 'business_id: is required'],
    ['an unknown business', { business_id: '00000000-0000-4000-8000-000000000000' }, 'business_id: unknown business'],
    [
      'an unknown unit of measure',
      { unit_of_measure: 'bale' },
      'unit_of_measure: must be one of: piece, kg, meter, liter, set, box, roll, sheet',
    ],
    ['a negative price', { base_price: -1 }, 'base_price: must be a non-negative amount with at most 4 decimals'],
    ['an unknown currency', { currency: 'RUP' }, 'currency: must be an ISO 4217 currency code'],
    ['an unknown status', { status: 'deleted' }, 'status: must be one of: active, draft, archived'],
    [
      'an unknown product category',
      { category_id: '00000000-0000-4000-8000-000000000000' },
      'category_id: unknown product category',
    ],
    ['a moq of 0', { moq: 0 }, 'moq: must be at least 1'],
    ['an image that is not a URL', { images: ['batik.jpg'] }, 'images[0]: must be an absolute http(s) URL'],
    ['a variant without a name', { variants: [{ sku: 'X' }] }, 'variants[0].name: is required'],
    ['an unknown variant field', { variants: [{ name: 'A', colour: 'red' }] }, 'variants[0].colour: unknown field'],
    [
      'overlapping tiers',
      {
        product_pricing_tiers: [
          { min_quantity: 1, max_quantity: 10, unit_price: 5 },
          { min_quantity: 10, unit_price: 4 },
        ],
      },
      'product_pricing_tiers[1]: overlaps product_pricing_tiers[0]',
    ],
    [
      'a tier after an open-ended tier',
      {
        product_pricing_tiers: [
          { min_quantity: 100, unit_price: 4 },
          { min_quantity: 1, max_quantity: 99, unit_price: 5 },
          { min_quantity: 200, unit_price: 3 },
        ],
      },
      'product_pricing_tiers[2]: overlaps product_pricing_tiers[0]',
    ],
    [
      'a tier whose max is below its min',
      { product_pricing_tiers: [{ min_quantity: 10, max_quantity: 5, unit_price: 4 }] },
      'product_pricing_tiers[0].max_quantity: max_quantity must be at least min_quantity',
    ],
    ['an unknown field', { price: 5 }, 'price: unknown field'],
  ];
  for (const [what, fields, message] of invalid) {
    it(`refuses ${what} with 400 naming the field, and stores nothing`, async () => {
      await events.take();
      const before = await countProducts();
      const res = await send(t, 'POST', '/v1/products', writer, {
        business_id: business.id,
        name: 'Invalid',
        ...fields,
      });
      expect(res).toEqual({ status: 400, body: { error: message } });
      expect(await countProducts()).toBe(before);
      expect(await events.take()).toEqual([]);
    });
  }
});

describe('PATCH /v1/products/:id', () => {
  it('replaces variants and tiers when sent and names only changed fields', async () => {
    const product = await createProduct(t, writer, business.id, {
      base_price: 1000,
      variants: [{ name: 'Small' }],
      product_pricing_tiers: [{ min_quantity: 1, max_quantity: 9, unit_price: 1000 }],
    });
    await events.take();
    const res = await send(t, 'PATCH', `/v1/products/${product.id}`, writer, {
      base_price: '1000.00',
      variants: [{ name: 'Small' }, { name: 'Large', price: 1500 }],
      product_pricing_tiers: [{ min_quantity: 1, max_quantity: 9, unit_price: 1000 }],
      specifications: { grade: 'A' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.variants.map((variant: { name: string }) => variant.name)).toEqual(['Small', 'Large']);
    expect(res.body.data.specifications).toEqual({ grade: 'A' });
    const taken = await events.take();
    expect(taken.map(({ event, data }) => ({ event, data }))).toEqual([
      {
        event: 'product.updated',
        data: { product_id: product.id, business_id: business.id, updated_fields: ['specifications', 'variants'] },
      },
    ]);
  });

  it('keeps fields that are not sent, and PUT means the same', async () => {
    const product = await createProduct(t, writer, business.id, { sku: 'KEEP-1', variants: [{ name: 'Only' }] });
    const res = await send(t, 'PUT', `/v1/products/${product.id}`, writer, { name: 'Renamed' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Renamed', sku: 'KEEP-1', slug: product.slug });
    expect(res.body.data.variants).toHaveLength(1);
  });

  it('writes nothing for an update that changes nothing', async () => {
    const product = await createProduct(t, writer, business.id, {
      base_price: 225000000,
      product_pricing_tiers: [{ min_quantity: 5, unit_price: 1 }],
    });
    await events.take();
    const res = await send(t, 'PATCH', `/v1/products/${product.id}`, writer, {
      base_price: 225000000,
      product_pricing_tiers: [{ min_quantity: 5, unit_price: '1.0000', currency: 'IDR' }],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.updated_at).toBe(product.updated_at);
    expect(await events.take()).toEqual([]);
  });

  it('refuses overlapping tiers on update and keeps the old ones', async () => {
    const product = await createProduct(t, writer, business.id, {
      product_pricing_tiers: [{ min_quantity: 1, unit_price: 9 }],
    });
    await events.take();
    const res = await send(t, 'PATCH', `/v1/products/${product.id}`, writer, {
      product_pricing_tiers: [
        { min_quantity: 1, max_quantity: 20, unit_price: 9 },
        { min_quantity: 5, unit_price: 8 },
      ],
    });
    expect(res).toEqual({
      status: 400,
      body: { error: 'product_pricing_tiers[1]: overlaps product_pricing_tiers[0]' },
    });
    expect((await fetchJson(t, `/v1/products/${product.id}`, writer)).body.data.product_pricing_tiers).toHaveLength(1);
    expect(await events.take()).toEqual([]);
  });
});

describe('GET /v1/products', () => {
  it('filters by business, category and updated_since', async () => {
    const other = await createBusiness(t, writer, { name: 'Other Supplier' });
    const a = await createProduct(t, writer, other.id, { category_id: refs.productCategoryId });
    const b = await createProduct(t, writer, other.id);
    const ids = async (query: string) =>
      (await fetchJson(t, `/v1/products?limit=100&${query}`, reader)).body.data.map((row: { id: string }) => row.id);
    expect(await ids(`business_id=${other.id}`)).toEqual([a.id, b.id]);
    expect(await ids(`business_id=${other.id}&category_id=${refs.productCategoryId}`)).toEqual([a.id]);
    expect(await ids(`updated_since=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`)).toEqual([]);
    const page = (await fetchJson(t, `/v1/products?business_id=${other.id}&limit=1&offset=1`, reader)).body;
    expect(page).toMatchObject({ total: 2, limit: 1, offset: 1 });
    expect(page.data[0].variants).toEqual([]);
  });
});
