import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers/app.js';
import { outboxSettled } from '../../test/helpers/events.js';
import type { Database } from '../db/connection.js';
import { outboxEvents } from '../db/schema.js';
import type { Logger } from '../lib/logger.js';
import { type ConsumedEvent, createOutboxConsumer, LeaseLostError } from './consumer.js';
import { createEventWriter } from './event-writer.js';
import { createOutboxRepository, type OutboxRepository } from './outbox.repository.js';

let database: Database;
let outbox: OutboxRepository;

beforeAll(async () => {
  database = await openTestDatabase();
  outbox = createOutboxRepository(database.db);
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  await database.db.delete(outboxEvents);
});

const BUSINESS = '00000000-0000-4000-8000-000000000001';

/** Writes events in one transaction and waits until consumers can read them. */
async function writeEvents(count: number): Promise<void> {
  const writer = createEventWriter(outbox);
  await database.db.transaction(async (tx) => {
    for (let n = 0; n < count; n += 1) {
      await writer.append({ event: 'supplier.performance_updated', data: { business_id: BUSINESS } }, tx);
    }
  });
  await outboxSettled(database.db);
}

function recordingLog() {
  const errors: string[] = [];
  const log: Logger = { info() {}, warn() {}, error: (_object, message) => errors.push(message ?? '') };
  return { log, errors };
}

let consumerCount = 0;
const uniqueName = () => {
  consumerCount += 1;
  return `consumer-test-${consumerCount}`;
};

describe('outbox consumer', () => {
  it('hands typed events to its handler and acknowledges them, once', async () => {
    await writeEvents(3);
    const seen: ConsumedEvent[] = [];
    const consumer = createOutboxConsumer({
      name: uniqueName(),
      outbox,
      log: recordingLog().log,
      handle: async (events) => void seen.push(...events),
    });
    expect(await consumer.step()).toEqual({ kind: 'applied', events: 3 });
    expect(await consumer.step()).toEqual({ kind: 'idle' });
    expect(seen.map((event) => [event.event, event.data])).toEqual(
      Array(3).fill(['supplier.performance_updated', { business_id: BUSINESS }]),
    );
    expect((await consumer.status()).backlog).toBe(0);
  });

  it('counts a failing batch in its status, keeps it unacknowledged and retries it', async () => {
    await writeEvents(2);
    const { log, errors } = recordingLog();
    let attempts = 0;
    const name = uniqueName();
    const consumer = createOutboxConsumer({
      name,
      outbox,
      log,
      idleMs: 5,
      async handle() {
        attempts += 1;
        if (attempts < 3) throw new Error(`index unreachable (attempt ${attempts})`);
      },
    });
    const stop = new AbortController();
    const running = consumer.run({ signal: stop.signal });
    while ((await consumer.status()).backlog > 0) await new Promise((resolve) => setTimeout(resolve, 10));
    stop.abort();
    await running;
    const status = await consumer.status();
    expect(attempts).toBe(3);
    expect(status).toMatchObject({
      errorCount: 2,
      lastError: 'index unreachable (attempt 2)',
      backlog: 0,
      leaseOwner: null,
    });
    expect(status.lastErrorAt).toBeInstanceOf(Date);
    expect(errors).toEqual(['outbox consumer failed', 'outbox consumer failed']);
  });

  it('stops and says so when its lease passed to another process while it worked', async () => {
    await writeEvents(1);
    const name = uniqueName();
    const { log, errors } = recordingLog();
    const successor = createOutboxConsumer({
      name,
      outbox,
      log: recordingLog().log,
      leaseMs: 60_000,
      handle: async () => {},
    });
    const slow = createOutboxConsumer({
      name,
      outbox,
      log,
      leaseMs: 50,
      // While this batch is worked on, the short lease runs out and the successor takes it over.
      async handle() {
        await new Promise((resolve) => setTimeout(resolve, 120));
        expect(await successor.step()).toEqual({ kind: 'applied', events: 1 });
      },
    });
    await expect(slow.run({ signal: new AbortController().signal })).rejects.toThrow(LeaseLostError);
    expect(errors).toContain('outbox consumer stopped');
    const status = await slow.status();
    expect(status.leaseOwner).toBe(successor.owner);
    expect(status.errorCount).toBe(1);
    expect(status.lastError).toContain(`lease lost by ${slow.owner}`);
  });

  it('skips no event when a step finds the lease held by another owner', async () => {
    await writeEvents(1);
    const name = uniqueName();
    const holder = createOutboxConsumer({ name, outbox, log: recordingLog().log, handle: async () => {} });
    const other = createOutboxConsumer({ name, outbox, log: recordingLog().log, handle: async () => {} });
    await outbox.claim(name, holder.owner, { batchSize: 1, leaseMs: 60_000 });
    expect(await other.step()).toEqual({ kind: 'lease-held-elsewhere' });
    expect((await other.status()).backlog).toBe(1);
  });

  it('records an event whose data does not parse, passes over it and hands on the events around it; never retries it', async () => {
    // A row written around the event writer (raw insert), between two valid events.
    await writeEvents(1);
    const [poison] = await database.db
      .insert(outboxEvents)
      .values({ event: 'business.created', data: { business_id: 42, name: 'No slug' } })
      .returning({ id: outboxEvents.id });
    await outboxSettled(database.db);
    await writeEvents(1);
    const name = uniqueName();
    const { log, errors } = recordingLog();
    const seen: ConsumedEvent[] = [];
    const consumer = createOutboxConsumer({ name, outbox, log, handle: async (events) => void seen.push(...events) });
    expect(await consumer.step()).toEqual({ kind: 'applied', events: 2, skipped: 1 });
    expect(await consumer.step()).toEqual({ kind: 'idle' });
    expect(seen.map((event) => event.event)).toEqual(['supplier.performance_updated', 'supplier.performance_updated']);
    expect(errors).toEqual(['outbox consumer skipped events whose data does not parse']);
    const status = await consumer.status();
    expect(status).toMatchObject({
      backlog: 0,
      errorCount: 0,
      skipped: 1,
      lastSkipped: { eventId: poison!.id, event: 'business.created' },
    });
    expect(status.lastSkipped!.error).toMatch(/^business\.created: business_id: .*; slug: /);
    // Another consumer records it under its own name; a replayed record adds nothing.
    const other = createOutboxConsumer({ name: uniqueName(), outbox, log: recordingLog().log, handle: async () => {} });
    expect(await other.step()).toEqual({ kind: 'applied', events: 2, skipped: 1 });
    await outbox.recordSkipped(name, [{ eventId: poison!.id, event: 'business.created', error: 'again' }]);
    expect(await consumer.status()).toMatchObject({ skipped: 1, lastSkipped: { error: status.lastSkipped!.error } });
  });

  it('a batch of only unparseable events is acknowledged without calling the handler', async () => {
    await database.db.insert(outboxEvents).values({ event: 'no.such_event', data: {} });
    await outboxSettled(database.db);
    let calls = 0;
    const consumer = createOutboxConsumer({
      name: uniqueName(),
      outbox,
      log: recordingLog().log,
      handle: async () => {
        calls += 1;
      },
    });
    expect(await consumer.step()).toEqual({ kind: 'applied', events: 0, skipped: 1 });
    expect(calls).toBe(0);
    expect(await consumer.status()).toMatchObject({
      backlog: 0,
      skipped: 1,
      lastSkipped: { event: 'no.such_event', error: 'unknown event "no.such_event"' },
    });
  });
});
