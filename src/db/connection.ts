import { setTimeout as sleep } from 'node:timers/promises';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
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

function socketPool(socketDir: string, port: number, max: number): pg.Pool {
  return new pg.Pool({ host: socketDir, port, user: 'postgres', database: 'postgres', max });
}

/** Connects to an embedded host running in-process (tests, and the host itself). */
export function databaseOnHost(host: EmbeddedHost, poolSize = 10): Database {
  return wrap(socketPool(host.socketDir, host.port, poolSize), 'embedded-host', host);
}

/**
 * Opens the database the configuration names: a Postgres server when DATABASE_URL is set;
 * otherwise the embedded database in dataDir, joining the process that serves it or
 * serving it from this process when none does.
 */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  const poolSize = options.poolSize ?? 10;
  if (options.databaseUrl) {
    return wrap(new pg.Pool({ connectionString: options.databaseUrl, max: poolSize }), 'server');
  }
  const deadline = Date.now() + (options.waitForLockMs ?? 0);
  for (;;) {
    const running = options.mustHost ? undefined : await findRunningHost(options.dataDir);
    if (running) return wrap(socketPool(running.socketDir, running.port, poolSize), 'embedded-client');
    try {
      return databaseOnHost(await startEmbeddedHost({ dataDir: options.dataDir }), poolSize);
    } catch (error) {
      if (!(error instanceof DataDirectoryBusyError) || Date.now() > deadline) throw error;
      await sleep(200);
    }
  }
}
