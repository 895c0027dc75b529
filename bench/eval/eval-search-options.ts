// The command line of `npm run eval:search` (bench/eval/eval-search.ts and the runner, bench/eval/eval.ts).
import { CORPUS_FILE } from './eval-real-corpus.js';
import { EMBEDDINGS_OPTIONS } from '../../tools/harness/local-embeddings.js';

export const EVAL_SEARCH_OPTIONS = {
  businesses: { type: 'string', default: '300' },
  products: { type: 'string', default: '1500' },
  // Unset: semantic search's threshold is the model's calibration (docs/search.md, Calibration).
  threshold: { type: 'string' },
  'no-elasticsearch': { type: 'boolean', default: false },
  corpus: { type: 'string', default: CORPUS_FILE },
  keep: { type: 'boolean', default: false },
  // A directory for each hybrid search's two legs as fusion receives them (bench/eval/eval-legs.ts).
  'dump-legs': { type: 'string' },
  ...EMBEDDINGS_OPTIONS,
} as const;
