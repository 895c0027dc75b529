import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/connection.js';
import type { EmbeddingKind } from './embeddings.repository.js';

// Declared beside its only user, like search_index_failures: only the embedder writes it (migrations/0014).
const embeddingFailures = pgTable(
  'embedding_failures',
  {
    kind: text('kind').notNull(),
    recordId: uuid('record_id').notNull(),
    model: text('model').notNull(),
    textHash: text('text_hash').notNull(),
    reason: text('reason').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.model, t.recordId], name: 'embedding_failures_pkey' })],
);

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
    async failedHashes(kind: EmbeddingKind, model: string, ids: string[], tx: DbOrTx = db): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await tx
        .select({ id: embeddingFailures.recordId, hash: embeddingFailures.textHash })
        .from(embeddingFailures)
        .where(and(eq(embeddingFailures.kind, kind), eq(embeddingFailures.model, model), inArray(embeddingFailures.recordId, ids)));
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
        .where(and(eq(embeddingFailures.kind, kind), eq(embeddingFailures.model, model), inArray(embeddingFailures.recordId, ids)));
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
