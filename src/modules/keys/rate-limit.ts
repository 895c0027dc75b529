/**
 * Rolling-window rate limiting per key (60 seconds, the key's own per-minute limit), in this
 * process's memory (embedded mode has one API process). Beside a PostgreSQL server the window is
 * the `admit_request` function instead (migration 0011; see admission.ts).
 */
export interface RateLimiter {
  /** Counts one request for the key; false when it is over `limit` within the window. */
  consume(keyId: string, limit: number): Promise<boolean>;
}

export const RATE_LIMIT_WINDOW_MS = 60_000;

/**
 * A sliding log: the times of the requests let through in the last window, per key, oldest
 * first. A request is let through when fewer than `limit` of them are newer than now - window.
 * Refused requests are not logged, so a client that backs off recovers as soon as its oldest
 * request ages out. Expired entries are skipped by moving a start index and compacted only when
 * they are half the log, so a request costs O(1) amortised even with a large limit.
 */
export function createMemoryRateLimiter(options: { windowMs?: number; now?: () => number } = {}): RateLimiter {
  const windowMs = options.windowMs ?? RATE_LIMIT_WINDOW_MS;
  const now = options.now ?? (() => performance.timeOrigin + performance.now());
  const logs = new Map<string, { times: number[]; start: number }>();

  return {
    async consume(keyId, limit) {
      const at = now();
      let log = logs.get(keyId);
      if (!log) {
        log = { times: [], start: 0 };
        logs.set(keyId, log);
      }
      // A request exactly windowMs old has left the window.
      while (log.start < log.times.length && log.times[log.start]! <= at - windowMs) log.start += 1;
      if (log.start > 1024 && log.start * 2 > log.times.length) {
        log.times = log.times.slice(log.start);
        log.start = 0;
      }
      if (log.times.length - log.start >= limit) return false;
      log.times.push(at);
      return true;
    },
  };
}
