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
 */
export function tsqueryExpression(words: string[], corrections: ReadonlyMap<string, string[]>): string {
  return words
    .map((word, index) => {
      const alternatives = [word, ...(corrections.get(word) ?? [])];
      if (index === words.length - 1 && word.length >= 2) alternatives.push(`${word}:*`);
      return `(${[...new Set(alternatives)].join(' | ')})`;
    })
    .join(' & ');
}
