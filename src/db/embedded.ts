import { mkdirSync, mkdtempSync, openSync, readFileSync, renameSync, rmSync, writeFileSync, closeSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { vector } from '@electric-sql/pglite-pgvector';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { keepExtendedQueriesTogether } from './socket-queue.js';

/**
 * Embedded Postgres (PGlite) is one process's database. The process that opens a data
 * directory (the host) holds an exclusive lock file in it and serves the database on a
 * Unix socket, and every connection, the host's own included, goes through that socket
 * with ordinary `pg`. Sharing one entry point keeps transactions serialised correctly:
 * the socket server orders queries by connection while a transaction is open. A second
 * process finds the lock and connects to the socket instead of opening the files.
 */

const LOCK_FILE = 'embedded.lock';
const SOCKET_PORT = 5432; // pg derives the socket file name from it: .s.PGSQL.5432
const MAX_SOCKET_PATH = 100; // Unix socket paths are limited to about 107 bytes.

export interface EmbeddedHost {
  /** Directory holding the socket: the `host` for a pg connection. */
  readonly socketDir: string;
  readonly port: number;
  /** Serialises the database into a tarball (tests use it to clone a prepared database). */
  dump(): Promise<Blob>;
  close(): Promise<void>;
}

export interface RunningHost {
  readonly pid: number;
  readonly socketDir: string;
  readonly port: number;
}

interface LockContents {
  pid: number;
  socketDir: string;
  port: number;
}

export class DataDirectoryBusyError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(lockPath: string): LockContents | undefined {
  try {
    return JSON.parse(readFileSync(lockPath, 'utf8')) as LockContents;
  } catch {
    return undefined;
  }
}

/** The host serving this data directory, if a live process holds it. */
export function findRunningHost(dataDir: string): RunningHost | undefined {
  const lock = readLock(join(resolve(dataDir), LOCK_FILE));
  if (!lock || !isAlive(lock.pid)) return undefined;
  return lock;
}

/**
 * Takes the data directory's lock atomically (O_EXCL). A lock left by a dead process is moved
 * aside first; a lock held by a live process is refused.
 */
function acquireLock(dataDir: string, contents: LockContents): () => void {
  const lockPath = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx', 0o600);
      writeFileSync(fd, JSON.stringify(contents));
      closeSync(fd);
      return () => {
        const current = readLock(lockPath);
        if (current?.pid === process.pid) rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readLock(lockPath);
      if (holder && isAlive(holder.pid)) {
        throw new DataDirectoryBusyError(
          `The embedded database in ${dataDir} is in use by process ${holder.pid}; connect through it or stop it first.`,
        );
      }
      // Stale: rename (atomic) rather than delete, so two processes cannot both remove a fresh lock.
      try {
        renameSync(lockPath, `${lockPath}.stale-${process.pid}`);
        rmSync(`${lockPath}.stale-${process.pid}`, { force: true });
      } catch {
        // Another process moved it first; try again.
      }
    }
  }
  throw new DataDirectoryBusyError(`Could not take the lock on ${dataDir}`);
}

function chooseSocketDir(dataDir: string | undefined): string {
  if (dataDir) {
    const candidate = resolve(dataDir);
    if (join(candidate, `.s.PGSQL.${SOCKET_PORT}`).length <= MAX_SOCKET_PATH) return candidate;
  }
  return mkdtempSync(join(tmpdir(), 'directory-pg-'));
}

export interface EmbeddedOptions {
  /** Persistent data directory; omitted: an in-memory database. */
  dataDir?: string;
  /** A tarball from `dump()` to start from (in-memory databases only). */
  loadDataDir?: Blob;
}

export async function startEmbeddedHost(options: EmbeddedOptions): Promise<EmbeddedHost> {
  const dataDir = options.dataDir ? resolve(options.dataDir) : undefined;
  let releaseLock = () => {};
  const socketDir = chooseSocketDir(dataDir);
  const ownsSocketDir = socketDir !== dataDir;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    releaseLock = acquireLock(dataDir, { pid: process.pid, socketDir, port: SOCKET_PORT });
  }
  const socketPath = join(socketDir, `.s.PGSQL.${SOCKET_PORT}`);
  // A socket file left by a crashed host would make listen() fail with EADDRINUSE.
  if (existsSync(socketPath)) rmSync(socketPath, { force: true });

  let db: PGlite | undefined;
  let server: PGLiteSocketServer | undefined;
  try {
    db = await PGlite.create({
      dataDir: dataDir ? join(dataDir, 'pgdata') : undefined,
      loadDataDir: options.loadDataDir,
      extensions: { vector, pg_trgm, fuzzystrmatch },
    });
    server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: 64 });
    keepExtendedQueriesTogether(server);
    await server.start();
  } catch (error) {
    await server?.stop().catch(() => {});
    await db?.close().catch(() => {});
    releaseLock();
    throw error;
  }
  const openDb = db;
  const openServer = server;

  let closed = false;
  return {
    socketDir,
    port: SOCKET_PORT,
    dump: () => openDb.dumpDataDir('none') as Promise<Blob>,
    async close() {
      if (closed) return;
      closed = true;
      await openServer.stop();
      await openDb.close();
      rmSync(socketPath, { force: true });
      if (ownsSocketDir) rmSync(socketDir, { recursive: true, force: true });
      releaseLock();
    },
  };
}
