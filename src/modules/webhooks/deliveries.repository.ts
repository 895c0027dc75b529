import { and, asc, count, desc, eq, inArray, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { apiKeys, outboxEvents, webhookDeliveries, webhookSubscriptions } from '../../db/schema.js';
import type { Paging } from '../../lib/paging.js';
import { keyStanding } from '../keys/keys.repository.js';

/** A claimed delivery with what the sender needs to sign and send it, or the reason not to. */
export interface ClaimedDelivery {
  id: string;
  event: string;
  eventId: number;
  targetUrl: string;
  secret: string;
  /** Why the delivery must not be sent (routing decided again at claim time); null: send it. */
  notSent: string | null;
  /** The event's data and time; null only when the outbox row is gone (then notSent says so). */
  data: Record<string, unknown> | null;
  occurredAt: Date | null;
}

export interface DeliveryOutcome {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  attemptedAt: Date;
}

/** A finished attempt, as the delivery log shows it to the subscription's owner. */
export interface DeliveryLogRow {
  id: string;
  event: string;
  eventId: number;
  statusCode: number | null;
  error: string | null;
  durationMs: number | null;
  attemptedAt: Date | null;
}

export const INTERRUPTED_ERROR =
  'interrupted: the sending process stopped before recording the outcome; not retried (webhooks are delivered at most once)';

/**
 * Who receives an event: the routing decision, written once. Null when the subscription may
 * receive the event, else why not. Read over an outbox event joined to a subscription and its
 * key: an active subscription of a usable key (keyStanding) that holds every scope the event
 * requires; rfq.* events only to keys of the RFQ's partner (an rfq.* event without one reaches
 * nobody); other events carrying a partner only to that partner. The fan-out creates deliveries
 * where it is null, and the sender's claim reads it again, so a key revoked or expired between
 * the two receives nothing and the log says why.
 */
const routingRefusal: SQL<string | null> = sql`CASE
  WHEN NOT ${webhookSubscriptions.isActive} THEN 'the subscription is inactive'
  WHEN ${keyStanding} = 'revoked' THEN 'the subscription''s API key was deactivated'
  WHEN ${keyStanding} = 'expired' THEN 'the subscription''s API key has expired'
  WHEN NOT (${apiKeys.scopes} @> ${outboxEvents.requiredScopes}) THEN 'the subscription''s API key may not see this record'
  WHEN CASE WHEN ${outboxEvents.event} LIKE 'rfq.%' THEN ${outboxEvents.partnerId} IS DISTINCT FROM ${apiKeys.partnerId}
            ELSE ${outboxEvents.partnerId} IS NOT NULL AND ${outboxEvents.partnerId} <> ${apiKeys.partnerId} END
    THEN 'the event belongs to another partner'
  END`;

/** Finished deliveries only: pending and in-flight ones are not attempts yet. */
const finished = inArray(webhookDeliveries.status, ['sent', 'failed']);

/**
 * The webhook_deliveries table: fan-out, the sender's claims and outcomes, and the delivery
 * log. Every method is one statement on `db` (the claim two): the embedded database serialises
 * transactions, and none may be open across an HTTP call.
 */
export function createWebhookDeliveriesRepository(db: Db) {
  return {
    /**
     * One delivery row per (routed subscription, event), skipping pairs that already have one,
     * so a replayed outbox batch creates nothing twice. A subscription receives events from its
     * creation on. Returns how many rows were created.
     */
    async fanOut(eventIds: number[]): Promise<number> {
      if (eventIds.length === 0) return 0;
      const routed = db
        .select({ subscriptionId: webhookSubscriptions.id, eventId: outboxEvents.id, event: outboxEvents.event })
        .from(outboxEvents)
        .innerJoin(
          webhookSubscriptions,
          // Events keep their time to the millisecond (rounded), subscriptions to the microsecond:
          // compared as they are, an event written in the same millisecond just after the
          // subscription could round to before it and never reach it.
          and(
            eq(webhookSubscriptions.eventType, outboxEvents.event),
            lte(sql`date_trunc('milliseconds', ${webhookSubscriptions.createdAt})`, outboxEvents.createdAt),
          ),
        )
        .innerJoin(apiKeys, eq(apiKeys.id, webhookSubscriptions.apiKeyId))
        .where(and(inArray(outboxEvents.id, eventIds), isNull(routingRefusal)))
        .orderBy(asc(outboxEvents.txid), asc(outboxEvents.id));
      // drizzle's insert-from-select wants every column of the table selected; this names three.
      const result = await db.execute(
        sql`INSERT INTO ${webhookDeliveries} (subscription_id, event_id, event) ${routed} ON CONFLICT (subscription_id, event_id) DO NOTHING`,
      );
      return result.rowCount ?? 0;
    },

    /**
     * Takes up to `limit` pending deliveries for `owner` until now + claimMs, and reads what
     * sending them needs. SKIP LOCKED lets several processes claim side by side; a row is
     * claimed once, so it is sent at most once.
     */
    async claim(owner: string, limit: number, claimMs: number): Promise<ClaimedDelivery[]> {
      const pending = db
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.status, 'pending'))
        .orderBy(asc(webhookDeliveries.createdAt), asc(webhookDeliveries.eventId))
        .limit(limit)
        .for('update', { skipLocked: true });
      const claimed = await db
        .update(webhookDeliveries)
        .set({
          status: 'sending',
          claimedBy: owner,
          attemptedAt: sql`now()`,
          claimUntil: sql`now() + ${claimMs}::double precision * interval '1 millisecond'`,
        })
        .where(inArray(webhookDeliveries.id, pending))
        .returning({ id: webhookDeliveries.id });
      if (claimed.length === 0) return [];
      return db
        .select({
          id: webhookDeliveries.id,
          event: webhookDeliveries.event,
          eventId: webhookDeliveries.eventId,
          targetUrl: webhookSubscriptions.targetUrl,
          secret: webhookSubscriptions.secret,
          notSent: sql<
            string | null
          >`CASE WHEN ${outboxEvents.id} IS NULL THEN 'the event is no longer in the outbox' ELSE ${routingRefusal} END`,
          data: outboxEvents.data,
          occurredAt: outboxEvents.createdAt,
        })
        .from(webhookDeliveries)
        .innerJoin(webhookSubscriptions, eq(webhookSubscriptions.id, webhookDeliveries.subscriptionId))
        .innerJoin(apiKeys, eq(apiKeys.id, webhookSubscriptions.apiKeyId))
        .leftJoin(outboxEvents, eq(outboxEvents.id, webhookDeliveries.eventId))
        .where(
          inArray(
            webhookDeliveries.id,
            claimed.map((row) => row.id),
          ),
        )
        .orderBy(asc(webhookDeliveries.eventId));
    },

    /** Records the outcome of a delivery this owner claimed; false if the claim was lost meanwhile. */
    async record(id: string, owner: string, outcome: DeliveryOutcome): Promise<boolean> {
      const rows = await db
        .update(webhookDeliveries)
        .set({
          status: outcome.ok ? 'sent' : 'failed',
          statusCode: outcome.statusCode,
          error: outcome.error,
          durationMs: outcome.durationMs,
          attemptedAt: outcome.attemptedAt,
          claimUntil: null,
        })
        .where(
          and(
            eq(webhookDeliveries.id, id),
            eq(webhookDeliveries.status, 'sending'),
            eq(webhookDeliveries.claimedBy, owner),
          ),
        )
        .returning({ id: webhookDeliveries.id });
      return rows.length > 0;
    },

    /** Claims that ran out belong to a process that stopped mid-send: record them failed, never resend. */
    async failExpiredClaims(): Promise<number> {
      const rows = await db
        .update(webhookDeliveries)
        .set({ status: 'failed', error: INTERRUPTED_ERROR, claimUntil: null })
        .where(and(eq(webhookDeliveries.status, 'sending'), lt(webhookDeliveries.claimUntil, sql`now()`)))
        .returning({ id: webhookDeliveries.id });
      return rows.length;
    },

    /** Deliveries waiting to be sent (benchmarks and status). */
    async pendingCount(): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(webhookDeliveries)
        .where(inArray(webhookDeliveries.status, ['pending', 'sending']));
      return row!.count;
    },

    /** A subscription's finished attempts, newest first (the delivery log). */
    async log(subscriptionId: string, paging: Paging): Promise<{ rows: DeliveryLogRow[]; total: number }> {
      const where = and(eq(webhookDeliveries.subscriptionId, subscriptionId), finished);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: webhookDeliveries.id,
            event: webhookDeliveries.event,
            eventId: webhookDeliveries.eventId,
            statusCode: webhookDeliveries.statusCode,
            error: webhookDeliveries.error,
            durationMs: webhookDeliveries.durationMs,
            attemptedAt: webhookDeliveries.attemptedAt,
          })
          .from(webhookDeliveries)
          .where(where)
          .orderBy(desc(webhookDeliveries.attemptedAt), desc(webhookDeliveries.id))
          .limit(paging.limit)
          .offset(paging.offset),
        db.select({ count: count() }).from(webhookDeliveries).where(where),
      ]);
      return { rows, total: total!.count };
    },
  };
}

export type WebhookDeliveriesRepository = ReturnType<typeof createWebhookDeliveriesRepository>;
