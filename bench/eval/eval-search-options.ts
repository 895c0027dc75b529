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
  // Which corpora to run (demo, real: the English listings, real-id: the Indonesian listings).
  corpora: { type: 'string', default: 'demo,real,real-id' },
  keep: { type: 'boolean', default: false },
  // A directory for each hybrid search's two legs as fusion receives them (bench/eval/eval-legs.ts).
  'dump-legs': { type: 'string' },
  // The semantic leg's query translation (SEMANTIC_QUERY_TRANSLATION): on, off, or both (the
  // semantic and hybrid queries again without it, and its effect per query kind).
  translation: { type: 'string', default: 'on' },
  ...EMBEDDINGS_OPTIONS,
} as const;

/** The corpora --corpora may name, in the order a run takes them. */
export const CORPORA = ['demo', 'real', 'real-id'] as const;
export type CorpusName = (typeof CORPORA)[number];

/** The corpora --corpora names; an empty list or an unknown name throws naming the option. */
export function corporaOf(option: string): CorpusName[] {
  const names = option
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(CORPORA as readonly string[]).includes(name));
  if (names.length === 0 || unknown.length > 0)
    throw new Error(`--corpora: a comma-separated list of ${CORPORA.join(', ')}, not "${option}"`);
  return CORPORA.filter((name) => names.includes(name));
}

/**
 * The results file (under bench/results/) of a run over these corpora, with a model's suffix
 * when given: eval-results.json for all of them; a run over fewer names them, so that it leaves
 * the full run's file whole.
 */
export function resultsFileOf(corpora: CorpusName[], model?: string): string {
  const base = corpora.length === CORPORA.length ? 'eval-results' : `eval-results-${corpora.join('+')}`;
  return `${base}${model ? `-${model}` : ''}.json`;
}

/** What --translation asks: the service's query translation on or off, or both, side by side. */
export type TranslationRun = 'on' | 'off' | 'both';

/** The value of --translation; any other throws naming the option. */
export function translationOf(option: string): TranslationRun {
  if (option === 'on' || option === 'off' || option === 'both') return option;
  throw new Error(`--translation: on, off or both, not "${option}"`);
}
