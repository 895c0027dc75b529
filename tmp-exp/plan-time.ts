import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/connection.js';
import { createEmbeddingsRepository } from '../src/engines/embeddings/embeddings.repository.js';
const database = await openDatabase({ dataDir: process.env.DATA_DIR });
const db = database.db as any;
const repo = createEmbeddingsRepository(db);
const rows = (await db.execute(sql`SELECT model, embedding::text AS v FROM record_embeddings WHERE kind = 'product' ORDER BY record_id LIMIT 20`)).rows;
const viewer = { hiddenBusinesses: false, inactiveProducts: false, assets: false };
const q = (v: number[], row: any, extra = {}) => ({ kind: 'product', vector: v, model: row.model, dimensions: 384, threshold: 0, limit: 50, offset: 0, count: false, visibility: viewer, filters: {}, ...extra }) as any;
for (const [label, extra] of [['walk', {}], ['walk+defs', { definitionMargin: 0.04 }], ['walk+defs+alt', { definitionMargin: 0.04, alt: true }]] as const) {
  let plan = 0, exec = 0, wall = 0, n = 0;
  for (let round = 0; round < 2; round++) for (const row of rows) {
    const v = JSON.parse(row.v);
    const e: any = { ...extra }; if (e.alt) { e.alternatives = [v.map((x: number) => x * 0.9 + 0.01)]; delete e.alt; }
    const t = performance.now();
    const out = await db.transaction(async (tx: any) => { await repo.walkSettings(tx, q(v, row, e)); return tx.execute(sql`EXPLAIN (ANALYZE, SUMMARY, TIMING OFF) ${repo.nearestStatements(tx, q(v, row, e))}`); });
    const text = out.rows.map((r: any) => r['QUERY PLAN']).join('\n');
    if (round === 1) { plan += Number(/Planning Time: ([\d.]+)/.exec(text)![1]); exec += Number(/Execution Time: ([\d.]+)/.exec(text)![1]); wall += performance.now() - t; n++; }
  }
  console.log(label.padEnd(16), 'plan', (plan / n).toFixed(2), 'exec', (exec / n).toFixed(2), 'wall', (wall / n).toFixed(2));
}
await database.close();
process.exit(0);
