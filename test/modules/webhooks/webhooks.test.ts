import { createHmac, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventSchemas, type EventName } from '../../../src/events/catalogue.js';
import { createEventWriter, type NewEvent } from '../../../src/events/event-writer.js';
import { whsecOf } from '../../../src/modules/webhooks/webhook-signing.js';
import type { RunningWorkers } from '../../../src/lib/workers.js';
import { startTestApp, type TestApp } from '../../helpers/app.js';
import { createBusiness, createProduct, fetchJson, send } from '../../helpers/factories.js';
import { deliveryLog, type Receiver, settle, startDelivery, startReceiver, subscribe } from '../../helpers/webhooks.js';

let t: TestApp;
let workers: RunningWorkers;
const receivers: Receiver[] = [];

beforeAll(async () => {
  t = await startTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_TIMEOUT_MS: '1500' } });
  workers = startDelivery(t);
});
afterAll(async () => {
  await workers?.stop();
  await Promise.all(receivers.map((receiver) => receiver.close()));
  await t?.close();
});

async function receiver() {
  const started = await startReceiver();
  receivers.push(started);
  return started;
}

async function writeEvent(event: NewEvent) {
  const writer = createEventWriter(t.services.outbox);
  await t.database.db.transaction((tx) => writer.append(event, tx));
}

const post = (key: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/webhooks',
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

describe('webhook subscriptions', () => {
  it('creates a subscription with a 64-hex secret shown once, active, with its creation time', async () => {
    const key = await t.key(['webhooks.manage']);
    const res = await post(key, { event_type: 'business.created', target_url: 'https://example.com/hooks?x=1' });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(Object.keys(data).sort()).toEqual(['created_at', 'event_type', 'id', 'is_active', 'secret', 'target_url']);
    expect(data).toMatchObject({
      event_type: 'business.created',
      target_url: 'https://example.com/hooks?x=1',
      is_active: true,
    });
    expect(data.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(data.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    const list = await fetchJson(t, '/v1/webhooks', key);
    expect(list.status).toBe(200);
    expect(Object.keys(list.body).sort()).toEqual(['data', 'limit', 'offset', 'total']);
    expect(list.body.total).toBe(1);
    expect(list.body.data[0]).toEqual({
      id: data.id,
      event_type: 'business.created',
      target_url: data.target_url,
      is_active: true,
      created_at: data.created_at,
    });
    expect(JSON.stringify(list.body)).not.toContain(data.secret);
  });

  it.each([
    [{ target_url: 'https://example.com/' }, 'event_type: is required'],
    [{ event_type: 'business.created' }, 'target_url: is required'],
    [
      { event_type: 'product.price_changed', target_url: 'https://example.com/' },
      'event_type: must be one of: business.created',
    ],
    [
      { event_type: 'business.created', target_url: 'ftp://example.com/' },
      'target_url: must be an absolute http(s) URL',
    ],
    [{ event_type: 'business.created', target_url: '/relative/path' }, 'target_url: must be an absolute http(s) URL'],
    [
      { event_type: 'business.created', target_url: 'https://user:pw@example.com/' },
      'target_url: must not contain credentials',
    ],
    [
      { event_type: 'business.created', target_url: `https://example.com/${'a'.repeat(2030)}` },
      'target_url: must be at most 2048 characters',
    ],
    [{ event_type: 'business.created', target_url: 'https://example.com/', secret: 'mine' }, 'secret: unknown field'],
  ])('refuses %j with 400 naming the field, storing nothing', async (body, message) => {
    const key = await t.key(['webhooks.manage']);
    const res = await post(key, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(message);
    expect((await fetchJson(t, '/v1/webhooks', key)).body.total).toBe(0);
  });

  it("lists only the calling key's subscriptions and deletes only its own", async () => {
    const mine = await t.key(['webhooks.manage']);
    const theirs = await t.key(['webhooks.manage'], { partner: 'Other Partner' });
    const sameCompany = await t.key(['webhooks.manage']);
    const a = await subscribe(t, mine, 'product.created', 'https://example.com/a');
    const b = await subscribe(t, theirs, 'product.created', 'https://example.com/b');
    expect((await fetchJson(t, '/v1/webhooks', mine)).body.data.map((s: { id: string }) => s.id)).toEqual([a.id]);
    expect((await fetchJson(t, '/v1/webhooks', sameCompany)).body.total).toBe(0);

    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/v1/webhooks/${b.id}`,
      headers: { 'x-api-key': mine },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await fetchJson(t, `/v1/webhooks/${b.id}/deliveries`, mine)).status).toBe(404);
    expect((await fetchJson(t, '/v1/webhooks', theirs)).body.total).toBe(1);

    const own = await t.app.inject({ method: 'DELETE', url: `/v1/webhooks/${a.id}`, headers: { 'x-api-key': mine } });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ success: true });
    expect((await fetchJson(t, '/v1/webhooks', mine)).body.total).toBe(0);
    const again = await t.app.inject({ method: 'DELETE', url: `/v1/webhooks/${a.id}`, headers: { 'x-api-key': mine } });
    expect(again.statusCode).toBe(404);
  });

  it('needs webhooks.manage and a UUID id', async () => {
    const key = await t.key(['businesses.read']);
    const res = await post(key, { event_type: 'business.created', target_url: 'https://example.com/' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('Forbidden: webhooks.manage required');
    const manager = await t.key(['webhooks.manage']);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/v1/webhooks/not-a-uuid', headers: { 'x-api-key': manager } }))
        .statusCode,
    ).toBe(400);
  });
});

describe('webhook delivery', () => {
  it('delivers each of the eight events with exactly its data fields, both signatures and the event headers', async () => {
    const hook = await receiver();
    const writer = await t.key(['webhooks.manage', 'businesses.write', 'products.write']);
    const { partnerId } = await t.services.keys.authenticate(writer);
    const events = Object.keys(eventSchemas) as EventName[];
    const secrets = new Map<string, string>();
    for (const event of events) secrets.set(event, (await subscribe(t, writer, event, hook.url)).secret);

    const business = await createBusiness(t, writer);
    expect(
      (await send(t, 'PATCH', `/v1/businesses/${business.id}`, writer, { description_en: 'Changed' })).status,
    ).toBe(200);
    const product = await createProduct(t, writer, business.id);
    expect((await send(t, 'PATCH', `/v1/products/${product.id}`, writer, { name: 'Renamed' })).status).toBe(200);
    expect(
      (await send(t, 'POST', `/v1/businesses/${business.id}/performance`, writer, { total_orders: 3 })).status,
    ).toBeLessThan(300);
    const rfqId = randomUUID();
    await writeEvent({
      event: 'rfq.created',
      data: { rfq_id: rfqId, external_rfq_id: 'EXT-1', rfq_number: 'RFQ-2030-000001' },
      partnerId,
    });
    await writeEvent({
      event: 'rfq.status_changed',
      data: { rfq_id: rfqId, status: 'sourcing', external_rfq_id: 'EXT-1' },
      partnerId,
    });
    await writeEvent({
      event: 'rfq.quote_submitted',
      data: { rfq_id: rfqId, external_rfq_id: 'EXT-1', supplier_id: business.id, quoted_price: 1250000.5 },
      partnerId,
    });

    const received = await hook.waitFor(8);
    await settle(t);
    expect(hook.received).toHaveLength(8);
    expect(received.map((delivery) => delivery.headers['x-webhook-event']).sort()).toEqual([...events].sort());
    const ids = new Set<string>();
    for (const delivery of received) {
      const event = delivery.headers['x-webhook-event'] as EventName;
      const secret = secrets.get(event)!;
      const body = JSON.parse(delivery.body);
      expect(delivery.headers['content-type']).toBe('application/json');
      expect(Object.keys(body).sort()).toEqual(['data', 'event', 'timestamp']);
      expect(body.event).toBe(event);
      expect(body.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(Object.keys(body.data).sort()).toEqual(Object.keys(eventSchemas[event].shape).sort());
      expect(eventSchemas[event].safeParse(body.data).success).toBe(true);
      // The spec's signature over the raw body bytes, keyed with the secret string.
      expect(delivery.headers['x-webhook-signature']).toBe(
        createHmac('sha256', secret).update(delivery.body).digest('hex'),
      );
      // Standard Webhooks, checked by the off-the-shelf verifier with the whsec_ form of the secret.
      expect(new Webhook(whsecOf(secret)).verify(delivery.body, delivery.headers as Record<string, string>)).toEqual(
        body,
      );
      expect(() =>
        new Webhook(whsecOf(secret)).verify(`${delivery.body} `, delivery.headers as Record<string, string>),
      ).toThrow();
      expect(delivery.headers['x-webhook-id']).toBe(delivery.headers['webhook-id']);
      ids.add(delivery.headers['x-webhook-id'] as string);
    }
    expect(ids.size).toBe(8);
    const created = JSON.parse(received.find((d) => d.headers['x-webhook-event'] === 'business.created')!.body);
    expect(created.data).toEqual({ business_id: business.id, name: business.name, slug: business.slug });
    const quote = JSON.parse(received.find((d) => d.headers['x-webhook-event'] === 'rfq.quote_submitted')!.body);
    expect(quote.data.quoted_price).toBe(1250000.5);

    // The delivery log of one subscription shows its attempt.
    const subscriptions = (await fetchJson(t, '/v1/webhooks', writer)).body.data as Array<{
      id: string;
      event_type: string;
    }>;
    const log = await deliveryLog(t, writer, subscriptions.find((s) => s.event_type === 'business.created')!.id);
    expect(log.total).toBe(1);
    expect(log.data[0]).toMatchObject({ event: 'business.created', status_code: 200, error: null });
    expect(Object.keys(log.data[0]!).sort()).toEqual([
      'created_at',
      'duration_ms',
      'error',
      'event',
      'event_id',
      'id',
      'status_code',
    ]);
    expect(log.data[0]!.id).toBe(
      received.find((d) => d.headers['x-webhook-event'] === 'business.created')!.headers['x-webhook-id'],
    );
    expect(log.data[0]!.duration_ms).toBeGreaterThanOrEqual(0);
  });

  it('routes by visibility, partner and key state (the routing matrix)', async () => {
    const hooks = {
      a: await receiver(), // partner A, no internal scope
      aInternal: await receiver(), // partner A, businesses.internal.read
      b: await receiver(), // partner B
      revoked: await receiver(),
      expired: await receiver(),
    };
    const keyA = await t.key(['webhooks.manage'], { partner: 'Partner A' });
    const keyAInternal = await t.key(['webhooks.manage', 'businesses.internal.read'], { partner: 'Partner A' });
    const keyB = await t.key(['webhooks.manage'], { partner: 'Partner B' });
    const keyRevoked = await t.key(['webhooks.manage', 'businesses.internal.read'], { partner: 'Partner A' });
    const keyExpired = await t.key(['webhooks.manage', 'businesses.internal.read'], {
      partner: 'Partner A',
      expiresAt: new Date(Date.now() + 1500),
    });
    const partnerA = (await t.services.keys.authenticate(keyA)).partnerId;
    const partnerB = (await t.services.keys.authenticate(keyB)).partnerId;
    const subs = {
      a: [] as string[],
      aInternal: [] as string[],
      b: [] as string[],
      revoked: [] as string[],
      expired: [] as string[],
    };
    const keys = { a: keyA, aInternal: keyAInternal, b: keyB, revoked: keyRevoked, expired: keyExpired };
    for (const name of Object.keys(hooks) as Array<keyof typeof hooks>) {
      for (const event of ['business.created', 'rfq.created'] as const)
        subs[name].push((await subscribe(t, keys[name], event, hooks[name].url)).id);
    }
    await t.services.keys.revoke((await t.services.keys.authenticate(keyRevoked)).id);
    await sleep(1600); // keyExpired is past its expires_at now

    const writer = await t.key(['businesses.write']);
    const visible = await createBusiness(t, writer, { name: 'Public Supplier' });
    const hidden = await createBusiness(t, writer, { name: 'Hidden Supplier', visibility: 'internal' });
    await writeEvent({
      event: 'rfq.created',
      data: { rfq_id: randomUUID(), external_rfq_id: 'A-1', rfq_number: 'RFQ-2030-000010' },
      partnerId: partnerA,
    });
    await writeEvent({
      event: 'rfq.created',
      data: { rfq_id: randomUUID(), external_rfq_id: 'B-1', rfq_number: 'RFQ-2030-000011' },
      partnerId: partnerB,
    });
    await settle(t);

    const seen = (hook: Receiver) =>
      hook.received
        .map((d) => {
          const body = JSON.parse(d.body);
          return body.event === 'rfq.created' ? `rfq:${body.data.external_rfq_id}` : `business:${body.data.name}`;
        })
        .sort();
    expect(seen(hooks.a)).toEqual(['business:Public Supplier', 'rfq:A-1']);
    expect(seen(hooks.aInternal)).toEqual(['business:Hidden Supplier', 'business:Public Supplier', 'rfq:A-1']);
    expect(seen(hooks.b)).toEqual(['business:Public Supplier', 'rfq:B-1']);
    expect(hooks.revoked.received).toEqual([]);
    expect(hooks.expired.received).toEqual([]);
    expect(visible.id).not.toBe(hidden.id);
  });

  it('checks the key again at delivery time: a key revoked after fan-out receives nothing, and the log says why', async () => {
    const hook = await receiver();
    const key = await t.key(['webhooks.manage']);
    const subscription = await subscribe(t, key, 'supplier.performance_updated', hook.url);
    await settle(t);
    await workers.stop();
    try {
      const writer = await t.key(['businesses.write']);
      const business = await createBusiness(t, writer);
      expect(
        (await send(t, 'POST', `/v1/businesses/${business.id}/performance`, writer, { notes: 'x' })).status,
      ).toBeLessThan(300);
      // Fan out by hand while the key is still active, then revoke before anything is sent.
      const latest = await t.database.db.execute<{ id: string }>(
        sql`SELECT e.id::text AS id FROM outbox_events e WHERE e.event = 'supplier.performance_updated' ORDER BY e.id DESC LIMIT 1`,
      );
      expect(await t.services.webhookDeliveries.fanOut([Number(latest.rows[0]!.id)])).toBeGreaterThanOrEqual(1);
      await t.services.keys.revoke((await t.services.keys.authenticate(key)).id);
    } finally {
      workers = startDelivery(t);
    }
    await settle(t);
    expect(hook.received).toEqual([]);
    const row = (
      await t.database.db.execute<{ status: string; error: string }>(
        sql`SELECT status, error FROM webhook_deliveries WHERE subscription_id = ${subscription.id}`,
      )
    ).rows;
    expect(row).toEqual([{ status: 'failed', error: "not sent: the subscription's API key was deactivated" }]);
  });
});
