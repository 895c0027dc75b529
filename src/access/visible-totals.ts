import { count, sql } from 'drizzle-orm';
import type { Db, StatementName } from '../db/connection.js';
import { recordTallies } from '../db/schema.js';
import { byViewerShape, type RecordKind, tallyConditions } from './record-conditions.js';
import type { Visibility } from './visibility.js';

/**
 * Once a total sums more rows than this, the reader folds the tallies (compact_record_tallies):
 * every write statement appends a row per bucket it changed, so a busy catalogue folds about
 * once per this many writes, and a sum never reads more than a few dozen rows.
 */
export const TALLY_ROWS_BEFORE_FOLDING = 64;

/**
 * The exact number of records of `kind` that `viewer` sees, without filters: the sum of the
 * tallies the triggers keep (migrations/0019) instead of a count of the rows, so an unfiltered
 * list's total costs the same at 100 records and at 100,000. Statements built once per viewer shape.
 */
export function createVisibleTotals(db: Db, kind: RecordKind, named: StatementName = () => '') {
  const prepared = byViewerShape((shape, viewer) =>
    db
      .select({ total: sql<string>`coalesce(sum(${recordTallies.delta}), 0)`, rows: count() })
      .from(recordTallies)
      .where(tallyConditions(kind, viewer))
      .prepare(named(`${kind}_visible_total_${shape}`)),
  );
  return async (viewer: Visibility): Promise<number> => {
    const [row] = await prepared(viewer).execute();
    if ((row?.rows ?? 0) > TALLY_ROWS_BEFORE_FOLDING) await db.execute(sql`SELECT compact_record_tallies()`);
    return Number(row?.total ?? 0);
  };
}
