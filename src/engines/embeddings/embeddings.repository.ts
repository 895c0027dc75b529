import { createHash } from 'node:crypto';
import { and, asc, cosineDistance, count, countDistinct, eq, inArray, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { recordConditions, type RecordKind } from '../../access/record-conditions.js';
import { type Db, type DbOrTx, runWithSettings, setLocal, type Tx } from '../../db/connection.js';
import { businesses, definitionEmbeddings, productDefinitions, products, recordEmbeddings } from '../../db/schema.js';
import type { EngineHit, SearchRequest } from '../engine.js';

export type EmbeddingKind = RecordKind;

/** A keyword search request's paging, filters and visibility, with the query vector in place of words. */
export interface NearestQuery extends Omit<SearchRequest, 'q'> {
  kind: EmbeddingKind;
  vector: number[];
  /**
   * More vectors of the same query (its translation, modules/search/semantic-text.ts): each walks
   * the records too, and a record scores the best of its similarities to any of them.
   */
  alternatives?: number[][];
  /** Only vectors of this model identity ("model/dimensions") are compared. */
  model: string;
  dimensions: number;
  /** Cosine similarity below this is left out (and not counted). */
  threshold: number;
  /**
   * Products only: also reach products through their dictionary definitions, each scored by its
   * sense's similarity less this margin when that beats its own text's (see definitions.ts).
   */
  definitionMargin?: number;
}

/**
 * The stored vector as the model's vector(N): the expression of the model's partial HNSW index
 * (see ensureIndex), so queries written with it use that index. N is a type modifier, which SQL
 * cannot take as a parameter; drizzle inlines the checked integer.
 */
function asModelVector(
  column: typeof recordEmbeddings.embedding | typeof definitionEmbeddings.embedding,
  dimensions: number,
) {
  if (!Number.isInteger(dimensions) || dimensions < 1) throw new Error(`invalid embedding dimensions: ${dimensions}`);
  return sql`(${column}::vector(${sql`${dimensions}`.inlineParams()}))`;
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
 * The statement of a vector query: its walks under the record conditions (the filters and
 * visibility inside each walk, so a page is never emptied after a top-k cut), each to the nearest
 * `reach` records the viewer may see, as (id, distance):
 * - the records' own vectors, through the model's HNSW index of the kind;
 * - for products, when `definitionMargin` is set, the SENSE_REACH senses nearest the query that
 *   some product was defined by (an exact sort: at most the dictionary's 11,605 per model, a few
 *   hundred in use) and their products, each at its sense's distance plus the margin (see
 *   definitions.ts), in the same statement (one round trip).
 */
function nearestStatements(tx: DbOrTx, query: NearestQuery) {
  const record = query.kind === 'business' ? businesses : products;
  const reach = reachOf(query);
  const walkOf = (vector: number[]) => {
    const distance = cosineDistance(asModelVector(recordEmbeddings.embedding, query.dimensions), vector);
    return (
      tx
        .select({
          id: recordEmbeddings.recordId,
          distance: distance.mapWith(Number).as('distance'),
          category: record.categoryId,
        })
        .from(recordEmbeddings)
        .innerJoin(record, eq(record.id, recordEmbeddings.recordId))
        .where(
          and(
            eq(recordEmbeddings.kind, query.kind),
            eq(recordEmbeddings.model, query.model),
            recordConditions(query.kind, query.visibility, query.filters),
          ),
        )
        // The walk in distance order; relaxed_order may return the nearest slightly out of order, so
        // the merge sorts them again (ties by id). Ordered by the selected column's name, so the
        // vector is one parameter, parsed once (each copy of a 384-number vector costs its parse).
        .orderBy(sql`distance`)
        .limit(reach)
    );
  };
  // Each vector's walk, in one statement (one round trip); the merge keeps each record's nearest.
  const [walk, ...alternatives] = [query.vector, ...(query.alternatives ?? [])].map(walkOf);
  if (query.kind !== 'product' || query.definitionMargin === undefined) {
    const [second, ...rest] = alternatives;
    return second ? unionAll(walk!, second, ...rest) : walk!;
  }
  const senseDistance = cosineDistance(asModelVector(definitionEmbeddings.embedding, query.dimensions), query.vector);
  const senses = tx
    .select({ sense: definitionEmbeddings.sense, distance: senseDistance.as('sense_distance') })
    .from(definitionEmbeddings)
    .where(and(eq(definitionEmbeddings.model, query.model), eq(definitionEmbeddings.used, true)))
    .orderBy(sql`sense_distance`)
    .limit(SENSE_REACH)
    .as('near_senses');
  // Each sense's products from the sense's index range (in id order), each looked up by its key
  // with the filters and visibility (the walk settings leave the planner nested loops only).
  const ofSense = tx
    .select({ id: productDefinitions.productId })
    .from(productDefinitions)
    .where(and(eq(productDefinitions.model, query.model), eq(productDefinitions.sense, senses.sense)))
    .orderBy(asc(productDefinitions.productId))
    .as('of_sense');
  // In sense order and not sorted again: a sense's products are one tie (the merge orders them by
  // id), and sorting a popular sense's thousands cost 30-40 ms at 100k products.
  const definitions = tx
    .select({
      id: ofSense.id,
      distance: sql<number>`${senses.distance} + ${query.definitionMargin}::float8`.mapWith(Number),
      category: products.categoryId,
    })
    .from(senses)
    .crossJoinLateral(ofSense)
    .innerJoin(products, eq(products.id, ofSense.id))
    .where(recordConditions('product', query.visibility, query.filters))
    .orderBy(asc(senses.distance))
    .limit(reach);
  // Both walks in one statement: one round trip.
  return unionAll(walk!, definitions, ...alternatives);
}

/**
 * The senses nearest a query whose products a definitions walk reads, among those some product
 * was defined by. On the real-text evaluation 10 gave the same results as 300 for every query of
 * every set (5 moved a few filtered ones); it bounds the walk's work to these senses' products
 * (a filter none of them passes reads them all: 60-80 ms at 100k products, of about 300 senses).
 */
export const SENSE_REACH = 10;

/**
 * A vector query's answer from its walks' rows: each record at its least distance, nearest first
 * then by id, cut at the reach; the threshold cuts those, `total` counts what is left and the page
 * lies within it.
 */
export function mergeWalks(
  rows: Array<{ id: string; distance: number; category?: string | null }>,
  query: Pick<NearestQuery, 'count' | 'offset' | 'limit' | 'threshold'>,
): { hits: EngineHit[]; total: number } {
  const best = new Map<string, number>();
  const categories = new Map<string, string | null>();
  for (const row of rows) {
    best.set(row.id, Math.min(row.distance, best.get(row.id) ?? Infinity));
    if (row.category !== undefined) categories.set(row.id, row.category);
  }
  const reached = [...best]
    .sort(([a, x], [b, y]) => x - y || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, reachOf(query))
    .filter(([, d]) => d <= 1 - query.threshold);
  const hits = reached
    .slice(query.offset, query.offset + query.limit)
    .map(([id, d]) => ({ id, score: 1 - d, category: categories.get(id) }));
  // A caller that only wants its window (hybrid) gets its window's end as the total.
  return { hits, total: query.count === false ? query.offset + hits.length : reached.length };
}

/**
 * The HNSW walk's candidate list (ef_search) is at least this long, whatever the reach: e5's
 * similarities are bunched (0.75-0.9), so a list as short as the reach misses neighbours (on the
 * evaluation's 1,347 products, a list of 100 cost held-back semantic nDCG 0.02 against an exact
 * sort). 300 candidates cost about 2 ms a walk over 20k businesses on the bench's server.
 */
export const HNSW_MIN_CANDIDATES = 300;

/**
 * The settings of a vector query's statement: iterative scans read on past the first
 * candidates until the filtered reach is full, the candidate list is long enough for the reach,
 * and the planner walks the HNSW index rather than sorting every vector of the model by distance
 * (at 10k products on the embedded database it chose the sort for a window of 100: hybrid search
 * served 16-18 requests/s instead of 39-51).
 */
function walkSettings(reach: number): Record<string, string | number> {
  return {
    'hnsw.iterative_scan': 'relaxed_order',
    'hnsw.ef_search': Math.min(1000, Math.max(HNSW_MIN_CANDIDATES, reach)),
    enable_sort: 'off',
    // Nested loops only: both walks read a few rows by key. Without statistics (a table the
    // embedded host has not analysed yet: db/statistics.ts) the definitions walk joined every
    // product first (0.4-1 s a query at 100k products, 5-14 ms with these).
    enable_hashjoin: 'off',
    enable_mergejoin: 'off',
    enable_material: 'off',
  };
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
  for (
    let cause = error as { code?: string; cause?: unknown } | undefined;
    cause;
    cause = cause.cause as typeof cause
  ) {
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
        .where(
          and(
            eq(recordEmbeddings.kind, kind),
            eq(recordEmbeddings.model, model),
            inArray(recordEmbeddings.recordId, ids),
          ),
        );
      return new Map(rows.map((row) => [row.recordId, row.textHash]));
    },

    async upsert(
      kind: EmbeddingKind,
      model: string,
      rows: Array<{ id: string; hash: string; vector: number[] }>,
      tx: DbOrTx = db,
    ): Promise<void> {
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
    async copyByText(
      kind: EmbeddingKind,
      model: string,
      rows: Array<{ id: string; hash: string }>,
      tx: DbOrTx = db,
    ): Promise<Set<string>> {
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
    async textStats(
      model: string,
      tx: DbOrTx = db,
    ): Promise<Array<{ kind: EmbeddingKind; records: number; texts: number }>> {
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
     * exact total (unless `count: false`). Its settings (walkSettings) hold for its statement alone.
     */
    async nearest(query: NearestQuery): Promise<{ hits: EngineHit[]; total: number }> {
      await ensureIndex(query.model, query.dimensions, query.kind);
      // The statement and its settings in one round trip; rows as (id, distance, category).
      const { rows } = await runWithSettings<[string, string | number, string | null]>(
        db,
        walkSettings(reachOf(query)),
        nearestStatements(db, query),
        { rowMode: 'array' },
      );
      return mergeWalks(
        rows.map(([id, distance, category]) => ({ id, distance: Number(distance), category })),
        query,
      );
    },

    /** The statement of `nearest`, unexecuted, and its settings: a test explains its plan (it must use the model's HNSW index). */
    nearestStatements,
    walkSettings: (tx: Tx, query: NearestQuery) => setLocal(tx, walkSettings(reachOf(query))),
  };
}

export type EmbeddingsRepository = ReturnType<typeof createEmbeddingsRepository>;
