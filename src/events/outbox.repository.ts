import { and, asc, count, desc, eq, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/connection.js';
import { outboxConsumers, outboxEvents, outboxSkippedEvents } from '../db/schema.js';
import type { EventName } from './catalogue.js';

export type { EventName };

export interface NewOutboxEvent {
  event: EventName;
  data: Record<string, unknown>;
  /** Scopes a recipient needs, beyond the event's own audience, to see the record. */
  requiredScopes?: readonly string[];
  /** The one partner an event belongs to (rfq.*); null: everyone allowed by requiredScopes. */
  partnerId?: string | null;
}

export interface OutboxEvent {
  id: number;
  /** The writing transaction's id (xid8, as a decimal string). */
  txid: string;
  event: EventName;
  data: Record<string, unknown>;
  requiredScopes: string[];
  partnerId: string | null;
  createdAt: Date;
}

/** A consumer's position: the last event it acknowledged, in (txid, id) order. */
export interface OutboxPosition {
  txid: string;
  id: number;
}

export interface ConsumerStatus {
  lastTxid: string;
  lastId: number;
  /** Committed events after the position (some may still wait for older transactions to end). */
  backlog: number;
  leaseOwner: string | null;
  leaseUntil: Date | null;
  /** When the consumer last claimed or acknowledged; null if it never ran. */
  lastSyncAt: Date | null;
  /** Failures recorded by `recordError`, from any process sharing the consumer. */
  errorCount: number;
  lastError: string | null;
  lastErrorAt: Date | null;
  /** Events passed over because their data does not parse (see recordSkipped), and the latest. */
  skipped: number;
  lastSkipped: SkippedEvent | null;
}

/** An event a consumer passed over, and why. */
export interface SkippedEvent {
  eventId: number;
  event: string;
  error: string;
  skippedAt: Date;
}

const eventColumns = {
  id: outboxEvents.id,
  txid: outboxEvents.txid,
  event: sql<EventName>`${outboxEvents.event}`,
  data: outboxEvents.data,
  requiredScopes: outboxEvents.requiredScopes,
  partnerId: outboxEvents.partnerId,
  createdAt: outboxEvents.createdAt,
};

const after = (position: OutboxPosition) =>
  sql`(${outboxEvents.txid}, ${outboxEvents.id}) > (${position.txid}::xid8, ${position.id}::bigint)`;

/** A consumer's position moved up to `upTo`, never backwards: acknowledge and advance both write it. */
function forwardTo(upTo: OutboxPosition) {
  const advances = sql`(${outboxConsumers.lastTxid}, ${outboxConsumers.lastId}) < (${upTo.txid}::xid8, ${upTo.id}::bigint)`;
  return {
    lastTxid: sql`CASE WHEN ${advances} THEN ${upTo.txid}::xid8 ELSE ${outboxConsumers.lastTxid} END`,
    lastId: sql`CASE WHEN ${advances} THEN ${upTo.id}::bigint ELSE ${outboxConsumers.lastId} END`,
    updatedAt: sql`now()`,
  };
}

/**
 * The transactional outbox. Writers append inside their own transaction; consumers (webhooks,
 * the indexer) each keep a position and take batches under a lease.
 *
 * Events are read in (txid, id) order and only from transactions older than every transaction
 * still running (the snapshot's xmin). Ids are handed out before commit, so a transaction with a
 * lower id can commit after one with a higher id; reading by id alone would skip it. Below xmin
 * nothing can commit any more, so the position only ever passes settled rows.
 *
 * The consumer side runs single statements on `db`, never a transaction spanning the caller's
 * work: the embedded database serialises every connection while a transaction is open.
 */
export function createOutboxRepository(db: Db) {
  /** The consumer's position, backlog, lease and errors; a consumer that never claimed starts at zero. */
  async function status(consumer: string): Promise<ConsumerStatus> {
    const [row] = await db
      .select({
        lastTxid: outboxConsumers.lastTxid,
        lastId: outboxConsumers.lastId,
        leaseOwner: outboxConsumers.leaseOwner,
        leaseUntil: outboxConsumers.leaseUntil,
        lastSyncAt: outboxConsumers.updatedAt,
        errorCount: outboxConsumers.errorCount,
        lastError: outboxConsumers.lastError,
        lastErrorAt: outboxConsumers.lastErrorAt,
      })
      .from(outboxConsumers)
      .where(eq(outboxConsumers.name, consumer));
    const state = row ?? {
      lastTxid: '0',
      lastId: 0,
      leaseOwner: null,
      leaseUntil: null,
      lastSyncAt: null,
      errorCount: 0,
      lastError: null,
      lastErrorAt: null,
    };
    const [[backlog], [skipped], [lastSkipped]] = await Promise.all([
      db
        .select({ count: count() })
        .from(outboxEvents)
        .where(after({ txid: state.lastTxid, id: state.lastId })),
      db.select({ count: count() }).from(outboxSkippedEvents).where(eq(outboxSkippedEvents.consumer, consumer)),
      db
        .select({
          eventId: outboxSkippedEvents.eventId,
          event: outboxSkippedEvents.event,
          error: outboxSkippedEvents.error,
          skippedAt: outboxSkippedEvents.skippedAt,
        })
        .from(outboxSkippedEvents)
        .where(eq(outboxSkippedEvents.consumer, consumer))
        .orderBy(desc(outboxSkippedEvents.skippedAt), desc(outboxSkippedEvents.eventId))
        .limit(1),
    ]);
    return { ...state, backlog: backlog!.count, skipped: skipped!.count, lastSkipped: lastSkipped ?? null };
  }

  return {
    /**
     * Records an event in the caller's transaction, so it exists exactly when the change does.
     * Services go through the event writer (event-writer.ts), which checks the data first.
     */
    async append(input: NewOutboxEvent, tx: DbOrTx): Promise<OutboxEvent> {
      const [row] = await tx
        .insert(outboxEvents)
        .values({
          event: input.event,
          data: input.data,
          requiredScopes: [...(input.requiredScopes ?? [])],
          partnerId: input.partnerId ?? null,
        })
        .returning(eventColumns);
      return row!;
    },

    /**
     * Takes or renews the consumer's lease and returns the next events after its position;
     * null while another owner holds a live lease. Process the batch, then `acknowledge` it.
     */
    async claim(
      consumer: string,
      owner: string,
      options: { batchSize: number; leaseMs: number },
    ): Promise<{ events: OutboxEvent[] } | null> {
      if (!Number.isInteger(options.batchSize) || options.batchSize < 1) {
        throw new RangeError(`batchSize must be a positive integer, got ${options.batchSize}`);
      }
      if (!(options.leaseMs > 0)) throw new RangeError(`leaseMs must be positive, got ${options.leaseMs}`);
      // The database clock decides leases, so processes on different hosts agree.
      const leaseUntil = sql`now() + ${options.leaseMs}::double precision * interval '1 millisecond'`;
      const [position] = await db
        .insert(outboxConsumers)
        .values({ name: consumer, leaseOwner: owner, leaseUntil })
        .onConflictDoUpdate({
          target: outboxConsumers.name,
          set: { leaseOwner: owner, leaseUntil, updatedAt: sql`now()` },
          setWhere: or(
            sql`${outboxConsumers.leaseOwner} IS NULL`,
            eq(outboxConsumers.leaseOwner, owner),
            sql`${outboxConsumers.leaseUntil} < now()`,
          ),
        })
        .returning({ txid: outboxConsumers.lastTxid, id: outboxConsumers.lastId });
      if (!position) return null;

      const events = await db
        .select(eventColumns)
        .from(outboxEvents)
        .where(and(after(position), sql`${outboxEvents.txid} < pg_snapshot_xmin(pg_current_snapshot())`))
        .orderBy(asc(outboxEvents.txid), asc(outboxEvents.id))
        .limit(options.batchSize);
      return { events };
    },

    /**
     * Moves the position up to `upTo` (never backwards). Returns false when the lease has passed
     * to another owner, who will deliver those events again; an expired lease nobody took over
     * still counts as held, since no one else can have read from this position meanwhile.
     */
    async acknowledge(consumer: string, owner: string, upTo: OutboxPosition): Promise<boolean> {
      const rows = await db
        .update(outboxConsumers)
        .set(forwardTo(upTo))
        .where(and(eq(outboxConsumers.name, consumer), eq(outboxConsumers.leaseOwner, owner)))
        .returning({ name: outboxConsumers.name });
      return rows.length > 0;
    },

    /**
     * Moves a consumer's position up to `upTo` (never backwards), lease or not: a full pass that
     * read every record after `settledHorizon` gave `upTo` has done what the events before it
     * ask, so the consumer need not replay them. A batch in flight acknowledges below it harmlessly.
     */
    async advance(consumer: string, upTo: OutboxPosition): Promise<void> {
      await db
        .insert(outboxConsumers)
        .values({ name: consumer, lastTxid: upTo.txid, lastId: upTo.id })
        .onConflictDoUpdate({ target: outboxConsumers.name, set: forwardTo(upTo) });
    },

    /**
     * The oldest transaction still running: every event with a lower txid is committed (or
     * gone) and visible now; events from this txid on may still appear. A full reindex reads
     * Postgres after taking it, then replays events from it on (`scan`) so nothing falls between.
     */
    async settledHorizon(): Promise<OutboxPosition> {
      const result = await db.execute<{ xmin: string }>(
        sql`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin`,
      );
      // The position just before the first event of transaction xmin.
      return { txid: (BigInt(result.rows[0]!.xmin) - 1n).toString(), id: Number.MAX_SAFE_INTEGER };
    },

    /** Settled events after a position, without a lease or a stored position (reindex catch-up). */
    async scan(from: OutboxPosition, limit: number): Promise<OutboxEvent[]> {
      return db
        .select(eventColumns)
        .from(outboxEvents)
        .where(and(after(from), sql`${outboxEvents.txid} < pg_snapshot_xmin(pg_current_snapshot())`))
        .orderBy(asc(outboxEvents.txid), asc(outboxEvents.id))
        .limit(limit);
    },

    /** Gives the lease up so another process may continue at once; false if owner did not hold it. */
    async release(consumer: string, owner: string): Promise<boolean> {
      const rows = await db
        .update(outboxConsumers)
        .set({ leaseOwner: null, leaseUntil: null, updatedAt: sql`now()` })
        .where(and(eq(outboxConsumers.name, consumer), eq(outboxConsumers.leaseOwner, owner)))
        .returning({ name: outboxConsumers.name });
      return rows.length > 0;
    },

    /** Counts a failure of the consumer's work and keeps its message for status screens. */
    async recordError(consumer: string, message: string): Promise<void> {
      await db
        .insert(outboxConsumers)
        .values({ name: consumer, errorCount: 1, lastError: message, lastErrorAt: sql`now()` })
        .onConflictDoUpdate({
          target: outboxConsumers.name,
          set: { errorCount: sql`${outboxConsumers.errorCount} + 1`, lastError: message, lastErrorAt: sql`now()` },
        });
    },

    /**
     * Records events the consumer passes over (their data does not parse), once per consumer and
     * event: a batch retried after a failure records nothing twice.
     */
    async recordSkipped(
      consumer: string,
      skipped: Array<{ eventId: number; event: string; error: string }>,
    ): Promise<void> {
      if (skipped.length === 0) return;
      await db
        .insert(outboxSkippedEvents)
        .values(skipped.map((row) => ({ consumer, ...row })))
        .onConflictDoNothing({ target: [outboxSkippedEvents.consumer, outboxSkippedEvents.eventId] });
    },

    /** Every consumer that has run (search indexer, webhooks, embedder), with its status. */
    async consumers(): Promise<Array<ConsumerStatus & { name: string }>> {
      const rows = await db
        .select({ name: outboxConsumers.name })
        .from(outboxConsumers)
        .orderBy(asc(outboxConsumers.name));
      return Promise.all(rows.map(async ({ name }) => ({ name, ...(await status(name)) })));
    },

    status,

    /** Every consumer's backlog and the commit time of its oldest unconsumed event, in one statement (for metrics). */
    async backlogs(): Promise<Array<{ consumer: string; backlog: number; oldestAt: Date | null }>> {
      const result = await db.execute<{ consumer: string; backlog: number; oldest_at: Date | string | null }>(sql`
        SELECT c.name AS consumer, pending.backlog, pending.oldest_at
        FROM ${outboxConsumers} c
        CROSS JOIN LATERAL (
          SELECT count(*)::int AS backlog, min(e.created_at) AS oldest_at
          FROM ${outboxEvents} e
          WHERE (e.txid, e.id) > (c.last_txid, c.last_id)
        ) pending
        ORDER BY c.name`);
      return result.rows.map((row) => ({
        consumer: row.consumer,
        backlog: Number(row.backlog),
        oldestAt: row.oldest_at === null ? null : new Date(row.oldest_at),
      }));
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
