// compare_suppliers over HTTP on a real database: named suppliers resolved with the key's own
// visibility, set side by side (matching products, price range, region, performance) in the
// question's language; a supplier the key cannot see is reported as not found and never revealed.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createBusiness, createProduct, referenceIds, send } from '../helpers/factories.js';
import { agentApp, ask } from './harness.js';

let t: TestApp;
let app: FastifyInstance;
let key: string;
let sinar: { id: string };
let maju: { id: string };
let hidden: { id: string };

beforeAll(async () => {
  t = await startTestApp();
  const ids = await referenceIds(t);
  const writer = await t.key(['businesses.write', 'products.write', 'businesses.internal.read']);
  sinar = await createBusiness(t, writer, {
    name: 'PT Sinar Rotan Abadi',
    description_en: 'Rattan furniture workshop',
    region_id: ids.baliId,
    country_id: ids.indonesiaId,
  });
  maju = await createBusiness(t, writer, {
    name: 'CV Maju Mebel Jepara',
    description_en: 'Teak and rattan furniture',
    country_id: ids.indonesiaId,
  });
  hidden = await createBusiness(t, writer, {
    name: 'PT Rahasia Rotan Prima',
    description_en: 'Rattan chairs, not public',
    country_id: ids.indonesiaId,
    visibility: 'internal',
  });
  await createProduct(t, writer, sinar.id, { name: 'Rattan dining chair', base_price: 900000 });
  await createProduct(t, writer, sinar.id, { name: 'Rattan lounge chair', base_price: 1500000 });
  await createProduct(t, writer, sinar.id, { name: 'Rattan basket', base_price: 75000 });
  await createProduct(t, writer, maju.id, { name: 'Teak dining table', base_price: 4200000 });
  await createProduct(t, writer, hidden.id, { name: 'Rattan chair', base_price: 555000 });
  const performance = await send(t, 'POST', `/v1/businesses/${sinar.id}/performance`, writer, {
    reliability_score: 4.5,
    on_time_delivery_percent: 95,
    total_orders: 120,
  });
  expect(performance.status).toBe(201);
  app = await agentApp(t);
  key = await t.key(['agent.query', 'search', 'businesses.read', 'products.read']);
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

describe('compare_suppliers', () => {
  it('sets two visible suppliers side by side for an item, and reports a hidden one as not found', async () => {
    const { status, body } = await ask(app, key, {
      question: 'Compare PT Sinar Rotan Abadi, CV Maju Mebel Jepara and PT Rahasia Rotan Prima for rattan chairs',
    });
    expect(status).toBe(200);
    const data = body.data;
    expect(data.plan).toMatchObject({
      intent: 'compare_suppliers',
      keywords: 'rattan chairs',
      businesses: [
        { id: sinar.id, name: 'PT Sinar Rotan Abadi' },
        { id: maju.id, name: 'CV Maju Mebel Jepara' },
        { id: null, name: 'PT Rahasia Rotan Prima' },
      ],
    });
    expect(data.results.businesses.map((business: { id: string }) => business.id)).toEqual([sinar.id, maju.id]);
    expect(data.results.products.map((product: { name: string }) => product.name).sort()).toEqual([
      'Rattan dining chair',
      'Rattan lounge chair',
    ]);
    expect(data.answer).toMatch(/^Comparing PT Sinar Rotan Abadi and CV Maju Mebel Jepara for "rattan chairs"\./);
    expect(data.answer).toContain(
      'PT Sinar Rotan Abadi in Bali: 2 of its 3 products match (Rattan dining chair and Rattan lounge chair); prices Rp 900,000 – Rp 1,500,000; reliability 4.5/5, on-time delivery 95%, 120 orders.',
    );
    expect(data.answer).toContain(
      'CV Maju Mebel Jepara: its one product does not match; prices Rp 4,200,000; no performance record yet.',
    );
    expect(data.answer).toMatch(/Not found among the suppliers you can see: "PT Rahasia Rotan Prima"\.$/);
    // Nothing of the hidden supplier is revealed: not its id, not its product.
    expect(JSON.stringify(body)).not.toContain(hidden.id);
    expect(JSON.stringify(body)).not.toContain('555000');
  });

  it('answers in Indonesian, without an item: every product counts', async () => {
    const { body } = await ask(app, key, { question: 'bandingkan PT Sinar Rotan Abadi dengan CV Maju Mebel Jepara' });
    const data = body.data;
    expect(data.language).toBe('id');
    expect(data.plan.businesses.map((named: { id: string }) => named.id)).toEqual([sinar.id, maju.id]);
    expect(data.answer).toMatch(/^Perbandingan PT Sinar Rotan Abadi dan CV Maju Mebel Jepara\./);
    expect(data.answer).toContain(
      'PT Sinar Rotan Abadi di Bali: 3 produk; harga Rp 75.000 – Rp 1.500.000; keandalan 4,5/5',
    );
    expect(data.answer).toContain('CV Maju Mebel Jepara: satu produk; harga Rp 4.200.000; belum ada catatan kinerja.');
  });

  it('finds a hidden supplier for a key that may see it', async () => {
    const insider = await t.key([
      'agent.query',
      'search',
      'businesses.read',
      'products.read',
      'businesses.internal.read',
    ]);
    const { body } = await ask(app, insider, {
      question: 'compare PT Sinar Rotan Abadi vs PT Rahasia Rotan Prima',
    });
    expect(body.data.plan.businesses.map((named: { id: string }) => named.id)).toEqual([sinar.id, hidden.id]);
  });

  it('says so when none of the named suppliers can be seen', async () => {
    const { body } = await ask(app, key, { question: 'bandingkan PT Tidak Ada Satu dan CV Tidak Ada Dua' });
    expect(body.data.plan.businesses).toEqual([
      { id: null, name: 'PT Tidak Ada Satu' },
      { id: null, name: 'CV Tidak Ada Dua' },
    ]);
    expect(body.data.results).toEqual({ businesses: [], products: [] });
    expect(body.data.answer).toBe(
      'Tidak satu pun pemasok yang Anda sebut ada di antara yang dapat Anda lihat: "PT Tidak Ada Satu" dan "CV Tidak Ada Dua".',
    );
  });
});
