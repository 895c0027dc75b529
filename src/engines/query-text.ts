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
 * How many of a query's words (see queryWords) a record must match, the one rule of both
 * keyword engines (Elasticsearch's minimum_should_match): one or two words all of them; more,
 * 75 % rounded down, so one word of three or four may be missing or unknown and the rest still
 * finds the record. Records matching more of the words rank above those matching fewer.
 */
export function minimumShouldMatch(wordCount: number): number {
  if (wordCount <= 2) return Math.max(wordCount, 0);
  return Math.max(1, Math.floor(wordCount * 0.75));
}

/** A word of the query and the synonym terms that may match it instead (none: the word only). */
export interface QueryWord {
  word: string;
  terms: string[];
}

/**
 * Each word of the query with the terms of every run of words a synonym group matched that covers
 * it (runs may overlap: `bayi` in `baju bayi perempuan` takes the terms of `baju bayi` and of
 * `bayi perempuan`), tokenised like the query so nothing of an engine's query syntax gets through.
 * An expansion whose words are not the query's words at its position (the two tokenisers
 * disagree on some exotic text) is left out rather than misplaced. Both engines build on this.
 */
export function queryWords(words: string[], expansions: readonly QueryExpansion[] = []): QueryWord[] {
  const terms = words.map(() => new Set<string>());
  for (const expansion of expansions) {
    if (
      expansion.words < 1 ||
      words.slice(expansion.start, expansion.start + expansion.words).join(' ') !== expansion.matched
    )
      continue;
    const tokenised = expansion.terms.map((term) => tokenize(term).join(' ')).filter((term) => term !== '');
    for (let index = expansion.start; index < expansion.start + expansion.words; index += 1)
      for (const term of tokenised) terms[index]!.add(term);
  }
  return words.map((word, index) => ({ word, terms: [...terms[index]!] }));
}

/** What a clause of the query may match besides the query's own words (and the last word's prefix). */
export interface ClauseAlternatives {
  /** Typo corrections of each word (vocabulary words within its allowed edits). */
  corrections?: ReadonlyMap<string, string[]>;
  /** Synonym expansions: the run of words a group matched may match its terms instead. */
  expansions?: readonly QueryExpansion[];
  /**
   * The index's lexemes of each word (its stems in every text search configuration the documents
   * use, see migrations/0003): the expression is then a tsquery of lexemes, each once, ready
   * for a plain `::tsquery` cast. Without them a word stands for itself (to_tsquery stems it).
   */
  lexemes?: ReadonlyMap<string, readonly string[]>;
  /**
   * Whether the expansions' terms are alternatives (default true). False keeps the runs the
   * expansions cut (clauses stay aligned with the ones that include them) but only the own words.
   */
  terms?: boolean;
}

/**
 * One to_tsquery expression per word of the query (the clauses minimumShouldMatch counts): the
 * word itself, its typo corrections (OR), the last word also as a prefix (search-as-you-type),
 * and, for a word inside a run a synonym group matched (see queryWords), any of the group's
 * terms, a phrase as a phrase query (`dining <-> table`); a word inside two overlapping runs, the
 * terms of both. A record holding a term so counts every word of its run, and a synonym never
 * makes a query stricter than its words: `car sun shade` with {sun shade → sunshade} still needs
 * 2 of 3 words, which `sun shade` alone gives. (One clause
 * per run required both runs of two, and lost the sun shades whose text never says "car".)
 * Words are [\p{L}\p{N}]+ only, so nothing needs escaping.
 */
export function tsqueryClauses(words: string[], alternatives: ClauseAlternatives = {}): string[] {
  const corrections = alternatives.corrections ?? new Map<string, string[]>();
  const lexemes = (word: string) => {
    const known = alternatives.lexemes?.get(word);
    return known && known.length > 0 ? known : [word];
  };
  const wordExpression = (word: string, index: number) => {
    const forms = [word, ...(corrections.get(word) ?? [])].flatMap(lexemes);
    if (index === words.length - 1 && word.length >= 2) forms.push(...lexemes(word).map((lexeme) => `${lexeme}:*`));
    return `(${[...new Set(forms)].join(' | ')})`;
  };
  const termWord = (word: string) => {
    const forms = [...new Set(lexemes(word))];
    return forms.length === 1 ? forms[0]! : `(${forms.join(' | ')})`;
  };
  return queryWords(words, alternatives.expansions).map(({ word, terms }, index) => {
    const own = wordExpression(word, index);
    if (terms.length === 0 || alternatives.terms === false) return own;
    const phrases = terms.map((term) => `(${term.split(' ').map(termWord).join(' <-> ')})`);
    return `(${[own, ...phrases].join(' | ')})`;
  });
}

/** Every word the clauses may hold: the query's, their corrections and the synonym terms' words. */
export function clauseWords(
  words: string[],
  corrections: ReadonlyMap<string, string[]>,
  expansions: readonly QueryExpansion[] = [],
): string[] {
  const terms = queryWords(words, expansions).flatMap((word) => word.terms.flatMap((term) => term.split(' ')));
  return [...new Set([...words, ...words.flatMap((word) => corrections.get(word) ?? []), ...terms])];
}

/** Beyond this many combinations a k-of-n tsquery would be too large: the caller counts clauses instead. */
export const MAX_CLAUSE_COMBINATIONS = 35;

function combinations<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  if (items.length < size) return [];
  const [first, ...rest] = items;
  return [...combinations(rest, size - 1).map((tail) => [first!, ...tail]), ...combinations(rest, size)];
}

function binomial(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/**
 * A tsquery expression true when at least `required` of the clauses match: all of them (AND), any
 * (OR), or the OR of every combination of `required` clauses while there are few enough
 * (`exact: true`). Past MAX_CLAUSE_COMBINATIONS it is the OR of the clauses (`exact: false`): a
 * superset for the index to narrow, which the caller completes by counting matched clauses.
 */
export function atLeast(clauses: readonly string[], required: number): { expression: string; exact: boolean } {
  if (required >= clauses.length) return { expression: clauses.join(' & '), exact: true };
  if (required <= 1) return { expression: clauses.join(' | '), exact: true };
  if (binomial(clauses.length, required) > MAX_CLAUSE_COMBINATIONS)
    return { expression: clauses.join(' | '), exact: false };
  return {
    expression: combinations(clauses, required)
      .map((group) => `(${group.join(' & ')})`)
      .join(' | '),
    exact: true,
  };
}

/**
 * The query as one to_tsquery expression that requires every clause (AND): `meja makan sofa` with
 * {meja makan → dining table} is `((meja) | (dining <-> table)) & ((makan) | (dining <-> table)) & (sofa | sofa:*)`.
 */
export function tsqueryExpression(
  words: string[],
  corrections: ReadonlyMap<string, string[]>,
  expansions: readonly QueryExpansion[] = [],
): string {
  return tsqueryClauses(words, { corrections, expansions }).join(' & ');
}

/**
 * The same tsquery expression restricted to weight A (name and SKU, migrations/0003): `kain:A`,
 * a prefix `kain:*A`. A cheap test of whether a record's name matches, for choosing which
 * records are worth ranking exactly.
 */
export function nameOnly(expression: string): string {
  return expression.replace(
    /([\p{L}\p{N}]+)(:\*)?/gu,
    (_, word: string, prefix?: string) => `${word}:${prefix ? '*' : ''}A`,
  );
}

/**
 * The word with each pair of neighbouring letters swapped, one variant per pair (pairs of equal
 * letters give nothing new): a transposition counts as one edit (Damerau), so `tbale` reaches
 * `table` although Levenshtein counts two.
 */
export function transpositions(word: string): string[] {
  const variants = new Set<string>();
  const letters = [...word];
  for (let i = 0; i + 1 < letters.length; i += 1) {
    if (letters[i] === letters[i + 1]) continue;
    const swapped = [...letters];
    [swapped[i], swapped[i + 1]] = [swapped[i + 1]!, swapped[i]!];
    variants.add(swapped.join(''));
  }
  variants.delete(word);
  return [...variants];
}
