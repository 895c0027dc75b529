import { count, desc } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Db } from '../db/connection.js';

// Declared here rather than in db/schema.ts: only the indexer writes it (migrations/0004).
const searchIndexFailures = pgTable(
  'search_index_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    indexKind: text('index_kind').notNull(),
    documentId: text('document_id').notNull(),
    status: integer('status').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('search_index_failures_created_idx').on(t.createdAt)],
);

export interface IndexFailure {
  indexKind: string;
  documentId: string;
  status: number;
  reason: string;
}

/** Documents the search index refused: recorded for `indexer status`, never dropped silently. */
export function createIndexFailuresRepository(db: Db) {
  return {
    async record(failures: IndexFailure[]): Promise<void> {
      if (failures.length > 0) await db.insert(searchIndexFailures).values(failures);
    },
    async summary(recent = 5) {
      const [[total], latest] = await Promise.all([
        db.select({ n: count() }).from(searchIndexFailures),
        db.select().from(searchIndexFailures).orderBy(desc(searchIndexFailures.id)).limit(recent),
      ]);
      return { total: total?.n ?? 0, latest };
    },
  };
}

export type IndexFailuresRepository = ReturnType<typeof createIndexFailuresRepository>;
