import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';

/** A claimed delivery with everything the sender needs to re-check routing, sign and send. */
export interface ClaimedDelivery {
  id: string;
  event: string;
  eventId: number;
  targetUrl: string;
  secret: string;
  subscriptionActive: boolean;
  key: { isActive: boolean; expiresAt: Date | null; scopes: string[]; partnerId: string };
  /** null when the outbox row is gone. */
  outbox: { data: Record<string, unknown>; occurredAt: Date; requiredScopes: string[]; partnerId: string | null } | null;
}

export interface DeliveryOutcome {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  attemptedAt: Date;
}

type ClaimRow = {
  id: string;
  event: string;
  event_id: string;
  target_url: string;
  secret: string;
  subscription_active: boolean;
  key_active: boolean;
  expires_ms: number | null;
  scopes: string[];
  key_partner_id: string;
  data: Record<string, unknown> | null;
  occurred_ms: number | null;
  required_scopes: string[] | null;
  event_partner_id: string | null;
};

/** Raw queries get timestamps as text from the driver: read them as epoch milliseconds instead. */
const epochMs = (column: SQL) => sql`floor(extract(epoch FROM ${column}) * 1000)::float8`;

export const INTERRUPTED_ERROR =
  'interrupted: the sending process stopped before recording the outcome; not retried (webhooks are delivered at most once)';

/**
 * The delivery rows of the webhook pipeline. Every method is one statement on `db`: the
 * embedded database serialises transactions, and none may be open across an HTTP call.
 */
export function createWebhookDeliveriesRepository(db: Db) {
  return {
    /**
     * One delivery row per (matching subscription, event), skipping pairs that already have
     * one, so a replayed outbox batch creates nothing twice. The rules mirror `sendDecision`:
     * active subscription of an active, unexpired key that holds the event's required scopes;
     * rfq.* only to the RFQ's partner; a subscription receives events from its creation on.
     * Returns how many rows were created.
     */
    async fanOut(eventIds: number[]): Promise<number> {
      if (eventIds.length === 0) return 0;
      const ids = `{${eventIds.map((id) => Math.trunc(id)).join(',')}}`;
      const result = await db.execute(sql`
        INSERT INTO webhook_deliveries (subscription_id, event_id, event)
        SELECT s.id, e.id, e.event
        FROM outbox_events e
        JOIN webhook_subscriptions s ON s.event_type = e.event AND s.is_active AND s.created_at <= e.created_at
        JOIN api_keys k ON k.id = s.api_key_id
        WHERE e.id = ANY(${ids}::bigint[])
          AND k.is_active AND (k.expires_at IS NULL OR k.expires_at > now())
          AND k.scopes @> e.required_scopes
          AND CASE WHEN e.event LIKE 'rfq.%' THEN k.partner_id = e.partner_id
                   ELSE e.partner_id IS NULL OR k.partner_id = e.partner_id END
        ORDER BY e.txid, e.id
        ON CONFLICT (subscription_id, event_id) DO NOTHING`);
      return result.rowCount ?? 0;
    },

    /**
     * Takes up to `limit` pending deliveries for `owner` until now + claimMs. SKIP LOCKED lets
     * several processes claim side by side; a row is claimed once, so it is sent at most once.
     */
    async claim(owner: string, limit: number, claimMs: number): Promise<ClaimedDelivery[]> {
      const result = await db.execute<ClaimRow>(sql`
        WITH claimed AS (
          UPDATE webhook_deliveries d
          SET status = 'sending', claimed_by = ${owner}, attempted_at = now(),
              claim_until = now() + ${claimMs}::double precision * interval '1 millisecond'
          WHERE d.id IN (
            SELECT id FROM webhook_deliveries WHERE status = 'pending'
            ORDER BY created_at, event_id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
          RETURNING d.id, d.subscription_id, d.event_id, d.event)
        SELECT c.id, c.event, c.event_id::text AS event_id, s.target_url, s.secret, s.is_active AS subscription_active,
               k.is_active AS key_active, ${epochMs(sql`k.expires_at`)} AS expires_ms, k.scopes, k.partner_id AS key_partner_id,
               e.data, ${epochMs(sql`e.created_at`)} AS occurred_ms, e.required_scopes, e.partner_id AS event_partner_id
        FROM claimed c
        JOIN webhook_subscriptions s ON s.id = c.subscription_id
        JOIN api_keys k ON k.id = s.api_key_id
        LEFT JOIN outbox_events e ON e.id = c.event_id
        ORDER BY c.event_id`);
      return result.rows.map((row) => ({
        id: row.id,
        event: row.event,
        eventId: Number(row.event_id),
        targetUrl: row.target_url,
        secret: row.secret,
        subscriptionActive: row.subscription_active,
        key: { isActive: row.key_active, expiresAt: row.expires_ms === null ? null : new Date(row.expires_ms), scopes: row.scopes, partnerId: row.key_partner_id },
        outbox:
          row.data === null || row.occurred_ms === null
            ? null
            : { data: row.data, occurredAt: new Date(row.occurred_ms), requiredScopes: row.required_scopes ?? [], partnerId: row.event_partner_id },
      }));
    },

    /** Records the outcome of a delivery this owner claimed; false if the claim was lost meanwhile. */
    async record(id: string, owner: string, outcome: DeliveryOutcome): Promise<boolean> {
      const result = await db.execute(sql`
        UPDATE webhook_deliveries
        SET status = ${outcome.ok ? 'sent' : 'failed'}, status_code = ${outcome.statusCode}, error = ${outcome.error},
            duration_ms = ${outcome.durationMs}, attempted_at = ${outcome.attemptedAt.toISOString()}::timestamptz, claim_until = NULL
        WHERE id = ${id} AND status = 'sending' AND claimed_by = ${owner}`);
      return (result.rowCount ?? 0) > 0;
    },

    /** Claims that ran out belong to a process that stopped mid-send: record them failed, never resend. */
    async failExpiredClaims(): Promise<number> {
      const result = await db.execute(sql`
        UPDATE webhook_deliveries SET status = 'failed', error = ${INTERRUPTED_ERROR}, claim_until = NULL
        WHERE status = 'sending' AND claim_until < now()`);
      return result.rowCount ?? 0;
    },

    /** Deliveries waiting to be sent (benchmarks and status). */
    async pendingCount(): Promise<number> {
      const result = await db.execute<{ count: number }>(
        sql`SELECT count(*)::int AS count FROM webhook_deliveries WHERE status IN ('pending', 'sending')`,
      );
      return result.rows[0]!.count;
    },
  };
}

export type WebhookDeliveriesRepository = ReturnType<typeof createWebhookDeliveriesRepository>;
