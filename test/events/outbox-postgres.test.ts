import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, openDatabase } from '../../src/db/connection.js';
import { prepareDatabase } from '../../src/composition.js';
import { freePort } from '../../tools/harness/processes.js';
import { type PostgresServer, startPostgresServer } from '../../tools/harness/postgres-server.js';
import { createOutboxRepository, type OutboxEvent, type OutboxRepository } from '../../src/events/outbox.repository.js';

/**
 * Out-of-order commits need transactions that really run side by side, which the embedded
 * database cannot do (it runs one at a time): this file runs in the postgres project only. It
 * starts a PostgreSQL server of its own: transaction ids are shared by a whole server, so another
 * test file's open transaction would hold back the horizon these tests observe.
 */

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * A transaction that appends one event and stays open until `commit()`. With takeXidFirst it
 * takes its transaction id at once and appends only when told (`append()`).
 */
function openTransaction(data: Record<string, unknown>, options: { takeXidFirst?: boolean } = {}) {
  const xidTaken = deferred();
  const appendNow = deferred();
  const appended = deferred<OutboxEvent>();
  const commit = deferred();
  if (!options.takeXidFirst) appendNow.resolve();
  const done = db.transaction(async (tx) => {
    if (options.takeXidFirst) await tx.execute(sql`SELECT pg_current_xact_id()`);
    xidTaken.resolve();
    await appendNow.promise;
    appended.resolve(await outbox.append({ event: 'product.updated', data }, tx));
    await commit.promise;
  });
  done.catch(appended.reject);
  return {
    xidTaken: xidTaken.promise,
    appended: appended.promise,
    append: appendNow.resolve,
    commit: commit.resolve,
    done,
  };
}

let server: PostgresServer;
let database: Database;
let db: Db;
let outbox: OutboxRepository;

beforeAll(async () => {
  server = startPostgresServer({ port: await freePort(), autovacuum: false });
  database = await openDatabase({ databaseUrl: server.url('postgres'), dataDir: '', poolSize: 10 });
  await prepareDatabase(database);
  db = database.db;
  outbox = createOutboxRepository(db);
}, 120_000);

afterAll(async () => {
  await database?.close();
  server?.stop();
});

const batch = { batchSize: 100, leaseMs: 30_000 };
const ids = (claimed: { events: OutboxEvent[] } | null) => claimed?.events.map((event) => event.id);
const positionOf = (event: OutboxEvent) => ({ txid: event.txid, id: event.id });

describe('outbox on PostgreSQL with concurrent transactions', () => {
  it('holds back a later commit until an earlier open transaction ends, then delivers both in order', async () => {
    const [e0] = await db.transaction(async (tx) => [
      await outbox.append({ event: 'business.created', data: { n: 0 } }, tx),
    ]);

    const tx1 = openTransaction({ n: 1 });
    const e1 = await tx1.appended;
    const tx2 = openTransaction({ n: 2 });
    const e2 = await tx2.appended;
    tx2.commit();
    await tx2.done;
    expect(e1.id).toBeLessThan(e2.id);
    expect(BigInt(e1.txid)).toBeLessThan(BigInt(e2.txid));

    // tx2 has committed, but tx1 (lower id) is still open: only e0 is settled.
    expect(ids(await outbox.claim('ooo', 'x', batch))).toEqual([e0!.id]);
    expect(await outbox.acknowledge('ooo', 'x', positionOf(e0!))).toBe(true);
    expect(await outbox.claim('ooo', 'x', batch)).toEqual({ events: [] });
    expect(await outbox.status('ooo')).toMatchObject({ lastId: e0!.id, backlog: 1 });

    tx1.commit();
    await tx1.done;
    const claimed = await outbox.claim('ooo', 'x', batch);
    expect(ids(claimed)).toEqual([e1.id, e2.id]);
    expect(await outbox.acknowledge('ooo', 'x', positionOf(claimed!.events.at(-1)!))).toBe(true);
    expect(await outbox.claim('ooo', 'x', batch)).toEqual({ events: [] });
  });

  it('orders by transaction id, so an older transaction with a higher event id is not skipped', async () => {
    // Consumer starts at the end of what earlier tests wrote.
    const start = await outbox.claim('txorder', 'x', batch);
    const last = start!.events.at(-1);
    if (last) await outbox.acknowledge('txorder', 'x', positionOf(last));

    const older = openTransaction({ n: 'older' }, { takeXidFirst: true });
    await older.xidTaken;
    const newer = openTransaction({ n: 'newer' });
    const newerEvent = await newer.appended;
    newer.commit();
    await newer.done;
    older.append();
    const olderEvent = await older.appended;
    expect(olderEvent.id).toBeGreaterThan(newerEvent.id);
    expect(BigInt(olderEvent.txid)).toBeLessThan(BigInt(newerEvent.txid));

    expect(await outbox.claim('txorder', 'x', batch)).toEqual({ events: [] });
    older.commit();
    await older.done;
    expect(ids(await outbox.claim('txorder', 'x', batch))).toEqual([olderEvent.id, newerEvent.id]);
  });

  it('gives a fresh consumer to exactly one of many owners claiming at the same moment', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, (_, n) => outbox.claim('race', `owner-${n}`, batch)));
    const winners = results.flatMap((result, n) => (result ? [`owner-${n}`] : []));
    expect(winners).toHaveLength(1);
    expect(await outbox.status('race')).toMatchObject({ leaseOwner: winners[0] });
  });
});
