import { join } from 'node:path';
import pg from 'pg';
import type { startPostgresServer } from '../../tools/harness/postgres-server.js';

/**
 * Where a benchmark's processes keep the directory: a new `bench` database on a PostgreSQL server
 * (DATABASE_URL), or an embedded data directory under `dir` (DATA_DIR).
 */
export async function benchDatabaseEnv(
  server: ReturnType<typeof startPostgresServer> | undefined,
  dir: string,
): Promise<Record<string, string>> {
  if (!server) return { DATA_DIR: join(dir, 'data') };
  const admin = new pg.Client({ connectionString: server.url('postgres') });
  await admin.connect();
  await admin.query('CREATE DATABASE bench');
  await admin.end();
  return { DATABASE_URL: server.url('bench') };
}
