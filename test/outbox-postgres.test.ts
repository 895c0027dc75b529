import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/connection.js';
import * as schema from '../src/db/schema.js';
import { createOutboxRepository, type OutboxEvent, type OutboxRepository } from '../src/events/outbox.repository.js';

/**
 * Out-of-order commits need transactions that really run side by side, which the embedded
 * database cannot do (it runs one at a time). This file starts a throwaway PostgreSQL server
 * and creates only the outbox tables from our migration (the full schema needs pgvector).
 */

const POSTGRES_ROOT = '/usr/lib/postgresql';
const MIGRATIONS = ['0002_directory_records.sql', '0005_outbox_consumer_errors.sql'].map((file) => new URL(`../migrations/${file}`, import.meta.url));

function postgresBinDir(): string {
  const versions = existsSync(POSTGRES_ROOT)
    ? readdirSync(POSTGRES_ROOT).filter((version) => existsSync(join(POSTGRES_ROOT, version, 'bin', 'pg_ctl')))
    : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) {
    throw new Error(
      `No PostgreSQL server found in ${POSTGRES_ROOT}/*/bin. This test needs one: ` +
        'install it with `apt-get install -y postgresql` (CI installs it).',
    );
  }
  return join(POSTGRES_ROOT, newest, 'bin');
}

/** PostgreSQL refuses to run as root; as root, run it as the `postgres` user the package creates. */
function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** The outbox DDL exactly as the migrations have it. */
function outboxStatements(): string[] {
  return MIGRATIONS.map((file) => readFileSync(file, 'utf8'))
    .join('--> statement-breakpoint')
    .split('--> statement-breakpoint')
    .map((statement) => statement.replace(/^--.*$/gm, '').trim())
    .filter((statement) => /outbox/i.test(statement));
}

interface Server {
  pool: pg.Pool;
  stop(): Promise<void>;
}

async function startServer(): Promise<Server> {
  const bin = postgresBinDir();
  const user = serverUser();
  const dir = mkdtempSync(join(tmpdir(), 'outbox-pg-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const dataDir = join(dir, 'data');
  const run = (tool: string, args: string[]) =>
    execFileSync(join(bin, tool), args, { cwd: dir, stdio: 'pipe', ...user });

  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  // Unix socket only; autovacuum off so no background transaction holds the xmin back.
  const options = `-k ${dir} -c listen_addresses='' -c fsync=off -c autovacuum=off`;
  run('pg_ctl', ['-D', dataDir, '-l', join(dir, 'server.log'), '-o', options, '-w', 'start']);
  const pool = new pg.Pool({ host: dir, port: 5432, user: 'postgres', database: 'postgres', max: 10 });
  // pool.end() resolves before the sockets close; a server stopping under them reports an error.
  const connections = new Set<Promise<unknown>>();
  pool.on('connect', (client) => connections.add(once(client, 'end')));
  return {
    pool,
    async stop() {
      await pool.end();
      await Promise.all(connections);
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

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
  return { xidTaken: xidTaken.promise, appended: appended.promise, append: appendNow.resolve, commit: commit.resolve, done };
}

let server: Server;
let db: Db;
let outbox: OutboxRepository;

beforeAll(async () => {
  server = await startServer();
  const statements = outboxStatements();
  expect(statements.map((statement) => statement.split('(')[0]!.trim())).toEqual([
    'CREATE TABLE "outbox_consumers"',
    'CREATE TABLE "outbox_events"',
    'CREATE INDEX "outbox_events_position_idx" ON "outbox_events" USING btree',
    'ALTER TABLE outbox_consumers ADD COLUMN error_count bigint DEFAULT 0 NOT NULL;',
    'ALTER TABLE outbox_consumers ADD COLUMN last_error text;',
    'ALTER TABLE outbox_consumers ADD COLUMN last_error_at timestamp with time zone;',
  ]);
  for (const statement of statements) await server.pool.query(statement);
  db = drizzle(server.pool, { schema });
  outbox = createOutboxRepository(db);
});

afterAll(async () => {
  await server?.stop();
});

const batch = { batchSize: 100, leaseMs: 30_000 };
const ids = (claimed: { events: OutboxEvent[] } | null) => claimed?.events.map((event) => event.id);
const positionOf = (event: OutboxEvent) => ({ txid: event.txid, id: event.id });

describe('outbox on PostgreSQL with concurrent transactions', () => {
  it('holds back a later commit until an earlier open transaction ends, then delivers both in order', async () => {
    const [e0] = await db.transaction(async (tx) => [await outbox.append({ event: 'business.created', data: { n: 0 } }, tx)]);

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
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, n) => outbox.claim('race', `owner-${n}`, batch)),
    );
    const winners = results.flatMap((result, n) => (result ? [`owner-${n}`] : []));
    expect(winners).toHaveLength(1);
    expect(await outbox.status('race')).toMatchObject({ leaseOwner: winners[0] });
  });
});
