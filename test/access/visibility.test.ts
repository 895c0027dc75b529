import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { eventRecorder } from '../helpers/events.js';
import { createBusiness, createProduct, fetchJson, send } from '../helpers/factories.js';

// Every hidden case against a key with and without the scope that reveals it, on get, list
// and (for products) the product of a hidden business.
let t: TestApp;
let admin: string;
const records: Record<string, { id: string }> = {};

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.key([
    'businesses.read',
    'businesses.write',
    'businesses.internal.read',
    'products.read',
    'products.write',
    'products.internal.read',
  ]);
  for (const visibility of ['public', 'internal', 'draft'] as const) {
    records[`business:${visibility}`] = await createBusiness(t, admin, { name: `${visibility} business`, visibility });
  }
  const publicId = records['business:public']!.id;
  for (const status of ['active', 'draft', 'archived'] as const) {
    records[`product:${status}`] = await createProduct(t, admin, publicId, { name: `${status} product`, status });
  }
  records['product:of-internal-business'] = await createProduct(t, admin, records['business:internal']!.id, {
    name: 'active product of internal business',
  });
});
afterAll(() => t.close());

const listIds = async (url: string, key: string) => {
  const { body } = await fetchJson(t, `${url}?limit=100`, key);
  return { ids: body.data.map((row: { id: string }) => row.id) as string[], total: body.total as number };
};

describe('businesses', () => {
  const cases = [
    ['public', ['businesses.read'], true],
    ['internal', ['businesses.read'], false],
    ['draft', ['businesses.read'], false],
    ['internal', ['businesses.read', 'businesses.internal.read'], true],
    ['draft', ['businesses.read', 'businesses.internal.read'], true],
  ] as const;
  for (const [visibility, scopes, visible] of cases) {
    it(`a ${visibility} business is ${visible ? 'visible' : 'hidden (404, not listed, not counted)'} to [${scopes.join(', ')}]`, async () => {
      const key = await t.key([...scopes]);
      const id = records[`business:${visibility}`]!.id;
      expect((await fetchJson(t, `/v1/businesses/${id}`, key)).status).toBe(visible ? 200 : 404);
      const { ids, total } = await listIds('/v1/businesses', key);
      expect(ids.includes(id)).toBe(visible);
      expect(total).toBe(ids.length);
    });
  }

  it('answers 404 to supplier performance of a hidden business without businesses.internal.read, and stores nothing', async () => {
    const id = records['business:internal']!.id;
    const writer = await t.key(['businesses.write', 'businesses.read']);
    expect((await send(t, 'POST', `/v1/businesses/${id}/performance`, writer, { total_orders: 3 })).status).toBe(404);
    expect((await fetchJson(t, `/v1/businesses/${id}/performance`, admin)).status).toBe(404);
    expect((await send(t, 'POST', `/v1/businesses/${id}/performance`, admin, { total_orders: 3 })).status).toBe(201);
  });

  it('answers 404 to an update of a hidden business by a writer without businesses.internal.read', async () => {
    const key = await t.key(['businesses.write']);
    const res = await send(t, 'PATCH', `/v1/businesses/${records['business:draft']!.id}`, key, { name: 'x' });
    expect(res.status).toBe(404);
  });
});

describe('products', () => {
  const cases = [
    ['active', ['products.read'], true],
    ['draft', ['products.read'], false],
    ['archived', ['products.read'], false],
    ['draft', ['products.read', 'products.internal.read'], true],
    ['archived', ['products.read', 'products.internal.read'], true],
    ['of-internal-business', ['products.read'], false],
    ['of-internal-business', ['products.read', 'products.internal.read'], false],
    ['of-internal-business', ['products.read', 'businesses.internal.read'], true],
  ] as const;
  for (const [kind, scopes, visible] of cases) {
    it(`a product (${kind}) is ${visible ? 'visible' : 'hidden (404, not listed, not counted)'} to [${scopes.join(', ')}]`, async () => {
      const key = await t.key([...scopes]);
      const id = records[`product:${kind}`]!.id;
      expect((await fetchJson(t, `/v1/products/${id}`, key)).status).toBe(visible ? 200 : 404);
      const { ids, total } = await listIds('/v1/products', key);
      expect(ids.includes(id)).toBe(visible);
      expect(total).toBe(ids.length);
    });
  }

  it('refuses a product for a hidden business from a key that cannot see it', async () => {
    const key = await t.key(['products.write']);
    const res = await send(t, 'POST', '/v1/products', key, {
      business_id: records['business:internal']!.id,
      name: 'x',
    });
    expect(res).toEqual({ status: 400, body: { error: 'business_id: unknown business' } });
  });
});

describe('events of hidden records', () => {
  it('mark the scopes a recipient needs to see the record', async () => {
    const events = eventRecorder(t.services.outbox, t.database.db);
    await events.take();
    const business = await createBusiness(t, admin, { name: 'Draft Co', visibility: 'draft' });
    const product = await createProduct(t, admin, business.id, { status: 'archived' });
    const taken = await events.take();
    expect(
      taken.map(({ event, data, requiredScopes }) => ({
        event,
        id: data.business_id ?? data.product_id,
        requiredScopes,
      })),
    ).toEqual([
      { event: 'business.created', id: business.id, requiredScopes: ['businesses.internal.read'] },
      {
        event: 'product.created',
        id: business.id,
        requiredScopes: ['products.internal.read', 'businesses.internal.read'],
      },
    ]);
    expect(taken[1]!.data.product_id).toBe(product.id);
  });
});

describe('business assets', () => {
  it('answers 404 without businesses.assets.read and 200 with it', async () => {
    const id = records['business:public']!.id;
    const added = await send(t, 'POST', `/v1/businesses/${id}/assets`, admin, {
      kind: 'logo',
      url: 'https://cdn.example/logo.png',
      title: 'Logo',
    });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({
      business_id: id,
      kind: 'logo',
      url: 'https://cdn.example/logo.png',
      title: 'Logo',
    });

    const without = await t.key(['businesses.read']);
    const denied = await fetchJson(t, `/v1/businesses/${id}/assets`, without);
    expect(denied.status).toBe(404);
    expect(Object.keys(denied.body)).toEqual(['error']);

    const withScope = await t.key(['businesses.assets.read']);
    const { status, body } = await fetchJson(t, `/v1/businesses/${id}/assets`, withScope);
    expect(status).toBe(200);
    expect(body).toEqual({ data: [added.body.data], total: 1, limit: 20, offset: 0 });
  });

  it('hides the assets of a hidden business unless the key may also see the business', async () => {
    const id = records['business:internal']!.id;
    expect((await fetchJson(t, `/v1/businesses/${id}/assets`, await t.key(['businesses.assets.read']))).status).toBe(
      404,
    );
    expect(
      (
        await fetchJson(
          t,
          `/v1/businesses/${id}/assets`,
          await t.key(['businesses.assets.read', 'businesses.internal.read']),
        )
      ).status,
    ).toBe(200);
  });

  it('refuses an asset with an unknown kind or a non-http URL and stores nothing', async () => {
    const id = records['business:public']!.id;
    const reader = await t.key(['businesses.assets.read']);
    const before = (await fetchJson(t, `/v1/businesses/${id}/assets`, reader)).body.total;
    expect(
      await send(t, 'POST', `/v1/businesses/${id}/assets`, admin, { kind: 'video', url: 'https://x.example/a' }),
    ).toEqual({
      status: 400,
      body: { error: 'kind: must be one of: logo, image, document, certificate, catalog' },
    });
    expect(
      await send(t, 'POST', `/v1/businesses/${id}/assets`, admin, { kind: 'image', url: 'javascript:alert(1)' }),
    ).toEqual({
      status: 400,
      body: { error: 'url: must be an absolute http(s) URL' },
    });
    expect((await fetchJson(t, `/v1/businesses/${id}/assets`, reader)).body.total).toBe(before);
  });

  it('answers 404 for assets of an unknown business', async () => {
    const res = await send(t, 'POST', '/v1/businesses/00000000-0000-4000-8000-000000000000/assets', admin, {
      kind: 'logo',
      url: 'https://x.example/a',
    });
    expect(res.status).toBe(404);
  });
});
