import { randomUUID } from 'node:crypto';
import {
  closeSync,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { HostReply, HostRequest, HostThreadData } from './embedded-worker.js';

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
/** Served by the lock's holder while it holds it (see LockContents.lockSocket). */
const LOCK_SOCKET = '.s.directory-lock';
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
  /**
   * A Unix socket the owner listens on for as long as it holds the lock. The kernel refuses a
   * connection to it once the owner is gone, however it ended, so it says whether the lock is held
   * where a PID cannot: in a container the server is PID 1 on every start, and a PID is reused.
   * Absent in locks written before it existed (those fall back to the PID and the database socket).
   */
  lockSocket?: string;
  /** Tells this holder's lock from a later one with the same PID (PID 1 after a restart). */
  token?: string;
}

export class DataDirectoryBusyError extends Error {}

/** A lock file with no readable contents yet is being written; only an old one is abandoned. */
const UNWRITTEN_LOCK_GRACE_MS = 10_000;
const PROBE_TIMEOUT_MS = 2_000;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether something accepts connections on a Unix socket. A listening socket accepts even while
 * its process is busy (the kernel queues the connection), so a slow owner is not taken for dead;
 * a socket file left by a killed process refuses.
 */
function acceptsConnections(path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection(path);
    const done = (held: boolean) => {
      socket.destroy();
      resolve(held);
    };
    socket.setTimeout(PROBE_TIMEOUT_MS, () => done(true));
    socket.once('connect', () => done(true));
    socket.once('error', (error: NodeJS.ErrnoException) => {
      // Refused, missing or not a socket: nobody serves it. Anything else: assume held rather than risk two owners.
      done(!['ECONNREFUSED', 'ENOENT', 'ENOTSOCK'].includes(error.code ?? ''));
    });
  });
}

async function isHeld(lock: LockContents): Promise<boolean> {
  if (lock.lockSocket) return acceptsConnections(lock.lockSocket);
  return isAlive(lock.pid) && acceptsConnections(join(lock.socketDir, `.s.PGSQL.${lock.port}`));
}

type LockState =
  | { kind: 'absent' }
  | { kind: 'unwritten'; young: boolean; raw: string }
  | { kind: 'written'; lock: LockContents; raw: string };

function readLock(lockPath: string): LockState {
  let raw: string;
  try {
    raw = readFileSync(lockPath, 'utf8');
  } catch {
    return { kind: 'absent' };
  }
  try {
    const lock = JSON.parse(raw) as LockContents;
    if (typeof lock.pid === 'number' && typeof lock.socketDir === 'string') return { kind: 'written', lock, raw };
  } catch {
    // Being written, or torn: judged by its age below.
  }
  let young = false;
  try {
    young = Date.now() - statSync(lockPath).mtimeMs < UNWRITTEN_LOCK_GRACE_MS;
  } catch {
    // Gone meanwhile.
  }
  return { kind: 'unwritten', young, raw };
}

/** The host serving this data directory, if one holds its lock. */
export async function findRunningHost(dataDir: string): Promise<RunningHost | undefined> {
  const state = readLock(join(resolve(dataDir), LOCK_FILE));
  if (state.kind !== 'written' || !(await isHeld(state.lock))) return undefined;
  const { pid, socketDir, port } = state.lock;
  return { pid, socketDir, port };
}

function listenOn(path: string): Promise<Server> {
  return new Promise((resolvePromise, reject) => {
    const server = createServer((socket) => socket.destroy());
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      // The lock must not keep the process alive on its own; close() ends it explicitly.
      server.unref();
      resolvePromise(server);
    });
  });
}

/**
 * Takes the data directory's lock atomically (O_EXCL), then listens on the lock socket before
 * writing the contents that name it, so a reader never sees a lock whose socket is not served yet.
 * A lock nobody holds any more is moved aside first; a held one is refused.
 */
async function acquireLock(dataDir: string, socketDir: string): Promise<() => void> {
  const lockPath = join(dataDir, LOCK_FILE);
  const contents: LockContents = {
    pid: process.pid,
    socketDir,
    port: SOCKET_PORT,
    lockSocket: join(socketDir, LOCK_SOCKET),
    token: randomUUID(),
  };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    let fd: number;
    try {
      fd = openSync(lockPath, 'wx', 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const state = readLock(lockPath);
      if (state.kind === 'absent') continue;
      if (state.kind === 'written' && (await isHeld(state.lock))) {
        throw new DataDirectoryBusyError(
          `The embedded database in ${dataDir} is in use by process ${state.lock.pid}; connect through it or stop it first.`,
        );
      }
      if (state.kind === 'unwritten' && state.young) {
        throw new DataDirectoryBusyError(
          `The embedded database in ${dataDir} is being opened by another process; try again.`,
        );
      }
      breakStaleLock(lockPath, state.raw);
      continue;
    }
    let lockServer: Server;
    try {
      // Left by a holder that is gone (we own the lock file now): listen() would fail on it.
      rmSync(contents.lockSocket!, { force: true });
      lockServer = await listenOn(contents.lockSocket!);
      writeFileSync(fd, JSON.stringify(contents));
    } catch (error) {
      closeSync(fd);
      rmSync(lockPath, { force: true });
      throw error;
    }
    closeSync(fd);
    return () => {
      lockServer.close();
      rmSync(contents.lockSocket!, { force: true });
      const current = readLock(lockPath);
      if (current.kind === 'written' && current.lock.token === contents.token) rmSync(lockPath, { force: true });
    };
  }
  throw new DataDirectoryBusyError(`Could not take the lock on ${dataDir}`);
}

/**
 * Moves a stale lock aside (rename is atomic). Another process may have broken it and taken a
 * fresh lock since we read it: if what we moved is not what we judged, it goes back.
 */
function breakStaleLock(lockPath: string, judged: string): void {
  const aside = `${lockPath}.stale-${process.pid}`;
  try {
    renameSync(lockPath, aside);
  } catch {
    return; // Another process moved it first; try again.
  }
  let moved = '';
  try {
    moved = readFileSync(aside, 'utf8');
  } catch {
    // Unreadable: treat as what we judged.
    moved = judged;
  }
  if (moved !== judged) {
    try {
      linkSync(aside, lockPath);
    } catch {
      // A newer lock exists already; the next attempt reads it.
    }
  }
  rmSync(aside, { force: true });
}

function chooseSocketDir(dataDir: string | undefined): string {
  if (dataDir) {
    const candidate = resolve(dataDir);
    const longest = Math.max(`.s.PGSQL.${SOCKET_PORT}`.length, LOCK_SOCKET.length);
    if (join(candidate, 'x'.repeat(longest)).length <= MAX_SOCKET_PATH) return candidate;
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
    releaseLock = await acquireLock(dataDir, socketDir);
  }
  const socketPath = join(socketDir, `.s.PGSQL.${SOCKET_PORT}`);
  // A socket file left by a crashed host would make listen() fail with EADDRINUSE.
  if (existsSync(socketPath)) rmSync(socketPath, { force: true });

  let thread: HostThread;
  try {
    thread = await startHostThread({
      pgdata: dataDir ? join(dataDir, 'pgdata') : undefined,
      loadDataDir: options.loadDataDir,
      socketPath,
    });
  } catch (error) {
    releaseLock();
    throw error;
  }

  let closed = false;
  return {
    socketDir,
    port: SOCKET_PORT,
    dump: async () => (await thread.ask('dump')) as Blob,
    async close() {
      if (closed) return;
      closed = true;
      await thread.ask('close');
      await thread.worker.terminate();
      rmSync(socketPath, { force: true });
      if (ownsSocketDir) rmSync(socketDir, { recursive: true, force: true });
      releaseLock();
    },
  };
}

interface HostThread {
  worker: Worker;
  ask(kind: HostRequest['kind']): Promise<unknown>;
}

/**
 * Starts the database's thread (embedded-worker.ts) and waits until it serves the socket. Run from
 * TypeScript sources (tsx, tests), the thread loads its module through the same loader.
 */
async function startHostThread(data: HostThreadData): Promise<HostThread> {
  const fromSource = fileURLToPath(import.meta.url).endsWith('.ts');
  // From the sources, the thread first registers the TypeScript loader (embedded-worker-from-source.mjs).
  const module = new URL(fromSource ? './embedded-worker-from-source.mjs' : './embedded-worker.js', import.meta.url);
  const worker = new Worker(module, { workerData: data });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: unknown): void }>();
  let nextId = 0;
  let exited: Error | undefined;
  await new Promise<void>((resolve, reject) => {
    const onExit = (code: number) =>
      reject(new Error(`The embedded database's thread exited (${code}) while starting`));
    worker.once('exit', onExit);
    worker.once('error', reject);
    worker.once('message', (reply: HostReply) => {
      worker.off('exit', onExit);
      worker.off('error', reject);
      if (reply.kind === 'ready') resolve();
      else reject('error' in reply ? reply.error : new Error('unexpected reply'));
    });
  });
  worker.on('message', (reply: HostReply) => {
    if (!('id' in reply)) return;
    const waiter = pending.get(reply.id);
    pending.delete(reply.id);
    if (reply.kind === 'error') waiter?.reject(reply.error);
    else waiter?.resolve(reply.kind === 'dumped' ? reply.tarball : undefined);
  });
  let closing = false;
  worker.on('exit', (code) => {
    exited = new Error(`The embedded database's thread exited (${code})`);
    for (const waiter of pending.values()) waiter.reject(exited);
    pending.clear();
    // The database gone from under a running process ends the process, as a crash of the database
    // on the main thread would: nothing else could answer the connections it served.
    if (!closing) throw exited;
  });
  worker.on('error', (error) => {
    throw error;
  });
  return {
    worker,
    ask(kind) {
      if (exited) return Promise.reject(exited);
      if (kind === 'close') closing = true;
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, kind } satisfies HostRequest);
      });
    },
  };
}
