// Runs a plan (the rule-based planner's or a model's) through the tool registry only, so the key's
// scopes and visibility hold exactly as over REST and MCP: hybrid search with the plan's filters,
// suppliers ranked the way supplier suggestions rank them, an RFQ drafted or listed. A tool answers
// what its service answers, so prices reach the results with every digit, as REST writes them.
import { type ToolContext, toolsFor } from '../mcp/tools.js';
import type { CategoryNode } from '../modules/reference/reference.service.js';
import type { HybridResponse, SearchResponse } from '../modules/search/search.schemas.js';
import { type Candidate, rankCandidates } from '../modules/suggestions/ranking.js';
import { headTerm, idiomTerms } from '../modules/synonyms/lexicon-terms.js';
import { termUnits } from '../modules/synonyms/synonym-expansion.js';
import { isItem, isNear, itemReadings, keepsPrice } from './match.js';
import { type AgentAction, CONSTRAINTS, type Constraint, type Language, type Plan, type PlanResults } from './plan.js';
import { callTool, type ToolCallResult } from './tool-calls.js';
import { compareSuppliers } from './compare.js';
import { rfqDraftArguments } from './rfq-draft.js';

/** Cards in an answer: enough to choose from, few enough to read. */
export const RESULT_LIMIT = 10;
/** Hits fetched per group: suppliers are ranked from this window of businesses and products. */
const SEARCH_WINDOW = 30;
/**
 * Under a price limit the window is the widest a search page gives, then up to PRICE_PAGES more
 * keyword pages while fewer than RESULT_LIMIT products keep the limit: prices are compared on the
 * hits (docs/agents.md, price limits), so the window decides what can be found.
 */
const PRICE_WINDOW = 100;
const PRICE_PAGES = 3;
/** Searches again with fewer words after one that found nothing: at most this many more. */
const MAX_RELAXED = 2;

/** Shorter forms of a query of several words, fewest words dropped first: last, first, both. */
export function relaxed(words: readonly string[]): string[][] {
  if (words.length < 2) return [];
  const forms = [words.slice(0, -1), words.slice(1)];
  if (words.length > 2) forms.push(words.slice(1, -1));
  return forms.slice(0, MAX_RELAXED + 1);
}

const isEmpty = (output: SearchOutput) =>
  (output.businesses?.data.length ?? 0) === 0 && (output.products?.data.length ?? 0) === 0;

/** What the search tool answers: the search service's result in any mode. */
type SearchOutput = SearchResponse | HybridResponse;
type CategoryTreeOutput = { data: CategoryNode[] };
type BusinessCard = PlanResults['businesses'][number];
type ProductCard = PlanResults['products'][number];
type ProductHit = NonNullable<SearchOutput['products']>['data'][number];

const BUSINESS_CARD_FIELDS = [
  'id',
  'name',
  'slug',
  'description_en',
  'description_id',
  'category_id',
  'country_id',
  'region_id',
  'website',
  'can_fulfill_orders',
] as const;

/** A product hit as a result card: the search card without the hybrid legs' ranks. */
function toProductCard(hit: ProductHit): ProductCard {
  const {
    keyword_rank: _k,
    semantic_rank: _s,
    ...card
  } = hit as ProductHit & { keyword_rank?: number | null; semantic_rank?: number | null };
  return card;
}

function toBusinessCard(record: Record<string, unknown>, score: number): BusinessCard {
  const card = Object.fromEntries(BUSINESS_CARD_FIELDS.map((field) => [field, record[field] ?? null]));
  return { ...(card as unknown as BusinessCard), score };
}

function categoryNameMap(nodes: CategoryTreeOutput['data'], into = new Map<string, string>()): Map<string, string> {
  for (const node of nodes) {
    into.set(node.id, node.name);
    categoryNameMap(node.children ?? [], into);
  }
  return into;
}

function subtreeIds(nodes: CategoryTreeOutput['data'], into = new Set<string>()): Set<string> {
  for (const node of nodes) {
    into.add(node.id);
    subtreeIds(node.children ?? [], into);
  }
  return into;
}

/**
 * Suppliers in the order of supplier suggestions (docs/rfqs.md) for one item, the plan's
 * need: a business with a product matching the need (in its category when the plan names one)
 * covers it; then relevance (its best product rank and its own rank as a business), delivery
 * region, and no price or performance (neither is in a search card, so both count as neutral).
 */
export function rankSuppliers(
  businessHits: ReadonlyArray<{ id: string; region_id: string | null }>,
  productHits: ReadonlyArray<{ category_id: string | null; business: { id: string; region_id: string | null } }>,
  options: { categoryIds: ReadonlySet<string> | null; regionId: string | null },
): Array<{ businessId: string; score: number }> {
  const candidates = new Map<string, Candidate & { regionId: string | null }>();
  const candidate = (id: string, regionId: string | null) => {
    let entry = candidates.get(id);
    if (!entry) {
      entry = {
        businessId: id,
        matchedItems: 0,
        totalItems: 1,
        ranks: [],
        vsTarget: [],
        regionMatch: null,
        performance: null,
        regionId,
      };
      candidates.set(id, entry);
    }
    return entry;
  };
  productHits.forEach((hit, index) => {
    const entry = candidate(hit.business.id, hit.business.region_id);
    const covers =
      options.categoryIds === null || (hit.category_id !== null && options.categoryIds.has(hit.category_id));
    if (covers && entry.matchedItems === 0) {
      entry.matchedItems = 1;
      entry.ranks.push(index + 1);
    }
  });
  businessHits.forEach((hit, index) => {
    candidate(hit.id, hit.region_id).ranks.push(index + 1);
  });
  for (const entry of candidates.values())
    entry.regionMatch = options.regionId === null ? null : entry.regionId === options.regionId;
  return rankCandidates([...candidates.values()]).map(({ candidate: entry, score }) => ({
    businessId: entry.businessId,
    score,
  }));
}

export interface ExecuteOptions {
  allowActions: boolean;
  language: Language;
  /** The question, for what only its text holds (a buyer's e-mail address for an RFQ draft). */
  question?: string;
  /** Actions already taken for this question (by a model): a write done there is not made again. */
  done?: readonly AgentAction[];
}

export async function executePlan(
  plan: Plan,
  context: ToolContext,
  options: ExecuteOptions,
): Promise<{ results: PlanResults; actions: AgentAction[] }> {
  const actions: AgentAction[] = [];
  const results: PlanResults = { businesses: [], products: [] };
  const call = async (name: string, args: Record<string, unknown>): Promise<ToolCallResult> => {
    const result = await callTool(name, args, context, { allowActions: options.allowActions });
    actions.push(result.action);
    return result;
  };
  // Optional lookups (a category's subtree, a supplier's card) only where the key may make them.
  const allowedTools = new Set(toolsFor(context.key).map((definition) => definition.name));
  const allowed = (tool: string) => allowedTools.has(tool);

  switch (plan.intent) {
    case 'other':
      return { results, actions };
    case 'compare_suppliers':
      return compareSuppliers(plan, context);
    case 'rfq_status': {
      const listed = await call('list_rfqs', { limit: 20 });
      const page = listed.output as { data: NonNullable<PlanResults['rfqs']> } | undefined;
      if (page) results.rfqs = page.data;
      return { results, actions };
    }
    case 'rfq_draft':
    case 'search_suppliers':
    case 'search_products':
      break;
  }

  // Search: the plan's words (or, for "suppliers in Bali", the word for a supplier), its place as filters.
  const place = plan.region_id !== null || plan.country_id !== null;
  const window = plan.price ? PRICE_WINDOW : SEARCH_WINDOW;
  const search = async (q: string, withPlace: boolean, extra: Record<string, unknown> = {}) =>
    (
      await call('search', {
        q,
        mode: 'hybrid',
        type: 'all',
        limit: window,
        ...(withPlace && plan.region_id ? { region_id: plan.region_id } : {}),
        ...(withPlace && plan.country_id ? { country_id: plan.country_id } : {}),
        ...extra,
      })
    ).output as SearchOutput | undefined;
  // A term that names its thing on its own is one word here: `kayu manis` is never relaxed to `kayu`
  // (wood); `batik tulis` may still fall back to `batik`.
  const words = termUnits(
    (plan.keywords || (options.language === 'id' ? 'pemasok' : 'supplier')).split(' '),
    idiomTerms(),
  );
  // A term kept whole that finds nothing is tried as the words of its lexicon name, which may be
  // relaxed: `lada hitam` as `black pepper`, then `pepper` (white pepper is an alternative), while
  // `kayu manis` becomes `cinnamon` and never `kayu` (wood).
  const named = words.flatMap((unit) => (unit.includes(' ') ? headTerm(unit).split(' ') : [unit]));
  // The ways of naming the item asked for, in either language (match.ts).
  const readings = plan.keywords ? itemReadings(plan.keywords) : [];
  // The plan's category is a product category: its subtree is a constraint of the listed products.
  let categoryIds: Set<string> | null = null;
  if (plan.category_id && allowed('list_categories')) {
    const tree = (await call('list_categories', { taxonomy: 'product', id: plan.category_id })).output as
      | CategoryTreeOutput
      | undefined;
    if (tree) categoryIds = subtreeIds(tree.data);
  }
  // A product named as the item keeps the plan's category wherever it is filed: the category was
  // read from the item's words, and the product's name says it is that item.
  const inCategory = (hit: ProductHit) =>
    categoryIds === null ||
    (hit.category_id !== null && categoryIds.has(hit.category_id)) ||
    (readings.length > 0 && isItem(readings, hit.name));
  let categoryNames: Map<string, string> | null | undefined;
  const categoryName = async (id: string | null) => {
    if (id === null) return null;
    if (categoryNames === undefined) {
      categoryNames = null;
      if (allowed('list_categories')) {
        const tree = (await call('list_categories', { taxonomy: 'product' })).output as CategoryTreeOutput | undefined;
        if (tree) categoryNames = categoryNameMap(tree.data);
      }
    }
    return categoryNames?.get(id) ?? null;
  };
  /**
   * Whether a product is close to the item: its name, or else its name with its category, carries
   * one of the item's words (match.ts); the category's name is read only when the name is not
   * enough. Without product words (a category alone) every hit is close.
   */
  const isClose = async (hit: ProductHit) =>
    readings.length === 0 ||
    isNear(readings, hit.name) ||
    isNear(readings, hit.name, await categoryName(hit.category_id));
  /** Whether a search found enough to stop: a product close to the item in its category, or anything without an item. */
  const enough = async (output: SearchOutput) => {
    if (readings.length === 0) return !isEmpty(output);
    for (const hit of output.products?.data ?? []) if (inCategory(hit) && (await isClose(hit))) return true;
    return false;
  };
  /** The plan's words, and while they find nothing close to the item, fewer of them (see relaxed). */
  const searchWords = async (withPlace: boolean): Promise<{ output: SearchOutput | undefined; q: string }> => {
    let q = words.join(' ');
    let output = await search(q, withPlace);
    // A word no record has ("hotel", "proyek", "arabica" where only robusta grows) empties the
    // keyword leg, and a modifier alone ("plastic" of "plastic chairs") finds other things: search
    // again with fewer words, the last dropped first, then the first (an English modifier), then
    // both, until a product close to the item is found.
    const tries = named.join(' ') === q ? relaxed(words) : [...relaxed(words), named, ...relaxed(named)];
    let firstFound: { output: SearchOutput; q: string } | undefined;
    for (const fewer of tries) {
      if (!output || (await enough(output))) break;
      if (!firstFound && !isEmpty(output)) firstFound = { output, q };
      q = fewer.join(' ');
      output = await search(q, withPlace);
    }
    // Nothing close anywhere: what the fullest words found (a business-only answer may use it).
    if (output && !(await enough(output)) && firstFound) return firstFound;
    return { output, q };
  };
  const first = await searchWords(true);
  if (first.output) {
    const itemAsked = plan.keywords !== '' || plan.category_id !== null;
    const price = plan.price;
    const keepsLimit = (hit: ProductHit) => price === null || keepsPrice(hit, price);

    /** Product hits of one search, widened by keyword pages when a price limit leaves too few in the window. */
    const productsOf = async (found: { output: SearchOutput | undefined; q: string }, withPlace: boolean) => {
      const hits = [...(found.output?.products?.data ?? [])];
      const total = found.output?.products?.total ?? 0;
      if (price && itemAsked) {
        for (let page = 1; page <= PRICE_PAGES && hits.filter(keepsLimit).length < RESULT_LIMIT; page += 1) {
          if (total <= hits.length) break;
          const more = await search(found.q, withPlace, { mode: 'keyword', type: 'product', offset: hits.length });
          const data = more?.products?.data ?? [];
          if (data.length === 0) break;
          const seen = new Set(hits.map((hit) => hit.id));
          hits.push(...data.filter((hit) => !seen.has(hit.id)));
        }
      }
      return hits;
    };

    const isTheItem = async (hit: ProductHit, categoryKept: boolean) =>
      readings.length === 0
        ? categoryKept && categoryIds !== null && inCategory(hit)
        : isItem(readings, hit.name) || isItem(readings, hit.name, await categoryName(hit.category_id));

    // The plan's constraints, least important first.
    const active = CONSTRAINTS.filter(
      (constraint) =>
        (constraint === 'category' && categoryIds !== null) ||
        (constraint === 'region' && place) ||
        (constraint === 'price' && price !== null),
    );
    // The search with its place and without it, each made once, with its product hits.
    const windows = new Map<boolean, Promise<{ found: typeof first; hits: ProductHit[] }>>();
    const windowOf = (withPlace: boolean) => {
      let window = windows.get(withPlace);
      if (!window) {
        window = (async () => {
          const found = withPlace ? first : await searchWords(false);
          return { found, hits: await productsOf(found, withPlace) };
        })();
        windows.set(withPlace, window);
      }
      return window;
    };
    // Every set of constraints to drop, the cheapest first: each constraint weighs more than all
    // the less important ones together, so the area is dropped before the price, and the
    // category with the area before the price alone.
    const weight = (dropped: readonly Constraint[]) =>
      dropped.reduce((sum, constraint) => sum + 2 ** CONSTRAINTS.indexOf(constraint), 0);
    const levels = Array.from({ length: 2 ** active.length }, (_, mask) => ({
      dropped: active.filter((_, index) => (mask & (2 ** index)) !== 0),
    })).sort((a, b) => weight(a.dropped) - weight(b.dropped));
    let chosen: { dropped: Constraint[]; products: ProductHit[]; exact: ProductHit[]; withPlace: boolean } | undefined;
    for (const level of itemAsked ? levels : []) {
      const withPlace = !level.dropped.includes('region');
      const categoryKept = !level.dropped.includes('category');
      const products = (await windowOf(withPlace)).hits.filter(
        (hit) => (!categoryKept || inCategory(hit)) && (level.dropped.includes('price') || keepsLimit(hit)),
      );
      if (products.length === 0) continue;
      const exact: ProductHit[] = [];
      const near: ProductHit[] = [];
      // An alternative stays in the plan's category: outside it only the item itself is sought
      // (rice bran soap is no alternative to brown rice, nor a bolt and nut to cashew nuts).
      for (const hit of products)
        if (await isTheItem(hit, categoryKept)) exact.push(hit);
        else if ((categoryKept || categoryIds === null) && (await isClose(hit))) near.push(hit);
      if (exact.length === 0 && near.length === 0) continue;
      // The fewest constraints dropped win: the item, or else what is close to it, where the buyer
      // asked, before the item elsewhere.
      chosen = { dropped: level.dropped, products: near, exact, withPlace };
      break;
    }

    const found = chosen && !chosen.withPlace ? (await windowOf(false)).found : first;
    const businessHits = found.output?.businesses?.data ?? [];
    const known = new Map(businessHits.map((hit) => [hit.id, hit]));
    const cardOf = async (businessId: string, score: number) => {
      let record: Record<string, unknown> | undefined = known.get(businessId);
      // A supplier found through its products alone: its card comes from its record.
      if (!record && allowed('get_business'))
        record = (await call('get_business', { id: businessId })).output as Record<string, unknown> | undefined;
      if (record) results.businesses.push(toBusinessCard(record, score));
    };
    if (!itemAsked) {
      // No item: the suppliers business search finds, in its order, in the plan's place when any is there.
      let hits = businessHits;
      if (hits.length === 0 && place) {
        hits = (await windowOf(false)).found.output?.businesses?.data ?? [];
        if (hits.length > 0) results.relaxed = ['region'];
      }
      for (const hit of hits.slice(0, RESULT_LIMIT)) results.businesses.push(toBusinessCard(hit, hit.score));
      results.match = results.businesses.length > 0 ? 'exact' : 'none';
    } else if (!chosen) {
      results.match = 'none';
    } else {
      // Only the item when some product is the item; else the nearest records, as alternatives.
      const pool = chosen.exact.length > 0 ? chosen.exact : chosen.products;
      results.match = chosen.exact.length > 0 ? 'exact' : 'alternatives';
      if (chosen.dropped.length > 0) results.relaxed = [...chosen.dropped];
      // The suppliers are ranked as supplier suggestions rank them, from every qualifying product
      // of the window; the listed products are the best of each listed supplier first, then their
      // others, so the listed suppliers are exactly the owners of the listed products.
      const owners = new Set(pool.map((hit) => hit.business.id));
      const ranked = rankSuppliers(
        businessHits.filter((hit) => owners.has(hit.id)),
        pool,
        { categoryIds: null, regionId: plan.region_id },
      )
        .filter((entry) => owners.has(entry.businessId))
        .slice(0, RESULT_LIMIT);
      const order = new Map(ranked.map((entry, index) => [entry.businessId, index]));
      const best = new Map<string, ProductHit>();
      for (const hit of pool)
        if (order.has(hit.business.id) && !best.has(hit.business.id)) best.set(hit.business.id, hit);
      const firsts = ranked.map((entry) => best.get(entry.businessId)!);
      const others = pool.filter((hit) => order.has(hit.business.id) && !firsts.includes(hit));
      results.products = [...firsts, ...others].slice(0, RESULT_LIMIT).map(toProductCard);
      for (const { businessId, score } of ranked) await cardOf(businessId, score);
    }
  }

  const created = options.done?.some((action) => action.tool === 'create_rfq' && action.status === 'done') ?? false;
  if (plan.intent === 'rfq_draft' && !created) {
    const { args, missing } = rfqDraftArguments(plan, options.question, options.language);
    if (missing.length === 0) await call('create_rfq', args);
    else {
      const scoped = allowed('create_rfq');
      actions.push({
        tool: 'create_rfq',
        arguments: args,
        status: scoped ? 'proposed' : 'refused',
        error: scoped ? `to create it, give ${missing.join(', ')}` : 'the key lacks the scope rfq.write',
      });
    }
  }
  return { results, actions };
}
