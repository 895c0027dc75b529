import type { QueryExpansion } from './engine.js';

/** At most this many words of a query are used; the rest would only slow the search down. */
export const MAX_QUERY_WORDS = 12;

/** Lowercase alphanumeric words, the way the index stores them (see migrations/0003). */
export function tokenize(query: string): string[] {
  return query
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, MAX_QUERY_WORDS);
}

/**
 * Edits tolerated for a word, as Elasticsearch's fuzziness AUTO: 0 up to 2 chars, 1 up to 5,
 * else 2. Numbers (SKU parts, sizes) must match exactly: "001" is not a typo of "002".
 */
export function allowedEdits(word: string): number {
  if (word.length <= 2 || !/\p{L}/u.test(word)) return 0;
  return word.length <= 5 ? 1 : 2;
}

/**
 * How many of a query's words a record must hold (the rest may be missing): all of one or two
 * words, else 75 % rounded down (at least 1), as Elasticsearch's `minimum_should_match: "2<75%"`.
 * One unknown or misspelt word in a longer query no longer empties the result.
 */
export function minimumShouldMatch(wordCount: number): number {
  if (wordCount <= 2) return wordCount;
  return Math.max(1, Math.floor(wordCount * 0.75));
}

/** A run of the query's words and the synonym terms it may match instead (none: the words only). */
export interface QuerySpan {
  start: number;
  words: string[];
  terms: string[];
}

/**
 * The query's words cut into runs: each run an expansion matched, with its terms tokenised like
 * the query (so nothing of an engine's query syntax gets through), and every other word alone.
 * An expansion whose words are not the query's words at its position (the two tokenisers
 * disagree on some exotic text) is left out rather than misplaced. Both engines build on this.
 */
export function querySpans(words: string[], expansions: readonly QueryExpansion[] = []): QuerySpan[] {
  const spans: QuerySpan[] = [];
  for (let start = 0; start < words.length; ) {
    const expansion = expansions.find(
      (candidate) => candidate.start === start && candidate.words >= 1 && words.slice(start, start + candidate.words).join(' ') === candidate.matched,
    );
    const terms = expansion ? [...new Set(expansion.terms.map((term) => tokenize(term).join(' ')).filter((term) => term !== ''))] : [];
    const length = expansion && terms.length > 0 ? expansion.words : 1;
    spans.push({ start, words: words.slice(start, start + length), terms });
    start += length;
  }
  return spans;
}

/**
 * A to_tsquery expression: every word must match (AND), each through itself or one of its
 * typo corrections (OR); the last word also as a prefix, for search-as-you-type.
 * Words are [\p{L}\p{N}]+ only, so nothing needs escaping.
 *
 * With synonym expansions, the run of words an expansion matched may instead match any of its
 * terms, a phrase as a phrase query (`dining <-> table`): `meja makan sofa` with
 * {meja makan → dining table} is `(((meja) & (makan)) | (dining <-> table)) & (sofa | sofa:*)`.
 */
export function tsqueryExpression(words: string[], corrections: ReadonlyMap<string, string[]>, expansions: readonly QueryExpansion[] = []): string {
  const wordExpression = (word: string, index: number) => {
    const alternatives = [word, ...(corrections.get(word) ?? [])];
    if (index === words.length - 1 && word.length >= 2) alternatives.push(`${word}:*`);
    return `(${[...new Set(alternatives)].join(' | ')})`;
  };
  return querySpans(words, expansions)
    .map((span) => {
      const own = span.words.map((word, offset) => wordExpression(word, span.start + offset));
      if (span.terms.length === 0) return own[0]!;
      const phrases = span.terms.map((term) => `(${term.split(' ').join(' <-> ')})`);
      return `(${[own.length === 1 ? own[0]! : `(${own.join(' & ')})`, ...phrases].join(' | ')})`;
    })
    .join(' & ');
}
