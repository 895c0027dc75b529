// The default English <-> Indonesian commerce lexicon, offered to the database at each start (a group
// not offered before is added: synonyms.service.ts loadDefaults). Every
// group says where it comes from: "product taxonomy leaf <slug>" (the English leaf name of our
// product taxonomy, and the Indonesian terms written for it in lexicon/taxonomy-leaves.tsv),
// "trade words list" (lexicon/trade-words.tsv), "trade terms list: <source>" (lexicon/trade-terms.tsv,
// each line naming where its pairing comes from) or "product type <code>" (a node of Google's
// product taxonomy below the three levels our categories keep, and the Indonesian terms written
// for it in lexicon/product-types.tsv). All three lists were written for this project; they are
// read by lexicon-file.ts.
import { stemmer } from 'stemmer';
import { productTaxonomy, type TaxonomyNode } from '../../db/reference-data/reference-data.js';
import { type LexiconEntry, lineError, readLexicon } from './lexicon-file.js';
import {
  buildSynonymIndex,
  expandQuery,
  MAX_TERM_WORDS,
  normaliseTerm,
  parseGroup,
  type SynonymIndex,
} from './synonym-expansion.js';
import type { NewSynonymGroup } from './synonyms.repository.js';
import { defaultGroupKey } from './synonyms.service.js';

export const TRADE_WORDS_SOURCE = 'trade words list';
export const tradeTermSource = (source: string) => `trade terms list: ${source}`;
export const taxonomyLeafSource = (slug: string) => `product taxonomy leaf ${slug}`;
export const productTypeSource = (code: string) => `product type ${code}`;

/** Levels of the product taxonomy the directory's categories keep (productTaxonomy's default). */
const CATEGORY_LEVELS = 3;

export function productTaxonomyLeaves(): TaxonomyNode[] {
  const leaves: TaxonomyNode[] = [];
  const walk = (node: TaxonomyNode) => (node.children.length === 0 ? leaves.push(node) : node.children.forEach(walk));
  productTaxonomy().forEach(walk);
  return leaves;
}

/**
 * The English side of a leaf: its whole name and, for names that list things of the same shape
 * (`Shirts & Tops`, `Gloves & Mittens`), each of them too. Parts of different lengths are not
 * split out: in `Kitchen & Dining Room Tables` or `Traffic Cones & Barrels` a part alone
 * ("kitchen", "barrels") does not mean the leaf.
 */
export function englishTermsOfLeaf(name: string): string[] {
  const parts = name
    .split(/\s*(?:&|,)\s*/)
    .map(normaliseTerm)
    .filter(Boolean);
  const sameShape = parts.length > 1 && parts.every((part) => part.split(' ').length === parts[0]!.split(' ').length);
  return [...new Set([normaliseTerm(name), ...(sameShape ? parts : [])])].filter(
    (term) => term !== '' && term.split(' ').length <= MAX_TERM_WORDS,
  );
}

/**
 * The English sides of a name's groups: one per thing a name lists (englishTermsOfLeaf), that thing
 * first and the whole name after it, so the things are not made synonyms of one another (`Fruits &
 * Vegetables`, `Chain, Wire & Rope`) while the Indonesian terms for the whole name, in every group,
 * still reach each (nameGroups); the whole name alone for a name that lists nothing.
 */
export function groupsOfName(name: string): string[][] {
  const [whole, ...parts] = englishTermsOfLeaf(name);
  if (whole === undefined) return [];
  return parts.length === 0 ? [[whole]] : parts.map((part) => [part, whole]);
}

/** The things a name lists, each the first term of its side (groupsOfName); none for a name that lists nothing. */
function thingsOf(sides: readonly string[][]): string[] {
  return sides.length > 1 ? sides.map(([thing]) => thing!) : [];
}

/** The Indonesian terms of a lexicon line: those for the whole name, and those for one thing it lists. */
export interface NameTerms {
  whole: string[];
  byThing: Map<string, string[]>;
}

/**
 * Reads a lexicon line's terms for a name (`Meat, Seafood & Eggs`: `meat: daging; seafood: makanan
 * laut; eggs: telur`). Sections are separated by `;`; a section `thing: terms` gives its terms to
 * that thing alone, a section without a thing to every thing. A line without `;` or `:` is one
 * section for the whole name. A thing the name does not list, or a thing left no term, is an error.
 * `sides`: the name's groupsOfName, when the caller has them already.
 */
export function parseNameTerms(name: string, text: string, sides: readonly string[][] = groupsOfName(name)): NameTerms {
  const things = thingsOf(sides);
  const terms: NameTerms = { whole: [], byThing: new Map() };
  for (const section of text.split(';')) {
    const colon = section.indexOf(':');
    const list = (colon < 0 ? section : section.slice(colon + 1)).split(',').map(normaliseTerm).filter(Boolean);
    if (colon < 0) {
      terms.whole.push(...list);
      continue;
    }
    const thing = normaliseTerm(section.slice(0, colon));
    if (!things.includes(thing))
      throw new Error(`"${thing}" is not a thing ${name} lists (${things.join(', ') || 'it lists none'})`);
    terms.byThing.set(thing, [...(terms.byThing.get(thing) ?? []), ...list]);
  }
  const bare =
    terms.byThing.size === 0 || terms.whole.length > 0
      ? []
      : things.filter((thing) => (terms.byThing.get(thing) ?? []).length === 0);
  if (bare.length > 0) throw new Error(`${bare.join(', ')} would have no term`);
  return terms;
}

/** A line's terms for a name (parseNameTerms); an error names the file and line. */
function termsOfLine(name: string, sides: readonly string[][], entry: LexiconEntry): NameTerms {
  try {
    return parseNameTerms(name, entry.terms, sides);
  } catch (error) {
    throw lineError(entry, (error as Error).message);
  }
}

/** Every term of a line, whole name's and things' alike: the one list earlier releases read the line as. */
const allTerms = (terms: NameTerms) => [...new Set([...terms.whole, ...[...terms.byThing.values()].flat()])];

/**
 * The groups of a name and its other terms (`terms`, its Indonesian ones): one per side of the name
 * (groupsOfName), holding the terms for the whole name and those written for that thing, each
 * without the things the other sides stand for, which an Indonesian list may hold as words of its
 * own (`seafood` among the terms of Meat, Seafood & Eggs).
 */
function nameGroups(sides: readonly string[][], terms: NameTerms, source: string): NewSynonymGroup[] {
  const things = thingsOf(sides);
  const own = (side: string[]) =>
    [...terms.whole, ...(terms.byThing.get(side[0]!) ?? [])].filter(
      (term) => term === side[0] || !things.includes(term),
    );
  return sides.map((side) => ({ terms: parseGroup([...side, ...own(side)].join(',')), source }));
}

/**
 * The groups earlier releases offered for a name and no longer offered: the one group of a name
 * that lists things (before a group per thing), and, for a line that gives terms to one thing, the
 * groups per thing that gave every thing all of the line's terms.
 */
function withdrawnGroupsOf(
  name: string,
  sides: readonly string[][],
  terms: NameTerms,
  source: string,
  offered: NewSynonymGroup[],
): NewSynonymGroup[] {
  if (sides.length < 2) return [];
  const single = { terms: parseGroup([...englishTermsOfLeaf(name), ...allTerms(terms)].join(',')), source };
  if (terms.byThing.size === 0) return [single];
  const now = new Set(offered.map((group) => defaultGroupKey(group.terms)));
  const everyTermToEveryThing = nameGroups(sides, { whole: allTerms(terms), byThing: new Map() }, source).filter(
    (group) => !now.has(defaultGroupKey(group.terms)),
  );
  return [single, ...everyTermToEveryThing];
}

/** The nodes of Google's product taxonomy below the levels our categories keep (its levels 4 to 7), by code. */
export function productTypes(): Map<string, TaxonomyNode> {
  const nodes = new Map<string, TaxonomyNode>();
  const walk = (node: TaxonomyNode, level: number) => {
    if (level > CATEGORY_LEVELS) nodes.set(node.code!, node);
    for (const child of node.children) walk(child, level + 1);
  };
  for (const root of productTaxonomy({ maxDepth: Number.MAX_SAFE_INTEGER })) walk(root, 1);
  return nodes;
}

/** Words of an English name that say nothing of the product. */
const NAME_FILLERS = new Set(['a', 'an', 'and', 'for', 'in', 'of', 'on', 'the', 'with']);

/**
 * Whether the groups of `index` already take every word of an English name from an Indonesian
 * term, word by word (words compared by their Porter stems): `tempat tidur anjing` reaches "bed"
 * through `tempat tidur` and "dog" through `anjing`, so it says Dog Beds already. Such a term gets
 * no product type group: a phrase is taken whole at query time (expandQuery), and the phrase
 * `dog beds` alone would lose the "bed for dogs" its words find one by one.
 */
export function translatedWordByWord(term: string, englishName: string, index: SynonymIndex): boolean {
  const { words, expansions } = expandQuery(term, index);
  const reached = new Set(
    [...words, ...expansions.flatMap((expansion) => expansion.terms.flatMap((found) => found.split(' ')))].map((word) =>
      stemmer(word),
    ),
  );
  return normaliseTerm(englishName)
    .split(' ')
    .filter((word) => !NAME_FILLERS.has(word))
    .every((word) => reached.has(stemmer(word)));
}

/**
 * The default groups, built once per process (the product types' word-by-word test expands every
 * type's terms: about 100 ms) and handed out as copies.
 */
let built: { groups: NewSynonymGroup[]; withdrawn: NewSynonymGroup[] } | undefined;
const copies = (groups: NewSynonymGroup[]) =>
  groups.map((group) => ({ terms: [...group.terms], source: group.source }));
export function defaultSynonymGroups(): NewSynonymGroup[] {
  built ??= buildDefaultGroups();
  return copies(built.groups);
}

/**
 * Groups an earlier release offered and this one does not, as they were offered (source and
 * terms): the one group of a name that lists things, which made them synonyms of one another
 * (`fruits vegetables, fruits, vegetables, buah dan sayur…`), now a group per thing
 * (groupsOfName); and the groups per thing that gave every thing all of the name's terms, where
 * the lexicon now gives a term to one thing (`eggs, …, daging, telur`: withdrawnGroupsOf). The
 * start removes each from a database that still holds it unchanged, once
 * (SynonymsService.loadDefaults).
 */
export function withdrawnSynonymGroups(): NewSynonymGroup[] {
  built ??= buildDefaultGroups();
  return copies(built.withdrawn);
}

function buildDefaultGroups(): { groups: NewSynonymGroup[]; withdrawn: NewSynonymGroup[] } {
  const leaves = new Map(productTaxonomyLeaves().map((leaf) => [leaf.code!, leaf]));
  const groups: NewSynonymGroup[] = [];
  const withdrawn: NewSynonymGroup[] = [];
  for (const entry of readLexicon('taxonomy-leaves')) {
    const leaf = leaves.get(entry.key);
    if (!leaf) throw lineError(entry, `${entry.key} is not a leaf of the product taxonomy`);
    const source = taxonomyLeafSource(leaf.slug);
    const sides = groupsOfName(leaf.name);
    const terms = termsOfLine(leaf.name, sides, entry);
    const named = nameGroups(sides, terms, source);
    groups.push(...named);
    withdrawn.push(...withdrawnGroupsOf(leaf.name, sides, terms, source, named));
  }
  for (const entry of readLexicon('trade-words'))
    groups.push({ terms: parseGroup(entry.terms), source: TRADE_WORDS_SOURCE });
  const terms = readLexicon('trade-terms').map((entry) => ({
    terms: groupOfLine(entry),
    source: tradeTermSource(entry.source),
  }));
  const types = productTypeGroups([...groups, ...terms]);
  // The product types' groups as they were before the trade terms held some of their terms
  // (`lada hitam` among pepper's): a database that holds such a group unchanged loses it.
  const before = new Set(types.groups.map((group) => defaultGroupKey(group.terms)));
  const superseded = productTypeGroups(groups).groups.filter((group) => !before.has(defaultGroupKey(group.terms)));
  return {
    groups: [...groups, ...terms, ...types.groups],
    withdrawn: [...withdrawn, ...types.withdrawn, ...superseded],
  };
}

/** A line's group (parseGroup); an error names the file and line. */
function groupOfLine(entry: LexiconEntry): string[] {
  try {
    return parseGroup(entry.terms);
  } catch (error) {
    throw lineError(entry, (error as Error).message);
  }
}

/**
 * The product types' groups: each type's English name and those of its Indonesian terms that the
 * hand-written groups (`written`: taxonomy leaves and trade words) neither hold nor already
 * translate word by word (translatedWordByWord); a type left no term, or whose name is too long
 * for a term, gets no group. The
 * hand-written lists so decide every word they hold, and a type adds only what they cannot say:
 * `tatakan gelas` → coasters, not `tempat tidur anjing` → dog beds.
 */
function productTypeGroups(written: NewSynonymGroup[]): { groups: NewSynonymGroup[]; withdrawn: NewSynonymGroup[] } {
  const types = productTypes();
  const held = new Set(written.flatMap((group) => group.terms));
  const index = buildSynonymIndex(written.map((group, id) => ({ id, terms: group.terms })));
  const groups: NewSynonymGroup[] = [];
  const withdrawn: NewSynonymGroup[] = [];
  for (const entry of readLexicon('product-types')) {
    const type = types.get(entry.key);
    if (!type) throw lineError(entry, `${entry.key} is not a product taxonomy node below level ${CATEGORY_LEVELS}`);
    const english = englishTermsOfLeaf(type.name);
    // A name of more than MAX_TERM_WORDS words is no term: the group would have no English side.
    if (english.length === 0) continue;
    const keep = (term: string) =>
      !english.includes(term) && !held.has(term) && !translatedWordByWord(term, type.name, index);
    const sides = groupsOfName(type.name);
    const line = termsOfLine(type.name, sides, entry);
    const terms: NameTerms = {
      whole: line.whole.filter(keep),
      byThing: new Map([...line.byThing].map(([thing, list]) => [thing, list.filter(keep)])),
    };
    if (allTerms(terms).length === 0) continue;
    const source = productTypeSource(entry.key);
    // A thing whose own terms the other lists hold already gets no group of its own.
    const named = nameGroups(sides, terms, source).filter((group) =>
      group.terms.some((term) => !english.includes(term)),
    );
    groups.push(...named);
    withdrawn.push(...withdrawnGroupsOf(type.name, sides, terms, source, named));
  }
  return { groups, withdrawn };
}
