import type { AuthenticatedKey } from '../../access/authenticated-key.js';
import type { SearchLogEndpoint } from '../../db/schema.js';
import type { Logger } from '../../lib/logger.js';
import { normaliseQuery } from './normalise-query.js';
import type { SearchLogRepository, SearchLogRow } from './search-log.repository.js';

/** One search as it is recorded; the query is normalised when the batch is written, off the request path. */
export interface SearchLogEntry {
  at: Date;
  partnerId: string;
  keyId: string;
  endpoint: SearchLogEndpoint;
  type: 'business' | 'product' | 'all';
  /** The query as the search read it (normaliseQuery applies at write time). */
  query: string;
  filtered: boolean;
  hits: number;
  mode: 'hybrid' | 'keyword' | null;
  latencyMs: number;
}

/** What a request path holds: recording is synchronous, constant time, and never fails or waits. */
export interface SearchLog {
  record(entry: SearchLogEntry): void;
}

export interface SearchLogRecorder extends SearchLog {
  /** Writes what is queued (in batches); resolves when it is written or counted as dropped. Never rejects. */
  flush(): Promise<void>;
  /** Stops the timer and flushes: a clean shutdown loses nothing. Records made afterwards are dropped. */
  close(): Promise<void>;
  /** Records dropped so far: the queue was full, the recorder closed, or their batch failed to write. */
  readonly dropped: number;
  /** Records waiting for the next flush. */
  readonly queued: number;
}

export const SEARCH_LOG_DEFAULTS = {
  capacity: 10_000,
  batchSize: 500,
  flushIntervalMs: 1000,
  retentionIntervalMs: 3_600_000,
} as const;

export interface SearchLogOptions {
  /** SEARCH_LOG: off records nothing (and deletes nothing). */
  enabled: boolean;
  /** SEARCH_LOG_RETENTION_DAYS: rows older than this are deleted. */
  retentionDays: number;
  repository: Pick<SearchLogRepository, 'insert' | 'deleteBefore'>;
  log: Logger;
  /** Records the queue holds at most; one more is dropped and counted. */
  capacity?: number;
  /** Rows per INSERT. */
  batchSize?: number;
  /** How often the timer flushes (and checks whether retention is due). */
  flushIntervalMs?: number;
  /** Retention runs at the first tick, then at most this often. */
  retentionIntervalMs?: number;
  now?: () => Date;
  /** Called with the number of records dropped each time some are (directory_search_log_dropped_total). */
  onDropped?: (count: number) => void;
}

const DAY_MS = 86_400_000;

const toRow = (entry: SearchLogEntry): SearchLogRow => ({
  searchedAt: entry.at,
  partnerId: entry.partnerId,
  keyId: entry.keyId,
  endpoint: entry.endpoint,
  type: entry.type,
  query: normaliseQuery(entry.query),
  filtered: entry.filtered,
  hits: entry.hits,
  mode: entry.mode,
  latencyMs: entry.latencyMs,
});

/**
 * The search log's recorder: `record` pushes onto a bounded in-memory queue (a full queue drops
 * the record and counts it, never blocking a search); an unref'd timer flushes the queue every
 * `flushIntervalMs` as multi-row INSERTs of `batchSize`, one flush at a time, and deletes rows
 * past the retention at its first tick and then at most every `retentionIntervalMs`. A batch
 * that fails to write is logged and counted as dropped: analytics are not business data, and no
 * error reaches a request. A crash loses at most what the last interval queued.
 */
export function createSearchLog(options: SearchLogOptions): SearchLogRecorder {
  const capacity = options.capacity ?? SEARCH_LOG_DEFAULTS.capacity;
  const batchSize = options.batchSize ?? SEARCH_LOG_DEFAULTS.batchSize;
  const flushIntervalMs = options.flushIntervalMs ?? SEARCH_LOG_DEFAULTS.flushIntervalMs;
  const retentionIntervalMs = options.retentionIntervalMs ?? SEARCH_LOG_DEFAULTS.retentionIntervalMs;
  const now = options.now ?? (() => new Date());
  const { repository, log } = options;

  let queue: SearchLogEntry[] = [];
  let dropped = 0;
  // Records the full queue turned away since the last warning: one warning per flush, not one per record.
  let turnedAway = 0;
  let closed = false;
  let flushing: Promise<void> = Promise.resolve();
  let lastRetention: number | undefined;

  const drop = (count: number) => {
    dropped += count;
    options.onDropped?.(count);
  };

  if (!options.enabled) {
    return { record() {}, flush: async () => {}, close: async () => {}, dropped: 0, queued: 0 };
  }

  /** Writes everything queued now, batch by batch; a failed batch is dropped. */
  async function drain(): Promise<void> {
    const taken = queue;
    queue = [];
    let failed = 0;
    let lastError: unknown;
    for (let start = 0; start < taken.length; start += batchSize) {
      const batch = taken.slice(start, start + batchSize);
      try {
        await repository.insert(batch.map(toRow));
      } catch (error) {
        failed += batch.length;
        lastError = error;
      }
    }
    if (failed > 0) {
      drop(failed);
      log.warn({ err: lastError, dropped: failed }, 'search log: a batch could not be written and was dropped');
    }
    if (turnedAway > 0) {
      log.warn({ dropped: turnedAway, capacity }, 'search log: the queue was full; records were dropped');
      turnedAway = 0;
    }
  }

  function flush(): Promise<void> {
    flushing = flushing.then(drain);
    return flushing;
  }

  async function enforceRetention(): Promise<void> {
    const at = now().getTime();
    if (lastRetention !== undefined && at - lastRetention < retentionIntervalMs) return;
    lastRetention = at;
    try {
      const deleted = await repository.deleteBefore(new Date(at - options.retentionDays * DAY_MS));
      if (deleted > 0) log.info({ deleted, retentionDays: options.retentionDays }, 'search log: old rows deleted');
    } catch (error) {
      log.warn({ err: error }, 'search log: deleting old rows failed; tried again at the next interval');
    }
  }

  // The tick in progress (its flush, then retention when due); a slow one is never overlapped.
  let ticking: Promise<void> | undefined;
  const timer = setInterval(() => {
    ticking ??= flush()
      .then(enforceRetention)
      .finally(() => {
        ticking = undefined;
      });
  }, flushIntervalMs);
  timer.unref();

  return {
    record(entry) {
      if (closed || queue.length >= capacity) {
        drop(1);
        turnedAway += 1;
      } else queue.push(entry);
    },
    flush,
    async close() {
      clearInterval(timer);
      closed = true;
      // Nothing of the recorder's runs once closed: the database may close next.
      await ticking;
      await flush();
    },
    get dropped() {
      return dropped;
    },
    get queued() {
      return queue.length;
    },
  };
}

/** What a search answered, as far as the log reads it: each group's total, and hybrid's mode. */
export interface SearchOutcome {
  businesses?: { total: number };
  products?: { total: number };
  mode?: 'hybrid' | 'keyword';
}

/** The validated search parameters the log reads. */
export interface LoggedQuery {
  q: string;
  type: 'business' | 'product' | 'all';
  category_id?: string;
  region_id?: string;
  country_id?: string;
}

/**
 * Runs one search and records it once it has answered: a search that fails is not recorded.
 * The latency is the search's own, around the service call. `hits` is the total of the groups
 * answered (`total` of each: for semantic search the records at least `threshold` similar, for
 * hybrid those of the fused window).
 */
export async function recordedSearch<Result extends SearchOutcome>(
  searchLog: SearchLog | undefined,
  endpoint: SearchLogEndpoint,
  key: Pick<AuthenticatedKey, 'id' | 'partnerId'>,
  query: LoggedQuery,
  search: () => Promise<Result>,
): Promise<Result> {
  const started = performance.now();
  const result = await search();
  searchLog?.record({
    at: new Date(),
    partnerId: key.partnerId,
    keyId: key.id,
    endpoint,
    type: query.type,
    query: query.q,
    filtered: query.category_id !== undefined || query.region_id !== undefined || query.country_id !== undefined,
    hits: (result.businesses?.total ?? 0) + (result.products?.total ?? 0),
    mode: result.mode ?? null,
    latencyMs: Math.round(performance.now() - started),
  });
  return result;
}
