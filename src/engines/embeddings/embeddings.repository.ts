import { createHash } from 'node:crypto';
import { and, asc, cosineDistance, count, countDistinct, eq, inArray, lte, sql } from 'drizzle-orm';
import { recordConditions, type RecordKind } from '../../access/record-conditions.js';
import { type Db, type DbOrTx, setLocal, type Tx } from '../../db/connection.js';
import { businesses, products, recordEmbeddings } from '../../db/schema.js';
import type { SearchRequest } from '../engine.js';

export type EmbeddingKind = RecordKind;

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

/**
 * The stored vector as the model's vector(N): the expression of the model's partial HNSW index
 * (see ensureIndex), so queries written with it use that index. N is a type modifier, which SQL
 * cannot take as a parameter; drizzle inlines the checked integer.
 */
function asModelVector(dimensions: number) {
  if (!Number.isInteger(dimensions) || dimensions < 1) throw new Error(`invalid embedding dimensions: ${dimensions}`);
  return sql`(${recordEmbeddings.embedding}::vector(${sql`${dimensions}`.inlineParams()}))`;
}

/**
 * How far a counted vector query (semantic search) reaches: the nearest this many records the
 * viewer may see, as far as hybrid search's semantic window. Its `total` counts those at least
 * `threshold` similar, and its pages lie within them. An exact count over every stored vector
 * computes the distance of each on every search (28-40 ms for 20k businesses on the bench's
 * server, and the products are five times more); an HNSW walk costs about 1 ms for 100 records,
 * 2 ms for 300 and 10 ms for 1,000 there (it grows faster than the reach).
 */
export const SEMANTIC_REACH = 100;

/**
 * The page (nearest first, then by id) and the total of a vector query, both under the record
 * conditions: the index walks to the nearest `reach` records the viewer may see (the filters and
 * visibility inside the walk, so a page is never emptied after a top-k cut), then the threshold
 * cuts them. Counted, the page carries the total (a window count over the reach); `total` counts
 * it again for a page past the end, which holds no row to carry it.
 */
function nearestStatements(tx: DbOrTx, query: NearestQuery) {
  const distance = cosineDistance(asModelVector(query.dimensions), query.vector);
  const record = query.kind === 'business' ? businesses : products;
  const reached = tx
    .select({ id: recordEmbeddings.recordId, distance: distance.mapWith(Number).as('distance') })
    .from(recordEmbeddings)
    .innerJoin(record, eq(record.id, recordEmbeddings.recordId))
    .where(and(eq(recordEmbeddings.kind, query.kind), eq(recordEmbeddings.model, query.model), recordConditions(query.kind, query.visibility, query.filters)))
    // The walk in distance order; relaxed_order may return the nearest slightly out of order, so
    // the outer query sorts them (ties by id) and pages.
    .orderBy(distance)
    .limit(reachOf(query))
    .as('reached');
  const similar = lte(reached.distance, 1 - query.threshold);
  return {
    page: tx
      .select({ id: reached.id, distance: reached.distance, total: sql<number>`count(*) OVER ()`.mapWith(Number) })
      .from(reached)
      .where(similar)
      .orderBy(asc(reached.distance), asc(reached.id))
      .limit(query.limit)
      .offset(query.offset),
    total: tx.select({ n: count() }).from(reached).where(similar),
  };
}

/**
 * The HNSW walk's candidate list (ef_search) is at least this long, whatever the reach: e5's
 * similarities are bunched (0.75-0.9), so a list as short as the reach misses neighbours (on the
 * evaluation's 1,347 products, a list of 100 cost held-back semantic nDCG 0.02 against an exact
 * sort). 300 candidates cost about 2 ms a walk over 20k businesses on the bench's server.
 */
export const HNSW_MIN_CANDIDATES = 300;

/**
 * The settings of a vector query's transaction: iterative scans read on past the first
 * candidates until the filtered reach is full, the candidate list is long enough for the reach,
 * and the planner walks the HNSW index rather than sorting every vector of the model by distance
 * (at 10k products on the embedded database it chose the sort for a window of 100: hybrid search
 * served 16-18 requests/s instead of 39-51).
 */
async function walkSettings(tx: Tx, reach: number): Promise<void> {
  await setLocal(tx, {
    'hnsw.iterative_scan': 'relaxed_order',
    'hnsw.ef_search': Math.min(1000, Math.max(HNSW_MIN_CANDIDATES, reach)),
    enable_sort: 'off',
  });
}

/** A window (hybrid's legs, `count: false`) reaches its own end; a counted query (semantic search) SEMANTIC_REACH, past which its pages are empty. */
function reachOf(query: Pick<NearestQuery, 'count' | 'offset' | 'limit'>): number {
  return query.count === false ? query.offset + query.limit : SEMANTIC_REACH;
}

/** The name of the partial HNSW index of one model's vectors of one kind. */
export const hnswIndexName = (model: string, kind: EmbeddingKind) =>
  `record_embeddings_hnsw_${kind}_${createHash('sha256').update(model).digest('hex').slice(0, 12)}`;

/** A unique violation on the catalogue (23505) or a duplicate relation (42P07): another session created the same object. */
function createdConcurrently(error: unknown): boolean {
  for (let cause = error as { code?: string; cause?: unknown } | undefined; cause; cause = cause.cause as typeof cause) {
    if (cause.code === '23505' || cause.code === '42P07') return true;
  }
  return false;
}

/**
 * Vectors in pgvector. Filters and visibility are part of the vector query itself (iterative
 * index scans keep reading the HNSW index until a page is full), never applied after a top-k cut.
 */
export function createEmbeddingsRepository(db: Db) {
  const ensured = new Map<string, Promise<void>>();

  /**
   * The partial HNSW index of one model's vectors of one kind (migration 0021): created once,
   * when first needed. One index per kind, not per model: a walk over both kinds for the nearest
   * businesses steps over every product between them, and products are five in six of the
   * vectors (at 20k + 100k a business query read 14,000 product entries: 65-85 ms, against 4 ms
   * for products). Concurrent first searches (a search of both kinds runs two vector queries at
   * once) share one creation in this process; another process creating it at the same moment
   * makes ours fail with a duplicate name (`CREATE INDEX IF NOT EXISTS` is not safe against a
   * concurrent creator), which means the index is there.
   */
  function ensureIndex(model: string, dimensions: number, kind: EmbeddingKind, tx: DbOrTx = db): Promise<void> {
    // Keyed by the index's own name, which the database knows it by.
    const name = hnswIndexName(model, kind);
    let creating = ensured.get(name);
    if (!creating) {
      // DDL takes no parameters: drizzle inlines the model as an escaped string literal. Column
      // names stay unqualified, as an index definition wants them.
      creating = tx
        .execute(
          sql`CREATE INDEX IF NOT EXISTS ${sql.identifier(name)} ON ${recordEmbeddings} USING hnsw ((embedding::vector(${dimensions})) vector_cosine_ops) WHERE model = ${model} AND kind = ${kind}`.inlineParams(),
        )
        .then(
          () => undefined,
          (error: unknown) => {
            if (createdConcurrently(error)) return;
            ensured.delete(name);
            throw error;
          },
        );
      ensured.set(name, creating);
    }
    return creating;
  }

  return {
    ensureIndex,

    /** The stored text hashes of `ids` for a model, to skip records whose text has not changed. */
    async hashes(kind: EmbeddingKind, model: string, ids: string[], tx: DbOrTx = db): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await tx
        .select({ recordId: recordEmbeddings.recordId, textHash: recordEmbeddings.textHash })
        .from(recordEmbeddings)
        .where(and(eq(recordEmbeddings.kind, kind), eq(recordEmbeddings.model, model), inArray(recordEmbeddings.recordId, ids)));
      return new Map(rows.map((row) => [row.recordId, row.textHash]));
    },

    async upsert(kind: EmbeddingKind, model: string, rows: Array<{ id: string; hash: string; vector: number[] }>, tx: DbOrTx = db): Promise<void> {
      if (rows.length === 0) return;
      await tx
        .insert(recordEmbeddings)
        .values(rows.map((row) => ({ kind, recordId: row.id, model, textHash: row.hash, embedding: row.vector })))
        .onConflictDoUpdate({
          target: [recordEmbeddings.kind, recordEmbeddings.model, recordEmbeddings.recordId],
          set: { textHash: sql`excluded.text_hash`, embedding: sql`excluded.embedding`, updatedAt: sql`now()` },
        });
    },

    /**
     * Gives each of `rows` the vector some record already has for the same text under this model
     * (any kind: the model embeds the text, not the record), with no provider call. Returns the ids
     * that got one; the others' texts were never embedded.
     */
    async copyByText(kind: EmbeddingKind, model: string, rows: Array<{ id: string; hash: string }>, tx: DbOrTx = db): Promise<Set<string>> {
      if (rows.length === 0) return new Set();
      const result = await tx.execute<{ record_id: string }>(sql`
        INSERT INTO ${recordEmbeddings} (kind, record_id, model, text_hash, embedding)
        SELECT ${kind}, wanted.id, ${model}, wanted.hash, shared.embedding
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS wanted(id uuid, hash text)
        CROSS JOIN LATERAL (
          SELECT embedding FROM ${recordEmbeddings} WHERE model = ${model} AND text_hash = wanted.hash LIMIT 1
        ) AS shared
        ON CONFLICT (kind, model, record_id)
        DO UPDATE SET text_hash = excluded.text_hash, embedding = excluded.embedding, updated_at = now()
        RETURNING record_id`);
      return new Set(result.rows.map((row) => row.record_id));
    },

    /** Records with a vector of this model and the distinct texts behind them, by kind (`indexer status`). */
    async textStats(model: string, tx: DbOrTx = db): Promise<Array<{ kind: EmbeddingKind; records: number; texts: number }>> {
      return tx
        .select({ kind: recordEmbeddings.kind, records: count(), texts: countDistinct(recordEmbeddings.textHash) })
        .from(recordEmbeddings)
        .where(eq(recordEmbeddings.model, model))
        .groupBy(recordEmbeddings.kind)
        .orderBy(recordEmbeddings.kind);
    },

    async count(kind: EmbeddingKind, model: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(recordEmbeddings)
        .where(and(eq(recordEmbeddings.kind, kind), eq(recordEmbeddings.model, model)));
      return row?.n ?? 0;
    },

    /**
     * The nearest visible records above the threshold, by cosine similarity then id, and their
     * exact total (unless `count: false`). Runs in a transaction so `SET LOCAL` tunes only this query's connection use.
     */
    async nearest(query: NearestQuery): Promise<{ hits: Array<{ id: string; score: number }>; total: number }> {
      await ensureIndex(query.model, query.dimensions, query.kind);
      const reach = reachOf(query);
      return db.transaction(async (tx) => {
        await walkSettings(tx, reach);
        const { page, total } = nearestStatements(tx, query);
        const rows = await page;
        const hits = rows.map((row) => ({ id: row.id, score: 1 - row.distance }));
        // A caller that only wants its window (hybrid) is not made to wait for a count it throws away.
        if (query.count === false) return { hits, total: query.offset + hits.length };
        if (rows.length > 0) return { hits, total: rows[0]!.total };
        const [counted] = query.offset > 0 ? await total : [{ n: 0 }];
        return { hits, total: counted?.n ?? 0 };
      });
    },

    /** The statements of `nearest`, unexecuted, and its settings: a test explains the page's plan (it must use the model's HNSW index). */
    nearestStatements,
    walkSettings: (tx: Tx, query: NearestQuery) => walkSettings(tx, reachOf(query)),
  };
}

export type EmbeddingsRepository = ReturnType<typeof createEmbeddingsRepository>;
