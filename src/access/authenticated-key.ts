import type { Scope } from './scopes.js';
import type { Visibility } from './visibility.js';

/**
 * What a request knows about the key that authenticated it: the keys module produces it, the HTTP
 * guard, the routes, the MCP tools and the agent gateway act on it.
 */
export interface AuthenticatedKey {
  id: string;
  partnerId: string;
  scopes: ReadonlySet<Scope>;
  /** What the scopes reveal beyond public records (visibility.ts). */
  visibility: Visibility;
  rateLimitPerMinute: number;
}

/** A request's key and whether the rate limit let the request through. */
export interface Admission {
  key: AuthenticatedKey;
  admitted: boolean;
}
