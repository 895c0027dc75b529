/**
 * Rolling-window rate limiting per key (60 seconds, the key's own per-minute limit). The store
 * sits behind this interface; the in-memory store counts per process, so with several API
 * processes each counts its own share (the README says so).
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
