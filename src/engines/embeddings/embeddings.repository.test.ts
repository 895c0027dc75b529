import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers/app.js';
import type { Database } from '../../db/connection.js';
import { SEES_ALL } from '../../access/visibility.js';
import { createEmbeddingsRepository, type EmbeddingsRepository } from './embeddings.repository.js';

// The vector query on synthetic vectors (8 dimensions, deterministic), so the filters, the
// index and the model separation are tested without a model: 2,000 businesses, 1 % in one region.
const DIMENSIONS = 8;
const MODEL = `synthetic/${DIMENSIONS}`;
const PUBLIC = { hiddenBusinesses: false, inactiveProducts: false, assets: false };

let database: Database;
let repo: EmbeddingsRepository;
let rareRegion: string;
let query: number[];

beforeAll(async () => {
  database = await openTestDatabase();
  repo = createEmbeddingsRepository(database.db);
  const regions = await database.db.execute<{ id: string }>(sql`SELECT id FROM regions ORDER BY code LIMIT 2`);
  rareRegion = regions.rows[0]!.id;
  const common = regions.rows[1]!.id;
  // Business n: every 100th is in the rare region; every 50th is hidden.
  await database.db.execute(sql`
    INSERT INTO businesses (name, slug, description_en, region_id, visibility, data_source)
    SELECT 'Synthetic ' || n, 'synthetic-' || n, 'x', CASE WHEN n % 100 = 0 THEN ${rareRegion}::uuid ELSE ${common}::uuid END,
           CASE WHEN n % 50 = 25 THEN 'internal' ELSE 'public' END, 'demo'
    FROM generate_series(1, 2000) AS n`);
  // Vectors on a quarter circle (all similarities >= 0): the query sits next to business 1, and most rare-region businesses are far from it.
  await database.db.execute(sql`
    INSERT INTO record_embeddings (kind, record_id, model, text_hash, embedding)
    SELECT 'business', id, ${MODEL}, 'h',
           ('[' || cos(n::float / 2000 * pi() / 2) || ',' || sin(n::float / 2000 * pi() / 2) || ',0,0,0,0,0,' || (n % 7) / 100.0 || ']')::vector
    FROM (SELECT id, substring(name from 11)::int AS n FROM businesses WHERE name LIKE 'Synthetic %') numbered`);
  await database.db.execute(sql`
    INSERT INTO record_embeddings (kind, record_id, model, text_hash, embedding)
    SELECT 'business', id, 'other-model/8', 'h', '[1,0,0,0,0,0,0,0]'::vector FROM businesses WHERE name LIKE 'Synthetic %'`);
  await database.db.execute(sql`ANALYZE record_embeddings`);
  query = [Math.cos(Math.PI / 4000), Math.sin(Math.PI / 4000), 0, 0, 0, 0, 0, 0];
}, 120_000);

afterAll(async () => {
  await database?.close();
});

const nearest = (options: Partial<Parameters<EmbeddingsRepository['nearest']>[0]> = {}) =>
  repo.nearest({ kind: 'business', vector: query, model: MODEL, dimensions: DIMENSIONS, threshold: 0, limit: 10, offset: 0, visibility: PUBLIC, ...options });

describe('vector search in pgvector', () => {
  it('orders by similarity, pages without overlap, and counts every match', async () => {
    const first = await nearest();
    expect(first.total).toBe(2000 - 40); // 40 hidden
    expect(first.hits).toHaveLength(10);
    expect(first.hits.map((hit) => hit.score)).toEqual([...first.hits.map((hit) => hit.score)].sort((a, b) => b - a));
    const second = await nearest({ offset: 10 });
    expect(second.hits.some((hit) => first.hits.some((other) => other.id === hit.id))).toBe(false);
    expect(second.hits[0]!.score).toBeLessThanOrEqual(first.hits.at(-1)!.score);
  });

  it('fills a page from a filter that matches 1 % of the records (filters inside the vector scan)', async () => {
    const page = await nearest({ region_id: rareRegion, limit: 10 });
    expect(page.total).toBe(20);
    expect(page.hits).toHaveLength(10);
    const rest = await nearest({ region_id: rareRegion, limit: 10, offset: 10 });
    expect(rest.hits).toHaveLength(10);
  });

  it('keeps hidden businesses out unless the key may see them, and never compares another model', async () => {
    const everything = await nearest({ visibility: SEES_ALL, limit: 100 });
    expect(everything.total).toBe(2000);
    const other = await repo.nearest({ kind: 'business', vector: query, model: 'other-model/8', dimensions: 8, threshold: 0.999, limit: 5, offset: 0, visibility: SEES_ALL });
    expect(other.total).toBe(2000);
    const unknown = await nearest({ model: 'never-used/8' });
    expect(unknown).toEqual({ hits: [], total: 0 });
  });

  it("uses the model's HNSW index for the ordered scan", async () => {
    await repo.ensureIndex(MODEL, DIMENSIONS);
    const literal = `'[${query.join(',')}]'::vector(8)`;
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      return tx.execute<{ 'QUERY PLAN': string }>(
        sql.raw(`EXPLAIN SELECT record_id FROM record_embeddings e WHERE e.model = '${MODEL}' ORDER BY (e.embedding::vector(8) <=> ${literal}) LIMIT 10`),
      );
    });
    expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toMatch(/Index Scan using record_embeddings_hnsw_/);
  });
});
