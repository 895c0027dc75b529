// The default lexicon as the terms texts are read by outside the keyword search (termRuns in
// synonym-expansion.ts): the agent gateway's planner and supplier suggestions' item matching keep a
// multi-word trade term (`kayu manis`) whole, and match it through its equivalents (`cinnamon`).
import { productTaxonomy, type TaxonomyNode } from '../../db/reference-data/reference-data.js';
import { defaultSynonymGroups } from './default-lexicon.js';
import { readLexicon } from './lexicon-file.js';
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

/**
 * The name the default lexicon gives a term's thing first (its group's first term, the English
 * name): `black pepper` for `lada hitam`, `cinnamon` for `kayu manis`; the term itself when no
 * group holds it.
 */
export function headTerm(term: string): string {
  const normalised = normaliseTerm(term);
  const group = lexiconIndex().groupsOf.get(normalised)?.[0];
  return group ? normaliseTerm(group.terms[0]!) : normalised;
}

/** A term and every term of the default lexicon's groups that hold it (normalised); the term alone when none does. */
export function equivalentTerms(term: string): string[] {
  const normalised = normaliseTerm(term);
  const groups = lexiconIndex().groupsOf.get(normalised) ?? [];
  return [...new Set([normalised, ...groups.flatMap((group) => group.terms.map(normaliseTerm))])];
}

/**
 * Whether a multi-word term names its group's thing in words of its own: it shares no word with the
 * first term of any group holding it (the English name, which the lexicon writes first). `kayu
 * manis` (cinnamon), `besi beton` (reinforcing steel bar) and `lada hitam` (black pepper) do, and
 * their words alone name something else (wood, iron); `gold plated` or `wall clock` (beside
 * `clock`) are built of their words, which alone still say what the thing is.
 */
export function namesOnItsOwn(term: string): boolean {
  const normalised = normaliseTerm(term);
  const groups = lexiconIndex().groupsOf.get(normalised) ?? [];
  if (!normalised.includes(' ') || groups.length === 0) return false;
  const words = new Set(normalised.split(' '));
  return groups.every((group) => {
    const first = normaliseTerm(group.terms[0]!);
    return first !== normalised && !first.split(' ').some((word) => words.has(word));
  });
}

/**
 * The default lexicon's multi-word terms that name their thing on their own (namesOnItsOwn), as a
 * TermLookup: what item matching keeps whole.
 */
let ownNames: (TermLookup & { phrases(): string[] }) | undefined;
export function idiomTerms(): TermLookup & { phrases(): string[] } {
  if (!ownNames) {
    const phrases = [...lexiconIndex().groupsOf.keys()].filter((term) => term.includes(' ') && namesOnItsOwn(term));
    const held = new Set(phrases);
    ownNames = {
      has: (phrase) => held.has(phrase),
      longest: Math.max(1, ...phrases.map((phrase) => phrase.split(' ').length)),
      phrases: () => phrases,
    };
  }
  return ownNames;
}

/**
 * Words only one language of the lexicon's product names uses: English from every name of the
 * product taxonomy (Google's, in English), Indonesian from the terms written for its leaves and
 * types (lexicon/taxonomy-leaves.tsv, product-types.tsv; an `english part: terms` entry gives its
 * terms). A word both use ("batik", "set") is in neither. Built once per process.
 */
let languageWords: { en: ReadonlySet<string>; id: ReadonlySet<string> } | undefined;
export function lexiconLanguageWords(): { en: ReadonlySet<string>; id: ReadonlySet<string> } {
  if (!languageWords) {
    const wordsOf = (text: string) => normaliseTerm(text).match(/\p{L}{2,}/gu) ?? [];
    const english = new Set<string>();
    const walk = (node: TaxonomyNode) => {
      for (const word of wordsOf(node.name)) english.add(word);
      node.children.forEach(walk);
    };
    productTaxonomy({ maxDepth: Number.MAX_SAFE_INTEGER }).forEach(walk);
    const indonesian = new Set<string>();
    for (const file of ['taxonomy-leaves', 'product-types'] as const)
      for (const entry of readLexicon(file))
        for (const part of entry.terms.split(';'))
          for (const word of wordsOf(part.includes(':') ? part.slice(part.indexOf(':') + 1) : part))
            indonesian.add(word);
    languageWords = {
      en: new Set([...english].filter((word) => !indonesian.has(word))),
      id: new Set([...indonesian].filter((word) => !english.has(word))),
    };
  }
  return languageWords;
}
