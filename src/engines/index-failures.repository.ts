import { count, desc } from 'drizzle-orm';
import type { Db } from '../db/connection.js';
import { searchIndexFailures } from '../db/schema.js';

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
