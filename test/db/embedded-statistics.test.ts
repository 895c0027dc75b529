import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, databaseOnHost, openDatabase } from '../../src/db/connection.js';
import { startEmbeddedHost } from '../../src/db/embedded.js';
import { ANALYZE_SCALE_FACTOR, ANALYZE_THRESHOLD, analyzeTables, tablesToAnalyze } from '../../src/db/statistics.js';
import { templateDataDir } from '../helpers/app.js';
import { freePort, startScript, stopProcess, waitFor } from '../../tools/harness/processes.js';

// Embedded-only (vitest.config.ts): on a PostgreSQL server autovacuum keeps the statistics.
// Data directories written from the migrated, seeded template (no statistics in it): a process
// opens one without initdb and migrations, seconds less per start.
const cleanups: Array<() => Promise<void>> = [];
const dataDir = async () => {
  const { dataDir, cleanup } = await templateDataDir();
  cleanups.push(cleanup);
  return dataDir;
};
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

async function statisticsOf(database: Database, table: string): Promise<{ reltuples: number; columns: number }> {
  const rows = await database.db.execute<{ reltuples: number; columns: number }>(sql`
    SELECT c.reltuples::float8 AS reltuples, (SELECT count(*)::int FROM pg_stats s WHERE s.schemaname = 'public' AND s.tablename = c.relname) AS columns
    FROM pg_class c WHERE c.oid = ${`public.${table}`}::regclass`);
  return { reltuples: Number(rows.rows[0]!.reltuples), columns: Number(rows.rows[0]!.columns) };
}

const fill = (database: Database, table: string, rows: number) =>
  database.db.execute(sql.raw(`INSERT INTO ${table} (n) SELECT g FROM generate_series(1, ${rows}) g`));

describe("the embedded host's planner statistics", () => {
  // Generated from the two rules (db/statistics.ts): a table analysed at `rows` rows is due once
  // more than ANALYZE_THRESHOLD + ANALYZE_SCALE_FACTOR x rows of them changed (deletes do not grow
  // the table, so only this rule applies to them), or once it grew by more than that share of its
  // pages (one row more in a table analysed empty, not 1 % more rows in a full page).
  const cases = [100, 1000, 4000].flatMap((rows) => {
    const threshold = Math.floor(ANALYZE_THRESHOLD + ANALYZE_SCALE_FACTOR * rows);
    return [
      { rows, change: 'delete' as const, changed: threshold, due: false },
      { rows, change: 'delete' as const, changed: threshold + 1, due: true },
      { rows, change: 'update' as const, changed: threshold + 1, due: true },
      { rows, change: 'insert' as const, changed: Math.ceil(rows / 100), due: false },
    ];
  });
  cases.push({ rows: 0, change: 'insert', changed: 1, due: true });

  // One host for the generated cases (starting one takes seconds); each case drops its table, and
  // a table created again starts with no statistics and no change counts.
  let shared: Database | undefined;
  beforeAll(async () => {
    shared = databaseOnHost(await startEmbeddedHost({}), 2);
  });
  afterAll(async () => {
    await shared?.close();
  });

  it.each(cases)(
    'a table analysed at $rows rows with $changed rows changed by $change is due: $due',
    async ({ rows, change, changed, due }) => {
      const database = shared!;
      try {
        await database.db.execute(sql`CREATE TABLE t (n int)`);
        await fill(database, 't', rows);
        expect(await analyzeTables(database.db)).toEqual(rows > 0 ? ['public.t'] : []);
        if (rows === 0) await database.db.execute(sql`ANALYZE t`); // an empty table is not due, so analyse it by hand
        expect(await statisticsOf(database, 't')).toMatchObject({ reltuples: rows });
        expect(await tablesToAnalyze(database.db)).toEqual([]);

        if (change === 'insert') await fill(database, 't', changed);
        if (change === 'delete') await database.db.execute(sql.raw(`DELETE FROM t WHERE n <= ${changed}`));
        if (change === 'update') await database.db.execute(sql.raw(`UPDATE t SET n = -n WHERE n <= ${changed}`));
        expect(await tablesToAnalyze(database.db)).toEqual(due ? ['public.t'] : []);
      } finally {
        await database.db.execute(sql`DROP TABLE IF EXISTS t`);
      }
    },
  );

  it('after a restart, which forgets the change counts: analyses a table grown since its last analysis, or holding rows none has seen', async () => {
    // An empty directory (initdb only): the tables below are the only ones with rows.
    const dir = mkdtempSync(join(tmpdir(), 'directory-statistics-'));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    let database = await openDatabase({ dataDir: dir, mustHost: true });
    // As migrations leave them: a table and its index, built empty (no rows counted, 0 pages).
    for (const table of ['indexed_empty', 'grown', 'little_changed', 'empty', 'vacuumed']) {
      await database.db.execute(sql.raw(`CREATE TABLE ${table} (n int); CREATE INDEX ON ${table} (n)`));
    }
    await fill(database, 'grown', 1000);
    await fill(database, 'little_changed', 1000);
    expect(await analyzeTables(database.db)).toEqual(['public.grown', 'public.little_changed']);
    await fill(database, 'indexed_empty', 500);
    await fill(database, 'grown', 2000);
    await fill(database, 'little_changed', 40);
    // VACUUM counts rows and pages but writes no statistics (as a server's autovacuum may).
    await fill(database, 'vacuumed', 500);
    await database.db.execute(sql`VACUUM vacuumed`);
    expect(await statisticsOf(database, 'vacuumed')).toEqual({ reltuples: 500, columns: 0 });
    await database.close();

    database = await openDatabase({ dataDir: dir, mustHost: true });
    try {
      expect(await statisticsOf(database, 'indexed_empty')).toEqual({ reltuples: -1, columns: 0 });
      expect(await tablesToAnalyze(database.db)).toEqual(['public.grown', 'public.indexed_empty', 'public.vacuumed']);
      expect(await analyzeTables(database.db)).toEqual(['public.grown', 'public.indexed_empty', 'public.vacuumed']);
      expect(await statisticsOf(database, 'indexed_empty')).toEqual({ reltuples: 500, columns: 1 });
      expect(await statisticsOf(database, 'grown')).toEqual({ reltuples: 3000, columns: 1 });
      expect(await tablesToAnalyze(database.db)).toEqual([]);
      // Emptied: analysed once, then never due again (no statistics are written for no rows).
      await database.db.execute(sql`DELETE FROM grown`);
      expect(await analyzeTables(database.db)).toEqual(['public.grown']);
      expect(await tablesToAnalyze(database.db)).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it("analyses through the shared socket: a client's open transaction is neither seen nor ended", async () => {
    const database = databaseOnHost(await startEmbeddedHost({}), 2);
    try {
      await database.db.execute(sql`CREATE TABLE t (n int)`);
      const client = await database.pool.connect();
      try {
        await client.query('BEGIN');
        await client.query('INSERT INTO t (n) SELECT g FROM generate_series(1, 300) g');
        const pass = analyzeTables(database.db); // waits for the transaction: the socket runs one at a time
        await new Promise((resolve) => setTimeout(resolve, 200));
        await client.query('ROLLBACK');
        await pass;
      } finally {
        client.release();
      }
      expect((await database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM t`)).rows[0]!.n).toBe(0);
    } finally {
      await database.close();
    }
  });

  // The process that hosts the data directory runs the worker: the API, or the outbox worker when it
  // is the first to open it. The directory holds reference data (countries, regions) that nothing
  // analysed yet.
  it.each([
    { entry: 'src/server.ts', interval: '200', analysed: true },
    { entry: 'src/worker.ts', interval: '200', analysed: true },
    { entry: 'src/server.ts', interval: 'off', analysed: false },
  ])(
    '$entry with EMBEDDED_ANALYZE_INTERVAL_MS=$interval analyses the tables it holds: $analysed',
    async ({ entry, interval, analysed }) => {
      const dir = await dataDir();
      const port = await freePort();
      const child = startScript(entry, {
        DATA_DIR: dir,
        PORT: String(port),
        LOG_LEVEL: 'info',
        EMBEDDED_ANALYZE_INTERVAL_MS: interval,
        EMBEDDINGS_PROVIDER: 'none',
      });
      try {
        const ready = entry === 'src/server.ts' ? 'directory service ready' : 'outbox workers running';
        await waitFor(async () => child.output().includes(ready), 90_000, `${entry} to start\n${child.output()}`);
        if (analysed) {
          await waitFor(
            async () => child.output().includes('planner statistics updated'),
            30_000,
            `a statistics pass\n${child.output()}`,
          );
        } else {
          await new Promise((resolve) => setTimeout(resolve, 2_000)); // ten intervals of the runs above
          expect(child.output()).not.toContain('planner statistics updated');
        }
        const database = await openDatabase({ dataDir: dir }); // a client of the running host
        try {
          const regions = await statisticsOf(database, 'regions');
          expect(database.mode).toBe('embedded-client');
          if (analysed) {
            const count = (await database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM regions`))
              .rows[0]!.n;
            expect(regions.reltuples).toBe(count);
            expect(regions.columns).toBeGreaterThan(0);
            expect(await tablesToAnalyze(database.db)).toEqual([]);
          } else {
            expect(regions).toEqual({ reltuples: -1, columns: 0 });
          }
        } finally {
          await database.close();
        }
      } finally {
        expect(await stopProcess(child), child.output()).toBe(0);
      }
    },
    120_000,
  );
});
