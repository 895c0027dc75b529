import { randomUUID } from 'node:crypto';
import type { OutboxEvent, OutboxRepository } from '../../src/events/outbox.repository.js';

/** Reads the outbox as a consumer of its own: `take()` returns the events since the last take. */
export function eventRecorder(outbox: OutboxRepository) {
  const consumer = `test-${randomUUID()}`;
  return {
    async take(): Promise<OutboxEvent[]> {
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
