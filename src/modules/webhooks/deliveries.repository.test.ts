import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers/app.js';
import type { Database } from '../../db/connection.js';
import { apiKeys, outboxEvents, webhookDeliveries, webhookSubscriptions } from '../../db/schema.js';
import type { EventName } from '../../events/catalogue.js';
import { createOutboxRepository } from '../../events/outbox.repository.js';
import { createKeysRepository } from '../keys/keys.repository.js';
import { createWebhookDeliveriesRepository, type WebhookDeliveriesRepository } from './deliveries.repository.js';
import { createSubscriptionsRepository } from './subscriptions.repository.js';

let database: Database;
let deliveries: WebhookDeliveriesRepository;
beforeAll(async () => {
  database = await openTestDatabase();
  deliveries = createWebhookDeliveriesRepository(database.db);
});
afterAll(async () => {
  await database?.close();
});

const PARTNER = 'Routing Partner';
const OTHER = 'Other Partner';

interface Case {
  name: string;
  event: EventName;
  /** The key's scopes, and the partner that owns it. */
  scopes?: string[];
  partner?: string;
  /** The event's audience: scopes it requires, and the partner it belongs to. */
  requiredScopes?: string[];
  eventPartner?: string | null;
  /** What happens to the subscription or its key. */
  change?: 'deactivate subscription' | 'revoke key' | 'expire key';
  notSent: string | null;
}

const cases: Case[] = [
  { name: 'a public directory event to a usable key', event: 'business.created', notSent: null },
  {
    name: 'an inactive subscription',
    event: 'business.created',
    change: 'deactivate subscription',
    notSent: 'the subscription is inactive',
  },
  {
    name: 'a revoked key',
    event: 'business.created',
    change: 'revoke key',
    notSent: "the subscription's API key was deactivated",
  },
  {
    name: 'an expired key',
    event: 'business.created',
    change: 'expire key',
    notSent: "the subscription's API key has expired",
  },
  {
    name: 'a hidden record to a key missing a scope',
    event: 'product.created',
    scopes: ['products.internal.read'],
    requiredScopes: ['products.internal.read', 'businesses.internal.read'],
    notSent: "the subscription's API key may not see this record",
  },
  {
    name: 'a hidden record to a key with every scope',
    event: 'product.created',
    scopes: ['products.internal.read', 'businesses.internal.read'],
    requiredScopes: ['products.internal.read', 'businesses.internal.read'],
    notSent: null,
  },
  { name: "an rfq event to its partner's key", event: 'rfq.created', eventPartner: PARTNER, notSent: null },
  {
    name: "an rfq event to another partner's key",
    event: 'rfq.created',
    eventPartner: OTHER,
    notSent: 'the event belongs to another partner',
  },
  {
    name: 'an rfq event without a partner',
    event: 'rfq.status_changed',
    eventPartner: null,
    notSent: 'the event belongs to another partner',
  },
  {
    name: 'a directory event that belongs to another partner',
    event: 'business.updated',
    eventPartner: OTHER,
    notSent: 'the event belongs to another partner',
  },
];

let made = 0;
/** A key of `partner` with a subscription to `event`; returns the ids and the partners' ids. */
async function subscriber(c: Case) {
  made += 1;
  // Each case routes to its own subscriber only.
  await database.db.update(webhookSubscriptions).set({ isActive: false });
  const keys = createKeysRepository(database.db);
  const key = await keys.insert({
    partnerName: c.partner ?? PARTNER,
    name: `routing ${made}`,
    prefix: `dsk_rt${made}`,
    keyHash: randomUUID(),
    scopes: ['webhooks.manage', ...(c.scopes ?? [])],
    rateLimitPerMinute: null,
    expiresAt: null,
  });
  const other = await keys.insert({
    partnerName: OTHER,
    name: `other ${made}`,
    prefix: 'dsk_other',
    keyHash: randomUUID(),
    scopes: [],
    rateLimitPerMinute: null,
    expiresAt: null,
  });
  const subscription = await createSubscriptionsRepository(database.db).insert({
    apiKeyId: key.id,
    eventType: c.event,
    targetUrl: 'https://example.com/hook',
    secret: 'x',
  });
  const partnerIds: Record<string, string> = { [PARTNER]: key.partnerId, [OTHER]: other.partnerId };
  return { key, subscription, partnerIds };
}

async function writeEvent(c: Case, partnerIds: Record<string, string>): Promise<number> {
  const appended = await createOutboxRepository(database.db).append(
    {
      event: c.event,
      data: { n: made },
      requiredScopes: c.requiredScopes ?? [],
      partnerId: c.eventPartner === undefined || c.eventPartner === null ? null : partnerIds[c.eventPartner]!,
    },
    database.db,
  );
  return appended.id;
}

async function applyChange(c: Case, keyId: string, subscriptionId: string): Promise<void> {
  if (c.change === 'deactivate subscription')
    await database.db
      .update(webhookSubscriptions)
      .set({ isActive: false })
      .where(eq(webhookSubscriptions.id, subscriptionId));
  if (c.change === 'revoke key')
    await database.db.update(apiKeys).set({ isActive: false }).where(eq(apiKeys.id, keyId));
  if (c.change === 'expire key')
    await database.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(apiKeys.id, keyId));
}

const rowsOf = (subscriptionId: string) =>
  database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.subscriptionId, subscriptionId));

describe('webhook routing (one rule, read by the fan-out and by the claim)', () => {
  it.each(cases)('fan-out: $name → $notSent', async (c) => {
    const { key, subscription, partnerIds } = await subscriber(c);
    await applyChange(c, key.id, subscription.id);
    const eventId = await writeEvent(c, partnerIds);
    await deliveries.fanOut([eventId]);
    expect(await rowsOf(subscription.id)).toHaveLength(c.notSent === null ? 1 : 0);
    // A replayed batch creates nothing twice.
    expect(await deliveries.fanOut([eventId])).toBe(0);
  });

  it.each(cases.filter((c) => c.change))('claim: $name after fan-out is not sent, and says why', async (c) => {
    const { key, subscription, partnerIds } = await subscriber(c);
    const eventId = await writeEvent(c, partnerIds);
    expect(await deliveries.fanOut([eventId])).toBe(1);
    await applyChange(c, key.id, subscription.id);
    const claimed = (await deliveries.claim('routing-test', 1000, 60_000)).filter((row) => row.eventId === eventId);
    expect(claimed).toEqual([
      expect.objectContaining({ notSent: c.notSent, targetUrl: 'https://example.com/hook', data: { n: made } }),
    ]);
  });

  it('fan-out: an event written in the same millisecond just after the subscription reaches it', async () => {
    // Events keep milliseconds (rounded), subscriptions microseconds: .0004 after .0002 is stored as .000.
    const c = cases[0]!;
    const { subscription, partnerIds } = await subscriber(c);
    const eventId = await writeEvent(c, partnerIds);
    await database.db
      .update(webhookSubscriptions)
      .set({ createdAt: sql`'2026-01-01 00:00:00.000200+00'::timestamptz` })
      .where(eq(webhookSubscriptions.id, subscription.id));
    await database.db
      .update(outboxEvents)
      .set({ createdAt: sql`'2026-01-01 00:00:00.000400+00'::timestamptz` })
      .where(eq(outboxEvents.id, eventId));
    expect(await deliveries.fanOut([eventId])).toBe(1);
    // An event of an earlier millisecond still does not.
    const earlier = await writeEvent(c, partnerIds);
    await database.db
      .update(outboxEvents)
      .set({ createdAt: sql`'2025-12-31 23:59:59.999+00'::timestamptz` })
      .where(eq(outboxEvents.id, earlier));
    expect(await deliveries.fanOut([earlier])).toBe(0);
  });

  it('claim: a routed delivery carries its event data and time, with nothing against sending it', async () => {
    const c = cases[0]!;
    const { subscription, partnerIds } = await subscriber(c);
    const eventId = await writeEvent(c, partnerIds);
    await deliveries.fanOut([eventId]);
    const [claimed] = (await deliveries.claim('routing-test', 1000, 60_000)).filter((row) => row.eventId === eventId);
    expect(claimed).toMatchObject({ notSent: null, event: 'business.created', secret: 'x', data: { n: made } });
    expect(claimed!.occurredAt).toBeInstanceOf(Date);
    expect((await rowsOf(subscription.id))[0]).toMatchObject({ status: 'sending', claimedBy: 'routing-test' });
    // Claimed once: another claim does not take it again.
    expect((await deliveries.claim('another', 1000, 60_000)).filter((row) => row.eventId === eventId)).toEqual([]);
  });
});
