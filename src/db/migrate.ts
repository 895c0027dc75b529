import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database, Db } from './connection.js';
import * as schema from './schema.js';
import { seedReferenceData } from './reference-data/seed-reference.js';

const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../migrations', import.meta.url));
// Several API or indexer processes may start together against one server: one migrates at a time.
const MIGRATION_LOCK = 7_240_001;

/**
 * A step run after the migrations and the reference data, under the same lock: what a feature
 * offers every database at start (the default synonym groups). The composition root names them.
 */
export type StartStep = (db: Db) => Promise<unknown>;

/**
 * Applies pending migrations, seeds reference data when it is missing, then runs `steps` in order,
 * all under one advisory lock. Idempotent when the steps are.
 */
export async function migrateDatabase(database: Database, steps: readonly StartStep[] = []): Promise<void> {
  const client = await database.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      const db = drizzle(client, { schema });
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
      await seedReferenceData(db);
      for (const step of steps) await step(db);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}
