// The held-back set over the real-text corpus: the main set's form and kinds, reported apart and
// never used for tuning (data/heldback-queries.json; bench/eval/README.md says how it was written).
import { readDataFile } from './data-file.js';
import { type RealLabelledQuery, realLabelledQuery } from './eval-real-queries.js';

export const HELDBACK_QUERIES: RealLabelledQuery[] = readDataFile('heldback-queries.json', realLabelledQuery);
