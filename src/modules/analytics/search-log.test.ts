import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../config.js';
import type { Logger } from '../../lib/logger.js';
import { createSearchLog, type SearchLogEntry, type SearchLogOptions } from './search-log.js';
import type { SearchLogRow } from './search-log.repository.js';

// The recorder's queue, batching and timers against an in-memory sink: the database side (one
// multi-row INSERT, the retention DELETE) is tested on both databases in test/modules/analytics.

const entry = (query: string, overrides: Partial<SearchLogEntry> = {}): SearchLogEntry => ({
  at: new Date('2026-11-20T10:00:00Z'),
  partnerId: '00000000-0000-4000-8000-000000000001',
  keyId: '00000000-0000-4000-8000-000000000002',
  endpoint: 'search',
  type: 'all',
  query,
  filtered: false,
  hits: 3,
  mode: null,
  latencyMs: 12,
  ...overrides,
});

function recordingLog() {
  const warnings: Array<{ object: object; message?: string }> = [];
  const log: Logger = { info() {}, error() {}, warn: (object, message) => warnings.push({ object, message }) };
  return { log, warnings };
}

/** A sink that keeps each batch; `fail` makes the next inserts throw. */
function memorySink() {
  const batches: SearchLogRow[][] = [];
  const deletions: Date[] = [];
  const sink = {
    fail: false,
    batches,
    deletions,
    async insert(rows: readonly SearchLogRow[]) {
      if (sink.fail) throw new Error('connection refused');
      batches.push([...rows]);
    },
    async deleteBefore(cutoff: Date) {
      deletions.push(cutoff);
      return 0;
    },
  };
  return sink;
}

const recorder = (options: Partial<SearchLogOptions> & Pick<SearchLogOptions, 'repository'>) =>
  createSearchLog({
    enabled: true,
    retentionDays: 30,
    log: recordingLog().log,
    flushIntervalMs: 3_600_000,
    ...options,
  });

describe('the search log recorder', () => {
  it('queues records and writes nothing until a flush, then one batch per batchSize rows, normalised', async () => {
    const sink = memorySink();
    const log = recorder({ repository: sink, batchSize: 2 });
    log.record(entry('  Teak   CHAIR '));
    log.record(entry('rattan'));
    log.record(entry('batik'));
    expect(log.queued).toBe(3);
    expect(sink.batches).toEqual([]);
    await log.flush();
    expect(sink.batches.map((batch) => batch.map((row) => row.query))).toEqual([['teak chair', 'rattan'], ['batik']]);
    expect(sink.batches[0]![0]).toMatchObject({ endpoint: 'search', type: 'all', hits: 3, latencyMs: 12, mode: null });
    expect(log.queued).toBe(0);
    expect(log.dropped).toBe(0);
  });

  it('drops and counts a record when the queue is full, without waiting on a sink that never answers', async () => {
    const dropped: number[] = [];
    const stuck = { insert: () => new Promise<void>(() => {}), deleteBefore: () => new Promise<number>(() => {}) };
    const log = recorder({ repository: stuck, capacity: 5, onDropped: (count) => dropped.push(count) });
    const started = performance.now();
    for (let index = 0; index < 12; index += 1) log.record(entry(`query ${index}`));
    // A flush now hangs on the sink: the queue was handed to it, and new records queue again.
    void log.flush();
    await sleep(0);
    for (let index = 0; index < 8; index += 1) log.record(entry(`later ${index}`));
    expect(performance.now() - started).toBeLessThan(1000);
    expect(log.dropped).toBe(7 + 3);
    expect(log.queued).toBe(5);
    expect(dropped).toEqual(Array(10).fill(1));
  });

  it('counts a batch that fails to write as dropped and warns, never throwing; the next flush writes again', async () => {
    const sink = memorySink();
    const { log: logger, warnings } = recordingLog();
    const dropped: number[] = [];
    const log = recorder({ repository: sink, log: logger, batchSize: 2, onDropped: (count) => dropped.push(count) });
    sink.fail = true;
    for (const query of ['a', 'b', 'c']) log.record(entry(query));
    await expect(log.flush()).resolves.toBeUndefined();
    expect(log.dropped).toBe(3);
    expect(dropped).toEqual([3]);
    expect(warnings.map((warning) => warning.message)).toEqual([
      'search log: a batch could not be written and was dropped',
    ]);
    expect(warnings[0]!.object).toMatchObject({ dropped: 3 });
    sink.fail = false;
    log.record(entry('d'));
    await log.flush();
    expect(sink.batches.flat().map((row) => row.query)).toEqual(['d']);
  });

  it('warns once per flush about records the full queue turned away', async () => {
    const sink = memorySink();
    const { log: logger, warnings } = recordingLog();
    const log = recorder({ repository: sink, log: logger, capacity: 1 });
    for (const query of ['a', 'b', 'c']) log.record(entry(query));
    await log.flush();
    expect(warnings).toEqual([
      { object: { dropped: 2, capacity: 1 }, message: 'search log: the queue was full; records were dropped' },
    ]);
    await log.flush();
    expect(warnings).toHaveLength(1);
  });

  it('close() writes what is queued; a record after close is dropped and counted', async () => {
    const sink = memorySink();
    const log = recorder({ repository: sink });
    log.record(entry('teak'));
    log.record(entry('rattan'));
    await log.close();
    expect(sink.batches.flat().map((row) => row.query)).toEqual(['teak', 'rattan']);
    log.record(entry('too late'));
    expect(log.dropped).toBe(1);
    expect(log.queued).toBe(0);
  });

  it('flushes on its timer', async () => {
    const sink = memorySink();
    const log = recorder({ repository: sink, flushIntervalMs: 20 });
    log.record(entry('teak'));
    for (let waited = 0; sink.batches.length === 0 && waited < 2000; waited += 20) await sleep(20);
    expect(sink.batches.flat().map((row) => row.query)).toEqual(['teak']);
    await log.close();
  });

  it('deletes past the retention at its first tick, then at most once per retention interval', async () => {
    const sink = memorySink();
    let now = new Date('2026-11-28T12:00:00Z');
    const log = recorder({
      repository: sink,
      flushIntervalMs: 10,
      retentionDays: 30,
      retentionIntervalMs: 3_600_000,
      now: () => now,
    });
    for (let waited = 0; sink.deletions.length === 0 && waited < 2000; waited += 10) await sleep(10);
    expect(sink.deletions).toEqual([new Date('2026-10-29T12:00:00Z')]);
    await sleep(100);
    expect(sink.deletions).toHaveLength(1);
    now = new Date('2026-11-28T13:00:00Z');
    for (let waited = 0; sink.deletions.length === 1 && waited < 2000; waited += 10) await sleep(10);
    expect(sink.deletions).toEqual([new Date('2026-10-29T12:00:00Z'), new Date('2026-10-29T13:00:00Z')]);
    await log.close();
  });

  it('close() waits for the tick in progress, so nothing of the recorder runs after it', async () => {
    let release = () => {};
    let asked = false;
    const slow = {
      insert: async () => {},
      deleteBefore: () => {
        asked = true;
        return new Promise<number>((resolve) => {
          release = () => resolve(0);
        });
      },
    };
    const log = recorder({ repository: slow, flushIntervalMs: 10 });
    for (let waited = 0; !asked && waited < 2000; waited += 10) await sleep(10);
    expect(asked).toBe(true);
    let closed = false;
    const closing = log.close().then(() => {
      closed = true;
    });
    await sleep(50);
    expect(closed).toBe(false);
    release();
    await closing;
    expect(closed).toBe(true);
  });

  it('records nothing and deletes nothing when off', async () => {
    const sink = memorySink();
    const log = recorder({ repository: sink, enabled: false, flushIntervalMs: 10 });
    log.record(entry('teak'));
    await sleep(50);
    await log.flush();
    await log.close();
    expect(sink.batches).toEqual([]);
    expect(sink.deletions).toEqual([]);
    expect(log.dropped).toBe(0);
  });
});

describe('search log settings', () => {
  it('defaults to on, 30 days', () => {
    const config = parseConfig({});
    expect([config.SEARCH_LOG, config.SEARCH_LOG_RETENTION_DAYS]).toEqual(['on', 30]);
    expect(parseConfig({ SEARCH_LOG: 'off', SEARCH_LOG_RETENTION_DAYS: '7' })).toMatchObject({
      SEARCH_LOG: 'off',
      SEARCH_LOG_RETENTION_DAYS: 7,
    });
  });

  const refused: Array<[string, string]> = [
    ['SEARCH_LOG', 'yes'],
    ['SEARCH_LOG', 'ON'],
    ['SEARCH_LOG_RETENTION_DAYS', '0'],
    ['SEARCH_LOG_RETENTION_DAYS', '-1'],
    ['SEARCH_LOG_RETENTION_DAYS', '1.5'],
    ['SEARCH_LOG_RETENTION_DAYS', 'month'],
    ['SEARCH_LOG_RETENTION_DAYS', '3651'],
  ];
  it.each(refused)('refuses %s=%s, naming the variable', (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => parseConfig({ [name]: value })).toThrow(new RegExp(`\\b${name}:`));
  });
});
