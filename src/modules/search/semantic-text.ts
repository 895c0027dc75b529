import { tokenize } from '../../engines/query-text.js';
import { runsOf } from '../synonyms/synonym-expansion.js';

/** A run of the query's words a synonym group matched, and its canonical terms (synonym-expansion.ts). */
export interface CanonicalSpan {
  start: number;
  words: number;
  canonical: string;
  /** The other terms of the groups that matched (the phrase's translations and synonyms). */
  terms: readonly string[];
}

/**
 * The query in the lexicon's other terms, when the lexicon covers every word of it: each phrase a
 * synonym group matched replaced by the group's other terms (an Indonesian phrase by its English
 * terms, an English one by its Indonesian ones: the lexicon's groups hold both). Undefined when a
 * word no group holds is left: a half-translated query (`arloji men`) mixes languages as the
 * semantic text already does, and its vector only adds noise. The semantic leg embeds it beside
 * the query's own text and keeps, for each record, the better of the two similarities: a query
 * reaches listings written in either language.
 */
export function translatedText(words: readonly string[], spans: readonly CanonicalSpan[]): string | undefined {
  const runs = runsOf(words, spans);
  if (runs.length === 0 || !runs.every(({ span }) => span && span.terms.length > 0)) return undefined;
  return runs.map(({ span }) => span!.terms.join(' ')).join(' ');
}

/**
 * The text the semantic leg embeds for a query (semantic search, and hybrid's semantic leg):
 * the query itself, then one of these when it differs from the query:
 * - the query with each phrase a synonym group matched replaced by its canonical terms, the
 *   first term of each group holding it (the default lexicon writes English first: `kalung` ->
 *   `kalung necklaces necklace`; overlapping phrases each give theirs: `baju bayi perempuan` ->
 *   `... baby toddler clothing baby clothes baby girl`), for the small
 *   multilingual model matches an Indonesian query to English listings far better through the
 *   English words. A query none of whose words the search vocabulary holds (`known`: no record
 *   of the directory uses them, as `kalung` or `sepatu hak tinggi` over English listings) is
 *   embedded as that translation alone (`necklaces necklace`): the model reads the English words
 *   better without the foreign ones beside them. A query with a word the directory uses
 *   (`headscarf for muslim women`, or any over bilingual descriptions), or without `known`,
 *   keeps the query whole;
 * - the query with each word the search vocabulary does not hold replaced by its closest
 *   correction (engines/spelling.ts: `neckalce` -> `neckalce necklace`), for the model reads a
 *   misspelt word as a different one. Only in a query that needed no translation: in one that
 *   did (an Indonesian query over English listings), a word the listings lack is far more often
 *   an Indonesian word the lexicon lacks than a typo (`pengharum ruangan cair` is not "corrected"
 *   to `... chair`); and a word a synonym group knows is never a misspelling.
 * `words` are the words the synonym spans count (normalised); the spelling applies to the
 * query's tokens.
 */
export function semanticText(
  query: string,
  synonyms: { words: readonly string[]; spans: readonly CanonicalSpan[] },
  misspelled: ReadonlyMap<string, string>,
  known?: ReadonlySet<string>,
): string {
  const translated = runsOf(synonyms.words, synonyms.spans).map(({ words, span }) =>
    span ? span.canonical : words.join(' '),
  );
  if (translated.join(' ') !== synonyms.words.join(' ')) {
    // A query none of whose words the directory uses: its translation alone.
    if (known !== undefined && !synonyms.words.some((word) => known.has(word))) return translated.join(' ');
    return `${query} ${translated.join(' ')}`;
  }
  const grouped = new Set(synonyms.spans.flatMap((span) => synonyms.words.slice(span.start, span.start + span.words)));
  const correction = (token: string) => (grouped.has(token) ? undefined : misspelled.get(token));
  const tokens = tokenize(query);
  if (!tokens.some((token) => correction(token) !== undefined)) return query;
  return `${query} ${tokens.map((token) => correction(token) ?? token).join(' ')}`;
}
