import { openDatabase } from '../src/db/connection.js';
import { createPostgresEngine } from '../src/engines/postgres-engine.js';
import { visibilityOf } from '../src/access/visibility.js';
const database = await openDatabase({ databaseUrl: process.argv[2]!, poolSize: 1 });
const engine = createPostgresEngine(database.db);
const viewer = visibilityOf(new Set(['search']));
await database.pool.query("SET log_min_duration_statement = 0");
for (let i = 0; i < 3; i++) {
  const s = performance.now();
  await engine.searchProducts({ q: process.argv[3]!, limit: 20, offset: 0, filters: {}, visibility: viewer });
  console.log((performance.now() - s).toFixed(1));
}
await database.close();
