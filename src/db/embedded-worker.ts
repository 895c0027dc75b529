import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { vector } from '@electric-sql/pglite-pgvector';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { keepExtendedQueriesTogether } from './socket-queue.js';

/**
 * The embedded database's own thread (started by embedded.ts): PGlite runs every statement on the
 * thread that holds it, so holding it here leaves the process's main thread to the service, and
 * the two use two cores. Every connection reaches it through the socket server, as before.
 */
export interface HostThreadData {
  pgdata?: string;
  /** A Blob crosses to the thread without a copy of its bytes. */
  loadDataDir?: Blob;
  socketPath: string;
}
/** What the main thread asks of the database's thread. */
export type HostRequest = { id: number; kind: 'dump' } | { id: number; kind: 'close' };
/** What the database's thread answers: `ready` once serving (or `failed`), then one reply per request. */
export type HostReply =
  | { kind: 'ready' }
  | { kind: 'failed'; error: unknown }
  | { id: number; kind: 'dumped'; tarball: Blob }
  | { id: number; kind: 'closed' }
  | { id: number; kind: 'error'; error: unknown };

const port = parentPort!;
const data = workerData as HostThreadData;
let db: PGlite | undefined;
let server: PGLiteSocketServer | undefined;
let serving = false;
try {
  db = await PGlite.create({
    dataDir: data.pgdata,
    loadDataDir: data.loadDataDir,
    extensions: { vector, pg_trgm, fuzzystrmatch },
  });
  server = new PGLiteSocketServer({ db, path: data.socketPath, maxConnections: 64 });
  keepExtendedQueriesTogether(server);
  await server.start();
  serving = true;
  port.postMessage({ kind: 'ready' } satisfies HostReply);
} catch (error) {
  await server?.stop().catch(() => {});
  await db?.close().catch(() => {});
  port.postMessage({ kind: 'failed', error } satisfies HostReply);
  port.close();
}

const openDb = db!;
const openServer = server!;
if (serving) {
  port.on('message', async (request: HostRequest) => {
    try {
      if (request.kind === 'dump') {
        const tarball = (await openDb.dumpDataDir('none')) as Blob;
        port.postMessage({ id: request.id, kind: 'dumped', tarball } satisfies HostReply);
      } else {
        await openServer.stop();
        await openDb.close();
        port.postMessage({ id: request.id, kind: 'closed' } satisfies HostReply);
        port.close();
      }
    } catch (error) {
      port.postMessage({ id: request.id, kind: 'error', error } satisfies HostReply);
    }
  });
}
