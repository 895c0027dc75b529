import type { AuthRecord, KeysRepository } from './keys.repository.js';
import { createMemoryRateLimiter, RATE_LIMIT_WINDOW_MS, type RateLimiter } from './rate-limit.js';

/** A request's key as stored (null: no such key) and whether it was counted within its limit. */
export interface KeyAdmissionResult {
  key: AuthRecord | null;
  /** True only for a usable key under its limit; an unknown or unusable key is never counted. */
  admitted: boolean;
}

/**
 * The port every caller of the API goes through (HTTP guard, MCP over HTTP and stdio): look the
 * key up by its hash and count the request against the key's rate limit. The composition root
 * chooses the implementation; callers never know where the window lives.
 */
export interface KeyAdmission {
  admit(keyHash: string): Promise<KeyAdmissionResult>;
}

/**
 * Embedded database: one API process owns it, so the window lives in this process's memory;
 * the lookup is one query and the count costs no round trip.
 */
export function createMemoryAdmission(deps: {
  keysRepository: Pick<KeysRepository, 'findByHash'>;
  defaultRateLimit: number;
  window?: RateLimiter;
}): KeyAdmission {
  const window = deps.window ?? createMemoryRateLimiter();
  return {
    async admit(keyHash) {
      const key = (await deps.keysRepository.findByHash(keyHash)) ?? null;
      if (key?.standing !== 'usable') return { key, admitted: false };
      return { key, admitted: await window.consume(key.id, key.rateLimitPerMinute ?? deps.defaultRateLimit) };
    },
  };
}

/**
 * Beside a PostgreSQL server every API process counts in the shared window: the lookup counts
 * the request in the same statement (`admit_request`, migration 0011), one round trip for both,
 * so a burst split across processes is limited as one.
 */
export function createPostgresAdmission(deps: {
  keysRepository: Pick<KeysRepository, 'findByHashAdmitting'>;
  defaultRateLimit: number;
  windowMs?: number;
}): KeyAdmission {
  const windowMs = deps.windowMs ?? RATE_LIMIT_WINDOW_MS;
  return {
    async admit(keyHash) {
      const row = await deps.keysRepository.findByHashAdmitting(keyHash, deps.defaultRateLimit, windowMs);
      if (!row) return { key: null, admitted: false };
      const { admitted, ...key } = row;
      return { key, admitted };
    },
  };
}
