import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { embeddingCalibrations } from '../../db/schema.js';
import type { Calibration, Quantiles } from './calibration.js';

/** A sampled record: its name (embedded as a query) and its stored vector. */
export interface SampledRecord {
  name: string;
  vector: number[];
}

const parseVector = (text: string) => text.slice(1, -1).split(',').map(Number);

/** The stored calibrations, and the sample a measurement reads. */
export function createCalibrationRepository(db: Db) {
  return {
    async get(model: string, dimensions: number): Promise<Calibration | undefined> {
      const [row] = await db
        .select()
        .from(embeddingCalibrations)
        .where(and(eq(embeddingCalibrations.model, model), eq(embeddingCalibrations.dimensions, dimensions)));
      if (!row) return undefined;
      return {
        model: row.model,
        dimensions: row.dimensions,
        source: 'measured',
        family: '',
        vectors: row.vectors,
        sample: row.sample,
        measuredAt: row.measuredAt,
        semanticThreshold: row.semanticThreshold,
        suggestionsThreshold: row.suggestionsThreshold,
        definitionMargin: row.definitionMargin,
        self: row.self as Quantiles,
        unrelated: row.unrelated as Quantiles,
      };
    },

    async save(calibration: Calibration): Promise<void> {
      const values = {
        model: calibration.model,
        dimensions: calibration.dimensions,
        vectors: calibration.vectors,
        sample: calibration.sample,
        semanticThreshold: calibration.semanticThreshold,
        suggestionsThreshold: calibration.suggestionsThreshold,
        definitionMargin: calibration.definitionMargin,
        self: calibration.self ?? {},
        unrelated: calibration.unrelated ?? {},
        measuredAt: calibration.measuredAt ?? new Date(),
      };
      await db
        .insert(embeddingCalibrations)
        .values(values)
        .onConflictDoUpdate({ target: [embeddingCalibrations.model, embeddingCalibrations.dimensions], set: values });
    },

    /** Vectors of the model, both kinds. */
    async vectors(model: string): Promise<number> {
      const result = await db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM record_embeddings WHERE model = ${model}`,
      );
      return Number(result.rows[0]?.n ?? 0);
    },

    /**
     * Up to `size` records with a vector of the model, one per embedded text, businesses and
     * products in proportion to their distinct texts, drawn in the order of the texts' hashes:
     * the sample depends on what the directory holds, not on its ids (a directory loaded again
     * gives the same one), and two records of one text are never a query and its "unrelated"
     * record. The draw reads the (model, text_hash) index and stops at `size`; only the drawn
     * records' vectors are read.
     */
    async sample(model: string, size: number): Promise<SampledRecord[]> {
      const result = await db.execute<{ name: string; embedding: string }>(sql`
        SELECT drawn.name, e.embedding::text AS embedding FROM (
          SELECT DISTINCT ON (e.text_hash) e.text_hash, e.kind, e.record_id, COALESCE(b.name, p.name) AS name
          FROM record_embeddings e
          LEFT JOIN businesses b ON e.kind = 'business' AND b.id = e.record_id
          LEFT JOIN products p ON e.kind = 'product' AND p.id = e.record_id
          WHERE e.model = ${model} AND COALESCE(b.name, p.name) IS NOT NULL
          ORDER BY e.text_hash, e.kind, e.record_id
          LIMIT ${size}
        ) drawn
        JOIN record_embeddings e ON e.kind = drawn.kind AND e.model = ${model} AND e.record_id = drawn.record_id
        ORDER BY drawn.text_hash`);
      return result.rows.map((row) => ({ name: row.name, vector: parseVector(row.embedding) }));
    },
  };
}

export type CalibrationRepository = ReturnType<typeof createCalibrationRepository>;
