import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.js';
import { eventRecorder } from '../../helpers/events.js';
import { createBusiness, fetchJson, referenceIds, send } from '../../helpers/factories.js';

let t: TestApp;
let writer: string;
let reader: string;
let refs: Awaited<ReturnType<typeof referenceIds>>;
let events: ReturnType<typeof eventRecorder>;

beforeAll(async () => {
  t = await startTestApp();
  writer = await t.key(['businesses.read', 'businesses.write', 'businesses.internal.read']);
  reader = await t.key(['businesses.read']);
  refs = await referenceIds(t);
  events = eventRecorder(t.services.outbox, t.database.db);
  await events.take();
});
afterAll(() => t.close());

const countBusinesses = async () => (await fetchJson(t, '/v1/businesses?limit=1', writer)).body.total as number;

describe('POST /v1/businesses', () => {
  it('creates a business with every field, and reads it back', async () => {
    const input = {
      name: 'PT Mebel Jepara Indah',
      description_en: 'Teak furniture maker',
      description_id: 'Produsen perabot jati',
      category_id: refs.categoryId,
      country_id: refs.indonesiaId,
      region_id: refs.westJavaId,
      address: 'Jl. Raya Jepara 1',
      phone: '+62 291 123456',
      email: 'sales@mebel-jepara.example',
      website: 'https://mebel-jepara.example',
      whatsapp_number: '+6281234567890',
      can_fulfill_orders: true,
      visibility: 'public',
      year_established: 1998,
      certifications: ['SVLK', 'FSC'],
      payment_terms: ['30% DP', 'Net 30'],
      minimum_order_value: 225000000,
      minimum_order_currency: 'idr',
      latitude: -6.5887,
      longitude: 110.6684,
    };
    const { status, body } = await send(t, 'POST', '/v1/businesses', writer, input);
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      ...input,
      minimum_order_currency: 'IDR',
      slug: 'pt-mebel-jepara-indah',
      data_source: 'api',
    });
    expect(body.data.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const read = await fetchJson(t, `/v1/businesses/${body.data.id}`, reader);
    expect(read).toEqual({ status: 200, body: { data: body.data } });
    expect(read.body.data.minimum_order_value).toBe(225000000);
  });

  it('applies the documented defaults', async () => {
    const business = await createBusiness(t, writer, { name: 'Defaults Co' });
    expect(business).toMatchObject({
      visibility: 'public',
      can_fulfill_orders: false,
      minimum_order_currency: 'IDR',
      certifications: [],
      payment_terms: [],
      category_id: null,
      data_source: 'api',
    });
  });

  it('gives a colliding name a short unique slug suffix', async () => {
    const first = await createBusiness(t, writer, { name: 'Kopi Nusantara' });
    const second = await createBusiness(t, writer, { name: 'Kopi Nusantara' });
    expect(first.slug).toBe('kopi-nusantara');
    expect(second.slug).toMatch(/^kopi-nusantara-[0-9a-f]{6}$/);
  });

  it('takes the country from the region when only the region is sent', async () => {
    const business = await createBusiness(t, writer, { region_id: refs.baliId });
    expect(business.country_id).toBe(refs.indonesiaId);
  });

  const invalid: Array<[string, Record<string, unknown>, string]> = [
    ['a missing name', { name: undefined }, 'name: is required'],
    ['no description', { description_en: undefined }, 'description_en or description_id: at least one is required'],
    ['a malformed e-mail', { email: 'sales-at-example' }, 'email: must be a valid e-mail address'],
    ['a URL without http(s)', { website: 'ftp://example.com' }, 'website: must be an absolute http(s) URL'],
    ['a year before 1800', { year_established: 1700 }, 'year_established: must be at least 1800'],
    [
      'a year in the future',
      { year_established: new Date().getUTCFullYear() + 1 },
      'year_established: must not be in the future',
    ],
    ['a latitude out of range', { latitude: 91 }, 'latitude: must be at most 90'],
    ['a longitude out of range', { longitude: -181 }, 'longitude: must be at least -180'],
    ['an unknown visibility', { visibility: 'secret' }, 'visibility: must be one of: public, internal, draft'],
    [
      'an unknown currency',
      { minimum_order_currency: 'XYZ' },
      'minimum_order_currency: must be an ISO 4217 currency code',
    ],
    [
      'a negative minimum order',
      { minimum_order_value: -5 },
      'minimum_order_value: must be a non-negative amount with at most 4 decimals',
    ],
    ['an unknown field', { colour: 'red' }, 'colour: unknown field'],
    ['an unknown category', { category_id: '00000000-0000-4000-8000-000000000000' }, 'category_id: unknown category'],
    ['an unknown country', { country_id: '00000000-0000-4000-8000-000000000000' }, 'country_id: unknown country'],
    ['an unknown region', { region_id: '00000000-0000-4000-8000-000000000000' }, 'region_id: unknown region'],
    ['a malformed category id', { category_id: 'furniture' }, 'category_id: must be a UUID'],
  ];
  for (const [what, fields, message] of invalid) {
    it(`refuses ${what} with 400 naming the field, and stores nothing`, async () => {
      await events.take();
      const before = await countBusinesses();
      const body = { name: 'Invalid Co', description_en: 'x', ...fields };
      const res = await send(t, 'POST', '/v1/businesses', writer, body);
      expect(res).toEqual({ status: 400, body: { error: message } });
      expect(await countBusinesses()).toBe(before);
      expect(await events.take()).toEqual([]);
    });
  }

  it('refuses a region outside the given country', async () => {
    const res = await send(t, 'POST', '/v1/businesses', writer, {
      name: 'Mismatch',
      description_en: 'x',
      country_id: refs.malaysiaId,
      region_id: refs.westJavaId,
    });
    expect(res).toEqual({ status: 400, body: { error: 'region_id: the region is not in country_id' } });
  });

  it('needs businesses.write', async () => {
    const res = await send(t, 'POST', '/v1/businesses', reader, { name: 'x', description_en: 'y' });
    expect(res).toEqual({ status: 403, body: { error: 'Forbidden: businesses.write required' } });
  });
});

describe('business events', () => {
  it('writes business.created once with exactly business_id, name, slug', async () => {
    await events.take();
    const business = await createBusiness(t, writer, { name: 'Evented Co' });
    const taken = await events.take();
    expect(taken.map(({ event, data }) => ({ event, data }))).toEqual([
      { event: 'business.created', data: { business_id: business.id, name: 'Evented Co', slug: business.slug } },
    ]);
  });

  it('writes business.updated naming only the fields whose value changed', async () => {
    const business = await createBusiness(t, writer, {
      name: 'Update Co',
      phone: '+62 21 555 0101',
      certifications: ['ISO 9001'],
    });
    await events.take();
    const res = await send(t, 'PATCH', `/v1/businesses/${business.id}`, writer, {
      phone: '+62 21 555 0101',
      certifications: ['ISO 9001'],
      description_id: 'Pemasok',
      year_established: 2001,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      phone: '+62 21 555 0101',
      description_id: 'Pemasok',
      year_established: 2001,
    });
    const taken = await events.take();
    expect(taken.map(({ event, data }) => ({ event, data }))).toEqual([
      {
        event: 'business.updated',
        data: { business_id: business.id, name: 'Update Co', updated_fields: ['description_id', 'year_established'] },
      },
    ]);
  });

  it('treats PUT as the same partial update', async () => {
    const business = await createBusiness(t, writer, { name: 'Put Co' });
    await events.take();
    const res = await send(t, 'PUT', `/v1/businesses/${business.id}`, writer, { address: 'Jl. Sudirman 5' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Put Co',
      description_en: 'Supplier of goods',
      address: 'Jl. Sudirman 5',
    });
    expect((await events.take()).map((event) => event.data.updated_fields)).toEqual([['address']]);
  });

  it('writes nothing for an update that changes nothing', async () => {
    const business = await createBusiness(t, writer, { name: 'Same Co', minimum_order_value: 225000000 });
    await events.take();
    const res = await send(t, 'PATCH', `/v1/businesses/${business.id}`, writer, {
      name: 'Same Co',
      minimum_order_value: '225000000.00',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.updated_at).toBe(business.updated_at);
    expect(await events.take()).toEqual([]);
  });

  it('writes no event and changes nothing when an update is refused', async () => {
    const business = await createBusiness(t, writer, { name: 'Refused Co' });
    await events.take();
    const res = await send(t, 'PATCH', `/v1/businesses/${business.id}`, writer, { name: 'New Name', email: 'nope' });
    expect(res.status).toBe(400);
    expect((await fetchJson(t, `/v1/businesses/${business.id}`, writer)).body.data.name).toBe('Refused Co');
    expect(await events.take()).toEqual([]);
  });

  it('keeps region and country consistent on update', async () => {
    const business = await createBusiness(t, writer, { region_id: refs.baliId });
    const url = `/v1/businesses/${business.id}`;
    expect(await send(t, 'PATCH', url, writer, { country_id: refs.malaysiaId })).toEqual({
      status: 400,
      body: { error: 'region_id: the region is not in country_id' },
    });
    const moved = await send(t, 'PATCH', url, writer, { region_id: refs.westJavaId });
    expect(moved.body.data).toMatchObject({ region_id: refs.westJavaId, country_id: refs.indonesiaId });
    const abroad = await send(t, 'PATCH', url, writer, { country_id: refs.malaysiaId, region_id: null });
    expect(abroad.body.data).toMatchObject({ region_id: null, country_id: refs.malaysiaId });
  });

  it('refuses an update that would leave no description', async () => {
    const business = await createBusiness(t, writer, { name: 'Desc Co' });
    const res = await send(t, 'PATCH', `/v1/businesses/${business.id}`, writer, { description_en: null });
    expect(res).toEqual({ status: 400, body: { error: 'description_en or description_id: at least one is required' } });
  });

  it('answers 404 when updating an unknown business', async () => {
    const res = await send(t, 'PATCH', '/v1/businesses/00000000-0000-4000-8000-000000000000', writer, { name: 'x' });
    expect(res.status).toBe(404);
  });
});

describe('GET /v1/businesses', () => {
  it('filters by category, country, region and updated_since, in creation order', async () => {
    const a = await createBusiness(t, writer, { category_id: refs.otherCategoryId, region_id: refs.baliId });
    const b = await createBusiness(t, writer, { category_id: refs.otherCategoryId, country_id: refs.malaysiaId });
    const ids = async (query: string) =>
      (await fetchJson(t, `/v1/businesses?limit=100&${query}`, reader)).body.data.map((row: { id: string }) => row.id);
    expect(await ids(`category_id=${refs.otherCategoryId}`)).toEqual([a.id, b.id]);
    expect(await ids(`category_id=${refs.otherCategoryId}&country_id=${refs.indonesiaId}`)).toEqual([a.id]);
    expect(await ids(`region_id=${refs.baliId}&category_id=${refs.otherCategoryId}`)).toEqual([a.id]);
    expect(await ids(`updated_since=${encodeURIComponent(b.updated_at as string)}`)).toContain(b.id);
    expect(await ids(`updated_since=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`)).toEqual([]);
  });

  it('refuses a malformed updated_since', async () => {
    expect(await fetchJson(t, '/v1/businesses?updated_since=yesterday', reader)).toEqual({
      status: 400,
      body: { error: 'updated_since: must be an ISO 8601 timestamp' },
    });
  });
});

describe('supplier performance', () => {
  it('creates with 201, updates with 200, and fires supplier.performance_updated each time', async () => {
    const business = await createBusiness(t, writer);
    await events.take();
    const url = `/v1/businesses/${business.id}/performance`;
    const first = await send(t, 'POST', url, writer, {
      reliability_score: 4.5,
      response_rate_percent: 92.5,
      total_orders: 10,
    });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      business_id: business.id,
      reliability_score: 4.5,
      response_rate_percent: 92.5,
      total_orders: 10,
      quality_score: null,
    });
    const second = await send(t, 'POST', url, writer, { total_orders: 11 });
    expect(second.status).toBe(200);
    expect(second.body.data).toMatchObject({ reliability_score: 4.5, total_orders: 11 });
    expect((await fetchJson(t, url, reader)).body.data).toEqual(second.body.data);
    const taken = await events.take();
    expect(taken.map(({ event, data }) => ({ event, data }))).toEqual([
      { event: 'supplier.performance_updated', data: { business_id: business.id } },
      { event: 'supplier.performance_updated', data: { business_id: business.id } },
    ]);
    expect((await send(t, 'POST', url, writer, { total_orders: 11 })).status).toBe(200);
    expect(await events.take()).toEqual([]);
  });

  it('validates ranges and stores nothing on failure', async () => {
    const business = await createBusiness(t, writer);
    const url = `/v1/businesses/${business.id}/performance`;
    for (const [body, message] of [
      [{ reliability_score: 5.5 }, 'reliability_score: must be at most 5'],
      [{ quality_score: -1 }, 'quality_score: must be at least 0'],
      [{ on_time_delivery_percent: 101 }, 'on_time_delivery_percent: must be at most 100'],
      [{ total_orders: -1 }, 'total_orders: must be at least 0'],
      [{ total_orders: 1.5 }, 'total_orders: must be an integer'],
    ] as const) {
      expect(await send(t, 'POST', url, writer, body)).toEqual({ status: 400, body: { error: message } });
    }
    expect((await fetchJson(t, url, reader)).status).toBe(404);
  });
});
