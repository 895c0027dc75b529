import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalDecimal } from '../../src/lib/money.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createBusiness } from '../helpers/factories.js';

// Every amount and quantity keeps the digits the client wrote: parsed without a double in
// between, stored as numeric(20,4), answered with every digit. What numeric(20,4) cannot hold is
// refused with a 400 naming the field, never rounded. One table: every field × every value.

let t: TestApp;
let key: string;

beforeAll(async () => {
  t = await startTestApp();
  key = await t.key([
    'businesses.write',
    'businesses.read',
    'products.write',
    'products.read',
    'rfq.write',
    'rfq.read',
    'quotes.write',
  ]);
});
afterAll(() => t.close());

/** Stands for the amount in a body: `postRaw` writes the literal there, digit for digit. */
const amount = '\u0000amount';
async function postRaw(method: 'POST', url: string, body: unknown, literal: string) {
  const payload = JSON.stringify(body).replace(JSON.stringify(amount), literal);
  return t.app.inject({ method, url, headers: { 'x-api-key': key, 'content-type': 'application/json' }, payload });
}

async function getRaw(url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: { 'x-api-key': key } });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}

async function stored(sql: string, id: string): Promise<string> {
  const { rows } = await t.database.pool.query<{ value: string }>(sql, [id]);
  return rows[0]!.value;
}

/** What a create answers: the created record's id, or the error naming the field. */
interface Created {
  data: { id: string };
  error?: string;
}

interface Field {
  /** The field's path as the 400 names it. */
  path: string;
  /** Its JSON name, as it appears in responses. */
  name: string;
  /** A quantity must be above 0; an amount may be 0. */
  positive?: boolean;
  /** Sends a create with the literal in this field; returns the response. */
  create(literal: string): Promise<{ statusCode: number; body: string; json(): Created }>;
  /** The stored value (numeric as text) and the read-back body of the created record. */
  readBack(created: Created): Promise<{ stored: string; body: string }>;
}

let counter = 0;
const next = () => (counter += 1);

async function newRfq(items: unknown[]) {
  const res = await postRaw(
    'POST',
    '/v1/rfq/inbound',
    { external_rfq_id: `EXACT-${next()}`, title: 'Exact', buyer_name: 'B', buyer_email: 'b@example.com', items },
    '0',
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; items: Array<{ id: string }> };
}

async function rfqWithSupplier() {
  const rfq = await newRfq([{ name: 'Chair', quantity: 1, unit_of_measure: 'piece' }]);
  const supplier = await createBusiness(t, key);
  const attached = await postRaw('POST', `/v1/rfq/${rfq.id}/suppliers`, { business_id: supplier.id }, '0');
  expect(attached.statusCode, attached.body).toBe(201);
  return { rfq, supplierId: supplier.id };
}

const fields: Field[] = [
  {
    path: 'minimum_order_value',
    name: 'minimum_order_value',
    create: (literal) =>
      postRaw(
        'POST',
        '/v1/businesses',
        { name: `Exact ${next()}`, description_en: 'x', minimum_order_value: amount },
        literal,
      ),
    readBack: async (created) => ({
      stored: await stored('select minimum_order_value::text as value from businesses where id = $1', created.data.id),
      body: await getRaw(`/v1/businesses/${created.data.id}`),
    }),
  },
  ...(['base_price', 'variants[0].price', 'product_pricing_tiers[0].unit_price'] as const).map(
    (path): Field => ({
      path,
      name: path.replace(/.*\./, ''),
      async create(literal) {
        const business = await createBusiness(t, key);
        const body: Record<string, unknown> = { business_id: business.id, name: `Exact product ${next()}` };
        if (path === 'base_price') body.base_price = amount;
        if (path === 'variants[0].price') body.variants = [{ name: 'Large', price: amount }];
        if (path === 'product_pricing_tiers[0].unit_price')
          body.product_pricing_tiers = [{ min_quantity: 1, unit_price: amount }];
        return postRaw('POST', '/v1/products', body, literal);
      },
      readBack: async (created) => {
        const table = {
          base_price: 'products where id',
          'variants[0].price': 'product_variants where product_id',
          'product_pricing_tiers[0].unit_price': 'product_pricing_tiers where product_id',
        }[path];
        const column = path.replace(/.*\./, '');
        return {
          stored: await stored(`select ${column}::text as value from ${table} = $1`, created.data.id),
          body: await getRaw(`/v1/products/${created.data.id}`),
        };
      },
    }),
  ),
  ...(['items[0].quantity', 'items[0].target_price'] as const).map(
    (path): Field => ({
      path,
      name: path.replace(/.*\./, ''),
      positive: path === 'items[0].quantity',
      create: (literal) =>
        postRaw(
          'POST',
          '/v1/rfq/inbound',
          {
            external_rfq_id: `EXACT-${next()}`,
            title: 'Exact',
            buyer_name: 'B',
            buyer_email: 'b@example.com',
            items: [
              path === 'items[0].quantity'
                ? { name: 'Chair', quantity: amount, unit_of_measure: 'piece' }
                : { name: 'Chair', quantity: 1, unit_of_measure: 'piece', target_price: amount },
            ],
          },
          literal,
        ),
      readBack: async (created) => ({
        stored: await stored(
          `select ${path.replace(/.*\./, '')}::text as value from rfq_items where rfq_id = $1`,
          created.data.id,
        ),
        body: await getRaw(`/v1/rfq/${created.data.id}`),
      }),
    }),
  ),
  ...(['quoted_price', 'line_items[0].unit_price', 'line_items[0].quantity'] as const).map((path): Field => {
    let rfqId = '';
    return {
      path,
      name: path.replace(/.*\./, ''),
      positive: path === 'line_items[0].quantity',
      async create(literal) {
        const { rfq, supplierId } = await rfqWithSupplier();
        rfqId = rfq.id;
        const line = {
          item_id: rfq.items[0]!.id,
          unit_price: path === 'line_items[0].unit_price' ? amount : 1,
          quantity: path === 'line_items[0].quantity' ? amount : 1,
        };
        const body = {
          supplier_id: supplierId,
          quoted_price: path === 'quoted_price' ? amount : 1,
          line_items: [line],
        };
        return postRaw('POST', `/v1/rfq/${rfq.id}/quotes`, body, literal);
      },
      readBack: async () => {
        const sql =
          path === 'quoted_price'
            ? 'select quoted_price::text as value from rfq_suppliers where rfq_id = $1'
            : `select l.${path.replace(/.*\./, '')}::text as value from rfq_quote_lines l join rfq_suppliers s on s.id = l.rfq_supplier_id where s.rfq_id = $1`;
        return { stored: await stored(sql, rfqId), body: await getRaw(`/v1/rfq/${rfqId}/quotes`) };
      },
    };
  }),
];

// JSON.parse would change each of these: 9007199254740993 → …992, 1234567890123.4567 → …4568,
// 9999999999999999.9999 → 10000000000000000.
const exact = [
  '9007199254740993',
  '1234567890123.4567',
  '9999999999999999.9999',
  '0.0001',
  '225000000',
  '12.5e3',
  '1.2345000000000000000000e3',
];
const refused: Array<[string, RegExp]> = [
  ['1.23456', /must have at most 4 decimals/],
  ['0.00001', /must have at most 4 decimals/],
  ['1.00000000000000000001e4', /must have at most 4 decimals/],
  ['10000000000000000', /must be less than 10000000000000000/],
  ['12345678901234567.5', /must be less than 10000000000000000/],
  ['1e400', /must be less than 10000000000000000/],
  ['"abc"', /must be a non-negative amount/],
];

describe.each(fields)('$path', (field) => {
  it.each(exact)('keeps %s exactly: in the create answer, the database and the read-back', async (literal) => {
    const res = await field.create(literal);
    expect(res.statusCode, res.body).toBe(201);
    const expected = canonicalDecimal(
      { '12.5e3': '12500', '1.2345000000000000000000e3': '1234.5' }[literal] ?? literal,
    );
    const written = new RegExp(`"${field.name}":${expected.replace('.', '\\.')}[,}]`);
    expect(res.body).toMatch(written);
    const back = await field.readBack(res.json());
    expect(canonicalDecimal(back.stored)).toBe(expected);
    expect(back.body).toMatch(written);
  });

  it.each(refused)('refuses %s with 400 naming the field', async (literal, message) => {
    const res = await field.create(literal);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatch(new RegExp(`${field.path.replace(/[[\].]/g, '\\$&')}: ${message.source}`));
  });

  it(field.positive ? 'refuses 0 as a quantity' : 'accepts 0', async () => {
    const res = await field.create('0');
    expect(res.statusCode, res.body).toBe(field.positive ? 400 : 201);
  });
});

describe('numbers that are not amounts', () => {
  it('keeps integer validation for integer fields given a number beyond a double', async () => {
    const res = await postRaw(
      'POST',
      '/v1/businesses',
      { name: 'Year', description_en: 'x', year_established: amount },
      '9007199254740993',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^year_established: must be a whole year/);
  });

  it('reads a coordinate with more digits than a double holds as the nearest double', async () => {
    const res = await postRaw(
      'POST',
      '/v1/businesses',
      { name: 'Coordinates', description_en: 'x', latitude: amount, longitude: 110.4 },
      '-6.20000000000000000000001',
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.latitude).toBe(-6.2);
  });

  it('stores a long number inside free-form specifications as a plain number', async () => {
    const business = await createBusiness(t, key);
    const res = await postRaw(
      'POST',
      '/v1/products',
      { business_id: business.id, name: 'Spec', specifications: { weight: amount } },
      '9007199254740993',
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.specifications).toEqual({ weight: 9007199254740992 });
  });
});
