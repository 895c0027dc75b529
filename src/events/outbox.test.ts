import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DATABASE_KIND, openTestDatabase } from '../../test/helpers/app.js';
import { outboxSettled } from '../../test/helpers/events.js';
import type { Database } from '../db/connection.js';
import { outboxEvents } from '../db/schema.js';
import { createOutboxRepository, type OutboxEvent, type OutboxRepository } from './outbox.repository.js';

let database: Database;
let outbox: OutboxRepository;

beforeAll(async () => {
  database = await openTestDatabase();
  outbox = createOutboxRepository(database.db);
});

afterAll(async () => {
  await database?.close();
});

// Each test starts from an empty outbox and uses its own consumer names.
beforeEach(async () => {
  await database.db.delete(outboxEvents);
});

const batch = { batchSize: 100, leaseMs: 30_000 };
const positionOf = (event: OutboxEvent) => ({ txid: event.txid, id: event.id });

/** Appends events in one transaction and waits until consumers can read them (see outboxSettled). */
async function appendCommitted(count: number, first = 0): Promise<OutboxEvent[]> {
  const appended = await database.db.transaction(async (tx) => {
    const events: OutboxEvent[] = [];
    for (let n = first; n < first + count; n += 1) {
      events.push(await outbox.append({ event: 'product.updated', data: { n } }, tx));
    }
    return events;
  });
  await outboxSettled(database.db);
  return appended;
}

/** A promise with its resolve function, to hold a transaction open until the test says so. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('outbox', () => {
  it('delivers a committed event once per consumer, with its data, until acknowledged', async () => {
    const partnerId = '00000000-0000-4000-8000-000000000001';
    const appended = await database.db.transaction((tx) =>
      outbox.append(
        {
          event: 'rfq.created',
          data: { rfqId: 'r-1', items: [{ sku: 'A', quantity: 2 }] },
          requiredScopes: ['rfq:read'],
          partnerId,
        },
        tx,
      ),
    );
    await outboxSettled(database.db);

    const first = await outbox.claim('webhooks', 'worker-1', batch);
    expect(first?.events).toEqual([
      {
        id: appended.id,
        txid: appended.txid,
        event: 'rfq.created',
        data: { rfqId: 'r-1', items: [{ sku: 'A', quantity: 2 }] },
        requiredScopes: ['rfq:read'],
        partnerId,
        createdAt: expect.any(Date),
      },
    ]);
    expect(appended.txid).toMatch(/^\d+$/);

    // Unacknowledged: the same owner is handed the same event again.
    expect((await outbox.claim('webhooks', 'worker-1', batch))?.events.map((e) => e.id)).toEqual([appended.id]);

    expect(await outbox.acknowledge('webhooks', 'worker-1', positionOf(appended))).toBe(true);
    expect(await outbox.claim('webhooks', 'worker-1', batch)).toEqual({ events: [] });

    // Another consumer keeps its own position.
    expect((await outbox.claim('indexer', 'worker-1', batch))?.events.map((e) => e.id)).toEqual([appended.id]);
    expect(await outbox.status('webhooks')).toMatchObject({ lastTxid: appended.txid, lastId: appended.id, backlog: 0 });
    expect(await outbox.status('indexer')).toMatchObject({ lastTxid: '0', lastId: 0, backlog: 1 });
  });

  it('never delivers an event whose transaction rolled back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await outbox.append({ event: 'business.created', data: { id: 'rolled-back' } }, tx);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const [committed] = await appendCommitted(1);

    const claimed = await outbox.claim('rollback', 'worker-1', batch);
    expect(claimed?.events.map((e) => e.data)).toEqual([{ n: 0 }]);
    expect(claimed?.events[0]?.id).toBe(committed!.id);
  });

  /** A transaction that has appended one event and stays open until `commit()`. */
  async function openTransaction() {
    const commit = gate();
    let appended: OutboxEvent | undefined;
    const appendedInOpenTx = gate();
    const writer = database.db.transaction(async (tx) => {
      appended = await outbox.append({ event: 'business.updated', data: { id: 'b-1' } }, tx);
      appendedInOpenTx.open();
      await commit.opened;
    });
    await appendedInOpenTx.opened;
    return {
      event: () => appended!,
      async commit() {
        commit.open();
        await writer;
      },
    };
  }

  // Both databases keep an open transaction's event from consumers, each in its own way.
  if (DATABASE_KIND === 'embedded') {
    it('makes a consumer wait for an open transaction and then see its event, never before commit', async () => {
      const open = await openTransaction();
      // The embedded server runs one transaction at a time: the claim on another connection waits.
      let claimSettled = false;
      const claim = outbox.claim('waiting', 'worker-1', batch).finally(() => {
        claimSettled = true;
      });
      await sleep(300);
      expect(claimSettled).toBe(false);

      await open.commit();
      const claimed = await claim;
      expect(claimed?.events.map((e) => e.id)).toEqual([open.event().id]);
    });
  } else {
    it('hands a consumer nothing from an open transaction, and its event once committed', async () => {
      const open = await openTransaction();
      // A server runs transactions side by side: the claim answers at once, without the event.
      expect(await outbox.claim('waiting', 'worker-1', batch)).toEqual({ events: [] });

      await open.commit();
      await outboxSettled(database.db);
      const claimed = await outbox.claim('waiting', 'worker-1', batch);
      expect(claimed?.events.map((e) => e.id)).toEqual([open.event().id]);
    });
  }

  it('lets one owner hold a lease until it expires, and rejects the late acknowledgement of the old owner', async () => {
    const [event] = await appendCommitted(1);

    const byX = await outbox.claim('leased', 'x', { batchSize: 10, leaseMs: 500 });
    expect(byX?.events.map((e) => e.id)).toEqual([event!.id]);
    expect(await outbox.claim('leased', 'y', { batchSize: 10, leaseMs: 30_000 })).toBeNull();
    expect(await outbox.status('leased')).toMatchObject({ leaseOwner: 'x', leaseUntil: expect.any(Date) });

    await sleep(600);
    const byY = await outbox.claim('leased', 'y', { batchSize: 10, leaseMs: 30_000 });
    expect(byY?.events.map((e) => e.id)).toEqual([event!.id]);

    expect(await outbox.acknowledge('leased', 'x', positionOf(event!))).toBe(false);
    expect(await outbox.status('leased')).toMatchObject({ lastTxid: '0', lastId: 0, backlog: 1, leaseOwner: 'y' });
    expect(await outbox.claim('leased', 'x', { batchSize: 10, leaseMs: 500 })).toBeNull();

    expect(await outbox.acknowledge('leased', 'y', positionOf(event!))).toBe(true);
    expect(await outbox.status('leased')).toMatchObject({ lastTxid: event!.txid, lastId: event!.id, backlog: 0 });
  });

  it('hands the lease over at once after release', async () => {
    await appendCommitted(1);
    expect(await outbox.claim('released', 'x', batch)).not.toBeNull();
    expect(await outbox.release('released', 'y')).toBe(false);
    expect(await outbox.claim('released', 'y', batch)).toBeNull();

    expect(await outbox.release('released', 'x')).toBe(true);
    expect(await outbox.status('released')).toMatchObject({ leaseOwner: null, leaseUntil: null });
    expect((await outbox.claim('released', 'y', batch))?.events).toHaveLength(1);
  });

  it('never moves a position backwards', async () => {
    const events = await appendCommitted(3);
    await outbox.claim('forward', 'x', batch);
    expect(await outbox.acknowledge('forward', 'x', positionOf(events[2]!))).toBe(true);
    expect(await outbox.acknowledge('forward', 'x', positionOf(events[0]!))).toBe(true);
    expect(await outbox.status('forward')).toMatchObject({ lastId: events[2]!.id, backlog: 0 });
    expect(await outbox.claim('forward', 'x', batch)).toEqual({ events: [] });
  });

  it('pages through 250 events from several transactions in batches of 100, each exactly once', async () => {
    const appended: OutboxEvent[] = [];
    for (let t = 0; t < 5; t += 1) appended.push(...(await appendCommitted(50, t * 50)));
    expect(await outbox.status('pager')).toMatchObject({ backlog: 250 });

    const seen: number[] = [];
    const sizes: number[] = [];
    for (;;) {
      const claimed = await outbox.claim('pager', 'x', { batchSize: 100, leaseMs: 30_000 });
      const events = claimed!.events;
      sizes.push(events.length);
      if (events.length === 0) break;
      seen.push(...events.map((e) => e.data.n as number));
      expect(await outbox.acknowledge('pager', 'x', positionOf(events.at(-1)!))).toBe(true);
    }

    expect(sizes).toEqual([100, 100, 50, 0]);
    expect(seen).toEqual(Array.from({ length: 250 }, (_, n) => n));
    expect(await outbox.status('pager')).toMatchObject({ lastId: appended.at(-1)!.id, backlog: 0 });
  });

  it('rejects a batch size below one', async () => {
    await expect(outbox.claim('invalid', 'x', { batchSize: 0, leaseMs: 1000 })).rejects.toThrow(RangeError);
  });
});
