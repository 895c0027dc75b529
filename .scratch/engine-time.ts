import { openDatabase } from '../src/db/connection.js';
import { createPostgresEngine } from '../src/engines/postgres-engine.js';
import { visibilityOf } from '../src/access/visibility.js';
const QUERIES = ['kursi jati', 'furniture', 'batik tulis', 'kopi arabika', 'rattan chair', 'furnitue', 'meja makan', 'spare parts', 'kemasan', 'pera'];
const database = await openDatabase({ databaseUrl: process.argv[2]!, poolSize: 2 });
const engine = createPostgresEngine(database.db);
const viewer = visibilityOf(new Set(['search']));
for (let round = 0; round < 3; round += 1) {
  const line: string[] = [];
  for (const q of QUERIES) {
    const started = performance.now();
    const b = await engine.searchBusinesses({ q, limit: 20, offset: 0, filters: {}, visibility: viewer });
    const mid = performance.now();
    const p = await engine.searchProducts({ q, limit: 20, offset: 0, filters: {}, visibility: viewer });
    const end = performance.now();
    line.push(`${q}: b ${(mid - started).toFixed(0)} (${b.total}) p ${(end - mid).toFixed(0)} (${p.total})`);
  }
  console.log(line.join(' | '));
}
await database.close();
