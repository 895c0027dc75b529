// Runs a plan (the rule-based planner's or a model's) through the tool registry only, so the key's
// scopes and visibility hold exactly as over REST and MCP: hybrid search with the plan's filters,
// suppliers ranked the way supplier suggestions rank them, an RFQ drafted or listed. A tool answers
// what its service answers, so prices reach the results with every digit, as REST writes them.
import { type ToolContext, toolsFor } from '../mcp/tools.js';
import type { CategoryNode } from '../modules/reference/reference.service.js';
import type { HybridResponse, SearchResponse } from '../modules/search/search.schemas.js';
import { type Candidate, rankCandidates } from '../modules/suggestions/ranking.js';
import { idiomTerms } from '../modules/synonyms/lexicon-terms.js';
import { termUnits } from '../modules/synonyms/synonym-expansion.js';
import type { AgentAction, Language, Plan, PlanResults } from './plan.js';
import { callTool, type ToolCallResult } from './tool-calls.js';
import { compareSuppliers } from './compare.js';
import { rfqDraftArguments } from './rfq-draft.js';

/** Cards in an answer: enough to choose from, few enough to read. */
export const RESULT_LIMIT = 10;
/** Hits fetched per group: suppliers are ranked from this window of businesses and products. */
const SEARCH_WINDOW = 30;
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
  const search = async (q: string) =>
    (
      await call('search', {
        q,
        mode: 'hybrid',
        type: 'all',
        limit: SEARCH_WINDOW,
        ...(plan.region_id ? { region_id: plan.region_id } : {}),
        ...(plan.country_id ? { country_id: plan.country_id } : {}),
      })
    ).output as SearchOutput | undefined;
  // A term that names its thing on its own is one word here: `kayu manis` is never relaxed to `kayu`
  // (wood); `batik tulis` may still fall back to `batik`.
  const words = termUnits(
    (plan.keywords || (options.language === 'id' ? 'pemasok' : 'supplier')).split(' '),
    idiomTerms(),
  );
  let output = await search(words.join(' '));
  // A word no record has ("hotel", "proyek", "arabica" where only robusta grows) empties the
  // keyword leg: search again without it, trying the last word, then the first (an English
  // modifier), then both, until something is found.
  for (const fewer of relaxed(words)) {
    if (!output || !isEmpty(output)) break;
    output = await search(fewer.join(' '));
  }
  if (output) {
    // The plan's category is a product category: products in it (or below it) come first.
    let categoryIds: Set<string> | null = null;
    if (plan.category_id && allowed('list_categories')) {
      const tree = (await call('list_categories', { taxonomy: 'product', id: plan.category_id })).output as
        | CategoryTreeOutput
        | undefined;
      if (tree) categoryIds = subtreeIds(tree.data);
    }
    const productHits = output.products?.data ?? [];
    const inCategory = (hit: (typeof productHits)[number]) =>
      categoryIds === null || (hit.category_id !== null && categoryIds.has(hit.category_id));
    const products = [...productHits.filter(inCategory), ...productHits.filter((hit) => !inCategory(hit))];
    results.products = products.slice(0, RESULT_LIMIT).map(toProductCard);

    const businessHits = output.businesses?.data ?? [];
    const ranked = rankSuppliers(businessHits, products, { categoryIds, regionId: plan.region_id }).slice(
      0,
      RESULT_LIMIT,
    );
    const known = new Map(businessHits.map((hit) => [hit.id, hit]));
    for (const { businessId, score } of ranked) {
      let record: Record<string, unknown> | undefined = known.get(businessId);
      // A supplier found through its products alone: its card comes from its record.
      if (!record && allowed('get_business'))
        record = (await call('get_business', { id: businessId })).output as Record<string, unknown> | undefined;
      if (record) results.businesses.push(toBusinessCard(record, score));
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
