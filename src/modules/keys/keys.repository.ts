import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.js';
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

/** The columns authentication reads. */
const authColumns = {
  id: apiKeys.id,
  partnerId: apiKeys.partnerId,
  scopes: apiKeys.scopes,
  rateLimitPerMinute: apiKeys.rateLimitPerMinute,
  expiresAt: apiKeys.expiresAt,
  isActive: apiKeys.isActive,
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

export function createKeysRepository(db: DbOrTx) {
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

    async list(): Promise<KeyRecord[]> {
      return db
        .select(keyColumns)
        .from(apiKeys)
        .innerJoin(partners, eq(partners.id, apiKeys.partnerId))
        .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
    },

    /** What authentication needs, from api_keys alone: it runs on every request. */
    async findByHash(keyHash: string) {
      const [row] = await db.select(authColumns).from(apiKeys).where(eq(apiKeys.keyHash, keyHash));
      return row;
    },

    /**
     * The key lookup of a request beside a PostgreSQL server, counting the request in the shared
     * window in the same statement (`admit_request`, migration 0011) when the key is active and
     * unexpired: `admitted` is null when it was not counted (unknown, revoked or expired key).
     */
    async findByHashAdmitting(keyHash: string, defaultLimit: number, windowMs: number) {
      const [row] = await db
        .select({
          ...authColumns,
          admitted: sql<boolean | null>`CASE WHEN ${apiKeys.isActive} AND (${apiKeys.expiresAt} IS NULL OR ${apiKeys.expiresAt} > clock_timestamp())
            THEN admit_request(${apiKeys.id}, coalesce(${apiKeys.rateLimitPerMinute}, ${defaultLimit}::integer), ${windowMs}::double precision) END`,
        })
        .from(apiKeys)
        .where(eq(apiKeys.keyHash, keyHash));
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
