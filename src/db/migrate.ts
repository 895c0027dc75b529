import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './connection.js';
import * as schema from './schema.js';
import { seedReferenceData } from './reference-data/seed-reference.js';
import { loadDefaultSynonyms } from '../modules/synonyms/load-defaults.js';

const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../migrations', import.meta.url));
// Several API or indexer processes may start together against one server: one migrates at a time.
const MIGRATION_LOCK = 7_240_001;

/** Applies pending migrations and seeds reference data when it is missing. Idempotent. */
export async function prepareDatabase(database: Database): Promise<void> {
  const client = await database.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      const db = drizzle(client, { schema });
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
      await seedReferenceData(db);
      await loadDefaultSynonyms(db);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}
