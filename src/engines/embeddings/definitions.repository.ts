import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/connection.js';
import { definitionEmbeddings, productDefinitions, recordEmbeddings } from '../../db/schema.js';

/** The dictionary senses' vectors and the sense each product is defined by (migrations/0023, definitions.ts). */
export function createDefinitionsRepository(db: Db) {
  return {
    /** The stored text hashes of `senses` under a model, to embed only new or changed senses. */
    async senseHashes(model: string, senses: string[], tx: DbOrTx = db): Promise<Map<string, string>> {
      if (senses.length === 0) return new Map();
      const rows = await tx
        .select({ sense: definitionEmbeddings.sense, textHash: definitionEmbeddings.textHash })
        .from(definitionEmbeddings)
        .where(and(eq(definitionEmbeddings.model, model), inArray(definitionEmbeddings.sense, senses)));
      return new Map(rows.map((row) => [row.sense, row.textHash]));
    },

    async upsertSenses(
      model: string,
      rows: Array<{ sense: string; hash: string; vector: number[] }>,
      tx: DbOrTx = db,
    ): Promise<void> {
      if (rows.length === 0) return;
      await tx
        .insert(definitionEmbeddings)
        .values(rows.map((row) => ({ model, sense: row.sense, textHash: row.hash, embedding: row.vector })))
        .onConflictDoUpdate({
          target: [definitionEmbeddings.model, definitionEmbeddings.sense],
          set: { textHash: sql`excluded.text_hash`, embedding: sql`excluded.embedding`, updatedAt: sql`now()` },
        });
    },

    /** The hash and rule the products among `ids` were last defined for under a model ('': a rule not recorded). */
    async definedHashes(
      model: string,
      ids: string[],
      tx: DbOrTx = db,
    ): Promise<Map<string, { hash: string; rule: string }>> {
      if (ids.length === 0) return new Map();
      const rows = await tx
        .select({
          id: productDefinitions.productId,
          textHash: productDefinitions.textHash,
          rule: productDefinitions.rule,
        })
        .from(productDefinitions)
        .where(and(eq(productDefinitions.model, model), inArray(productDefinitions.productId, ids)));
      return new Map(rows.map((row) => [row.id, { hash: row.textHash, rule: row.rule }]));
    },

    /**
     * Defines each product by the one of its candidate senses (with a vector of the model) nearest
     * its own vector, or by none, and stores that with `hash`; a sense chosen is marked used. A product with no vector of the
     * model yet is left out (defined when it gets one). Returns how many were stored.
     */
    async define(
      model: string,
      rule: string,
      rows: Array<{ id: string; hash: string; senses: string[] }>,
      tx: DbOrTx = db,
    ): Promise<number> {
      if (rows.length === 0) return 0;
      const result = await tx.execute<{ product_id: string }>(sql`
        WITH defined AS (
        INSERT INTO ${productDefinitions} (product_id, model, text_hash, rule, sense)
        SELECT wanted.id, ${model}, wanted.hash, ${rule}, (
          SELECT sense.sense FROM ${definitionEmbeddings} AS sense
          WHERE sense.model = ${model} AND sense.sense = ANY (wanted.senses)
          ORDER BY sense.embedding <=> own.embedding, sense.sense
          LIMIT 1)
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS wanted(id uuid, hash text, senses text[])
        JOIN ${recordEmbeddings} AS own ON own.kind = 'product' AND own.model = ${model} AND own.record_id = wanted.id
        ON CONFLICT (model, product_id)
        DO UPDATE SET text_hash = excluded.text_hash, rule = excluded.rule, sense = excluded.sense, updated_at = now()
        RETURNING product_id, sense),
        marked AS (
          UPDATE ${definitionEmbeddings} SET used = true
          WHERE model = ${model} AND NOT used AND sense IN (SELECT sense FROM defined))
        SELECT product_id FROM defined`);
      return result.rows.length;
    },

    /**
     * Under a model (`indexer status`): the products given a sense under `rule` and the distinct
     * senses they use, and the products whose definition an earlier rule made, or a rule not
     * recorded ('', before migrations/0025), which the next `reindex --embeddings` defines again.
     */
    async stats(
      model: string,
      rule: string,
      tx: DbOrTx = db,
    ): Promise<{ defined: number; senses: number; earlierRule: number }> {
      const current = sql`${productDefinitions.rule} = ${rule}`;
      const [row] = await tx
        .select({
          defined: sql<number>`count(*) FILTER (WHERE ${current} AND ${productDefinitions.sense} IS NOT NULL)`.mapWith(
            Number,
          ),
          senses: sql<number>`count(DISTINCT ${productDefinitions.sense}) FILTER (WHERE ${current})`.mapWith(Number),
          earlierRule: sql<number>`count(*) FILTER (WHERE NOT ${current})`.mapWith(Number),
        })
        .from(productDefinitions)
        .where(eq(productDefinitions.model, model));
      return { defined: row?.defined ?? 0, senses: row?.senses ?? 0, earlierRule: row?.earlierRule ?? 0 };
    },
  };
}

export type DefinitionsRepository = ReturnType<typeof createDefinitionsRepository>;
