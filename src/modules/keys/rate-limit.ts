import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { rateLimitWindows } from '../../db/schema.js';

/**
 * Rolling-window rate limiting per key (60 seconds, the key's own per-minute limit). Embedded
 * mode has one API process and counts in its memory; beside a PostgreSQL server every API
 * process counts in the shared table, so a burst split across processes is limited as one.
 */
export interface RateLimiter {
  /** Counts one request for the key; false when it is over `limit` within the window. */
  consume(keyId: string, limit: number): Promise<boolean>;
}

export const RATE_LIMIT_WINDOW_MS = 60_000;

/**
 * A sliding log: the times of the requests let through in the last window, per key. A request
 * is let through when fewer than `limit` of them are newer than now - window. Refused requests
 * are not logged, so a client that backs off recovers as soon as its oldest request ages out.
 */
export function createMemoryRateLimiter(options: { windowMs?: number; now?: () => number } = {}): RateLimiter {
  const windowMs = options.windowMs ?? RATE_LIMIT_WINDOW_MS;
  const now = options.now ?? (() => performance.timeOrigin + performance.now());
  const logs = new Map<string, number[]>();

  return {
    async consume(keyId, limit) {
      const at = now();
      const log = logs.get(keyId) ?? [];
      // A request exactly windowMs old has left the window.
      let expired = 0;
      while (expired < log.length && log[expired]! <= at - windowMs) expired += 1;
      if (expired > 0) log.splice(0, expired);
      if (log.length >= limit) {
        logs.set(keyId, log);
        return false;
      }
      log.push(at);
      logs.set(keyId, log);
      return true;
    },
  };
}

/**
 * The window in PostgreSQL, for several API processes on one server. One statement per request:
 * the key's row is locked by the upsert, old hits are dropped, and the request is counted only
 * when fewer than `limit` remain (a refused request is not counted). The database clock decides,
 * so processes on different hosts agree; a hit exactly 60 s old has left the window.
 */
export function createPostgresRateLimiter(db: Db, options: { windowMs?: number } = {}): RateLimiter {
  const windowMs = options.windowMs ?? RATE_LIMIT_WINDOW_MS;
  return {
    async consume(keyId, limit) {
      const recent = sql`ARRAY(SELECT hit FROM unnest(${rateLimitWindows.hits}) AS hit WHERE hit > clock_timestamp() - ${windowMs}::double precision * interval '1 millisecond')`;
      const result = await db.execute<{ allowed: boolean }>(sql`
        INSERT INTO ${rateLimitWindows} (key_id, hits, allowed)
        VALUES (${keyId}, ARRAY[clock_timestamp()], ${limit} >= 1)
        ON CONFLICT (key_id) DO UPDATE SET
          hits = CASE WHEN cardinality(${recent}) < ${limit} THEN ${recent} || clock_timestamp() ELSE ${recent} END,
          allowed = cardinality(${recent}) < ${limit}
        RETURNING allowed`);
      return result.rows[0]!.allowed;
    },
  };
}
