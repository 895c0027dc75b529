import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/connection.js';
import { embeddingFailures } from '../../db/schema.js';
import type { EmbeddingKind } from './embeddings.repository.js';

export interface EmbeddingFailure {
  kind: EmbeddingKind;
  recordId: string;
  textHash: string;
  reason: string;
}

/** Texts the provider could not embed even alone: recorded for `indexer status`, never retried in a loop. */
export function createEmbeddingFailuresRepository(db: Db) {
  return {
    /** The text hashes that failed for `ids`: a record is skipped while its text is the one that failed. */
    async failedHashes(
      kind: EmbeddingKind,
      model: string,
      ids: string[],
      tx: DbOrTx = db,
    ): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await tx
        .select({ id: embeddingFailures.recordId, hash: embeddingFailures.textHash })
        .from(embeddingFailures)
        .where(
          and(
            eq(embeddingFailures.kind, kind),
            eq(embeddingFailures.model, model),
            inArray(embeddingFailures.recordId, ids),
          ),
        );
      return new Map(rows.map((row) => [row.id, row.hash]));
    },

    async record(model: string, failures: EmbeddingFailure[], tx: DbOrTx = db): Promise<void> {
      if (failures.length === 0) return;
      await tx
        .insert(embeddingFailures)
        .values(failures.map((failure) => ({ ...failure, model })))
        .onConflictDoUpdate({
          target: [embeddingFailures.kind, embeddingFailures.model, embeddingFailures.recordId],
          set: { textHash: sql`excluded.text_hash`, reason: sql`excluded.reason`, failedAt: sql`now()` },
        });
    },

    /** Forgets the failures of records that have now been embedded. */
    async clear(kind: EmbeddingKind, model: string, ids: string[], tx: DbOrTx = db): Promise<void> {
      if (ids.length === 0) return;
      await tx
        .delete(embeddingFailures)
        .where(
          and(
            eq(embeddingFailures.kind, kind),
            eq(embeddingFailures.model, model),
            inArray(embeddingFailures.recordId, ids),
          ),
        );
    },

    async summary(recent = 5) {
      const [[total], latest] = await Promise.all([
        db.select({ n: count() }).from(embeddingFailures),
        db.select().from(embeddingFailures).orderBy(desc(embeddingFailures.failedAt)).limit(recent),
      ]);
      return { total: total?.n ?? 0, latest };
    },
  };
}

export type EmbeddingFailuresRepository = ReturnType<typeof createEmbeddingFailuresRepository>;
