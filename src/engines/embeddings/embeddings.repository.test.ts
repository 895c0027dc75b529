import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KIND, openTestDatabase } from '../../../test/helpers/app.js';
import type { Database } from '../../db/connection.js';
import { SEES_ALL } from '../../access/visibility.js';
import {
  createEmbeddingsRepository,
  type EmbeddingsRepository,
  hnswIndexName,
  mergeWalks,
  SEMANTIC_REACH,
} from './embeddings.repository.js';

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
  await database.db.execute(sql`ANALYZE record_embeddings, businesses`);
  query = [Math.cos(Math.PI / 4000), Math.sin(Math.PI / 4000), 0, 0, 0, 0, 0, 0];
}, 120_000);

afterAll(async () => {
  await database?.close();
});

const nearest = (options: Partial<Parameters<EmbeddingsRepository['nearest']>[0]> = {}) =>
  repo.nearest({
    kind: 'business',
    vector: query,
    model: MODEL,
    dimensions: DIMENSIONS,
    threshold: 0,
    limit: 10,
    offset: 0,
    filters: {},
    visibility: PUBLIC,
    ...options,
  });

describe('vector search in pgvector', () => {
  it('orders by similarity, pages without overlap, and counts the matches within its reach', async () => {
    const first = await nearest();
    // 1,960 visible (40 hidden), every one within the threshold: the nearest SEMANTIC_REACH count.
    expect(SEMANTIC_REACH).toBeLessThan(2000 - 40);
    expect(first.total).toBe(SEMANTIC_REACH);
    expect(first.hits).toHaveLength(10);
    expect(first.hits.map((hit) => hit.score)).toEqual([...first.hits.map((hit) => hit.score)].sort((a, b) => b - a));
    const second = await nearest({ offset: 10 });
    expect(second.hits.some((hit) => first.hits.some((other) => other.id === hit.id))).toBe(false);
    expect(second.hits[0]!.score).toBeLessThanOrEqual(first.hits.at(-1)!.score);
  });

  it('counts exactly below its reach: the threshold cuts the nearest records the viewer may see', async () => {
    // Business n sits at angle n / 2000 of a quarter circle from the query's; similarity cos(angle).
    const threshold = Math.cos((60 / 2000) * (Math.PI / 2));
    const cut = await nearest({ threshold, limit: 100 });
    const expected = (
      await database.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM businesses b JOIN record_embeddings e ON e.record_id = b.id AND e.model = ${MODEL}
      WHERE b.visibility = 'public' AND 1 - (e.embedding <=> ${JSON.stringify(query)}::vector) >= ${threshold}`)
    ).rows[0]!.n;
    expect(expected).toBeGreaterThan(20);
    expect(expected).toBeLessThan(SEMANTIC_REACH);
    expect(cut.total).toBe(expected);
    expect(cut.hits.every((hit) => hit.score >= threshold - 1e-9)).toBe(true);
  });

  it('ends its pages at its reach, and a page past them still says the total', async () => {
    const last = await nearest({ offset: SEMANTIC_REACH - 5, limit: 10 });
    expect(last.hits).toHaveLength(5);
    expect(last.total).toBe(SEMANTIC_REACH);
    const past = await nearest({ offset: SEMANTIC_REACH + 10, limit: 10 });
    expect(past).toEqual({ hits: [], total: SEMANTIC_REACH });
  });

  it('fills a page from a filter that matches 1 % of the records (filters inside the vector scan)', async () => {
    const page = await nearest({ filters: { region_id: rareRegion }, limit: 10 });
    expect(page.total).toBe(20);
    expect(page.hits).toHaveLength(10);
    const rest = await nearest({ filters: { region_id: rareRegion }, limit: 10, offset: 10 });
    expect(rest.hits).toHaveLength(10);
  });

  it('keeps hidden businesses out unless the key may see them, and never compares another model', async () => {
    const everything = await nearest({ visibility: SEES_ALL, limit: 100 });
    expect(everything.total).toBe(SEMANTIC_REACH);
    const other = await repo.nearest({
      kind: 'business',
      vector: query,
      model: 'other-model/8',
      dimensions: 8,
      threshold: 0.999,
      limit: 5,
      offset: 0,
      filters: {},
      visibility: SEES_ALL,
    });
    // 2,000 identical vectors: the index walk finds some hundreds of them (HNSW on exact
    // duplicates); never the synthetic model's, which the exact count above would have shown.
    expect(other.total).toBeGreaterThan(0);
    expect(other.total).toBeLessThanOrEqual(SEMANTIC_REACH);
    const unknown = await nearest({ model: 'never-used/8' });
    expect(unknown).toEqual({ hits: [], total: 0 });
  });

  it("walks the HNSW index of the model's vectors of the kind asked for, for every viewer", async () => {
    for (const kind of ['business', 'product'] as const) {
      await repo.ensureIndex(MODEL, DIMENSIONS, kind);
      for (const visibility of [PUBLIC, SEES_ALL]) {
        // Products with their definitions walk too: the statement `nearest` runs holds both.
        const request = {
          kind,
          vector: query,
          model: MODEL,
          dimensions: DIMENSIONS,
          threshold: 0,
          limit: 10,
          offset: 0,
          filters: {},
          visibility,
          definitionMargin: 0.04,
        };
        const walks = repo.nearestStatements(database.db, request);
        // The repository's own settings; the reach (SEMANTIC_REACH) is half of this small directory.
        const plan = await database.db.transaction(async (tx) => {
          await repo.walkSettings(tx, request);
          return tx.execute<{ 'QUERY PLAN': string }>(sql`EXPLAIN ${walks.getSQL()}`);
        });
        // Its own kind's index: a walk over both kinds steps over the other kind's vectors.
        expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain(
          `Index Scan using ${hnswIndexName(MODEL, kind)}`,
        );
      }
    }
  });

  it('migration 0021 drops the indexes of both kinds per model and keeps the per-kind ones', async () => {
    const legacy = 'record_embeddings_hnsw_0123456789ab';
    await database.db.execute(
      sql.raw(
        `CREATE INDEX ${legacy} ON record_embeddings USING hnsw ((embedding::vector(8)) vector_cosine_ops) WHERE model = 'legacy/8'`,
      ),
    );
    await repo.ensureIndex('legacy/8', 8, 'product');
    await database.db.execute(
      sql.raw(readFileSync(new URL('../../../migrations/0021_vector_index_per_kind.sql', import.meta.url), 'utf8')),
    );
    const names = await database.db.execute<{ indexname: string }>(
      sql`SELECT indexname FROM pg_indexes WHERE tablename = 'record_embeddings'`,
    );
    const left = names.rows.map((row) => row.indexname);
    expect(left).not.toContain(legacy);
    expect(left).toContain(hnswIndexName('legacy/8', 'product'));
  });

  it("creates a new model's index once when first searches of it arrive at once in one process", async () => {
    // A search of both kinds runs two vector queries at once.
    const model = `concurrent-${Date.now()}/8`;
    const fresh = createEmbeddingsRepository(database.db);
    const ask = (kind: 'business' | 'product') =>
      fresh.nearest({
        kind,
        vector: query,
        model,
        dimensions: 8,
        threshold: 0,
        limit: 5,
        offset: 0,
        filters: {},
        visibility: SEES_ALL,
      });
    const answers = await Promise.all([ask('business'), ask('product'), ask('business')]);
    expect(answers.every((answer) => answer.total === 0)).toBe(true);
    const indexes = await database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM pg_indexes WHERE indexname IN (${hnswIndexName(model, 'business')}, ${hnswIndexName(model, 'product')})`,
    );
    // One index of each kind.
    expect(indexes.rows[0]!.n).toBe(2);
  });

  // Another process creating the same index at the same moment: ours waits on its catalogue lock
  // and, `IF NOT EXISTS` notwithstanding, fails with a duplicate name once it commits. (Server
  // only: the embedded database runs one transaction at a time.)
  it.runIf(DATABASE_KIND === 'postgres')(
    'answers when another process created the index at the same moment',
    async () => {
      const model = `raced-${Date.now()}/8`;
      const other = createEmbeddingsRepository(database.db);
      let pending: ReturnType<EmbeddingsRepository['nearest']> | undefined;
      await database.db.transaction(async (tx) => {
        await tx.execute(
          sql.raw(
            `CREATE INDEX ${hnswIndexName(model, 'business')} ON record_embeddings USING hnsw ((embedding::vector(8)) vector_cosine_ops) WHERE model = '${model}' AND kind = 'business'`,
          ),
        );
        pending = other.nearest({
          kind: 'business',
          vector: query,
          model,
          dimensions: 8,
          threshold: 0,
          limit: 5,
          offset: 0,
          filters: {},
          visibility: SEES_ALL,
        });
        pending.catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      await expect(pending!).resolves.toEqual({ hits: [], total: 0 });
    },
  );
});

describe('merging the walks of a vector query', () => {
  const rows = (...pairs: Array<[string, number]>) => pairs.map(([id, distance]) => ({ id, distance }));
  const page = { threshold: 0, limit: 10, offset: 0 };

  it('keeps each record at its least distance, nearest first and ties by id', () => {
    const merged = mergeWalks([...rows(['b', 0.2], ['c', 0.3], ['a', 0.3]), ...rows(['c', 0.1], ['d', 0.3])], page);
    expect(merged.hits.map((hit) => hit.id)).toEqual(['c', 'b', 'a', 'd']);
    expect(merged.hits[0]!.score).toBeCloseTo(0.9, 12);
    expect(merged.total).toBe(4);
  });

  it("keeps each record's category from either walk (hybrid's category vote)", () => {
    const merged = mergeWalks(
      [
        { id: 'a', distance: 0.2, category: 'w' },
        { id: 'b', distance: 0.3, category: null },
        { id: 'a', distance: 0.1, category: 'w' },
      ],
      page,
    );
    expect(merged.hits.map((hit) => [hit.id, hit.category])).toEqual([
      ['a', 'w'],
      ['b', null],
    ]);
  });

  it('cuts at the reach before the threshold, counts what is left, and pages within it', () => {
    const many = rows(
      ...Array.from(
        { length: SEMANTIC_REACH + 20 },
        (_, i) => [`r${String(i).padStart(3, '0')}`, i / 1000] as [string, number],
      ),
    );
    const other = rows(['x', 0.0005]);
    const counted = mergeWalks([...many, ...other], { ...page, offset: SEMANTIC_REACH - 5 });
    // The extra record from the second walk pushes the furthest one past the reach.
    expect(counted.total).toBe(SEMANTIC_REACH);
    expect(counted.hits.map((hit) => hit.id)).toEqual(['r094', 'r095', 'r096', 'r097', 'r098']);
    const cut = mergeWalks([...many, ...other], { ...page, threshold: 1 - 0.0095 });
    expect(cut.total).toBe(11);
    // A window (count: false) reaches its own end and reports it.
    const window = mergeWalks([...many, ...other], { threshold: 0, limit: 30, offset: 0, count: false });
    expect(window).toMatchObject({ total: 30 });
    expect(window.hits).toHaveLength(30);
  });
});
