import { openDatabase } from '../src/db/connection.js';
import { createSpelling } from '../src/engines/spelling.js';
import { tokenize } from '../src/engines/query-text.js';
const QUERIES = ['kursi jati', 'furniture', 'batik tulis', 'kopi arabika', 'rattan chair', 'furnitue', 'meja makan', 'spare parts', 'kemasan', 'pera'];
const database = await openDatabase({ databaseUrl: process.argv[2]!, poolSize: 2 });
const spelling = createSpelling(database.db);
for (let round = 0; round < 3; round += 1) {
  const line: string[] = [];
  for (const q of QUERIES) {
    const started = performance.now();
    const c = await spelling.corrections(tokenize(q));
    line.push(`${q}: ${(performance.now() - started).toFixed(1)} [${[...c.values()].flat().join(',')}]`);
  }
  console.log(line.join(' | '));
}
const { rows } = await database.pool.query('select count(*) from search_vocabulary');
console.log('vocabulary', rows[0]);
await database.close();
