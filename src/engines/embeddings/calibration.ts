/**
 * Per-model calibration of the semantic cut-offs (docs/search.md, Calibration). Every embeddings
 * model has its own score range: the local e5 model scores unrelated texts near 0.78, the
 * universal-sentence-encoder near 0, OpenAI's models in between. A fixed cut-off means nothing
 * across them, so the service measures the model on the directory itself: sampled records' names
 * embedded as queries, compared with their own records (`self`: what a query naming the thing
 * scores) and with the other sampled records (`unrelated`: what a query for something else
 * scores). The cut-offs are read from those two distributions.
 */

export interface Cutoffs {
  /** Semantic search's default least similarity: `total` counts the hits at least this similar. */
  semanticThreshold: number;
  /** Least similarity of a product a supplier-suggestions item search keeps ("the same thing"). */
  suggestionsThreshold: number;
  /** What a product's dictionary definition scores less than its sense's similarity. */
  definitionMargin: number;
}

/** Percentiles of a similarity distribution, as stored and shown (p5 .. p99). */
export type Quantiles = Record<'p5' | 'p25' | 'p50' | 'p75' | 'p95' | 'p99', number>;

export interface Calibration extends Cutoffs {
  model: string;
  dimensions: number;
  /** `measured` on this directory, or the model family's documented defaults (too few vectors or texts yet). */
  source: 'measured' | 'defaults';
  /** The family the defaults come from (`e5`, `use`, `embeddinggemma`, `openai`, `other`). */
  family: string;
  /** Vectors of the model when measured (or now, for defaults). */
  vectors: number;
  /** Records sampled for the measurement. */
  sample: number;
  measuredAt: Date | null;
  self: Quantiles | null;
  unrelated: Quantiles | null;
}

/**
 * Below this many vectors of a model, or distinct texts among them, the directory is too small to
 * measure: family defaults.
 */
export const MIN_CALIBRATION_VECTORS = 300;
/** Records sampled (their names embedded as queries: one provider request of this many texts). */
export const CALIBRATION_SAMPLE = 300;
/** A stored calibration is measured again once the model's vectors have grown by this factor. */
export const RECALIBRATE_GROWTH = 1.25;

/**
 * The rules (docs/search.md states them with the measured figures):
 * - semantic search counts a hit when it is more similar to the query than 90 % of the
 *   directory's records are to a query for something else: the 90th percentile of `unrelated`
 *   (the 95th cut relevant hits of filtered and paraphrased queries out of the first page);
 * - a supplier-suggestions item search keeps a product as "the item" above the 97.5th;
 * - a definition's margin is a quarter of the gap between a name's similarity to its own record
 *   and to others (median to median): with e5 this is the 0.04 once set by hand.
 */
export const SEMANTIC_PERCENTILE = 0.9;
export const SUGGESTIONS_PERCENTILE = 0.975;
export const MARGIN_SHARE_OF_GAP = 0.25;

/** The value at quantile `q` (0..1) of `values`, by linear interpolation between the nearest ranks. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) throw new RangeError('quantile of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const position = q * (sorted.length - 1);
  const below = Math.floor(position);
  const above = Math.min(sorted.length - 1, below + 1);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below);
}

export function quantiles(values: readonly number[]): Quantiles {
  return {
    p5: quantile(values, 0.05),
    p25: quantile(values, 0.25),
    p50: quantile(values, 0.5),
    p75: quantile(values, 0.75),
    p95: quantile(values, 0.95),
    p99: quantile(values, 0.99),
  };
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));
const rounded = (value: number) => Math.round(value * 1000) / 1000;

/** The cut-offs the rules above read from the two distributions. */
export function deriveCutoffs(self: readonly number[], unrelated: readonly number[]): Cutoffs {
  const gap = Math.max(0, quantile(self, 0.5) - quantile(unrelated, 0.5));
  return {
    semanticThreshold: rounded(clamp(quantile(unrelated, SEMANTIC_PERCENTILE))),
    suggestionsThreshold: rounded(clamp(quantile(unrelated, SUGGESTIONS_PERCENTILE))),
    definitionMargin: rounded(clamp(MARGIN_SHARE_OF_GAP * gap)),
  };
}

/**
 * Documented defaults by model family, for a directory too small to measure (docs/search.md).
 * e5, the universal-sentence-encoder and EmbeddingGemma: the rules above applied to the real-text
 * corpus under bench/eval/data (1,347 products, 300 sampled). Other models: the generic values the
 * service used before calibration existed, which suit models whose unrelated texts score near 0.
 */
const FAMILIES: Array<{ family: string; matches: RegExp; cutoffs: Cutoffs }> = [
  {
    family: 'e5',
    matches: /e5/i,
    cutoffs: { semanticThreshold: 0.817, suggestionsThreshold: 0.841, definitionMargin: 0.036 },
  },
  {
    family: 'use',
    matches: /universal|^use-/i,
    cutoffs: { semanticThreshold: 0.143, suggestionsThreshold: 0.241, definitionMargin: 0.127 },
  },
  {
    family: 'embeddinggemma',
    matches: /embedding-?gemma/i,
    cutoffs: { semanticThreshold: 0.26, suggestionsThreshold: 0.375, definitionMargin: 0.139 },
  },
  {
    family: 'openai',
    matches: /^text-embedding-/i,
    cutoffs: { semanticThreshold: 0.3, suggestionsThreshold: 0.4, definitionMargin: 0.04 },
  },
];
const OTHER: Cutoffs = { semanticThreshold: 0.3, suggestionsThreshold: 0.3, definitionMargin: 0.04 };

export function familyDefaults(model: string): { family: string; cutoffs: Cutoffs } {
  const found = FAMILIES.find((family) => family.matches.test(model));
  return found ? { family: found.family, cutoffs: found.cutoffs } : { family: 'other', cutoffs: OTHER };
}

/** The defaults as a calibration (what search uses until a measurement exists). */
export function defaultCalibration(model: string, dimensions: number, vectors: number): Calibration {
  const { family, cutoffs } = familyDefaults(model);
  return {
    model,
    dimensions,
    source: 'defaults',
    family,
    vectors,
    sample: 0,
    measuredAt: null,
    self: null,
    unrelated: null,
    ...cutoffs,
  };
}

const dot = (a: readonly number[], b: readonly number[]) => {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += a[i]! * b[i]!;
  return sum;
};
const norm = (a: readonly number[]) => Math.sqrt(dot(a, a)) || 1;

/**
 * The two distributions from sampled records: `queries[i]` is record i's name embedded as a query,
 * `records[i]` its stored vector. Cosine similarity, as the vector store ranks by.
 */
export function measure(
  queries: readonly (readonly number[])[],
  records: readonly (readonly number[])[],
): { self: number[]; unrelated: number[] } {
  const recordNorms = records.map(norm);
  const self: number[] = [];
  const unrelated: number[] = [];
  queries.forEach((query, i) => {
    const queryNorm = norm(query);
    records.forEach((record, j) => {
      const similarity = dot(query, record) / (queryNorm * recordNorms[j]!);
      (i === j ? self : unrelated).push(similarity);
    });
  });
  return { self, unrelated };
}
