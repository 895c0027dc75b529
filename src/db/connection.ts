import { setTimeout as sleep } from 'node:timers/promises';
import { type SQLWrapper, sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { type Logger, silentLogger } from '../lib/logger.js';
import * as schema from './schema.js';
import { DataDirectoryBusyError, type EmbeddedHost, findRunningHost, startEmbeddedHost } from './embedded.js';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle: repositories accept it so a write and its event share one transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;
/**
 * How services open a transaction: `transaction(async (tx) => ...)`. Repository methods take the
 * transaction as their optional last argument (`tx: DbOrTx = db`), the one way a transaction is
 * passed; the outbox's append requires it.
 */
export type Transaction = <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;

/**
 * Settings for the rest of a transaction (what `SET LOCAL` does), all in one statement and one
 * round trip: `set_config(name, value, true)` for each. Only inside a transaction: outside one,
 * a setting would end with the statement.
 */
export async function setLocal(tx: Tx, settings: Readonly<Record<string, string | number>>): Promise<void> {
  const calls = Object.entries(settings).map(([name, value]) => sql`set_config(${name}, ${String(value)}, true)`);
  await tx.execute(sql`SELECT ${sql.join(calls, sql`, `)}`);
}

/**
 * Settings that make the statements testing the search documents (`tsvector @@ tsquery`) read
 * through indexes, never a sequential scan. The planner prices such a test like any filter, but
 * each decompresses a kilobyte-sized document: a broad word or prefix (estimated at 40 % of 100k
 * products) scanned the whole table, 440 ms instead of 90 through the GIN index.
 */
export const NO_SEQUENTIAL_SCANS = { enable_seqscan: 'off' } as const;

/** A transaction whose statements read through indexes, never a sequential scan (NO_SEQUENTIAL_SCANS). */
export function withoutSequentialScans<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await setLocal(tx, NO_SEQUENTIAL_SCANS);
    return work(tx);
  });
}

/**
 * One statement under settings of its own (what `SET LOCAL` gives a transaction), in one message
 * and one round trip: the settings and the statement go as one simple query, which PostgreSQL
 * runs as one implicit transaction, so the settings end with it and an error rolls it back. In a
 * transaction of its own the same statement costs four round trips, and on the embedded
 * database, whose one session serves every connection, the transaction holds that session
 * between them while other requests wait. The simple protocol takes no parameters: the
 * statement's are sent as literals, quoted by the driver (pg's `prepareValue` and
 * `escapeLiteral`, as for a parameter's text). The statement's own result; rows as arrays with
 * `rowMode: 'array'`.
 */
export async function runWithSettings<R extends pg.QueryResultRow = pg.QueryResultRow>(
  db: Db,
  settings: Readonly<Record<string, string | number>>,
  statement: SQLWrapper,
  options: { rowMode?: 'array' } = {},
): Promise<pg.QueryResult<R>> {
  const query = dialect.sqlToQuery(statement.getSQL());
  const text = query.sql.replace(/\$(\d+)/g, (_match, position: string) =>
    literalOf(query.params[Number(position) - 1]),
  );
  const set = Object.entries(settings).map(
    ([name, value]) => `set_config(${literalOf(name)}, ${literalOf(String(value))}, true)`,
  );
  if (set.length === 0) throw new Error('runWithSettings: no settings (run the statement itself)');
  const client = (db as unknown as { $client: pg.Pool }).$client;
  const results = (await client.query({ text: `SELECT ${set.join(', ')}; ${text}`, ...options })) as unknown as Array<
    pg.QueryResult<R>
  >;
  return results[results.length - 1]!;
}

const dialect = new PgDialect();
/** The driver's conversion of a parameter to its text (arrays to array literals); its typings omit it. */
const { prepareValue } = (pg as unknown as { utils: { prepareValue(value: unknown): string | Buffer | null } }).utils;

/** A statement parameter as a literal of the same text (NULL for null); binary data has no text to inline. */
function literalOf(value: unknown): string {
  const prepared = prepareValue(value);
  if (prepared === null || prepared === undefined) return 'NULL';
  if (typeof prepared !== 'string') throw new Error('runWithSettings: a binary parameter cannot be sent inline');
  return pg.escapeLiteral(prepared);
}

/**
 * The name a prepared statement gets on this database. Beside a server each pooled connection is
 * its own session, so a named statement is parsed and planned once per connection. The embedded
 * database serves all its clients in one session, where one connection's name would collide with
 * another's: there statements stay unnamed (the SQL text is still built once, by drizzle).
 */
export type StatementName = (name: string) => string;

export function statementNames(database: Pick<Database, 'mode'>): StatementName {
  return database.mode === 'server' ? (name) => name : () => '';
}

export interface Database {
  readonly db: Db;
  readonly pool: pg.Pool;
  /** host: this process serves the embedded database; client: another process does; server: DATABASE_URL. */
  readonly mode: 'embedded-host' | 'embedded-client' | 'server';
  /** Present when this process hosts the embedded database. */
  readonly host?: EmbeddedHost;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string;
  dataDir: string;
  /**
   * The API server must serve the embedded database itself (it outlives operator commands):
   * it never joins another process, and waits up to waitForLockMs for a short-lived holder
   * (an operator command run while the server was down) to release the data directory.
   */
  mustHost?: boolean;
  waitForLockMs?: number;
  poolSize?: number;
  /** Where a connection the database ended is reported (a restart, a failover, pg_terminate_backend). */
  log?: Logger;
}

/**
 * A server that stops answering must not hang a request forever: this bounds opening a
 * connection and waiting for a free one in the pool (a busy pool hands one over in milliseconds).
 */
const SERVER_CONNECT_TIMEOUT_MS = 10_000;

/**
 * Keeps a dropped connection from ending the process. When the database ends a connection (a
 * restart, a failover, pg_terminate_backend, a pooler's idle timeout), pg emits 'error' on the
 * client, and on the pool for an idle one; an 'error' event nobody listens to throws, which ended
 * the API and the worker for good. The client is unusable afterwards: the pool discards it on
 * release and opens a new one for the next query, so requests fail only while the server is away.
 */
function surviveDroppedConnections(pool: pg.Pool, log: Logger): pg.Pool {
  // Every client, idle or checked out between two queries, reports here once.
  pool.on('connect', (client) => {
    client.on('error', (error) =>
      log.warn({ err: error }, 'database connection lost; the pool discards it and reconnects on demand'),
    );
  });
  // The pool re-emits an idle client's error: already logged by the client's own listener above.
  pool.on('error', () => {});
  return pool;
}

function wrap(pool: pg.Pool, mode: Database['mode'], host?: EmbeddedHost): Database {
  return {
    db: drizzle(pool, { schema }),
    pool,
    mode,
    host,
    async close() {
      await pool.end();
      await host?.close();
    },
  };
}

function socketPool(socketDir: string, port: number, max: number, log: Logger): pg.Pool {
  return surviveDroppedConnections(
    new pg.Pool({ host: socketDir, port, user: 'postgres', database: 'postgres', max }),
    log,
  );
}

/** Connects to an embedded host running in-process (tests, and the host itself). */
export function databaseOnHost(host: EmbeddedHost, poolSize = 10, log: Logger = silentLogger): Database {
  return wrap(socketPool(host.socketDir, host.port, poolSize, log), 'embedded-host', host);
}

/**
 * Opens the database the configuration names: a Postgres server when DATABASE_URL is set;
 * otherwise the embedded database in dataDir, joining the process that serves it or
 * serving it from this process when none does.
 */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  const poolSize = options.poolSize ?? 10;
  const log = options.log ?? silentLogger;
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: poolSize,
      connectionTimeoutMillis: SERVER_CONNECT_TIMEOUT_MS,
      // TCP keep-alive: a peer that vanished without closing (a failover, a dropped route) is noticed.
      keepAlive: true,
    });
    return wrap(surviveDroppedConnections(pool, log), 'server');
  }
  const deadline = Date.now() + (options.waitForLockMs ?? 0);
  for (;;) {
    const running = options.mustHost ? undefined : await findRunningHost(options.dataDir);
    if (running) return wrap(socketPool(running.socketDir, running.port, poolSize, log), 'embedded-client');
    try {
      return databaseOnHost(await startEmbeddedHost({ dataDir: options.dataDir }), poolSize, log);
    } catch (error) {
      if (!(error instanceof DataDirectoryBusyError) || Date.now() > deadline) throw error;
      await sleep(200);
    }
  }
}
