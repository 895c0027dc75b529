import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, StatementName } from '../../db/connection.js';
import { apiKeys, partners } from '../../db/schema.js';

export interface NewKeyRow {
  partnerName: string;
  name: string;
  prefix: string;
  keyHash: string;
  scopes: string[];
  rateLimitPerMinute: number | null;
  expiresAt: Date | null;
}

const keyColumns = {
  id: apiKeys.id,
  partnerId: apiKeys.partnerId,
  partner: partners.name,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  scopes: apiKeys.scopes,
  rateLimitPerMinute: apiKeys.rateLimitPerMinute,
  expiresAt: apiKeys.expiresAt,
  isActive: apiKeys.isActive,
  revokedAt: apiKeys.revokedAt,
  createdAt: apiKeys.createdAt,
};

/** Whether a key may be used now, and if not why: the contract's 401s and who webhooks reach. */
export type KeyStanding = 'usable' | 'revoked' | 'expired';

/**
 * "This key is usable": active and not past `expires_at` by the database's clock. The one place
 * the rule is written; request admission (both implementations), stdio MCP and webhook routing
 * all read it from here. A revoked key reads as revoked even once it has expired too. `now()` is
 * fixed for the statement, so every use of the rule in one statement reaches the same answer.
 */
export const keyStanding = sql<KeyStanding>`CASE WHEN NOT ${apiKeys.isActive} THEN 'revoked'
  WHEN ${apiKeys.expiresAt} IS NOT NULL AND ${apiKeys.expiresAt} <= now() THEN 'expired' ELSE 'usable' END`;

/** The columns authentication reads, with the key's standing. */
const authColumns = {
  id: apiKeys.id,
  partnerId: apiKeys.partnerId,
  scopes: apiKeys.scopes,
  rateLimitPerMinute: apiKeys.rateLimitPerMinute,
  standing: keyStanding,
};

export type KeyRecord = {
  id: string;
  partnerId: string;
  partner: string;
  name: string;
  prefix: string;
  scopes: string[];
  rateLimitPerMinute: number | null;
  expiresAt: Date | null;
  isActive: boolean;
  revokedAt: Date | null;
  createdAt: Date;
};

/** What authentication knows of a key. */
export type AuthRecord = {
  id: string;
  partnerId: string;
  scopes: string[];
  rateLimitPerMinute: number | null;
  standing: KeyStanding;
};

export function createKeysRepository(db: DbOrTx, named: StatementName = () => '') {
  // Admission runs on every request: its two statements are built once (no drizzle query
  // building per request) and, beside a server, prepared by name on each connection (no parse
  // and plan per request either).
  const findByHashStatement = db
    .select(authColumns)
    .from(apiKeys)
    .where(eq(apiKeys.keyHash, sql.placeholder('keyHash')))
    .prepare(named('keys_find_by_hash'));
  const findByHashAdmittingStatement = db
    .select({
      ...authColumns,
      admitted: sql<boolean>`coalesce(CASE WHEN ${keyStanding} = 'usable'
        THEN admit_request(${apiKeys.id}, coalesce(${apiKeys.rateLimitPerMinute}, ${sql.placeholder('defaultLimit')}::integer), ${sql.placeholder('windowMs')}::double precision) END, false)`,
    })
    .from(apiKeys)
    .where(eq(apiKeys.keyHash, sql.placeholder('keyHash')))
    .prepare(named('keys_find_by_hash_admitting'));

  return {
    async insert(row: NewKeyRow): Promise<KeyRecord> {
      return db.transaction(async (tx) => {
        // A partner is created on its first key; the name identifies it for the operator.
        const [partner] = await tx
          .insert(partners)
          .values({ name: row.partnerName })
          .onConflictDoUpdate({ target: partners.name, set: { name: sql`excluded.name` } })
          .returning();
        const [key] = await tx
          .insert(apiKeys)
          .values({
            partnerId: partner!.id,
            name: row.name,
            prefix: row.prefix,
            keyHash: row.keyHash,
            scopes: row.scopes,
            rateLimitPerMinute: row.rateLimitPerMinute,
            expiresAt: row.expiresAt,
          })
          .returning();
        return { ...key!, partner: partner!.name };
      });
    },

    /** Every key with its standing (the one usability rule, evaluated by the database clock). */
    async list(): Promise<Array<KeyRecord & { standing: KeyStanding }>> {
      return db
        .select({ ...keyColumns, standing: keyStanding })
        .from(apiKeys)
        .innerJoin(partners, eq(partners.id, apiKeys.partnerId))
        .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
    },

    /** What authentication needs, from api_keys alone: it runs on every request. */
    async findByHash(keyHash: string): Promise<AuthRecord | undefined> {
      const [row] = await findByHashStatement.execute({ keyHash });
      return row;
    },

    /**
     * The key lookup of a request beside a PostgreSQL server, counting the request in the shared
     * window in the same statement (`admit_request`, migration 0011) when the key is usable:
     * one round trip for key and limit. `admitted` is false when the key was not counted.
     */
    async findByHashAdmitting(
      keyHash: string,
      defaultLimit: number,
      windowMs: number,
    ): Promise<(AuthRecord & { admitted: boolean }) | undefined> {
      const [row] = await findByHashAdmittingStatement.execute({ keyHash, defaultLimit, windowMs });
      return row;
    },

    /** Deactivates a key; false when no key has that id. Revoking twice keeps the first time. */
    async deactivate(id: string): Promise<boolean> {
      const rows = await db
        .update(apiKeys)
        .set({ isActive: false, revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())` })
        .where(eq(apiKeys.id, id))
        .returning({ id: apiKeys.id });
      return rows.length > 0;
    },
  };
}

export type KeysRepository = ReturnType<typeof createKeysRepository>;
