// The default lexicon as the terms texts are read by outside the keyword search (termRuns in
// synonym-expansion.ts): the agent gateway's planner and supplier suggestions' item matching keep a
// multi-word trade term (`kayu manis`) whole, and match it through its equivalents (`cinnamon`).
import { defaultSynonymGroups } from './default-lexicon.js';
import {
  buildSynonymIndex,
  lookupOf,
  normaliseTerm,
  type SynonymIndex,
  type TermLookup,
  termUnits,
} from './synonym-expansion.js';

/** A text's units (termUnits) from its normalised words (normaliseTerm). */
export const splitTerms = (text: string, lookup: TermLookup = lexiconTerms()): string[] => {
  const normalised = normaliseTerm(text);
  return normalised === '' ? [] : termUnits(normalised.split(' '), lookup);
};

let defaultIndex: SynonymIndex | undefined;
/**
 * The default lexicon (default-lexicon.ts) as a synonym index, built once per process: the terms
 * the planner and item matching read texts by, and their equivalents. Groups an operator adds are
 * the keyword search's (synonyms.service.ts); these readers keep to the lexicon shipped with the code.
 */
export function lexiconIndex(): SynonymIndex {
  defaultIndex ??= buildSynonymIndex(defaultSynonymGroups().map((group, id) => ({ id, terms: group.terms })));
  return defaultIndex;
}

/** The default lexicon's terms (lexiconIndex) as a TermLookup, with its multi-word terms listed. */
export const lexiconTerms = (): TermLookup & { phrases(): string[] } => {
  const index = lexiconIndex();
  return { ...lookupOf(index), phrases: () => [...index.groupsOf.keys()].filter((term) => term.includes(' ')) };
};

/** A term and every term of the default lexicon's groups that hold it (normalised); the term alone when none does. */
export function equivalentTerms(term: string): string[] {
  const normalised = normaliseTerm(term);
  const groups = lexiconIndex().groupsOf.get(normalised) ?? [];
  return [...new Set([normalised, ...groups.flatMap((group) => group.terms.map(normaliseTerm))])];
}
