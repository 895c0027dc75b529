import type { AuthRecord, KeysRepository } from './keys.repository.js';

/** A request's key as stored (null: no such key) and whether it was counted within its limit. */
export interface KeyAdmissionResult {
  key: AuthRecord | null;
  /** True only for a usable key under its limit; an unknown or unusable key is never counted. */
  admitted: boolean;
}

/**
 * The port every caller of the API goes through (HTTP guard, MCP over HTTP and stdio): look the
 * key up by its hash and count the request against the key's rate limit, in one round trip.
 * Callers never know where the window lives.
 */
export interface KeyAdmission {
  admit(keyHash: string): Promise<KeyAdmissionResult>;
}

/** The rolling window of every key's limit (its own per-minute limit, or the default). */
export const RATE_LIMIT_WINDOW_MS = 60_000;

/**
 * Every process on one database counts in the window the database keeps: the lookup counts the
 * request in the same statement (`admit_request`, migration 0011), one round trip for both, so a
 * burst split across API processes beside a server, or across the API and the agent gateway (or
 * stdio MCP) on the embedded database, is limited as one.
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
