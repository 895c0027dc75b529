// The default English <-> Indonesian commerce lexicon, offered to the database at each start (a group
// not offered before is added: synonyms.service.ts loadDefaults). Every
// group says where it comes from: "product taxonomy leaf <slug>" (the English leaf name of our
// product taxonomy, and the Indonesian terms written for it in lexicon/taxonomy-leaves.ts) or
// "trade words list" (lexicon/trade-words.ts). Both lists were written for this project.
import { productTaxonomy, type TaxonomyNode } from '../../db/reference-data/reference-data.js';
import { TAXONOMY_LEAVES } from './lexicon/taxonomy-leaves.js';
import { TRADE_WORDS } from './lexicon/trade-words.js';
import { MAX_TERM_WORDS, normaliseTerm, parseGroup } from './synonym-expansion.js';
import type { NewSynonymGroup } from './synonyms.repository.js';

export const TRADE_WORDS_SOURCE = 'trade words list';
export const taxonomyLeafSource = (slug: string) => `product taxonomy leaf ${slug}`;

/** Lines of `key<TAB>terms` (key: a taxonomy code, or nothing), skipping blanks and # comments. */
function entries(text: string): Array<{ key: string; terms: string; line: number }> {
  return text
    .split('\n')
    .map((raw, index) => ({ raw: raw.trim(), line: index + 1 }))
    .filter(({ raw }) => raw !== '' && !raw.startsWith('#'))
    .map(({ raw, line }) => {
      const tab = raw.indexOf('\t');
      return tab < 0 ? { key: '', terms: raw, line } : { key: raw.slice(0, tab).trim(), terms: raw.slice(tab + 1).trim(), line };
    });
}

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
  const parts = name.split(/\s*(?:&|,)\s*/).map(normaliseTerm).filter(Boolean);
  const sameShape = parts.length > 1 && parts.every((part) => part.split(' ').length === parts[0]!.split(' ').length);
  return [...new Set([normaliseTerm(name), ...(sameShape ? parts : [])])].filter((term) => term !== '' && term.split(' ').length <= MAX_TERM_WORDS);
}

export function defaultSynonymGroups(): NewSynonymGroup[] {
  const leaves = new Map(productTaxonomyLeaves().map((leaf) => [leaf.code!, leaf]));
  const groups: NewSynonymGroup[] = [];
  for (const entry of entries(TAXONOMY_LEAVES)) {
    const leaf = leaves.get(entry.key);
    if (!leaf) throw new Error(`lexicon/taxonomy-leaves.ts line ${entry.line}: ${entry.key} is not a leaf of the product taxonomy`);
    groups.push({ terms: parseGroup([...englishTermsOfLeaf(leaf.name), entry.terms].join(',')), source: taxonomyLeafSource(leaf.slug) });
  }
  for (const entry of entries(TRADE_WORDS)) groups.push({ terms: parseGroup(entry.terms), source: TRADE_WORDS_SOURCE });
  return groups;
}
