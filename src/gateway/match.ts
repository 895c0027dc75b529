// Whether a listed product is the item asked for, and whether it keeps the plan's price limit.
// Pure rules the executor applies to search hits; unit-tested by table.
//
// A product is the item when its name, or its category's name, carries every product word of the
// item (item-matching's productWords and nameMatch: the same rule that tells supplier suggestions
// a supplier sells an item), read as the buyer wrote it or with one of its lexicon terms in place
// (so "lada hitam" meets "Black Pepper" and "kaos" meets "T-Shirt"). "black pepper" is not "White
// Pepper": half the words is an alternative, not the item; no word at all is not even close.
import { amountUnits } from '../lib/money.js';
import { nameMatch, productWords } from '../modules/suggestions/item-matching.js';
import { lexiconIndex } from '../modules/synonyms/lexicon-terms.js';
import { expandQuery, type SynonymIndex } from '../modules/synonyms/synonym-expansion.js';
import type { PlanPrice } from './plan.js';

/**
 * The ways of naming the item: its own product words, then those of each reading with one lexicon
 * phrase replaced by one of its terms (in either language). Empty readings are left out.
 */
export function itemReadings(keywords: string, index: SynonymIndex = lexiconIndex()): string[][] {
  const readings = [productWords(keywords)];
  const expanded = expandQuery(keywords, index);
  for (const expansion of expanded.expansions)
    for (const term of expansion.terms) {
      const words = [
        ...expanded.words.slice(0, expansion.start),
        term,
        ...expanded.words.slice(expansion.start + expansion.words),
      ];
      readings.push(productWords(words.join(' ')));
    }
  const seen = new Set<string>();
  return readings.filter((reading) => {
    const key = reading.join(' ');
    if (reading.length === 0 || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Whether a product named `name` (in a category named `categoryName`) is the item of `readings`. */
export function isItem(readings: readonly string[][], name: string, categoryName: string | null = null): boolean {
  const text = categoryName ? `${name} ${categoryName}` : name;
  return readings.some((reading) => nameMatch(reading, text) === 1);
}

/**
 * Whether a product is close to the item without being it: its name or category carries at least
 * one of the item's product words in some reading ("White Pepper" for "black pepper", "Premium
 * Rice" for "brown rice"). A record sharing no word ("Cocoa Beans" for "cashew nuts", however near
 * an embedding puts it) is not close: with nothing close the match is none.
 */
export function isNear(readings: readonly string[][], name: string, categoryName: string | null = null): boolean {
  const text = categoryName ? `${name} ${categoryName}` : name;
  return readings.some((reading) => nameMatch(reading, text) > 0);
}

/**
 * Whether a listed price keeps the limit: the product's base price (an exact decimal string) in the
 * limit's currency, per the limit's unit when it names one, compared exactly. A product without a
 * price, in another currency or priced per another unit cannot be shown to keep it.
 */
export function keepsPrice(
  product: { base_price: string | number | null; currency: string; unit_of_measure: string },
  price: PlanPrice,
): boolean {
  if (product.base_price === null || product.currency !== price.currency) return false;
  if (price.per_unit !== null && product.unit_of_measure !== price.per_unit) return false;
  const listed = amountUnits(product.base_price);
  if (listed === null) return false;
  if (price.min !== null && listed < amountUnits(price.min)!) return false;
  if (price.max !== null && listed > amountUnits(price.max)!) return false;
  return true;
}
