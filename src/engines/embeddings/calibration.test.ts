import { describe, expect, it } from 'vitest';
import {
  deriveCutoffs,
  familyDefaults,
  MARGIN_SHARE_OF_GAP,
  measure,
  quantile,
  SEMANTIC_PERCENTILE,
  SUGGESTIONS_PERCENTILE,
} from './calibration.js';

/** `n` evenly spread values from `low` to `high`, shuffled by a fixed stride. */
const spread = (n: number, low: number, high: number) =>
  Array.from({ length: n }, (_, i) => low + ((high - low) * ((i * 37) % n)) / (n - 1));

describe('quantile', () => {
  it.each([
    [[5], 0.5, 5],
    [[1, 2, 3, 4, 5], 0, 1],
    [[1, 2, 3, 4, 5], 1, 5],
    [[1, 2, 3, 4, 5], 0.5, 3],
    [[1, 2, 3, 4], 0.5, 2.5],
    [[4, 1, 3, 2], 0.25, 1.75],
  ])('of %j at %f is %f', (values, q, expected) => {
    expect(quantile(values, q)).toBeCloseTo(expected, 10);
  });

  it('refuses no values', () => {
    expect(() => quantile([], 0.5)).toThrow(RangeError);
  });
});

describe('the cut-offs follow the model’s score range, whatever it is', () => {
  // Score ranges like the models measured: e5 bunched high, the universal-sentence-encoder wide
  // around 0, and two made-up ones; each rule is checked against its definition.
  const ranges: Array<[string, [number, number], [number, number]]> = [
    ['bunched high (e5-like)', [0.9, 0.97], [0.74, 0.9]],
    ['wide around zero (USE-like)', [0.28, 0.8], [-0.12, 0.5]],
    ['mid range', [0.45, 0.75], [0.05, 0.4]],
    ['narrow', [0.6, 0.65], [0.5, 0.58]],
  ];
  it.each(ranges)('%s', (_name, [selfLow, selfHigh], [unrelatedLow, unrelatedHigh]) => {
    const self = spread(301, selfLow, selfHigh);
    const unrelated = spread(9001, unrelatedLow, unrelatedHigh);
    const cutoffs = deriveCutoffs(self, unrelated);
    const clamp = (value: number) => Math.min(1, Math.max(0, value));
    expect(cutoffs.semanticThreshold).toBeCloseTo(clamp(quantile(unrelated, SEMANTIC_PERCENTILE)), 3);
    expect(cutoffs.suggestionsThreshold).toBeCloseTo(clamp(quantile(unrelated, SUGGESTIONS_PERCENTILE)), 3);
    expect(cutoffs.definitionMargin).toBeCloseTo(
      MARGIN_SHARE_OF_GAP * (quantile(self, 0.5) - quantile(unrelated, 0.5)),
      3,
    );
    // Counted hits are more similar than most unrelated records; "the item" is stricter still.
    expect(cutoffs.suggestionsThreshold).toBeGreaterThanOrEqual(cutoffs.semanticThreshold);
    expect(cutoffs.semanticThreshold).toBeLessThan(quantile(self, 0.5));
  });
});

describe('family defaults', () => {
  // The cut-offs docs/search.md documents per family: semantic, suggestions, margin.
  const documented = {
    e5: [0.817, 0.841, 0.036],
    use: [0.143, 0.241, 0.127],
    embeddinggemma: [0.26, 0.375, 0.139],
    openai: [0.3, 0.4, 0.04],
    other: [0.3, 0.3, 0.04],
  } as const;
  it.each([
    ['e5-passage/384', 'e5'],
    ['intfloat/multilingual-e5-small/384', 'e5'],
    ['use-multilingual-v3/512', 'use'],
    ['universal-sentence-encoder/512', 'use'],
    ['embeddinggemma/768', 'embeddinggemma'],
    ['google/embedding-gemma-300m/768', 'embeddinggemma'],
    ['text-embedding-3-small/1536', 'openai'],
    ['bge-multilingual-gemma2/3584', 'other'],
    ['nomic-embed-text/768', 'other'],
  ] as const)('%s belongs to %s, with its documented cut-offs', (model, family) => {
    const [semanticThreshold, suggestionsThreshold, definitionMargin] = documented[family];
    expect(familyDefaults(model)).toEqual({
      family,
      cutoffs: { semanticThreshold, suggestionsThreshold, definitionMargin },
    });
  });
});

describe('measure', () => {
  it('pairs each name with its own record, and every other record as unrelated, by cosine', () => {
    const queries = [
      [1, 0],
      [0, 2],
    ];
    const records = [
      [3, 0],
      [1, 1],
    ];
    const { self, unrelated } = measure(queries, records);
    expect(self.map((x) => Number(x.toFixed(6)))).toEqual([1, Number(Math.SQRT1_2.toFixed(6))]);
    expect(unrelated.map((x) => Number(x.toFixed(6)))).toEqual([Number(Math.SQRT1_2.toFixed(6)), 0]);
  });
});
