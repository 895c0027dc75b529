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
     * Up to `size` records with a vector of the model, businesses and products in proportion to
     * their vectors, one per embedded text, drawn in the order of the texts' hashes: the sample
     * depends on what the directory holds, not on its ids (a directory loaded again gives the same
     * one), and two records of one text are never a query and its "unrelated" record.
     */
    async sample(model: string, size: number): Promise<SampledRecord[]> {
      const result = await db.execute<{ name: string; embedding: string }>(sql`
        SELECT name, embedding::text AS embedding FROM (
          SELECT DISTINCT ON (e.text_hash) e.text_hash, COALESCE(b.name, p.name) AS name, e.embedding
          FROM record_embeddings e
          LEFT JOIN businesses b ON e.kind = 'business' AND b.id = e.record_id
          LEFT JOIN products p ON e.kind = 'product' AND p.id = e.record_id
          WHERE e.model = ${model} AND COALESCE(b.name, p.name) IS NOT NULL
          ORDER BY e.text_hash, e.kind, COALESCE(b.name, p.name)
        ) sampled
        ORDER BY text_hash
        LIMIT ${size}`);
      return result.rows.map((row) => ({ name: row.name, vector: parseVector(row.embedding) }));
    },
  };
}

export type CalibrationRepository = ReturnType<typeof createCalibrationRepository>;
