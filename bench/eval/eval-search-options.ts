// The command line of `npm run eval:search` (bench/eval/eval-search.ts and the runner, bench/eval/eval.ts).
import { CORPUS_FILE } from './eval-real-corpus.js';
import { EMBEDDINGS_OPTIONS } from '../../tools/harness/local-embeddings.js';

export const EVAL_SEARCH_OPTIONS = {
  businesses: { type: 'string', default: '300' },
  products: { type: 'string', default: '1500' },
  threshold: { type: 'string', default: '0.8' },
  'no-elasticsearch': { type: 'boolean', default: false },
  corpus: { type: 'string', default: CORPUS_FILE },
  keep: { type: 'boolean', default: false },
  // A directory for each hybrid search's two legs as fusion receives them (bench/eval/eval-legs.ts).
  'dump-legs': { type: 'string' },
  ...EMBEDDINGS_OPTIONS,
} as const;
