import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/connection.js';
import type { SearchRequest } from '../engine.js';

export type EmbeddingKind = 'business' | 'product';

/** A keyword search request's paging, filters and visibility, with the query vector in place of words. */
export interface NearestQuery extends Omit<SearchRequest, 'q'> {
  kind: EmbeddingKind;
  vector: number[];
  /** Only vectors of this model identity ("model/dimensions") are compared. */
  model: string;
  dimensions: number;
  /** Cosine similarity below this is left out (and not counted). */
  threshold: number;
}

const literal = (vector: number[]) => `[${vector.join(',')}]`;

/**
 * Vectors in pgvector. Filters and visibility are part of the vector query itself (iterative
 * index scans keep reading the HNSW index until a page is full), never applied after a top-k cut.
 */
export function createEmbeddingsRepository(db: Db) {
  const ensured = new Set<string>();

  /** The partial HNSW index of one model (see migration 0009): created once, when first needed. */
  async function ensureIndex(model: string, dimensions: number, tx: DbOrTx = db): Promise<void> {
    if (ensured.has(model)) return;
    const name = `record_embeddings_hnsw_${createHash('sha256').update(model).digest('hex').slice(0, 12)}`;
    await tx.execute(
      sql.raw(
        `CREATE INDEX IF NOT EXISTS ${name} ON record_embeddings USING hnsw ((embedding::vector(${dimensions})) vector_cosine_ops) WHERE model = '${model.replace(/'/g, "''")}'`,
      ),
    );
    ensured.add(model);
  }

  /** The SQL of "the record exists, is visible and matches the filters", over alias r (and b for products). */
  function recordConditions(query: NearestQuery): { from: SQL; where: SQL } {
    const conditions: SQL[] = [];
    if (query.kind === 'business') {
      if (!query.visibility.hiddenBusinesses) conditions.push(sql`r.visibility = 'public'`);
      if (query.categoryId) conditions.push(sql`r.category_id = ${query.categoryId}`);
      if (query.regionId) conditions.push(sql`r.region_id = ${query.regionId}`);
      if (query.countryId) conditions.push(sql`r.country_id = ${query.countryId}`);
      return { from: sql`businesses r`, where: sql.join([sql`TRUE`, ...conditions], sql` AND `) };
    }
    if (!query.visibility.inactiveProducts) conditions.push(sql`r.status = 'active'`);
    if (!query.visibility.hiddenBusinesses) conditions.push(sql`b.visibility = 'public'`);
    if (query.categoryId) conditions.push(sql`r.category_id = ${query.categoryId}`);
    if (query.categoryIds) conditions.push(sql`r.category_id = ANY(${`{${query.categoryIds.join(',')}}`}::uuid[])`);
    if (query.regionId) conditions.push(sql`b.region_id = ${query.regionId}`);
    if (query.countryId) conditions.push(sql`b.country_id = ${query.countryId}`);
    return { from: sql`products r JOIN businesses b ON b.id = r.business_id`, where: sql.join([sql`TRUE`, ...conditions], sql` AND `) };
  }

  return {
    ensureIndex,

    /** The stored text hashes of `ids` for a model, to skip records whose text has not changed. */
    async hashes(kind: EmbeddingKind, model: string, ids: string[], tx: DbOrTx = db): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const result = await tx.execute<{ record_id: string; text_hash: string }>(
        sql`SELECT record_id, text_hash FROM record_embeddings WHERE kind = ${kind} AND model = ${model} AND record_id IN (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})`,
      );
      return new Map(result.rows.map((row) => [row.record_id, row.text_hash]));
    },

    async upsert(kind: EmbeddingKind, model: string, rows: Array<{ id: string; hash: string; vector: number[] }>, tx: DbOrTx = db): Promise<void> {
      if (rows.length === 0) return;
      const values = sql.join(
        rows.map((row) => sql`(${kind}, ${row.id}::uuid, ${model}, ${row.hash}, ${literal(row.vector)}::vector, now())`),
        sql`, `,
      );
      await tx.execute(sql`
        INSERT INTO record_embeddings (kind, record_id, model, text_hash, embedding, updated_at) VALUES ${values}
        ON CONFLICT (kind, model, record_id) DO UPDATE SET text_hash = excluded.text_hash, embedding = excluded.embedding, updated_at = now()`);
    },

    async count(kind: EmbeddingKind, model: string): Promise<number> {
      const result = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM record_embeddings WHERE kind = ${kind} AND model = ${model}`);
      return result.rows[0]!.n;
    },

    /**
     * The nearest visible records above the threshold, by cosine similarity then id, and their
     * exact total. Runs in a transaction so `SET LOCAL` tunes only this query's connection use.
     */
    async nearest(query: NearestQuery): Promise<{ hits: Array<{ id: string; score: number }>; total: number }> {
      await ensureIndex(query.model, query.dimensions);
      const vector = sql.raw(`'${literal(query.vector)}'::vector(${query.dimensions})`);
      const distance = sql`(e.embedding::vector(${sql.raw(String(query.dimensions))}) <=> ${vector})`;
      const { from, where } = recordConditions(query);
      const matching = sql`
        FROM record_embeddings e JOIN ${from} ON r.id = e.record_id
        WHERE e.kind = ${query.kind} AND e.model = ${query.model} AND ${where} AND ${distance} <= ${1 - query.threshold}`;
      const wanted = query.offset + query.limit;
      return db.transaction(async (tx) => {
        // Iterative scans read on past the first candidates until the filtered page is full.
        await tx.execute(sql.raw(`SET LOCAL hnsw.iterative_scan = relaxed_order`));
        await tx.execute(sql.raw(`SET LOCAL hnsw.ef_search = ${Math.max(40, Math.min(1000, wanted))}`));
        const page = await tx.execute<{ id: string; distance: number }>(sql`
          SELECT id, distance FROM (SELECT e.record_id AS id, ${distance} AS distance ${matching} ORDER BY ${distance} LIMIT ${wanted}) nearest
          ORDER BY distance, id OFFSET ${query.offset}`);
        const total = await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n ${matching}`);
        return { hits: page.rows.map((row) => ({ id: row.id, score: 1 - Number(row.distance) })), total: total.rows[0]!.n };
      });
    },
  };
}

export type EmbeddingsRepository = ReturnType<typeof createEmbeddingsRepository>;
