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
 * A to_tsquery expression: every word must match (AND), each through itself or one of its
 * typo corrections (OR); the last word also as a prefix, for search-as-you-type.
 * Words are [\p{L}\p{N}]+ only, so nothing needs escaping.
 *
 * With synonym expansions, the run of words an expansion matched may instead match any of its
 * terms, a phrase as a phrase query (`dining <-> table`): `meja makan sofa` with
 * {meja makan → dining table} is `((meja & makan) | (dining <-> table)) & (sofa | sofa:*)`.
 * An expansion whose words are not the query's words at its position (the two tokenisers
 * disagree on some exotic text) is left out rather than misplaced.
 */
export function tsqueryExpression(words: string[], corrections: ReadonlyMap<string, string[]>, expansions: readonly QueryExpansion[] = []): string {
  const wordExpression = (word: string, index: number) => {
    const alternatives = [word, ...(corrections.get(word) ?? [])];
    if (index === words.length - 1 && word.length >= 2) alternatives.push(`${word}:*`);
    return `(${[...new Set(alternatives)].join(' | ')})`;
  };
  const parts: string[] = [];
  for (let index = 0; index < words.length; ) {
    const expansion = expansions.find((candidate) => candidate.start === index && candidate.words >= 1 && words.slice(index, index + candidate.words).join(' ') === candidate.matched);
    const phrases = expansion ? expansion.terms.map((term) => tokenize(term).join(' <-> ')).filter((phrase) => phrase !== '') : [];
    if (!expansion || phrases.length === 0) {
      parts.push(wordExpression(words[index]!, index));
      index += 1;
      continue;
    }
    const own = words.slice(index, index + expansion.words).map((word, offset) => wordExpression(word, index + offset));
    parts.push(`(${[own.length === 1 ? own[0]! : `(${own.join(' & ')})`, ...phrases.map((phrase) => `(${phrase})`)].join(' | ')})`);
    index += expansion.words;
  }
  return parts.join(' & ');
}
