// The labelled queries over the Indonesian real-text corpus (data/real-queries-id.json, over
// data/products-id.jsonl): the real-text form (bench/eval/eval-real-queries.ts), its kinds read
// for this corpus: `indonesian` head terms, `paraphrase` in Indonesian, `english` queries over the
// Indonesian listings, `typo` (bench/eval/README.md says how they were written and labelled).
import { readDataFile } from './data-file.js';
import { type RealLabelledQuery, realLabelledQuery } from './eval-real-queries.js';

export const REAL_ID_QUERIES: RealLabelledQuery[] = readDataFile('real-queries-id.json', realLabelledQuery);
