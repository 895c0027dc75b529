import type { Client } from '@elastic/elasticsearch';
import { type ConsumedEvent, createOutboxConsumer, readEvents } from '../../events/consumer.js';
import type { OutboxRepository } from '../../events/outbox.repository.js';
import type { Logger } from '../../lib/logger.js';
import type { DocumentSelection, DocumentsRepository } from '../documents.repository.js';
import type { IndexKind } from '../elasticsearch/bodies.js';
import {
  aliasName,
  aliasTargets,
  bulkIndex,
  createIndex,
  documentCount,
  ensureIndex,
  INDEX_KINDS,
  switchAlias,
  versionedIndexName,
} from '../elasticsearch/indices.js';
import type { IndexFailuresRepository } from '../index-failures.repository.js';
import { plan } from './jobs.js';

export const SYNC_CONSUMER = 'search-indexer';
const CHUNK = 1000;
const SYNC_BATCH = 500;

export interface IndexerDeps {
  client: Client;
  prefix: string;
  documents: DocumentsRepository;
  outbox: OutboxRepository;
  failures: IndexFailuresRepository;
  log: Logger;
  /** Pause of the sync loop when the outbox is empty (default 250 ms). */
  idleMs?: number;
}

export interface ReindexProgress {
  kind: IndexKind;
  done: number;
  total: number;
}

export interface ReindexResult {
  kind: IndexKind;
  index: string;
  removed: string[];
  documents: number;
  failed: number;
  seconds: number;
}

/** Mirrors businesses and products into Elasticsearch: full rebuilds, and continuous sync from the outbox. */
export function createIndexer(deps: IndexerDeps) {
  const { client, prefix } = deps;

  /** Reads the documents from Postgres and bulk-indexes them; refused items are recorded and counted. */
  async function indexIds(kind: IndexKind, ids: string[], index: string): Promise<{ indexed: number; failed: number }> {
    let indexed = 0;
    let failed = 0;
    for (let start = 0; start < ids.length; start += CHUNK) {
      const selection = { ids: ids.slice(start, start + CHUNK) };
      const documents =
        kind === 'businesses' ? await deps.documents.businesses(selection) : await deps.documents.products(selection);
      const failures = await bulkIndex(client, index, documents);
      await recordFailures(kind, failures);
      indexed += documents.length - failures.length;
      failed += failures.length;
    }
    return { indexed, failed };
  }

  async function recordFailures(kind: IndexKind, failures: Awaited<ReturnType<typeof bulkIndex>>) {
    if (failures.length === 0) return;
    deps.log.error({ kind, failed: failures.length, first: failures[0] }, 'search index refused documents');
    await deps.failures.record(failures.map((failure) => ({ indexKind: kind, ...failure })));
  }

  /** Brings the alias's documents up to date with a batch of outbox events. */
  async function apply(events: ConsumedEvent[], only?: IndexKind) {
    const { businessIds, productIds, businessesWithProducts } = plan(events);
    const products = new Set(productIds);
    for (const businessId of businessesWithProducts) {
      for (let after: string | null = null; ; ) {
        const page = await deps.documents.productIdsOfBusiness(businessId, after, CHUNK);
        for (const id of page) products.add(id);
        if (page.length < CHUNK) break;
        after = page.at(-1)!;
      }
    }
    const totals = { indexed: 0, failed: 0 };
    const work: Array<[IndexKind, string[]]> = [
      ['businesses', businessIds],
      ['products', [...products]],
    ];
    for (const [kind, ids] of work) {
      if (only && only !== kind) continue;
      const result = await indexIds(kind, ids, aliasName(prefix, kind));
      totals.indexed += result.indexed;
      totals.failed += result.failed;
    }
    return totals;
  }

  async function reindexKind(
    kind: IndexKind,
    onProgress?: (progress: ReindexProgress) => void,
  ): Promise<ReindexResult> {
    const started = performance.now();
    // Events from this horizon on may not be in what we read next: replayed after the switch.
    const horizon = await deps.outbox.settledHorizon();
    const index = versionedIndexName(prefix, kind);
    await createIndex(client, index, kind);
    const total = await deps.documents.count(kind);
    let done = 0;
    let failed = 0;
    for (let afterId: string | null = null; ; ) {
      const selection: DocumentSelection = { afterId, limit: CHUNK };
      const documents: Array<{ id: string }> =
        kind === 'businesses' ? await deps.documents.businesses(selection) : await deps.documents.products(selection);
      if (documents.length === 0) break;
      const failures = await bulkIndex(client, index, documents);
      await recordFailures(kind, failures);
      failed += failures.length;
      done += documents.length;
      afterId = documents.at(-1)!.id;
      onProgress?.({ kind, done, total: Math.max(total, done) });
    }
    await client.indices.refresh({ index });
    const removed = await switchAlias(client, prefix, kind, index);
    // Catch up with writes that raced the copy; documents are re-read, so replays are harmless.
    for (let from = horizon; ; ) {
      const events = await deps.outbox.scan(from, SYNC_BATCH);
      if (events.length === 0) break;
      // Rows whose data does not parse are the sync consumer's to record; the catch-up passes them over.
      failed += (await apply(readEvents(events).events, kind)).failed;
      const last = events.at(-1)!;
      from = { txid: last.txid, id: last.id };
    }
    return { kind, index, removed, documents: done - failed, failed, seconds: (performance.now() - started) / 1000 };
  }

  let lastSync = { events: 0, indexed: 0, failed: 0 };
  const consumer = createOutboxConsumer({
    name: SYNC_CONSUMER,
    outbox: deps.outbox,
    log: deps.log,
    batchSize: SYNC_BATCH,
    idleMs: deps.idleMs,
    async handle(events) {
      lastSync = { events: events.length, ...(await apply(events)) };
    },
  });

  const indexer = {
    owner: consumer.owner,

    /** Full rebuild of one or both indices: new versioned index, bulk chunks, one alias switch. */
    async reindex(
      options: { only?: IndexKind; onProgress?: (progress: ReindexProgress) => void } = {},
    ): Promise<ReindexResult[]> {
      // Before the first copy: every event before it is in what both copies read.
      const horizon = await deps.outbox.settledHorizon();
      const results: ReindexResult[] = [];
      for (const kind of INDEX_KINDS) {
        if (!options.only || options.only === kind) results.push(await reindexKind(kind, options.onProgress));
      }
      // Both indices rebuilt with nothing refused: the sync consumer need not replay the events
      // the copies already hold (after a seed or an import, the whole outbox: every document
      // indexed a second time). Refused documents keep their events for the consumer to retry.
      if (!options.only && results.every((result) => result.failed === 0))
        await deps.outbox.advance(SYNC_CONSUMER, horizon);
      return results;
    },

    /**
     * One sync step of the outbox consumer: claim, index what the batch touches, acknowledge.
     * Null when another process holds the lease.
     */
    async syncOnce(): Promise<{ events: number; indexed: number; failed: number } | null> {
      const result = await consumer.step();
      if (result.kind === 'lease-held-elsewhere') return null;
      return result.kind === 'idle' ? { events: 0, indexed: 0, failed: 0 } : lastSync;
    },

    /** Creates missing aliases, with a full build of their index when Postgres has records already. */
    async prepare(): Promise<void> {
      for (const kind of INDEX_KINDS) {
        if ((await aliasTargets(client, aliasName(prefix, kind))).length > 0) continue;
        if ((await deps.documents.count(kind)) > 0) await reindexKind(kind);
        else await ensureIndex(client, prefix, kind);
      }
    },

    /** Continuous sync until the signal aborts; failures are counted, logged and retried with backoff. */
    run: (options: { signal: AbortSignal }) => consumer.run(options),

    async status() {
      const [sync, failures, indices] = await Promise.all([
        deps.outbox.status(SYNC_CONSUMER),
        deps.failures.summary(),
        Promise.all(
          INDEX_KINDS.map(async (kind) => {
            const alias = aliasName(prefix, kind);
            const targets = await aliasTargets(client, alias);
            return { alias, indices: targets, documents: targets.length > 0 ? await documentCount(client, alias) : 0 };
          }),
        ),
      ]);
      return {
        backlog: sync.backlog,
        lastSyncAt: sync.lastSyncAt,
        leaseOwner: sync.leaseOwner,
        errors: { count: sync.errorCount, last: sync.lastError, lastAt: sync.lastErrorAt },
        indices,
        failures,
      };
    },
  };
  return indexer;
}

export type Indexer = ReturnType<typeof createIndexer>;
