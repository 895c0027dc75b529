import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { partners, searchLog } from '../../db/schema.js';

export type SearchLogRow = typeof searchLog.$inferInsert;

/** Which rows a report reads: since a time, all partners or one. */
export interface ReportWindow {
  since: Date;
  partnerId?: string;
  limit: number;
}

export type TopQueryRow = {
  query: string;
  count: number;
  zeroResults: number;
  medianLatencyMs: number;
};

export type NoResultQueryRow = {
  query: string;
  count: number;
  partners: number;
  lastSearchedAt: string;
};

export type SummaryRow = {
  day: string;
  endpoint: string;
  count: number;
  zeroResults: number;
  p50LatencyMs: number;
  p95LatencyMs: number;
};

/** An instant as an ISO 8601 UTC timestamp, written by the database (no driver date parsing). */
const isoUtc = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

export function createSearchLogRepository(db: Db) {
  const within = (window: ReportWindow, ...more: SQL[]) =>
    sql.join(
      [
        sql`${searchLog.searchedAt} >= ${window.since.toISOString()}::timestamptz`,
        ...(window.partnerId === undefined ? [] : [sql`${searchLog.partnerId} = ${window.partnerId}::uuid`]),
        ...more,
      ],
      sql` AND `,
    );

  return {
    /** One batch as one multi-row INSERT. */
    async insert(rows: readonly SearchLogRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db.insert(searchLog).values([...rows]);
    },

    /** Deletes the rows searched before `cutoff`; returns how many. */
    async deleteBefore(cutoff: Date): Promise<number> {
      const result = await db.execute(
        sql`DELETE FROM ${searchLog} WHERE ${searchLog.searchedAt} < ${cutoff.toISOString()}::timestamptz`,
      );
      return result.rowCount ?? 0;
    },

    async partnerIdByName(name: string): Promise<string | undefined> {
      const result = await db.execute<{ id: string }>(sql`SELECT id FROM ${partners} WHERE name = ${name}`);
      return result.rows[0]?.id;
    },

    /** The most frequent queries: how often, how often without hits, the median latency. */
    async topQueries(window: ReportWindow): Promise<TopQueryRow[]> {
      const result = await db.execute<TopQueryRow>(sql`
        SELECT query, count(*)::int AS "count",
               (count(*) FILTER (WHERE hits = 0))::int AS "zeroResults",
               percentile_disc(0.5) WITHIN GROUP (ORDER BY latency_ms) AS "medianLatencyMs"
        FROM ${searchLog}
        WHERE ${within(window)}
        GROUP BY query
        ORDER BY count(*) DESC, query
        LIMIT ${window.limit}`);
      return result.rows.map((row) => ({ ...row, medianLatencyMs: Number(row.medianLatencyMs) }));
    },

    /** The queries whose searches found nothing, most frequent first. */
    async noResultQueries(window: ReportWindow): Promise<NoResultQueryRow[]> {
      const result = await db.execute<NoResultQueryRow>(sql`
        SELECT query, count(*)::int AS "count", count(DISTINCT partner_id)::int AS "partners",
               ${isoUtc(sql`max(searched_at)`)} AS "lastSearchedAt"
        FROM ${searchLog}
        WHERE ${within(window, sql`hits = 0`)}
        GROUP BY query
        ORDER BY count(*) DESC, query
        LIMIT ${window.limit}`);
      return result.rows;
    },

    /** Per day (UTC) and endpoint, the latest days first: searches, those without hits, latency percentiles. */
    async summary(window: ReportWindow): Promise<SummaryRow[]> {
      const result = await db.execute<SummaryRow>(sql`
        SELECT to_char(searched_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS "day", endpoint,
               count(*)::int AS "count",
               (count(*) FILTER (WHERE hits = 0))::int AS "zeroResults",
               percentile_disc(0.5) WITHIN GROUP (ORDER BY latency_ms) AS "p50LatencyMs",
               percentile_disc(0.95) WITHIN GROUP (ORDER BY latency_ms) AS "p95LatencyMs"
        FROM ${searchLog}
        WHERE ${within(window)}
        GROUP BY 1, 2
        ORDER BY 1 DESC, 2
        LIMIT ${window.limit}`);
      return result.rows.map((row) => ({
        ...row,
        p50LatencyMs: Number(row.p50LatencyMs),
        p95LatencyMs: Number(row.p95LatencyMs),
      }));
    },
  };
}

export type SearchLogRepository = ReturnType<typeof createSearchLogRepository>;
