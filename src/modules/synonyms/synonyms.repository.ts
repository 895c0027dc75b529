import { asc, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/connection.js';
import { synonymDefaultsOffered, synonymGroups, synonymsState } from '../../db/schema.js';

export type SynonymGroupRecord = typeof synonymGroups.$inferSelect;
export interface NewSynonymGroup {
  terms: string[];
  source: string;
}

export function createSynonymsRepository(db: Db) {
  return {
    async list(tx: DbOrTx = db): Promise<SynonymGroupRecord[]> {
      return tx.select().from(synonymGroups).orderBy(asc(synonymGroups.id));
    },

    /** The groups and the version they are at, read in one statement so they agree. */
    async snapshot(tx: DbOrTx = db): Promise<{ version: number; groups: Array<{ id: number; terms: string[] }> }> {
      const result = await tx.execute<{ version: string; groups: Array<{ id: number; terms: string[] }> | null }>(sql`
        SELECT s.version, (SELECT json_agg(json_build_object('id', g.id, 'terms', g.terms) ORDER BY g.id) FROM synonym_groups g) AS groups
        FROM synonyms_state s`);
      const row = result.rows[0]!;
      return { version: Number(row.version), groups: row.groups ?? [] };
    },

    /** The current version: one primary-key read, cheap enough for every query. */
    async version(tx: DbOrTx = db): Promise<number> {
      const [row] = await tx.select({ version: synonymsState.version }).from(synonymsState);
      return row?.version ?? 0;
    },

    async insert(groups: NewSynonymGroup[], tx: DbOrTx = db): Promise<SynonymGroupRecord[]> {
      if (groups.length === 0) return [];
      return tx.insert(synonymGroups).values(groups).returning();
    },

    /** Removes the groups of these ids in one statement; returns how many there were. */
    async remove(ids: readonly number[], tx: DbOrTx = db): Promise<number> {
      if (ids.length === 0) return 0;
      const removed = await tx
        .delete(synonymGroups)
        .where(inArray(synonymGroups.id, [...ids]))
        .returning({ id: synonymGroups.id });
      return removed.length;
    },

    async removeAll(tx: DbOrTx = db): Promise<number> {
      const removed = await tx.delete(synonymGroups).returning({ id: synonymGroups.id });
      return removed.length;
    },

    /**
     * Records the default groups' keys not offered before (migrations/0020) and returns those:
     * the caller adds their groups in the same transaction, so each is offered exactly once.
     */
    async claimDefaultOffers(keys: string[], tx: DbOrTx = db): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const claimed = await tx.execute<{ key: string }>(sql`
        INSERT INTO ${synonymDefaultsOffered} (key) SELECT unnest(${sql.param(keys)}::text[])
        ON CONFLICT (key) DO NOTHING RETURNING key`);
      if (claimed.rows.length > 0) {
        await tx
          .update(synonymsState)
          .set({ defaultsLoadedAt: sql`coalesce(${synonymsState.defaultsLoadedAt}, now())` });
      }
      return new Set(claimed.rows.map((row) => row.key));
    },
  };
}

export type SynonymsRepository = ReturnType<typeof createSynonymsRepository>;
