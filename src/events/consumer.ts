import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '../lib/logger.js';
import { type DirectoryEvent, InvalidEventError, parseEvent } from './catalogue.js';
import type { OutboxEvent, OutboxRepository } from './outbox.repository.js';

/** An outbox event whose data has been checked against the catalogue. */
export type ConsumedEvent = Omit<OutboxEvent, 'event' | 'data'> & DirectoryEvent;

export interface ConsumerOptions {
  /** The consumer's name: its position and lease in the outbox, shared by every process running it. */
  name: string;
  outbox: Pick<OutboxRepository, 'claim' | 'acknowledge' | 'release' | 'recordError' | 'recordSkipped' | 'status'>;
  /** Applies a batch; throwing leaves the batch unacknowledged, to be retried after a backoff. */
  handle(events: ConsumedEvent[]): Promise<void>;
  log: Logger;
  batchSize?: number;
  leaseMs?: number;
  /** Pause when the outbox is empty; also the first backoff after a failure. */
  idleMs?: number;
  maxBackoffMs?: number;
}

/** The lease passed to another process while this one worked: it must stop, not carry on as a duplicate. */
export class LeaseLostError extends Error {
  constructor(consumer: string, owner: string) {
    super(`outbox consumer "${consumer}": lease lost by ${owner}; another process owns it now`);
    this.name = 'LeaseLostError';
  }
}

/** `events`: handed to the handler; `skipped` (only when some were): passed over, their data does not parse. */
export type StepResult =
  | { kind: 'lease-held-elsewhere' }
  | { kind: 'idle' }
  | { kind: 'applied'; events: number; skipped?: number };

/**
 * The outbox rows of a batch as typed events, and the rows whose data does not parse against
 * the catalogue. The event writer validated every event it wrote, so a row that fails here was
 * written around it (or by an older release): nothing a retry can fix.
 */
export function readEvents(rows: OutboxEvent[]): {
  events: ConsumedEvent[];
  unreadable: Array<{ eventId: number; event: string; error: string }>;
} {
  const events: ConsumedEvent[] = [];
  const unreadable: Array<{ eventId: number; event: string; error: string }> = [];
  for (const row of rows) {
    try {
      events.push({ ...row, ...parseEvent(row.event, row.data) });
    } catch (error) {
      if (!(error instanceof InvalidEventError)) throw error;
      unreadable.push({ eventId: row.id, event: row.event, error: error.message });
    }
  }
  return { events, unreadable };
}

/**
 * The one outbox consumer loop: claim a batch under the lease, apply it, acknowledge it.
 * Failures are counted in the outbox (visible to `indexer status` from any process), logged,
 * and retried with capped exponential backoff; nothing is swallowed.
 */
export function createOutboxConsumer(options: ConsumerOptions) {
  const { name, outbox, log } = options;
  const batchSize = options.batchSize ?? 500;
  const leaseMs = options.leaseMs ?? 30_000;
  const idleMs = options.idleMs ?? 250;
  const maxBackoffMs = options.maxBackoffMs ?? 5_000;
  const owner = `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;
  let heldLease = false;

  async function fail(error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    log.error({ err: error, consumer: name }, 'outbox consumer failed');
    await outbox.recordError(name, message).catch((recordError: unknown) => {
      log.error({ err: recordError, consumer: name }, 'could not record the outbox consumer failure');
    });
  }

  const consumer = {
    name,
    owner,

    /** One claim → apply → acknowledge step. Throws LeaseLostError when the acknowledgement finds another owner. */
    async step(): Promise<StepResult> {
      const batch = await outbox.claim(name, owner, { batchSize, leaseMs });
      if (!batch) return { kind: 'lease-held-elsewhere' };
      heldLease = true;
      if (batch.events.length === 0) return { kind: 'idle' };
      // An event whose data does not parse is recorded and passed over, never retried: retrying
      // cannot fix it, and it would hold back every event behind it.
      const { events, unreadable } = readEvents(batch.events);
      if (unreadable.length > 0) {
        log.error({ consumer: name, skipped: unreadable }, 'outbox consumer skipped events whose data does not parse');
        await outbox.recordSkipped(name, unreadable);
      }
      if (events.length > 0) await options.handle(events);
      const last = batch.events.at(-1)!;
      if (!(await outbox.acknowledge(name, owner, { txid: last.txid, id: last.id })))
        throw new LeaseLostError(name, owner);
      return unreadable.length > 0
        ? { kind: 'applied', events: events.length, skipped: unreadable.length }
        : { kind: 'applied', events: events.length };
    },

    /**
     * Steps until the signal aborts, then gives the lease up. Rejects with LeaseLostError when
     * the lease was taken over (the process is a duplicate and says so by stopping).
     */
    async run(runOptions: { signal: AbortSignal }): Promise<void> {
      const { signal } = runOptions;
      let backoff = idleMs;
      try {
        while (!signal.aborted) {
          let wait = idleMs;
          try {
            const result = await consumer.step();
            backoff = idleMs;
            if (result.kind === 'applied') {
              log.info({ consumer: name, events: result.events }, 'outbox consumer applied events');
              continue;
            }
          } catch (error) {
            if (error instanceof LeaseLostError) throw error;
            await fail(error);
            wait = backoff;
            backoff = Math.min(backoff * 2, maxBackoffMs);
          }
          // Jitter keeps processes that failed together from retrying in step.
          await sleep(wait * (0.75 + Math.random() / 2), undefined, { signal }).catch(() => {});
        }
      } catch (error) {
        log.error({ err: error, consumer: name }, 'outbox consumer stopped');
        await fail(error);
        throw error;
      }
      if (heldLease && !(await outbox.release(name, owner))) {
        log.warn(
          { consumer: name, owner },
          'outbox consumer: the lease had already passed to another process at shutdown',
        );
      }
    },

    status: () => outbox.status(name),
  };
  return consumer;
}

export type OutboxConsumer = ReturnType<typeof createOutboxConsumer>;
