import { tokenize } from '../../engines/query-text.js';
import type { ProductCard } from '../products/products.schemas.js';

// Pure pieces of finding an RFQ item's products. Keyword search wants every word of the query,
// which suits a search box and fails a buyer's item text ("Gold plated ring for women" matches no
// listing that lacks one of the words). So an item that finds nothing by its text is searched again
// word by word, and the words' results are fused: a product must match at least half of the words,
// and products matching more words, and rarer words, come first. Only when nothing matched: a
// relaxed match of a teak *table* by "teak" would otherwise offer chair makers for a table.
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
const STOP_WORDS = new Set(['and', 'for', 'the', 'with', 'from', 'of', 'in', 'to', 'dan', 'untuk', 'dengan', 'yang', 'dari', 'atau', 'per', 'set']);
/** At most this many words of an item are searched one by one. */
export const MAX_RELAXED_WORDS = 6;

/** The words of an item's name worth searching alone: distinct, three letters or more, no stop words. */
export function relaxedWords(text: string): string[] {
  return [...new Set(tokenize(text).filter((word) => word.length >= 3 && !STOP_WORDS.has(word)))].slice(0, MAX_RELAXED_WORDS);
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
    .sort((a, b) => b.score - a.score || b.words - a.words || a.best - b.best || (a.hit.product.id < b.hit.product.id ? -1 : a.hit.product.id > b.hit.product.id ? 1 : 0))
    .map((entry, index) => ({ ...entry.hit, rank: index + 1 }));
}
