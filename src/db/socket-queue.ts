import type { PGlite } from '@electric-sql/pglite';
import type { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/**
 * pglite-socket 0.2.17 feeds one PGlite session from every connection, one protocol message
 * at a time. It keeps a connection's messages together only inside a transaction, so the
 * extended-protocol messages of two connections (Parse, Bind, Execute ... Sync) can interleave
 * outside one: connection A's Bind then meets connection B's unnamed statement ("bind message
 * supplies 8 parameters, but prepared statement requires 3"), or runs B's query. This replaces
 * the queue's scheduling so a connection that has begun an extended query keeps the session
 * until its Sync, as inside a transaction. Checked against 0.2.17's internals; test/embedded-
 * concurrency.test.ts fails if an upgrade changes them.
 */

interface QueuedMessage {
  handlerId: number;
  message: Uint8Array;
  resolve(bytes: number): void;
  reject(error: unknown): void;
  onData(data: Uint8Array): void;
}

interface QueueInternals {
  queue: QueuedMessage[];
  processing: boolean;
  lastHandlerId: number | null;
  db: PGlite;
  processQueue(): Promise<void>;
  clearQueueForHandler(handlerId: number): void;
}

const SYNC = 0x53; // 'S'
const SIMPLE_QUERY = 0x51; // 'Q'
const TERMINATE = 0x58; // 'X'

export function keepExtendedQueriesTogether(server: PGLiteSocketServer): void {
  const queue = (server as unknown as { queryQueue?: QueueInternals }).queryQueue;
  if (
    !queue ||
    !Array.isArray(queue.queue) ||
    typeof queue.processQueue !== 'function' ||
    typeof queue.clearQueueForHandler !== 'function'
  ) {
    throw new Error('pglite-socket internals changed: review src/db/socket-queue.ts');
  }
  // The connection in the middle of an extended query (between its first message and its Sync).
  let pinned: number | null = null;

  queue.processQueue = async function processQueue(this: QueueInternals): Promise<void> {
    if (this.processing || this.queue.length === 0) return;
    this.processing = true;
    try {
      while (this.queue.length > 0) {
        const owner = pinned ?? (this.db.isInTransaction() ? this.lastHandlerId : null);
        const index = owner === null ? 0 : this.queue.findIndex((item) => item.handlerId === owner);
        // The owner has not sent its next message yet: wait for it (enqueue restarts processing).
        if (index === -1) break;
        const item = this.queue.splice(index, 1)[0]!;
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(item.message, {
              onRawData: (data: Uint8Array) => {
                bytes += data.length;
                item.onData(data);
              },
            }),
          );
        } catch (error) {
          pinned = null;
          item.reject(error);
          continue;
        }
        this.lastHandlerId = item.handlerId;
        const type = item.message[0];
        // A startup message begins with its length (first byte 0); Sync, a simple query or Terminate ends any sequence.
        pinned = type === SYNC || type === SIMPLE_QUERY || type === TERMINATE || type === 0 ? null : item.handlerId;
        item.resolve(bytes);
      }
    } finally {
      this.processing = false;
    }
  };

  const clear = queue.clearQueueForHandler.bind(queue);
  queue.clearQueueForHandler = (handlerId: number) => {
    if (pinned === handlerId) pinned = null;
    clear(handlerId);
    void queue.processQueue();
  };
}
