// compare_suppliers: the suppliers a question names, resolved against what the key can see (a
// business search with the key: a hidden business is never found, so it is reported as not found
// and never revealed), then side by side: their products matching the item (when one was asked),
// price range, region and supplier performance. Reads go through the key's scopes: the search
// tool, and the catalogue and performance reads only where the key holds their REST scope.
import type { ToolContext } from '../mcp/tools.js';
import type { ProductResponse } from '../modules/products/products.schemas.js';
import type { BusinessHit, SearchResponse } from '../modules/search/search.schemas.js';
import { NotFoundError } from '../lib/errors.js';
import { defaultSynonymGroups } from '../modules/synonyms/default-lexicon.js';
import {
  buildSynonymIndex,
  expandQuery,
  normaliseTerm,
  type SynonymIndex,
} from '../modules/synonyms/synonym-expansion.js';
import type { AgentAction, ComparedSupplier, NamedBusiness, Plan, PlanResults } from './plan.js';
import { foldCase } from './planner/text.js';
import { callTool } from './tool-calls.js';
import { OPEN_TO_EVERY_KEY } from '../access/visibility.js';

/** Hits a name is looked up among. */
const NAME_WINDOW = 10;
/** A catalogue page: demo and real suppliers list far fewer. */
const CATALOGUE_LIMIT = 100;

const normalise = (text: string) =>
  foldCase(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
const withoutLegalForm = (text: string) =>
  normalise(text)
    .replace(/^(?:pt|cv|ud|koperasi|yayasan) /, '')
    .replace(/ (?:tbk|ltd|inc|llc|co)$/, '');

/** The hit a written name stands for: the same name (with or without its legal form), else the only one that contains it as a phrase. */
export function matchName<T extends { name: string }>(written: string, hits: readonly T[]): T | undefined {
  const exact = normalise(written);
  const bare = withoutLegalForm(written);
  if (bare.length === 0) return undefined;
  return (
    hits.find((hit) => normalise(hit.name) === exact) ??
    hits.find((hit) => withoutLegalForm(hit.name) === bare) ??
    containedOnce(bare, hits)
  );
}

/** The one hit whose name holds the written name as a phrase; a name several hold says none of them. */
function containedOnce<T extends { name: string }>(bare: string, hits: readonly T[]): T | undefined {
  const holding = hits.filter((hit) => ` ${normalise(hit.name)} `.includes(` ${bare} `));
  return holding.length === 1 ? holding[0] : undefined;
}

/**
 * The plan's named suppliers with the ids of the businesses the key can see under those names;
 * a name it cannot see keeps id null and the buyer's own spelling. Other intents pass through.
 */
export async function resolveNamedSuppliers(
  plan: Plan,
  context: ToolContext,
): Promise<{ plan: Plan; actions: AgentAction[]; hits: Map<string, BusinessHit> }> {
  const actions: AgentAction[] = [];
  const hits = new Map<string, BusinessHit>();
  if (plan.intent !== 'compare_suppliers' || plan.businesses.length === 0) return { plan, actions, hits };
  const businesses: NamedBusiness[] = [];
  for (const named of plan.businesses) {
    if (named.id !== null) {
      businesses.push(named);
      continue;
    }
    const { action, output } = await callTool(
      'search',
      { q: named.name, mode: 'keyword', type: 'business', limit: NAME_WINDOW },
      context,
      { allowActions: false },
    );
    actions.push(action);
    const found = matchName(named.name, (output as SearchResponse | undefined)?.businesses?.data ?? []);
    if (found && !businesses.some((known) => known.id === found.id)) {
      hits.set(found.id, found);
      businesses.push({ id: found.id, name: found.name });
    } else if (!found) businesses.push({ id: null, name: named.name });
  }
  return { plan: { ...plan, businesses }, actions, hits };
}

let lexicon: SynonymIndex | undefined;
/** The default bilingual lexicon, indexed once: an English item matches Indonesian product names. */
const synonyms = () =>
  (lexicon ??= buildSynonymIndex(defaultSynonymGroups().map((group, id) => ({ id, terms: group.terms }))));

/**
 * What a product's name must carry to be the item: for each of the item's terms (a lexicon phrase
 * first, "kayu manis" as one, else a word) the term or one of its synonyms.
 */
export function itemNeeds(keywords: string): string[][] {
  // A word alone, or its singular's group ("chairs": the lexicon writes "chair").
  const word = (text: string): string[] => {
    const singular = text.replace(/(?:es|s)$/, '');
    const groups =
      text.length > 3 ? (synonyms().groupsOf.get(singular) ?? synonyms().groupsOf.get(text.slice(0, -1))) : undefined;
    return [text, ...new Set((groups ?? []).flatMap((group) => group.terms.map(normaliseTerm)))];
  };
  const expanded = expandQuery(keywords, synonyms());
  const needs: string[][] = [];
  let position = 0;
  for (const expansion of [...expanded.expansions].sort((a, b) => a.start - b.start)) {
    if (expansion.start < position) continue;
    for (; position < expansion.start; position += 1) needs.push(word(expanded.words[position]!));
    needs.push([expansion.matched, ...expansion.terms]);
    position = expansion.start + expansion.words;
  }
  for (; position < expanded.words.length; position += 1) needs.push(word(expanded.words[position]!));
  // Words too short to tell anything ("of", "a") need nothing.
  return needs.filter((alternatives) => alternatives.some((term) => term.length >= 3));
}

/** Whether the phrase occurs in the words, each word matching as a prefix either way ("chair" in "chairs"). */
function hasPhrase(words: readonly string[], phrase: string): boolean {
  const parts = phrase.split(' ');
  const like = (a: string, b: string) => a.startsWith(b) || (b.startsWith(a) && a.length >= 3);
  for (let start = 0; start + parts.length <= words.length; start += 1)
    if (parts.every((part, offset) => like(words[start + offset]!, part))) return true;
  return false;
}

/** Whether a product's name carries every need of the item. */
function carriesItem(name: string, needs: readonly string[][]): boolean {
  const words = normalise(name).split(' ');
  return needs.every((alternatives) => alternatives.some((term) => hasPhrase(words, normalise(term))));
}

function priceRange(products: readonly ProductResponse[]): ComparedSupplier['prices'] {
  const priced = products.filter((product) => product.base_price !== null);
  if (priced.length === 0) return null;
  const counts = new Map<string, number>();
  for (const product of priced) counts.set(product.currency, (counts.get(product.currency) ?? 0) + 1);
  // One currency: the one most of them are priced in (IDR on a tie); amounts are never converted.
  const currency = [...counts].sort((a, b) => b[1] - a[1] || Number(b[0] === 'IDR') - Number(a[0] === 'IDR'))[0]![0];
  const values = priced.filter((product) => product.currency === currency).map((product) => Number(product.base_price));
  return { min: Math.min(...values), max: Math.max(...values), currency };
}

const toCard = (product: ProductResponse, score: number): PlanResults['products'][number] => ({
  id: product.id,
  business_id: product.business_id,
  name: product.name,
  slug: product.slug,
  description: product.description,
  base_price: product.base_price,
  currency: product.currency,
  unit_of_measure: product.unit_of_measure,
  sku: product.sku,
  category_id: product.category_id,
  is_available: product.is_available,
  status: product.status,
  business: product.business,
  score,
});

/** The resolved suppliers side by side: their cards, their matching products, and what the answer compares. */
export async function compareSuppliers(
  plan: Plan,
  context: ToolContext,
  known: ReadonlyMap<string, BusinessHit> = new Map(),
): Promise<{ results: PlanResults; actions: AgentAction[] }> {
  const actions: AgentAction[] = [];
  const results: PlanResults = { businesses: [], products: [], comparison: [] };
  const { services, key } = context;
  const needs = plan.keywords ? itemNeeds(plan.keywords) : [];
  for (const named of plan.businesses) {
    if (named.id === null) continue;
    let card = known.get(named.id);
    if (!card) {
      const read = await callTool('get_business', { id: named.id }, context, { allowActions: false });
      actions.push(read.action);
      let record = read.output as Record<string, unknown> | undefined;
      if (!record) {
        // A key without businesses.read: the card its search gives under the same name.
        const found = await callTool(
          'search',
          { q: named.name, mode: 'keyword', type: 'business', limit: NAME_WINDOW },
          context,
          { allowActions: false },
        );
        actions.push(found.action);
        record = (found.output as SearchResponse | undefined)?.businesses?.data.find((hit) => hit.id === named.id);
      }
      if (!record) continue;
      card = {
        id: named.id,
        name: String(record.name),
        slug: String(record.slug),
        description_en: (record.description_en as string | null) ?? null,
        description_id: (record.description_id as string | null) ?? null,
        category_id: (record.category_id as string | null) ?? null,
        country_id: (record.country_id as string | null) ?? null,
        region_id: (record.region_id as string | null) ?? null,
        website: (record.website as string | null) ?? null,
        can_fulfill_orders: Boolean(record.can_fulfill_orders),
        score: 1,
      };
    }
    results.businesses.push(card);
    let catalogue: ProductResponse[] | null = null;
    if (key.scopes.has('products.read')) {
      const page = await services.products.list(
        { business_id: named.id, limit: CATALOGUE_LIMIT, offset: 0 },
        key.visibility,
      );
      // What a buyer can order: the products open to every key, even for a key that sees inactive ones.
      catalogue = page.data.filter((product) => product.status === OPEN_TO_EVERY_KEY.productStatus);
    }
    const matching =
      catalogue && needs.length > 0 ? catalogue.filter((product) => carriesItem(product.name, needs)) : null;
    for (const product of (matching ?? []).slice(0, 3)) results.products.push(toCard(product, 1));
    let performance: ComparedSupplier['performance'] = null;
    if (key.scopes.has('businesses.read')) {
      try {
        const row = await services.businesses.getPerformance(named.id, key.visibility);
        performance = {
          reliability_score: row.reliability_score,
          quality_score: row.quality_score,
          on_time_delivery_percent: row.on_time_delivery_percent,
          total_orders: row.total_orders,
        };
      } catch (error) {
        // No performance record: the answer says so.
        if (!(error instanceof NotFoundError)) throw error;
      }
    }
    results.comparison!.push({
      id: named.id,
      name: card.name,
      region_id: card.region_id,
      products: catalogue?.length ?? null,
      matching: matching?.map((product) => ({ id: product.id, name: product.name })) ?? null,
      prices: catalogue ? priceRange(matching && matching.length > 0 ? matching : catalogue) : null,
      performance,
    });
  }
  return { results, actions };
}
