import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/connection.js';
import type { OutboxEvent, OutboxRepository } from '../../src/events/outbox.repository.js';

/**
 * Waits until every event in the outbox is below the oldest running transaction, so consumers can
 * read all of them. On a PostgreSQL server transaction ids are shared by the whole cluster: another
 * test file's open transaction (in its own database) holds the horizon back for a moment, exactly
 * as a long transaction would in production.
 */
export async function outboxSettled(db: Db, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await db.execute<{ settled: boolean }>(
      sql`SELECT coalesce(max(txid) < pg_snapshot_xmin(pg_current_snapshot()), true) AS settled FROM outbox_events`,
    );
    if (result.rows[0]!.settled) return;
    if (Date.now() > deadline) throw new Error('the outbox did not settle: a transaction stayed open');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Reads the outbox as a consumer of its own: `take()` returns the events committed since the last take. */
export function eventRecorder(outbox: OutboxRepository, db: Db) {
  const consumer = `test-${randomUUID()}`;
  return {
    async take(): Promise<OutboxEvent[]> {
      await outboxSettled(db);
      const taken: OutboxEvent[] = [];
      for (;;) {
        const batch = await outbox.claim(consumer, 'tests', { batchSize: 500, leaseMs: 60_000 });
        if (!batch || batch.events.length === 0) return taken;
        const last = batch.events.at(-1)!;
        await outbox.acknowledge(consumer, 'tests', { txid: last.txid, id: last.id });
        taken.push(...batch.events);
      }
    },
  };
}
