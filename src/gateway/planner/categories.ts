// Which product category a question names, in English or Indonesian. The English names are the
// product taxonomy's own (the taxonomy of products and RFQ items, the one with Indonesian terms);
// the Indonesian ones come from the default bilingual lexicon: a leaf's group names that leaf, and
// a trade-word group ("chair, kursi") names the category whose English name is in it.
import type { CategoryNode } from '../../modules/reference/reference.service.js';
import { englishTermsOfLeaf } from '../../modules/synonyms/default-lexicon.js';
import type { Language } from '../plan.js';
import { STOP_WORDS, words } from './text.js';

export interface CategoryRef {
  id: string;
  name: string;
  slug: string;
  depth: number;
}

export interface CategoryIndex {
  /** Term (words singularised, joined by spaces) -> the category it names. */
  byTerm: Map<string, CategoryRef>;
  longest: number;
}

/** One form for singular and plural English nouns ("chairs", "benches", "shelves" -> "chair", "bench", "shelf"). */
export function singular(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(?:ches|shes|xes|sses)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('ves')) return `${word.slice(0, -3)}f`;
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1);
  return word;
}

const termKey = (list: readonly string[]) => list.map(singular).join(' ');

function flatten(nodes: readonly CategoryNode[], into: CategoryRef[] = []): CategoryRef[] {
  for (const node of nodes) {
    into.push({ id: node.id, name: node.name, slug: node.slug, depth: node.depth });
    flatten(node.children ?? [], into);
  }
  return into;
}

/**
 * The index of category names. A term several categories share ("Accessories") names the
 * shallowest of them, and none when they tie at one depth: a word that names many things names
 * no category.
 */
export function buildCategoryIndex(
  tree: readonly CategoryNode[],
  groups: ReadonlyArray<{ terms: string[]; source: string }>,
): CategoryIndex {
  const nodes = flatten(tree);
  const bySlug = new Map(nodes.map((node) => [node.slug, node]));
  const candidates = new Map<string, CategoryRef[]>();
  const add = (term: string, node: CategoryRef) => {
    const list = words(term);
    if (list.length === 0 || (list.length === 1 && STOP_WORDS.has(list[0]!))) return;
    const key = termKey(list);
    const known = candidates.get(key) ?? [];
    if (!known.some((candidate) => candidate.id === node.id)) known.push(node);
    candidates.set(key, known);
  };
  for (const node of nodes) for (const term of englishTermsOfLeaf(node.name)) add(term, node);
  const byTerm = new Map<string, CategoryRef>();
  const resolve = () => {
    byTerm.clear();
    for (const [key, list] of candidates) {
      const depth = Math.min(...list.map((node) => node.depth));
      const shallowest = list.filter((node) => node.depth === depth);
      if (shallowest.length === 1) byTerm.set(key, shallowest[0]!);
    }
  };
  resolve();
  // Lexicon groups: a taxonomy leaf's group names its leaf; any other group names the category one of its terms names.
  const leafPrefix = 'product taxonomy leaf ';
  for (const group of groups) {
    const leaf = group.source.startsWith(leafPrefix) ? bySlug.get(group.source.slice(leafPrefix.length)) : undefined;
    const named =
      leaf ?? group.terms.map((term) => byTerm.get(termKey(words(term)))).find((node) => node !== undefined);
    if (!named) continue;
    for (const term of group.terms) {
      const key = termKey(words(term));
      // The taxonomy's own names come first: a lexicon term never takes a name from its category.
      if (!byTerm.has(key)) add(term, named);
    }
  }
  resolve();
  // Shorter English forms of names of three words or more, weaker than every name and lexicon
  // term: the head noun with one of its modifiers ("dining tables" of "Kitchen & Dining Room
  // Tables"). A head alone is no such form: "bar" of "Pry Bars" would take "bar soap".
  const weak = new Map<string, CategoryRef[]>();
  for (const node of nodes) {
    for (const term of englishTermsOfLeaf(node.name)) {
      const list = words(term);
      if (list.length < 3) continue;
      const head = list[list.length - 1]!;
      for (const modifier of list.slice(0, -1)) {
        const key = termKey([modifier, head]);
        if (byTerm.has(key) || candidates.has(key) || STOP_WORDS.has(modifier)) continue;
        const known = weak.get(key) ?? [];
        if (!known.some((candidate) => candidate.id === node.id)) known.push(node);
        weak.set(key, known);
      }
    }
  }
  for (const [key, list] of weak) {
    const depth = Math.min(...list.map((node) => node.depth));
    const shallowest = list.filter((node) => node.depth === depth);
    if (shallowest.length === 1) byTerm.set(key, shallowest[0]!);
  }
  return { byTerm, longest: Math.max(1, ...[...byTerm.keys()].map((key) => key.split(' ').length)) };
}

/**
 * The category the question names: the longest term found; between terms of the same length the
 * head of the noun phrase, which English writes last ("coffee table") and Indonesian first
 * ("meja kopi"). Tokens claimed by places and quantities are skipped.
 */
export function findCategory(
  tokens: readonly string[],
  claimed: readonly boolean[],
  index: CategoryIndex,
  language: Language,
): CategoryRef | null {
  for (let length = Math.min(index.longest, tokens.length); length >= 1; length -= 1) {
    const found: CategoryRef[] = [];
    for (let start = 0; start + length <= tokens.length; start += 1) {
      if (claimed.slice(start, start + length).some(Boolean)) continue;
      const node = index.byTerm.get(termKey(tokens.slice(start, start + length)));
      if (node) found.push(node);
    }
    if (found.length > 0) return language === 'en' ? found[found.length - 1]! : found[0]!;
  }
  return null;
}
