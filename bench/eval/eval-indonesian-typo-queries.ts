// Indonesian queries with one typo over the real-text corpus (data/indonesian-typo-queries.json):
// each entry names an Indonesian query of the main set and the same query with one word misspelt.
// The labels are the source query's, so the set measures what one typo costs an Indonesian buyer.
import { z } from 'zod';
import { readDataFile } from './data-file.js';
import { REAL_QUERIES, type RealLabelledQuery } from './eval-real-queries.js';

const typo = z.strictObject({ source: z.string().min(1), q: z.string().min(1) });

const FILE = 'indonesian-typo-queries.json';

export const INDONESIAN_TYPO_QUERIES: RealLabelledQuery[] = readDataFile(FILE, typo).map(({ source, q }, index) => {
  const original = REAL_QUERIES.find((query) => query.q === source && query.kind === 'indonesian');
  if (!original)
    throw new Error(`bench/eval/data/${FILE}: entry ${index + 1}: no Indonesian query "${source}" in the main set`);
  return { ...original, q };
});
