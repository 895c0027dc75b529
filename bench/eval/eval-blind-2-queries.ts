// The second blind set: Indonesian queries over the real-text corpus, reported apart and never
// used for tuning (data/blind-2-queries.json; bench/eval/README.md says how it was written).
import { readDataFile } from './data-file.js';
import { type RealLabelledQuery, realLabelledQuery } from './eval-real-queries.js';

export const BLIND_2_QUERIES: RealLabelledQuery[] = readDataFile('blind-2-queries.json', realLabelledQuery);
