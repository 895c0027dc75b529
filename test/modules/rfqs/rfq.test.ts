import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.js';
import { eventRecorder } from '../../helpers/events.js';
import { createBusiness, fetchJson, send } from '../../helpers/factories.js';

let t: TestApp;
let buyer: string; // partner A: rfq.read, rfq.write, search, businesses.read
let otherPartner: string; // partner B, same scopes
let supplierChannel: string; // the operator's quotes.write key (partner C)
let writer: string;
let productCategorySlug: string;

beforeAll(async () => {
  t = await startTestApp();
  const scopes = ['rfq.read', 'rfq.write', 'search', 'businesses.read'] as const;
  buyer = await t.key([...scopes], { partner: 'Buyer A' });
  otherPartner = await t.key([...scopes], { partner: 'Buyer B' });
  supplierChannel = await t.key(['quotes.write'], { partner: 'Operator' });
  writer = await t.key(['businesses.write', 'businesses.read', 'businesses.internal.read'], {
    partner: 'Catalogue feed',
  });
  const categories = await t.key(['categories.read']);
  productCategorySlug = (await fetchJson(t, '/v1/product-categories', categories)).body.data[0].children[0].slug;
});
afterAll(() => t.close());

let externalCounter = 0;
function inboundBody(fields: Record<string, unknown> = {}) {
  externalCounter += 1;
  return {
    external_rfq_id: `EXT-${externalCounter}`,
    title: 'Teak dining chairs',
    buyer_name: 'Sari Wulandari',
    buyer_email: 'sari@example.co.id',
    items: [{ name: 'Teak dining chair', quantity: 50, unit_of_measure: 'piece', target_price: 4350000 }],
    ...fields,
  };
}

async function createRfq(key = buyer, fields: Record<string, unknown> = {}) {
  const res = await send(t, 'POST', '/v1/rfq/inbound', key, inboundBody(fields));
  if (res.status !== 201) throw new Error(`inbound: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { id: string; rfq_number: string; external_rfq_id: string; items: Array<{ id: string }> };
}

async function rfqTotal(key = buyer): Promise<number> {
  return (await fetchJson(t, '/v1/rfq?limit=1', key)).body.total;
}

const quote = (supplierId: string, itemId: string, fields: Record<string, unknown> = {}) => ({
  supplier_id: supplierId,
  quoted_price: 217500000,
  quoted_lead_time_days: 30,
  line_items: [{ item_id: itemId, unit_price: 4350000, quantity: 50 }],
  ...fields,
});

describe('the typical flow (spec part 4, rule 13)', () => {
  it('searches a supplier, pushes an RFQ, attaches the supplier and reads the quote, with exact money', async () => {
    const supplier = await createBusiness(t, writer, {
      name: 'Jepara Teak Works',
      description_en: 'Teak furniture workshop',
    });
    const found = await fetchJson(t, '/v1/search?q=jepara%20teak&type=business', buyer);
    expect(found.body.businesses.data.map((hit: { id: string }) => hit.id)).toContain(supplier.id);

    const created = await send(
      t,
      'POST',
      '/v1/rfq/inbound',
      buyer,
      inboundBody({ priority: 'medium', delivery_date: '2026-12-15' }),
    );
    expect(created.status).toBe(201);
    expect(created.body.items_created).toBe(1);
    const rfq = created.body.data;
    expect(rfq).toMatchObject({
      status: 'pending',
      priority: 'medium',
      delivery_date: '2026-12-15',
      buyer_company: null,
    });
    expect(rfq.rfq_number).toMatch(/^RFQ-\d{4}-\d{6}$/);

    const attached = await send(t, 'POST', `/v1/rfq/${rfq.id}/suppliers`, buyer, { business_id: supplier.id });
    expect(attached.status).toBe(201);
    expect(attached.body.data).toMatchObject({
      supplier_id: supplier.id,
      business_name: 'Jepara Teak Works',
      status: 'invited',
      quoted_price: null,
    });
    expect((await send(t, 'POST', `/v1/rfq/${rfq.id}/suppliers`, buyer, { business_id: supplier.id })).status).toBe(
      200,
    );

    const submitted = await send(
      t,
      'POST',
      `/v1/rfq/${rfq.id}/quotes`,
      supplierChannel,
      quote(supplier.id, rfq.items[0].id),
    );
    expect(submitted.status).toBe(201);

    const overview = await fetchJson(t, `/v1/rfq/${rfq.id}/quotes`, buyer);
    expect(overview.status).toBe(200);
    expect(Object.keys(overview.body).sort()).toEqual([
      'external_rfq_id',
      'rfq_id',
      'rfq_number',
      'status',
      'suppliers',
      'title',
    ]);
    expect(overview.body).toMatchObject({ rfq_id: rfq.id, status: 'quoted' });
    expect(overview.body.suppliers).toEqual([
      expect.objectContaining({
        supplier_id: supplier.id,
        business_slug: supplier.slug,
        status: 'quoted',
        quoted_price: 217500000,
        quoted_currency: 'IDR',
        quoted_lead_time_days: 30,
        line_items: [
          {
            item_id: rfq.items[0].id,
            item_name: 'Teak dining chair',
            unit_price: 4350000,
            quantity: 50,
            subtotal: 217500000,
            lead_time_days: null,
            notes: null,
          },
        ],
      }),
    ]);
    expect(overview.body.suppliers[0].response_received_at).toEqual(expect.any(String));
  });

  it('keeps amounts up to 10^15 with 4 decimals exact, and sends them as exact JSON numbers', async () => {
    const amount = '999999999999999.9999';
    const rfq = await createRfq(buyer, {
      items: [{ name: 'Turbine', quantity: '1.5', unit_of_measure: 'set', target_price: amount }],
    });
    const res = await t.app.inject({ method: 'GET', url: `/v1/rfq/${rfq.id}`, headers: { 'x-api-key': buyer } });
    expect(res.payload).toContain(`"target_price":${amount}`);
    expect(res.payload).toContain('"quantity":1.5');
  });

  it('lists with the item fields, filters, and a sweep with limit=100 visits every RFQ once', async () => {
    const own = await createRfq(buyer, { buyer_company: 'PT Hotel Nusantara' });
    const list = await fetchJson(t, `/v1/rfq?external_rfq_id=${own.external_rfq_id}`, buyer);
    expect(list.body.total).toBe(1);
    expect(Object.keys(list.body.data[0]).sort()).toEqual(
      [
        'buyer_company',
        'created_at',
        'delivery_date',
        'external_rfq_id',
        'id',
        'items_count',
        'priority',
        'quotes_count',
        'rfq_number',
        'status',
        'suppliers_count',
        'title',
        'updated_at',
      ].sort(),
    );
    expect(list.body.data[0]).toMatchObject({
      id: own.id,
      items_count: 1,
      suppliers_count: 0,
      quotes_count: 0,
      buyer_company: 'PT Hotel Nusantara',
    });
    expect(
      (await fetchJson(t, '/v1/rfq?status=cancelled', buyer)).body.data.every(
        (r: { status: string }) => r.status === 'cancelled',
      ),
    ).toBe(true);
    const future = new Date(Date.now() + 60_000).toISOString();
    expect((await fetchJson(t, `/v1/rfq?updated_since=${encodeURIComponent(future)}`, buyer)).body.total).toBe(0);

    const total = await rfqTotal();
    const seen: string[] = [];
    for (let offset = 0; offset < total; offset += 100)
      seen.push(
        ...(await fetchJson(t, `/v1/rfq?limit=100&offset=${offset}`, buyer)).body.data.map((r: { id: string }) => r.id),
      );
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });
});

describe('inbound validation: 400 naming the field, nothing created', () => {
  const item = { name: 'Chair', quantity: 1, unit_of_measure: 'piece' };
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['external_rfq_id missing', { external_rfq_id: undefined }, 'external_rfq_id'],
    ['title blank', { title: '  ' }, 'title'],
    ['buyer_name missing', { buyer_name: undefined }, 'buyer_name'],
    ['buyer_email malformed', { buyer_email: 'not-an-email' }, 'buyer_email'],
    ['no items', { items: [] }, 'items'],
    ['item without name', { items: [{ quantity: 1, unit_of_measure: 'piece' }] }, 'items[0].name'],
    ['quantity 0', { items: [{ ...item, quantity: 0 }] }, 'items[0].quantity'],
    ['negative quantity', { items: [{ ...item, quantity: -2 }] }, 'items[0].quantity'],
    ['unit_of_measure missing', { items: [{ name: 'Chair', quantity: 1 }] }, 'items[0].unit_of_measure'],
    ['negative target_price', { items: [{ ...item, target_price: -1 }] }, 'items[0].target_price'],
    ['target_price with 5 decimals', { items: [{ ...item, target_price: 1.23456 }] }, 'items[0].target_price'],
    ['unknown currency', { items: [{ ...item, target_currency: 'XYZ' }] }, 'items[0].target_currency'],
    ['unknown category_slug', { items: [{ ...item, category_slug: 'no-such-category' }] }, 'items[0].category_slug'],
    ['delivery_date not a real day', { delivery_date: '2026-02-30' }, 'delivery_date'],
    ['delivery_date not a date', { delivery_date: '15/12/2026' }, 'delivery_date'],
    ['priority outside the set', { priority: 'asap' }, 'priority'],
    ['unknown field', { budget: 5 }, 'budget'],
    ['unknown item field', { items: [{ ...item, colour: 'red' }] }, 'items[0]'],
  ];
  for (const [name, fields, path] of cases) {
    it(`refuses ${name}`, async () => {
      const before = await rfqTotal();
      const res = await send(t, 'POST', '/v1/rfq/inbound', buyer, inboundBody(fields));
      expect(res.status).toBe(400);
      expect(res.body.error).toContain(path);
      expect(await rfqTotal()).toBe(before);
    });
  }

  it('defaults target_currency to IDR and resolves category_slug to its id', async () => {
    const rfq = await createRfq(buyer, { items: [{ ...item, category_slug: productCategorySlug }] });
    expect(rfq.items[0]).toMatchObject({
      target_currency: 'IDR',
      category_slug: productCategorySlug,
      category_id: expect.any(String),
    });
  });
});

describe('rfq numbers and duplicate external ids', () => {
  it('numbers RFQs uniquely and increasingly, also under concurrent inbound calls', async () => {
    const created = await Promise.all(
      Array.from({ length: 8 }, () => send(t, 'POST', '/v1/rfq/inbound', buyer, inboundBody())),
    );
    expect(created.map((res) => res.status)).toEqual(Array(8).fill(201));
    const numbers = created.map((res) => res.body.data.rfq_number as string);
    expect(new Set(numbers).size).toBe(8);
    const later = await createRfq();
    expect(numbers.every((number) => number < later.rfq_number)).toBe(true);
  });

  it('answers 409 naming the existing RFQ for the same external id of the same partner, and creates nothing', async () => {
    const body = inboundBody();
    const first = await send(t, 'POST', '/v1/rfq/inbound', buyer, body);
    const before = await rfqTotal();
    const again = await send(t, 'POST', '/v1/rfq/inbound', buyer, body);
    expect(again.status).toBe(409);
    expect(again.body.error).toContain(first.body.data.id);
    expect(await rfqTotal()).toBe(before);
    // Another partner may use the same external id.
    expect((await send(t, 'POST', '/v1/rfq/inbound', otherPartner, body)).status).toBe(201);
  });

  it('lets exactly one of two racing identical calls create the RFQ', async () => {
    const body = inboundBody();
    const before = await rfqTotal();
    const results = await Promise.all([
      send(t, 'POST', '/v1/rfq/inbound', buyer, body),
      send(t, 'POST', '/v1/rfq/inbound', buyer, body),
    ]);
    expect(results.map((res) => res.status).sort()).toEqual([201, 409]);
    expect(await rfqTotal()).toBe(before + 1);
  });
});

/** Brings a new RFQ to `status` through the API and returns it with its supplier. */
async function rfqIn(status: string) {
  const supplier = await createBusiness(t, writer);
  const rfq = await createRfq();
  const patch = (body: Record<string, unknown>) => send(t, 'PATCH', `/v1/rfq/${rfq.id}`, buyer, body);
  if (status === 'cancelled') expect((await patch({ status: 'cancelled' })).status).toBe(200);
  if (['sourcing', 'quoted', 'awarded', 'closed'].includes(status)) {
    expect((await send(t, 'POST', `/v1/rfq/${rfq.id}/suppliers`, buyer, { business_id: supplier.id })).status).toBe(
      201,
    );
  }
  if (['quoted', 'awarded', 'closed'].includes(status)) {
    expect(
      (await send(t, 'POST', `/v1/rfq/${rfq.id}/quotes`, supplierChannel, quote(supplier.id, rfq.items[0]!.id))).status,
    ).toBe(201);
  }
  if (['awarded', 'closed'].includes(status))
    expect((await patch({ status: 'awarded', awarded_supplier_id: supplier.id })).status).toBe(200);
  if (status === 'closed') expect((await patch({ status: 'closed' })).status).toBe(200);
  expect((await fetchJson(t, `/v1/rfq/${rfq.id}`, buyer)).body.data.status).toBe(status);
  return { rfq, supplier };
}

describe('lifecycle over HTTP: every manual move of the table', () => {
  const STATUSES = ['pending', 'sourcing', 'quoted', 'awarded', 'closed', 'cancelled'];
  const LEGAL = new Set([
    'pending>cancelled',
    'sourcing>cancelled',
    'quoted>cancelled',
    'quoted>awarded',
    'awarded>closed',
  ]);
  for (const from of STATUSES) {
    for (const to of STATUSES.filter((status) => status !== from)) {
      const legal = LEGAL.has(`${from}>${to}`);
      it(`${legal ? 'moves' : 'refuses with 409'} ${from} → ${to}`, async () => {
        const { rfq, supplier } = await rfqIn(from);
        const events = eventRecorder(t.services.outbox, t.database.db);
        await events.take();
        const res = await send(
          t,
          'PATCH',
          `/v1/rfq/${rfq.id}`,
          buyer,
          to === 'awarded' ? { status: to, awarded_supplier_id: supplier.id } : { status: to },
        );
        if (legal) {
          expect(res.status).toBe(200);
          expect(res.body.data.status).toBe(to);
          expect((await events.take()).map((event) => [event.event, event.data])).toEqual([
            ['rfq.status_changed', { rfq_id: rfq.id, status: to, external_rfq_id: rfq.external_rfq_id }],
          ]);
        } else {
          expect(res.status).toBe(409);
          expect(res.body.error).toContain(`from ${from} to ${to}`);
          expect(await events.take()).toEqual([]);
          expect((await fetchJson(t, `/v1/rfq/${rfq.id}`, buyer)).body.data.status).toBe(from);
        }
      });
    }
  }

  it('treats the current status again as no change: 200, no event', async () => {
    const { rfq } = await rfqIn('cancelled');
    const events = eventRecorder(t.services.outbox, t.database.db);
    await events.take();
    expect((await send(t, 'PUT', `/v1/rfq/${rfq.id}`, buyer, { status: 'cancelled' })).status).toBe(200);
    expect(await events.take()).toEqual([]);
  });

  it('awards only a supplier that quoted, and needs awarded_supplier_id', async () => {
    const { rfq } = await rfqIn('quoted');
    const idle = await createBusiness(t, writer);
    expect((await send(t, 'POST', `/v1/rfq/${rfq.id}/suppliers`, buyer, { business_id: idle.id })).status).toBe(201);
    const missing = await send(t, 'PATCH', `/v1/rfq/${rfq.id}`, buyer, { status: 'awarded' });
    expect(missing).toMatchObject({ status: 400, body: { error: expect.stringContaining('awarded_supplier_id') } });
    const notQuoted = await send(t, 'PATCH', `/v1/rfq/${rfq.id}`, buyer, {
      status: 'awarded',
      awarded_supplier_id: idle.id,
    });
    expect(notQuoted.status).toBe(409);
    expect(notQuoted.body.error).toContain('awarded_supplier_id');
  });

  it('refuses suppliers and quotes once the RFQ is awarded, closed or cancelled', async () => {
    for (const status of ['awarded', 'closed', 'cancelled']) {
      const { rfq, supplier } = await rfqIn(status);
      const other = await createBusiness(t, writer);
      expect((await send(t, 'POST', `/v1/rfq/${rfq.id}/suppliers`, buyer, { business_id: other.id })).status).toBe(409);
      const late = await send(
        t,
        'POST',
        `/v1/rfq/${rfq.id}/quotes`,
        supplierChannel,
        quote(supplier.id, rfq.items[0]!.id),
      );
      expect(status === 'cancelled' ? [404, 409] : [409]).toContain(late.status);
    }
  });
});

describe('quotes', () => {
  it('replaces an earlier quote of the same supplier, and checks line items against the RFQ', async () => {
    const { rfq, supplier } = await rfqIn('quoted');
    const foreign = await createRfq();
    const wrongItem = await send(
      t,
      'POST',
      `/v1/rfq/${rfq.id}/quotes`,
      supplierChannel,
      quote(supplier.id, foreign.items[0]!.id),
    );
    expect(wrongItem).toMatchObject({ status: 400, body: { error: expect.stringContaining('line_items[0].item_id') } });
    const badPrice = await send(
      t,
      'POST',
      `/v1/rfq/${rfq.id}/quotes`,
      supplierChannel,
      quote(supplier.id, rfq.items[0]!.id, { quoted_price: -5 }),
    );
    expect(badPrice).toMatchObject({ status: 400, body: { error: expect.stringContaining('quoted_price') } });

    const revised = quote(supplier.id, rfq.items[0]!.id, {
      quoted_price: '200000000.5',
      line_items: [{ item_id: rfq.items[0]!.id, unit_price: '4000000.01', quantity: 50 }],
    });
    expect((await send(t, 'POST', `/v1/rfq/${rfq.id}/quotes`, supplierChannel, revised)).status).toBe(201);
    const overview = (await fetchJson(t, `/v1/rfq/${rfq.id}/quotes`, buyer)).body;
    expect(overview.suppliers).toHaveLength(1);
    expect(overview.suppliers[0]).toMatchObject({
      quoted_price: 200000000.5,
      line_items: [expect.objectContaining({ unit_price: 4000000.01, subtotal: 200000000.5 })],
    });
  });

  it('answers 404 for a supplier that is not attached', async () => {
    const { rfq } = await rfqIn('sourcing');
    const stranger = await createBusiness(t, writer);
    expect(
      (await send(t, 'POST', `/v1/rfq/${rfq.id}/quotes`, supplierChannel, quote(stranger.id, rfq.items[0]!.id))).status,
    ).toBe(404);
  });

  it('writes rfq.created, the automatic status changes and rfq.quote_submitted with exactly their fields and the partner', async () => {
    const events = eventRecorder(t.services.outbox, t.database.db);
    await events.take();
    const { rfq, supplier } = await rfqIn('quoted');
    const written = (await events.take()).filter((event) => event.event.startsWith('rfq.'));
    expect(written.map((event) => [event.event, event.data])).toEqual([
      ['rfq.created', { rfq_id: rfq.id, external_rfq_id: rfq.external_rfq_id, rfq_number: rfq.rfq_number }],
      ['rfq.status_changed', { rfq_id: rfq.id, status: 'sourcing', external_rfq_id: rfq.external_rfq_id }],
      [
        'rfq.quote_submitted',
        { rfq_id: rfq.id, external_rfq_id: rfq.external_rfq_id, supplier_id: supplier.id, quoted_price: 217500000 },
      ],
      ['rfq.status_changed', { rfq_id: rfq.id, status: 'quoted', external_rfq_id: rfq.external_rfq_id }],
    ]);
    const partnerIds = new Set(written.map((event) => event.partnerId));
    expect(partnerIds.size).toBe(1);
    expect([...partnerIds][0]).toEqual(expect.any(String));
    expect(written.every((event) => event.requiredScopes.length === 0)).toBe(true);
  });
});

describe('tenant isolation', () => {
  it('answers 404 to another partner on every RFQ route, and keeps the RFQ out of its lists and totals', async () => {
    const { rfq, supplier } = await rfqIn('quoted');
    const before = await rfqTotal(otherPartner);
    const attempts = [
      fetchJson(t, `/v1/rfq/${rfq.id}`, otherPartner),
      fetchJson(t, `/v1/rfq/${rfq.id}/quotes`, otherPartner),
      send(t, 'PATCH', `/v1/rfq/${rfq.id}`, otherPartner, { status: 'cancelled' }),
      send(t, 'PUT', `/v1/rfq/${rfq.id}`, otherPartner, { status: 'cancelled' }),
      send(t, 'POST', `/v1/rfq/${rfq.id}/suppliers`, otherPartner, { business_id: supplier.id }),
    ];
    for (const res of await Promise.all(attempts))
      expect(res).toMatchObject({ status: 404, body: { error: `RFQ ${rfq.id} not found` } });
    const list = await fetchJson(t, `/v1/rfq?external_rfq_id=${rfq.external_rfq_id}&limit=100`, otherPartner);
    expect(list.body.data.map((r: { id: string }) => r.id)).not.toContain(rfq.id);
    expect(await rfqTotal(otherPartner)).toBe(before);
    expect((await fetchJson(t, `/v1/rfq/${rfq.id}`, buyer)).body.data.status).toBe('quoted');
  });

  it('lets a quotes.write key quote on any RFQ by id but read nothing through that scope', async () => {
    const { rfq } = await rfqIn('sourcing');
    expect((await fetchJson(t, `/v1/rfq/${rfq.id}`, supplierChannel)).status).toBe(403);
    expect((await fetchJson(t, `/v1/rfq/${rfq.id}/quotes`, supplierChannel)).status).toBe(403);
    expect((await fetchJson(t, '/v1/rfq', supplierChannel)).status).toBe(403);
    expect((await send(t, 'POST', '/v1/rfq/inbound', supplierChannel, inboundBody())).status).toBe(403);
    expect((await send(t, 'POST', `/v1/rfq/${rfq.id}/quotes`, buyer, {})).status).toBe(403);
  });

  it('refuses to attach a hidden business, and hides the entry of a business that became hidden', async () => {
    const hidden = await createBusiness(t, writer, { visibility: 'internal' });
    const rfq = await createRfq();
    expect((await send(t, 'POST', `/v1/rfq/${rfq.id}/suppliers`, buyer, { business_id: hidden.id })).status).toBe(404);
    expect(
      (
        await send(t, 'POST', `/v1/rfq/${rfq.id}/suppliers`, buyer, {
          business_id: '00000000-0000-4000-8000-000000000000',
        })
      ).status,
    ).toBe(404);

    const { rfq: quoted, supplier } = await rfqIn('quoted');
    expect((await send(t, 'PATCH', `/v1/businesses/${supplier.id}`, writer, { visibility: 'internal' })).status).toBe(
      200,
    );
    expect((await fetchJson(t, `/v1/rfq/${quoted.id}/quotes`, buyer)).body.suppliers).toEqual([]);
    expect((await fetchJson(t, `/v1/rfq?external_rfq_id=${quoted.external_rfq_id}`, buyer)).body.data[0]).toMatchObject(
      { suppliers_count: 0, quotes_count: 0 },
    );
    const insider = await t.key(['rfq.read', 'businesses.internal.read'], { partner: 'Buyer A' });
    expect((await fetchJson(t, `/v1/rfq/${quoted.id}/quotes`, insider)).body.suppliers).toHaveLength(1);
  });
});
