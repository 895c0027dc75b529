import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../../../test/helpers/app.js';
import type { Database } from '../../db/connection.js';
import { createMemoryRateLimiter, RATE_LIMIT_WINDOW_MS } from './rate-limit.js';

function clockAt(start: number) {
  const clock = { now: start, advance: (ms: number) => (clock.now += ms) };
  return clock;
}

describe('memory rate limiter (rolling 60 s window)', () => {
  it('lets the 60th request through and refuses the 61st inside the window', async () => {
    const clock = clockAt(1_000_000);
    const limiter = createMemoryRateLimiter({ now: () => clock.now });
    for (let i = 0; i < 60; i += 1) {
      expect(await limiter.consume('k', 60)).toBe(true);
      clock.advance(100);
    }
    expect(await limiter.consume('k', 60)).toBe(false);
  });

  it('allows a request as soon as the oldest one leaves the window, not before', async () => {
    const clock = clockAt(0);
    const limiter = createMemoryRateLimiter({ now: () => clock.now });
    expect(await limiter.consume('k', 2)).toBe(true); // t = 0
    clock.advance(30_000);
    expect(await limiter.consume('k', 2)).toBe(true); // t = 30 s
    clock.advance(29_999);
    expect(await limiter.consume('k', 2)).toBe(false); // t = 59.999 s: both still inside
    clock.advance(1);
    expect(await limiter.consume('k', 2)).toBe(true); // t = 60 s: the first has left
    expect(await limiter.consume('k', 2)).toBe(false); // the 30 s and 60 s requests fill it
  });

  it('is rolling, not a fixed minute: a burst at the end of one minute blocks the start of the next', async () => {
    const clock = clockAt(59_000);
    const limiter = createMemoryRateLimiter({ now: () => clock.now });
    for (let i = 0; i < 3; i += 1) expect(await limiter.consume('k', 3)).toBe(true);
    clock.advance(2_000); // t = 61 s, a new clock minute
    expect(await limiter.consume('k', 3)).toBe(false);
  });

  it('does not count refused requests', async () => {
    const clock = clockAt(0);
    const limiter = createMemoryRateLimiter({ now: () => clock.now });
    expect(await limiter.consume('k', 1)).toBe(true);
    for (let i = 0; i < 10; i += 1) {
      clock.advance(5_000);
      expect(await limiter.consume('k', 1)).toBe(false);
    }
    clock.advance(10_000); // t = 60 s
    expect(await limiter.consume('k', 1)).toBe(true);
  });

  it('counts each key separately, with its own limit', async () => {
    const limiter = createMemoryRateLimiter({ now: () => 0 });
    expect(await limiter.consume('a', 1)).toBe(true);
    expect(await limiter.consume('a', 1)).toBe(false);
    expect(await limiter.consume('b', 2)).toBe(true);
    expect(await limiter.consume('b', 2)).toBe(true);
    expect(await limiter.consume('b', 2)).toBe(false);
  });

  it('agrees with the rule, counted naively, over a long random run with a large limit', async () => {
    // The rule: a request is admitted when fewer than `limit` admitted requests are younger than the window.
    const clock = clockAt(0);
    const limiter = createMemoryRateLimiter({ windowMs: 1_000, now: () => clock.now });
    const admitted: number[] = [];
    let random = 42;
    const next = () => (random = (random * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 20_000; i += 1) {
      clock.advance(Math.floor(next() * 2)); // 0–1 ms apart: bursts and pauses around the limit
      const expected = admitted.filter((time) => time > clock.now - 1_000).length < 1_500;
      expect(await limiter.consume('k', 1_500)).toBe(expected);
      if (expected) admitted.push(clock.now);
    }
    expect(admitted.length).toBeGreaterThan(1_500);
    expect(admitted.length).toBeLessThan(20_000); // some were refused: the run crossed the limit
  });
});

describe('shared rate limiter (admit_request, migration 0011)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  /** The window's function on its own; the PostgreSQL admission calls it inside its key lookup. */
  const createPostgresRateLimiter = (db: Database['db'], options: { windowMs?: number } = {}) => ({
    async consume(keyId: string, limit: number): Promise<boolean> {
      const windowMs = options.windowMs ?? RATE_LIMIT_WINDOW_MS;
      const result = await db.execute<{ admitted: boolean }>(
        sql`SELECT admit_request(${keyId}::uuid, ${limit}::integer, ${windowMs}::double precision) AS admitted`,
      );
      return result.rows[0]!.admitted;
    },
  });
  afterAll(async () => {
    await database?.close();
  });

  it('lets exactly `limit` requests through per key, and counts keys apart', async () => {
    const limiter = createPostgresRateLimiter(database.db);
    const key = randomUUID();
    const other = randomUUID();
    const results = [];
    for (let i = 0; i < 4; i += 1) results.push(await limiter.consume(key, 3));
    expect(results).toEqual([true, true, true, false]);
    expect(await limiter.consume(other, 3)).toBe(true);
  });

  it('lets exactly `limit` of a concurrent burst through', async () => {
    const limiter = createPostgresRateLimiter(database.db);
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 20 }, () => limiter.consume(key, 5)));
    expect(results.filter(Boolean)).toHaveLength(5);
  });

  it('rolls: a request leaves the window once it is older than the window, and refused requests are not counted', async () => {
    const limiter = createPostgresRateLimiter(database.db, { windowMs: 600 });
    const key = randomUUID();
    expect(await limiter.consume(key, 2)).toBe(true);
    await sleep(300);
    expect(await limiter.consume(key, 2)).toBe(true);
    expect(await limiter.consume(key, 2)).toBe(false);
    await sleep(350); // the first request has left the window; the refused one never entered it
    expect(await limiter.consume(key, 2)).toBe(true);
    expect(await limiter.consume(key, 2)).toBe(false);
  });
  it('forgets no admission when a key\'s limit is lowered, and admits more when it is raised', async () => {
    const limiter = createPostgresRateLimiter(database.db);
    const key = randomUUID();
    for (let i = 0; i < 3; i += 1) expect(await limiter.consume(key, 5)).toBe(true);
    expect(await limiter.consume(key, 2)).toBe(false); // 3 admitted in the window: over a limit of 2
    expect(await limiter.consume(key, 3)).toBe(false); // the lowered limit forgot none of them
    expect(await limiter.consume(key, 4)).toBe(true);
    expect(await limiter.consume(key, 4)).toBe(false);
    expect(await limiter.consume(key, 6)).toBe(true);
    expect(await limiter.consume(key, 6)).toBe(true);
    expect(await limiter.consume(key, 6)).toBe(false);
  });

  it('stores at most `limit` rows per key however many requests it sees', async () => {
    const limiter = createPostgresRateLimiter(database.db);
    const key = randomUUID();
    const results = [];
    for (let i = 0; i < 12; i += 1) results.push(await limiter.consume(key, 4));
    expect(results.filter(Boolean)).toHaveLength(4);
    const rows = await database.pool.query('SELECT count(*)::int AS n FROM rate_limit_slots WHERE key_id = $1', [key]);
    expect(rows.rows[0].n).toBe(4);
  });
});
