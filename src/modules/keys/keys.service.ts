import { createHash, randomBytes } from 'node:crypto';
import { NotFoundError, UnauthorizedError, ValidationError } from '../../lib/errors.js';
import type { KeyAdmission } from './admission.js';
import type { AuthRecord, KeyRecord, KeysRepository } from './keys.repository.js';
import type { Admission, AuthenticatedKey } from '../../access/authenticated-key.js';
import { isScope } from '../../access/scopes.js';
import { visibilityOf } from '../../access/visibility.js';

const KEY_PREFIX = 'dsk_';
const VISIBLE_PREFIX_LENGTH = KEY_PREFIX.length + 8;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface IssueKeyInput {
  partner: string;
  name: string;
  scopes: string[];
  rateLimitPerMinute?: number;
  expiresAt?: Date;
}

export function hashKey(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

export function createKeysService(deps: {
  keysRepository: KeysRepository;
  defaultRateLimit: number;
  /** Key lookup and rate limit together, in the window every process on the database shares. */
  admission: KeyAdmission;
}) {
  /** The 401 of a missing or unusable key record, in the contract's words; the key otherwise. */
  function toAuthenticated(record: AuthRecord | null | undefined): AuthenticatedKey {
    if (!record || record.standing === 'revoked') throw new UnauthorizedError('Invalid API key');
    if (record.standing === 'expired') throw new UnauthorizedError('API key expired');
    const scopes = new Set(record.scopes.filter(isScope));
    return {
      id: record.id,
      partnerId: record.partnerId,
      scopes,
      visibility: visibilityOf(scopes),
      rateLimitPerMinute: record.rateLimitPerMinute ?? deps.defaultRateLimit,
    };
  }

  function checkHeader(header: string | string[] | undefined): string {
    if (header === undefined || header === '') throw new UnauthorizedError('Missing API key');
    if (typeof header !== 'string') throw new UnauthorizedError('Invalid API key');
    return header;
  }

  return {
    /** Issues a key: 32 random bytes behind a short visible prefix; only the SHA-256 is stored. */
    async issue(input: IssueKeyInput): Promise<{ record: KeyRecord; key: string }> {
      const partner = input.partner.trim();
      const name = input.name.trim();
      if (!partner) throw new ValidationError('partner: must not be empty');
      if (!name) throw new ValidationError('name: must not be empty');
      const unknown = input.scopes.filter((scope) => !isScope(scope));
      if (unknown.length > 0) throw new ValidationError(`scopes: unknown scope ${unknown.join(', ')}`);
      const rate = input.rateLimitPerMinute;
      if (rate !== undefined && (!Number.isInteger(rate) || rate < 1)) {
        throw new ValidationError('rate-limit: must be a whole number of at least 1');
      }
      if (input.expiresAt && Number.isNaN(input.expiresAt.getTime())) {
        throw new ValidationError('expires-at: must be an ISO 8601 timestamp');
      }
      const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
      const record = await deps.keysRepository.insert({
        partnerName: partner,
        name,
        prefix: key.slice(0, VISIBLE_PREFIX_LENGTH),
        keyHash: hashKey(key),
        scopes: [...new Set(input.scopes)],
        rateLimitPerMinute: rate ?? null,
        expiresAt: input.expiresAt ?? null,
      });
      return { record, key };
    },

    /**
     * Resolves the X-API-Key header without counting it, or throws 401: `Missing API key`,
     * `Invalid API key` (unknown or revoked), `API key expired`.
     */
    async authenticate(header: string | string[] | undefined): Promise<AuthenticatedKey> {
      // Lookup by hash: the stored value never meets the presented one in a comparison.
      return toAuthenticated(await deps.keysRepository.findByHash(hashKey(checkHeader(header))));
    },

    /**
     * A request's key (or its 401) and whether its rate limit lets it through (refused requests
     * are not counted): the one call of the HTTP guard and of every stdio MCP tool call.
     */
    async admit(header: string | string[] | undefined): Promise<Admission> {
      const { key, admitted } = await deps.admission.admit(hashKey(checkHeader(header)));
      return { key: toAuthenticated(key), admitted };
    },

    list: () => deps.keysRepository.list(),

    async revoke(id: string): Promise<void> {
      if (!UUID.test(id)) throw new ValidationError('id: must be a UUID (see `keys list`)');
      if (!(await deps.keysRepository.deactivate(id))) throw new NotFoundError(`No key with id ${id}`);
    },
  };
}

export type KeysService = ReturnType<typeof createKeysService>;
