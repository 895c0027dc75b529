// Synonym groups applied to a query: pure functions, no database. A group is a set of equivalent
// terms (words or short phrases, any language); a query word or phrase that is a term of a group
// brings in the group's other terms, marked as expanded so an engine can rank them a little
// below an exact match.

/** Longest term, in words: "short phrases" (e.g. `kotak makan siang`, `mobile phone charger`). */
export const MAX_TERM_WORDS = 5;
export const MAX_TERM_LENGTH = 100;

/**
 * The form terms are stored and compared in: lower case, accents removed (NFKD without combining
 * marks: `café` = `cafe`), any run of characters other than letters and digits a single space.
 */
export function normaliseTerm(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

// One term, not its words: where a text's words are read as terms of a lexicon, a multi-word term
// (`kayu manis`, `besi beton`, `lada hitam`) is taken whole before its words are tried alone.
// `termRuns` is the one rule: the keyword search's synonym expansion (expandQuery, below), the agent
// gateway's planner and supplier suggestions' item matching (through lexicon-terms.ts) all read a
// text through it.

/** A run of a text's words that is one term: its first word's position and how many words it holds. */
export interface TermRun {
  start: number;
  words: number;
}

/** What termRuns needs of a lexicon: whether a phrase (normalised words, space-joined) is a term, and the longest term in words. */
export interface TermLookup {
  has(phrase: string): boolean;
  longest: number;
}

/**
 * The runs of `words` that are terms, left to right, the longest at each position first. With
 * `overlap: false` (reading a text as units) a run never starts inside an earlier one; with
 * `overlap: true` (synonym expansion) a run may start inside an earlier one as long as it reaches
 * past it, so `baju bayi perempuan` holds both `baju bayi` and `bayi perempuan`. Words no run
 * holds are not listed (they stand alone).
 */
export function termRuns(words: readonly string[], lookup: TermLookup, options: { overlap: boolean }): TermRun[] {
  const runs: TermRun[] = [];
  let covered = 0;
  for (let start = 0; start < words.length; start += 1) {
    if (!options.overlap && start < covered) continue;
    for (
      let length = Math.min(lookup.longest, words.length - start);
      length >= 1 && start + length > covered;
      length -= 1
    ) {
      if (!lookup.has(words.slice(start, start + length).join(' '))) continue;
      runs.push({ start, words: length });
      covered = start + length;
      break;
    }
  }
  return runs;
}

/**
 * The words as units: each multi-word run of the lexicon (termRuns, no overlap) one unit, its words
 * joined by a space, every other word a unit of its own; in text order.
 */
export function termUnits(words: readonly string[], lookup: TermLookup): string[] {
  const units: string[] = [];
  const runs = termRuns(words, lookup, { overlap: false }).filter((run) => run.words > 1);
  let position = 0;
  for (const run of runs) {
    units.push(...words.slice(position, run.start), words.slice(run.start, run.start + run.words).join(' '));
    position = run.start + run.words;
  }
  units.push(...words.slice(position));
  return units;
}

export class SynonymGroupError extends Error {}

/**
 * One group from its text form, `a, b, c`: normalised, duplicates dropped; at least two distinct
 * terms, each of at most MAX_TERM_WORDS words and MAX_TERM_LENGTH characters.
 */
export function parseGroup(line: string): string[] {
  const terms: string[] = [];
  for (const raw of line.split(',')) {
    if (raw.trim() === '') continue;
    const term = normaliseTerm(raw);
    if (term === '') throw new SynonymGroupError(`term "${raw.trim()}" has no letters or digits`);
    if (term.length > MAX_TERM_LENGTH)
      throw new SynonymGroupError(`term "${raw.trim().slice(0, 40)}…" is longer than ${MAX_TERM_LENGTH} characters`);
    if (term.split(' ').length > MAX_TERM_WORDS)
      throw new SynonymGroupError(`term "${raw.trim()}" has more than ${MAX_TERM_WORDS} words`);
    if (!terms.includes(term)) terms.push(term);
  }
  if (terms.length < 2)
    throw new SynonymGroupError(
      `a group needs at least two different terms, separated by commas (got "${line.trim()}")`,
    );
  return terms;
}

export interface SynonymGroup {
  id: number;
  terms: string[];
}

/** Terms (normalised) to the groups holding them, for lookups by query phrase. */
export interface SynonymIndex {
  groupsOf: Map<string, SynonymGroup[]>;
  longest: number;
}

/** A synonym index as a TermLookup. */
export const lookupOf = (index: SynonymIndex): TermLookup => ({
  has: (phrase) => index.groupsOf.has(phrase),
  longest: index.longest,
});

export function buildSynonymIndex(groups: SynonymGroup[]): SynonymIndex {
  const groupsOf = new Map<string, SynonymGroup[]>();
  let longest = 1;
  for (const group of groups) {
    for (const term of group.terms) {
      const normalised = normaliseTerm(term);
      const list = groupsOf.get(normalised) ?? [];
      if (!list.includes(group)) list.push(group);
      groupsOf.set(normalised, list);
      longest = Math.max(longest, normalised.split(' ').length);
    }
  }
  return { groupsOf, longest };
}

export interface QueryTerm {
  term: string;
  /** false: the query's own word; true: brought in by a synonym group. */
  expanded: boolean;
}

export interface Expansion {
  /** The query's words the group matched (normalised), e.g. `meja makan`. */
  matched: string;
  /** Index of the first matched word among the query's words, and how many words it covers. */
  start: number;
  words: number;
  groupIds: number[];
  /** The other terms of the matching groups, in group order. */
  terms: string[];
  /**
   * The phrase's canonical terms: the first term of each group holding it, joined in group order,
   * or the phrase itself when it is the first term of one of them. The default lexicon writes the
   * English term first, so an Indonesian word's canonical terms are its English ones. (The first
   * term of the narrowest group alone named some phrases too narrowly for the small embeddings
   * model; every group's raised Indonesian semantic nDCG on each query set: README, relevance.)
   */
  canonical: string;
  /** Reached through a typo correction (correctedExpansions). */
  corrected?: boolean;
}

export interface ExpandedQuery {
  /** The query's words, normalised. */
  words: string[];
  expansions: Expansion[];
  /** Every term to search: the query's words, then each expansion's terms, without repeats. */
  terms: QueryTerm[];
}

/**
 * Expands a query with its synonym groups. Phrases win over words (termRuns): at each position the
 * longest run of words that is a term of some group is taken, unless it lies inside a run already
 * taken (so `meja makan` expands as a phrase and `meja` is not expanded again on its own). Runs may
 * overlap: in `baju bayi perempuan` both `baju bayi` (baby clothing) and `bayi perempuan` (baby
 * girl) apply; taking only the first run would leave `bayi perempuan` out.
 */
export function expandQuery(query: string, index: SynonymIndex): ExpandedQuery {
  const normalised = normaliseTerm(query);
  const words = normalised === '' ? [] : normalised.split(' ');
  const expansions: Expansion[] = termRuns(words, lookupOf(index), { overlap: true }).map(
    ({ start, words: length }) => {
      const phrase = words.slice(start, start + length).join(' ');
      const groups = index.groupsOf.get(phrase)!;
      const terms = [...new Set(groups.flatMap((group) => group.terms.map(normaliseTerm)))].filter(
        (term) => term !== phrase,
      );
      // Every group's first term: `mobil` is in {car, mobil} and in the taxonomy leaf {motor
      // vehicles, kendaraan bermotor, mobil, sepeda motor}, so its canonical terms are `car motor
      // vehicles`. A phrase that is some group's first term is canonical already.
      const firsts = [...new Set(groups.map((group) => normaliseTerm(group.terms[0]!)))];
      const canonical = firsts.includes(phrase) ? phrase : firsts.join(' ');
      return { matched: phrase, start, words: length, groupIds: groups.map((group) => group.id), terms, canonical };
    },
  );
  const terms: QueryTerm[] = words.map((term) => ({ term, expanded: false }));
  const seen = new Set(words);
  for (const expansion of expansions) {
    for (const term of expansion.terms) {
      if (seen.has(term)) continue;
      seen.add(term);
      terms.push({ term, expanded: true });
    }
  }
  return { words, expansions, terms };
}

/**
 * The expansions a query gets once each of its words that no record holds is read as its closest
 * correction (`misspelled`, engines/spelling.ts): `braclet` read as "bracelet" brings in `bangle`
 * and `gelang`, and `wirst watch` read as "wrist watch" the phrase's group, as the query typed
 * right would. Only the runs holding a corrected word, each marked `corrected` (a match through
 * it is fuzzy), with the corrected words first among its terms and `matched` the query's own
 * words, so a run lines up with the query as typed. A word a synonym group already takes as typed
 * is never read as a typo (an Indonesian word over English listings is unknown to the records,
 * not misspelt).
 */
export function correctedExpansions(
  expanded: ExpandedQuery,
  misspelled: ReadonlyMap<string, string>,
  index: SynonymIndex,
): Expansion[] {
  const grouped = new Set(expanded.expansions.flatMap((expansion) => range(expansion.start, expansion.words)));
  const corrections = expanded.words.map((word, position) =>
    grouped.has(position) ? undefined : misspelled.get(word),
  );
  if (!corrections.some((correction) => correction !== undefined)) return [];
  const fixed = expandQuery(expanded.words.map((word, position) => corrections[position] ?? word).join(' '), index);
  // A correction is one word of letters and digits, so the positions line up; never trust it blindly.
  if (fixed.words.length !== expanded.words.length) return [];
  return fixed.expansions
    .filter((expansion) =>
      range(expansion.start, expansion.words).some((position) => corrections[position] !== undefined),
    )
    .map((expansion) => ({
      ...expansion,
      matched: expanded.words.slice(expansion.start, expansion.start + expansion.words).join(' '),
      terms: [expansion.matched, ...expansion.terms],
      corrected: true,
    }));
}

function range(start: number, count: number): number[] {
  return Array.from({ length: count }, (_, offset) => start + offset);
}

/**
 * The query's words as its runs, in order: each expanded run (runs may overlap, see expandQuery)
 * with its expansion, and each word no run covers on its own. What `query_terms` lists and what
 * the semantic text translates (modules/search).
 */
export function runsOf<T extends { start: number; words: number }>(
  words: readonly string[],
  spans: readonly T[],
): Array<{ words: string[]; span?: T }> {
  const runs: Array<{ words: string[]; span?: T }> = [];
  let covered = 0;
  words.forEach((word, start) => {
    const span = spans.find((candidate) => candidate.start === start);
    if (span) runs.push({ words: words.slice(start, start + span.words), span });
    else if (start >= covered) runs.push({ words: [word] });
    covered = Math.max(covered, span ? start + span.words : 0);
  });
  return runs;
}
