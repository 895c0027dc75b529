import { stemmer } from 'stemmer';
import { tokenize } from '../../engines/query-text.js';
import type { ProductCard } from '../products/products.schemas.js';
import { equivalentTerms, idiomTerms, lexiconIndex } from '../synonyms/lexicon-terms.js';
import { normaliseTerm, termUnits } from '../synonyms/synonym-expansion.js';

// Pure pieces of finding an RFQ item's products. Keyword search wants every word of the query,
// which suits a search box and fails a buyer's item text ("Gold plated ring for women" matches no
// listing that lacks one of the words). So an item that finds nothing by its text is searched again
// word by word, and the words' results are fused: a product must match at least half of the words,
// and products matching more words, and rarer words, come first. Only when nothing matched: a
// relaxed match of a teak *table* by "teak" would otherwise offer chair makers for a table.
//
// A supplier sells an item when one of its products *is* the item, not when a product's long
// description mentions its words ("water" and "bottle" in the care text of a sofa cover). So an
// item's candidates are ordered by how many of the item's product words their names carry
// (nameMatch), first of the words that tell the item from the RFQ's other items, the search's
// order breaking ties; and when the item's own search finds fewer products than the window and
// few suppliers name the item, the relaxed match fills the window up, keeping only products
// whose name carries such a word.
//
// A multi-word term of the lexicon is one word here (termUnits): `besi beton` is searched alone as
// the phrase, never as `besi` and `beton`, and a name carries it when it holds the phrase or one of
// its equivalents (`reinforcing steel bar`, `rebar`), so `kayu manis` is never met by `kayu`.
// Unit-tested by table.

/** One product hit of an item's search, with its rank among the item's candidates and in each leg. */
export interface ItemHit {
  product: ProductCard;
  rank: number;
  keywordRank: number | null;
  semanticRank: number | null;
}

export interface WordResult {
  hits: ItemHit[];
  /** How many products the word matches in all: a rarer word says more about the item. */
  total: number;
}

/** Words that say nothing about a product, in the two languages of the directory. */
const STOP_WORDS = new Set([
  'and',
  'for',
  'the',
  'with',
  'from',
  'of',
  'in',
  'to',
  'dan',
  'untuk',
  'dengan',
  'yang',
  'dari',
  'atau',
  'per',
  'set',
]);
/** At most this many words of an item are searched one by one. */
export const MAX_RELAXED_WORDS = 6;

/** The words of a text, a multi-word lexicon term one word (`kayu manis`). */
const unitsOf = (text: string) => termUnits(tokenize(text), idiomTerms());
const isPhrase = (unit: string) => unit.includes(' ');

/** The words of an item's name worth searching alone: distinct, three letters or more, no stop words; a lexicon phrase whole. */
export function relaxedWords(text: string): string[] {
  return [
    ...new Set(unitsOf(text).filter((word) => isPhrase(word) || (word.length >= 3 && !STOP_WORDS.has(word)))),
  ].slice(0, MAX_RELAXED_WORDS);
}

/**
 * Fuses the results of single-word searches: products found by at least half of the words (rounded
 * up), scored by the sum of 1/√total over the words that found them (a word matching 25 products
 * counts twice one matching 100); ties go to more words, the better rank in any word's results,
 * then the product id. Ranks are renumbered 1..n.
 */
export function fuseWordResults(results: WordResult[]): ItemHit[] {
  const needed = Math.ceil(results.length / 2);
  const fused = new Map<string, { hit: ItemHit; score: number; best: number; words: number }>();
  for (const { hits, total } of results) {
    const weight = 1 / Math.sqrt(Math.max(1, total));
    for (const hit of hits) {
      const entry = fused.get(hit.product.id);
      if (entry) {
        entry.score += weight;
        entry.words += 1;
        entry.best = Math.min(entry.best, hit.rank);
      } else {
        fused.set(hit.product.id, { hit, score: weight, best: hit.rank, words: 1 });
      }
    }
  }
  return [...fused.values()]
    .filter((entry) => entry.words >= needed)
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.words - a.words ||
        a.best - b.best ||
        (a.hit.product.id < b.hit.product.id ? -1 : a.hit.product.id > b.hit.product.id ? 1 : 0),
    )
    .map((entry, index) => ({ ...entry.hit, rank: index + 1 }));
}

/**
 * Who or where a product is for, not what it is ("Women's clutch" asks for a clutch, "rotan hotel"
 * for rattan), in both languages.
 */
const AUDIENCE_WORDS = new Set([
  'hotel',
  'hotels',
  'restaurant',
  'restaurants',
  'restoran',
  'cafe',
  'cafes',
  'kafe',
  'office',
  'offices',
  'kantor',
  'project',
  'projects',
  'proyek',
  'school',
  'schools',
  'sekolah',
  'men',
  'mens',
  'man',
  'women',
  'womens',
  'woman',
  'ladies',
  'lady',
  'boys',
  'boy',
  'girls',
  'girl',
  'kids',
  'kid',
  'children',
  'child',
  'baby',
  'babies',
  'infant',
  'unisex',
  'pria',
  'wanita',
  'perempuan',
  'laki',
  'anak',
  'bayi',
]);
/** Words that start what an item is for or comes with ("ring for women", "kursi untuk restoran"): the product is named before them. */
const QUALIFIER_WORDS = new Set(['for', 'with', 'untuk', 'dengan']);

/** A word as compared with product names: Porter stem, so "shoes", "bottles", "casuals" meet "shoe", "bottle", "casual"; a phrase word by word. */
const stem = (word: string) =>
  word
    .split(' ')
    .map((part) => stemmer(part))
    .join(' ');

/**
 * Stemmed lexicon terms (a word or a phrase) to their stemmed equivalents (the terms of the groups
 * holding them, in either language), built on first use: a name carries `shirt` when it says
 * `kemeja`, as it carries `kayu manis` when it says `cinnamon`.
 */
let termEquivalents: Map<string, string[]> | undefined;
function equivalentsOf(unit: string): string[] {
  if (!termEquivalents) {
    termEquivalents = new Map();
    for (const term of lexiconIndex().groupsOf.keys()) {
      const key = stem(term);
      const known = termEquivalents.get(key) ?? [key];
      for (const equivalent of equivalentTerms(term)) {
        const stemmed = stem(normaliseTerm(equivalent));
        if (!known.includes(stemmed)) known.push(stemmed);
      }
      termEquivalents.set(key, known);
    }
  }
  return termEquivalents.get(unit) ?? [unit];
}

/**
 * The words of an item's name that say what the product is: the words before the first qualifier
 * (for/with/untuk/dengan), two letters or more, without stop words and audience words; a lexicon
 * phrase one word (`kursi makan`). When only audience words are left ("Baby"), those. Distinct, as
 * written (lower case).
 */
export function productTerms(name: string): string[] {
  const words: string[] = [];
  for (const word of unitsOf(name)) {
    if (QUALIFIER_WORDS.has(word) && words.length > 0) break;
    if (isPhrase(word) || (word.length >= 2 && !STOP_WORDS.has(word))) words.push(word);
  }
  const product = words.filter((word) => !AUDIENCE_WORDS.has(word));
  return [...new Set(product.length > 0 ? product : words)];
}

/** productTerms stemmed, as compared with product names (nameMatch). */
export function productWords(name: string): string[] {
  return [...new Set(productTerms(name).map(stem))];
}

/** Product terms beyond which a name may lack one of them and still be the item. */
export const ALL_TERMS_UP_TO = 3;

/**
 * What a product's name must carry to be the item, wherever it stands in a catalogue: each product
 * term, a word or a phrase, or one of its lexicon equivalents (`besi beton` is met by `reinforcing
 * steel bar`, `chair` by `kursi`),
 * every one of up to ALL_TERMS_UP_TO terms, one fewer beyond.
 */
export function catalogueTerms(name: string): { units: string[][]; required: number } {
  const terms = productTerms(name).slice(0, MAX_RELAXED_WORDS);
  const units = terms.map((term) => equivalentTerms(term));
  return { units, required: units.length <= ALL_TERMS_UP_TO ? units.length : units.length - 1 };
}

/**
 * The share (0..1) of `words` (productWords) that a product's name carries; 0 without words. A
 * phrase counts when the name holds it, or one of its equivalents, as a phrase (its words in order).
 */
export function nameMatch(words: readonly string[], productName: string): number {
  if (words.length === 0) return 0;
  // Word by word: tokenize keeps a query's first words only, a name is read whole.
  const named = ` ${productName.split(/\s+/).flatMap(tokenize).map(stem).join(' ')} `;
  const carries = (word: string) => equivalentsOf(word).some((form) => named.includes(` ${form} `));
  return words.filter(carries).length / words.length;
}

/**
 * The words that tell an item apart from the RFQ's other items: its product words that no other
 * item has ("charger" of "Mobile charger" beside "Mobile pouch", "table" of "Teak dining table"
 * beside "Teak dining chair"); all its product words when every one is shared.
 */
export function distinctiveWords(own: readonly string[], others: ReadonlyArray<readonly string[]>): string[] {
  const shared = new Set(others.flat());
  const distinct = own.filter((word) => !shared.has(word));
  return distinct.length > 0 ? distinct : [...own];
}

/** What orders an item's candidates: its product words, and of those the ones that tell it from the RFQ's other items. */
export interface ItemWords {
  product: readonly string[];
  distinctive: readonly string[];
}

/** An item's own search is filled up by the relaxed match while fewer suppliers than this have a product named as the item. */
export const WELL_NAMED_SUPPLIERS = 5;

/**
 * Whether an item's own hits leave room for the relaxed match: fewer than the window, and fewer
 * than WELL_NAMED_SUPPLIERS businesses with a product whose name carries every distinctive word
 * (where enough suppliers name the item, half-named fillers such as "Lada hitam" for "Teh hitam"
 * would only crowd them).
 */
export function wantsFill(words: ItemWords, own: readonly ItemHit[], window: number): boolean {
  if (own.length >= window) return false;
  const named = new Set(
    own.filter((hit) => nameMatch(words.distinctive, hit.product.name) === 1).map((hit) => hit.product.business_id),
  );
  return named.size < WELL_NAMED_SUPPLIERS;
}

/**
 * An item's candidates: its own search's hits, then (when given) the relaxed match's hits not
 * among them whose name carries a distinctive word (so "Mobile pouch" makers do not fill the
 * charger item by "mobile"); ordered by the share of distinctive words the name carries, then
 * of product words, then that order. Ranks are renumbered 1..n and at most `limit` are kept.
 */
export function orderItemHits(
  words: ItemWords,
  own: readonly ItemHit[],
  relaxed: readonly ItemHit[],
  limit: number,
): ItemHit[] {
  const seen = new Set(own.map((hit) => hit.product.id));
  const fill = relaxed.filter((hit) => !seen.has(hit.product.id) && nameMatch(words.distinctive, hit.product.name) > 0);
  return [...own, ...fill]
    .map((hit, position) => ({
      hit,
      position,
      distinctive: nameMatch(words.distinctive, hit.product.name),
      named: nameMatch(words.product, hit.product.name),
    }))
    .sort((a, b) => b.distinctive - a.distinctive || b.named - a.named || a.position - b.position)
    .slice(0, limit)
    .map(({ hit }, index) => ({ ...hit, rank: index + 1 }));
}
