// The first blind set: Indonesian queries over the real-text corpus, reported apart and never
// used for tuning (data/blind-queries.json; bench/eval/README.md says how it was written).
import { readDataFile } from './data-file.js';
import { type RealLabelledQuery, realLabelledQuery } from './eval-real-queries.js';

export const BLIND_QUERIES: RealLabelledQuery[] = readDataFile('blind-queries.json', realLabelledQuery);
