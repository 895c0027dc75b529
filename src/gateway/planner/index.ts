// The rule-based planner of the agent gateway: a question in English or Indonesian becomes a plan
// (intent, keywords, category, region, country, quantity, unit) without any model, from our own
// reference data, the bilingual lexicon and the word lists beside this file.
import type { ReferenceService } from '../../modules/reference/reference.service.js';
import { defaultSynonymGroups } from '../../modules/synonyms/default-lexicon.js';
import { lexiconTerms } from '../../modules/synonyms/lexicon-terms.js';
import { termRuns } from '../../modules/synonyms/synonym-expansion.js';
import type { Plan, PlanContext, Planner } from '../plan.js';
import { readBuyer } from './buyer.js';
import { buildCategoryIndex, type CategoryIndex, findCategory } from './categories.js';
import { readComparison } from './compare.js';
import { findIntent, isGreetingOnly, isOffTopic } from './intent.js';
import { rememberPlaceNames } from './names.js';
import { buildPlaceIndex, findPlace, type PlaceIndex } from './places.js';
import { parsePrice } from './price.js';
import { parseQuantity } from './quantity.js';
import { foldCase, STOP_WORDS, tokenize, words } from './text.js';

export { detectLanguage } from './language.js';

/** A plan that searches nothing: out of scope, a greeting, an injection. */
export const EMPTY_PLAN: Plan = {
  intent: 'other',
  keywords: '',
  category_id: null,
  region_id: null,
  country_id: null,
  quantity: null,
  unit: null,
  businesses: [],
  price: null,
};

/** Words that open a follow-up refining the previous question ("and in Bali?", "kalau di Bali?"). */
const FOLLOW_UP = [
  'and',
  'and in',
  'also in',
  'what about',
  'how about',
  'same in',
  'same for',
  'now in',
  'only in',
  'instead',
  'kalau',
  'kalo',
  'bagaimana dengan',
  'gimana',
  'gimana dengan',
  'gimana kalau',
  'terus',
  'lalu',
  'yang di',
  'kalau yang',
  'dan di',
  'juga di',
  'sekarang di',
].map((phrase) => words(phrase));
/** Words of a follow-up that are no keywords. */
const FOLLOW_UP_WORDS = new Set([
  'and',
  'instead',
  'kalau',
  'kalo',
  'bagaimana',
  'gimana',
  'terus',
  'lalu',
  'dengan',
  'juga',
  'sekarang',
  'now',
  'same',
  'also',
  'then',
  'aja',
  'saja',
  'what',
  'how',
  'about',
  'too',
]);

interface Reference {
  places: PlaceIndex;
  categories: CategoryIndex;
}

const ALL = 10_000;

async function loadReference(reference: ReferenceService): Promise<Reference> {
  const [regions, countries, tree] = await Promise.all([
    reference.regions({ country_code: 'ID', limit: ALL, offset: 0 }),
    reference.countries({ limit: ALL, offset: 0 }),
    reference.tree('product'),
  ]);
  rememberPlaceNames(regions.data, countries.data);
  return {
    places: buildPlaceIndex(regions.data, countries.data),
    categories: buildCategoryIndex(tree, defaultSynonymGroups()),
  };
}

/** What the question itself names, before any previous question is taken into account. */
interface Reading {
  offTopic: boolean;
  intent: Plan['intent'] | null;
  keywords: string[];
  category_id: string | null;
  region_id: string | null;
  country_id: string | null;
  quantity: number | null;
  unit: string | null;
  price: Plan['price'];
  unread: string[];
  followUp: boolean;
}

function read(question: string, reference: Reference, language: PlanContext['language']): Reading {
  const folded = foldCase(question);
  const tokens = tokenize(question);
  const list = tokens.map((token) => token.text);
  const claimed = list.map(() => false);
  // Prices first: "50 ribu" under a limit word is money, not a count of 50,000.
  const price = parsePrice(tokens);
  for (const k of price.claims) claimed[k] = true;
  const quantity = parseQuantity(tokens.map((token, k) => (claimed[k] ? { text: '', numeric: false } : token)));
  if (quantity)
    for (const k of [
      ...Array.from({ length: quantity.length }, (_, offset) => quantity.start + offset),
      ...quantity.claims,
    ])
      claimed[k] = true;
  // A multi-word trade term is one term (`gula jawa` is palm sugar, not sugar in Java): no place is
  // read inside it.
  const inTerm = list.map(() => false);
  for (const run of termRuns(list, lexiconTerms(), { overlap: false }))
    if (run.words > 1) for (let k = run.start; k < run.start + run.words; k += 1) inTerm[k] = true;
  const placeClaims = claimed.map((taken, index) => taken || inTerm[index]!);
  const place = findPlace(list, reference.places, placeClaims);
  placeClaims.forEach((taken, index) => {
    if (!inTerm[index]) claimed[index] = taken;
  });
  const intent = findIntent(list, claimed);
  const category = findCategory(list, claimed, reference.categories, language);
  const followUp = FOLLOW_UP.some((phrase) => phrase.every((word, offset) => list[offset] === word));
  const keywords = list.filter(
    (word, index) => !claimed[index] && !tokens[index]!.numeric && !STOP_WORDS.has(word) && !FOLLOW_UP_WORDS.has(word),
  );
  return {
    offTopic: isOffTopic(folded) || isGreetingOnly(folded, keywords.length),
    intent,
    keywords,
    category_id: category?.id ?? null,
    region_id: place.region?.id ?? null,
    country_id: place.country?.id ?? null,
    quantity: quantity?.quantity ?? null,
    unit: quantity?.unit ?? null,
    price: price.price,
    unread: price.unread,
    followUp,
  };
}

/** A follow-up keeps the previous plan and replaces what the new question names. */
function refine(previous: Plan, reading: Reading): Plan {
  const plan: Plan = { ...previous };
  if (reading.intent) plan.intent = reading.intent;
  if (reading.region_id || reading.country_id) {
    plan.region_id = reading.region_id;
    plan.country_id = reading.country_id;
  }
  if (reading.category_id || reading.keywords.length > 0) {
    plan.category_id = reading.category_id;
    plan.keywords = reading.keywords.join(' ');
  }
  if (reading.quantity !== null) {
    plan.quantity = reading.quantity;
    plan.unit = reading.unit;
  }
  plan.price = reading.price ?? previous.price ?? null;
  delete plan.unread;
  if (reading.unread.length > 0) plan.unread = reading.unread;
  return plan;
}

/**
 * The reference lists are small and change only with a migration: read once per reference
 * service (so a planner made per request costs nothing more), read again after a failed read.
 */
const loaded = new WeakMap<ReferenceService, Promise<Reference>>();

export function createRulePlanner(deps: { reference: ReferenceService }): Planner {
  const reference = () => {
    let cached = loaded.get(deps.reference);
    if (!cached) {
      cached = loadReference(deps.reference).catch((error: unknown) => {
        loaded.delete(deps.reference);
        throw error;
      });
      loaded.set(deps.reference, cached);
    }
    return cached;
  };
  return {
    async plan(question, context) {
      const loadedReference = await reference();
      let reading = read(question, loadedReference, context.language);
      if (reading.offTopic) return { ...EMPTY_PLAN };
      const comparison = readComparison(question);
      if (comparison) {
        // The item is read from its own words: the names' words are no keywords, category or place.
        const item = read(comparison.item, loadedReference, context.language);
        return {
          ...EMPTY_PLAN,
          intent: 'compare_suppliers',
          keywords: item.keywords.join(' '),
          category_id: item.category_id,
          businesses: comparison.names.map((name) => ({ id: null, name })),
        };
      }
      // An RFQ draft's buyer (name, company, e-mail) is the RFQ's buyer, never part of its item.
      if (reading.intent === 'rfq_draft') {
        const { rest } = readBuyer(question);
        if (rest !== question) reading = read(rest, loadedReference, context.language);
      }
      const previous = context.previous && context.previous.intent !== 'other' ? context.previous : undefined;
      const namesOnlyFilters =
        reading.keywords.length === 0 &&
        reading.category_id === null &&
        (reading.region_id || reading.country_id || reading.quantity !== null || reading.price !== null);
      if (previous && (reading.followUp || namesOnlyFilters)) return refine(previous, reading);
      const hasNeed = reading.keywords.length > 0 || reading.category_id !== null;
      const intent = reading.intent ?? (hasNeed ? 'search_products' : 'other');
      // A search for nothing in particular ("hello", "suppliers?") has nothing to search.
      if (intent === 'other') return { ...EMPTY_PLAN };
      return {
        intent,
        keywords: reading.keywords.join(' '),
        category_id: reading.category_id,
        region_id: reading.region_id,
        country_id: reading.country_id,
        quantity: reading.quantity,
        unit: reading.unit,
        businesses: [],
        price: reading.price,
        ...(reading.unread.length > 0 ? { unread: reading.unread } : {}),
      };
    },
  };
}
