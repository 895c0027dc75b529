import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Logger } from '../lib/logger.js';
import type { Worker } from '../lib/workers.js';
import type { Db } from './connection.js';

/**
 * Planner statistics for the embedded database. A PostgreSQL server's autovacuum analyses a table
 * once enough of it changed; the embedded database (PGlite) runs no background processes, so a
 * catalogue loaded through the API is never analysed unless someone does it, and without
 * statistics the planner reads every visible product for a vector query instead of walking the
 * HNSW index (about ten times slower on 1,347 real listings, docs/operations.md). The host process runs this worker instead,
 * with autovacuum's own rule for analysing. It does not vacuum: in the embedded database a VACUUM
 * would hold the one connection every client shares for as long as it rebuilds the vector index.
 */

/** Autovacuum's defaults (autovacuum_analyze_threshold and autovacuum_analyze_scale_factor). */
export const ANALYZE_THRESHOLD = 50;
export const ANALYZE_SCALE_FACTOR = 0.1;

/**
 * The tables of the service's schema whose statistics are missing or stale, by either of two counts:
 * - autovacuum's: more rows changed (inserted, updated or deleted) since the last ANALYZE than
 *   ANALYZE_THRESHOLD plus ANALYZE_SCALE_FACTOR of the rows it counted. The host keeps these counts
 *   in memory, and a restart forgets them;
 * - what a restart keeps: the table grew by more than ANALYZE_SCALE_FACTOR of the pages the last
 *   ANALYZE (or index build: a migration's CREATE INDEX on an empty table records 0 rows) counted,
 *   or it has rows that no ANALYZE has seen (no statistics at all).
 * A table that only ever held nothing is never due.
 */
export async function tablesToAnalyze(db: Db): Promise<string[]> {
  // The host's own change counts reach the statistics views at most once a second, when it goes
  // idle: asked to, it hands over those it holds when this statement ends, so the next one counts them.
  await db.execute(sql`SELECT pg_stat_force_next_flush()`);
  const rows = await db.execute<{ name: string }>(sql`
    SELECT format('%I.%I', n.nspname, c.relname) AS name
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    LEFT JOIN pg_stat_user_tables s ON s.relid = c.oid
    CROSS JOIN LATERAL (SELECT pg_relation_size(c.oid) / current_setting('block_size')::int AS pages) size
    WHERE c.relkind = 'r' AND n.nspname = current_schema()
      AND (coalesce(s.n_mod_since_analyze, 0) > ${ANALYZE_THRESHOLD} + ${ANALYZE_SCALE_FACTOR}::float8 * greatest(c.reltuples, 0)
           OR size.pages > c.relpages * (1 + ${ANALYZE_SCALE_FACTOR}::float8)
           OR (c.reltuples > 0 AND NOT EXISTS (SELECT 1 FROM pg_statistic st WHERE st.starelid = c.oid)))
    ORDER BY c.relname`);
  return rows.rows.map((row) => row.name);
}

/** Analyses each table that needs it (tablesToAnalyze), one statement each; returns their names. */
export async function analyzeTables(db: Db): Promise<string[]> {
  const tables = await tablesToAnalyze(db);
  // Names come from the catalogue, quoted there by format('%I').
  for (const table of tables) await db.execute(sql.raw(`ANALYZE ${table}`));
  return tables;
}

/**
 * The worker the embedded host runs: analyses what needs it every `intervalMs`, the first time one
 * interval after start. A failed pass is logged and tried again at the next one.
 */
export function statisticsWorker({ db, intervalMs, log }: { db: Db; intervalMs: number; log: Logger }): Worker {
  return {
    name: 'statistics',
    async run(signal) {
      while (!signal.aborted) {
        try {
          await sleep(intervalMs, undefined, { signal });
        } catch {
          return; // aborted while waiting
        }
        const started = performance.now();
        try {
          const tables = await analyzeTables(db);
          if (tables.length > 0)
            log.info({ tables, ms: Math.round(performance.now() - started) }, 'planner statistics updated');
        } catch (error) {
          log.error({ err: error }, 'planner statistics: the pass failed; trying again at the next interval');
        }
      }
    },
  };
}
