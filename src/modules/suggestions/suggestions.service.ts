import type { Visibility } from '../../access/visibility.js';
import { NotFoundError } from '../../lib/errors.js';
import type { Page, Paging } from '../../lib/paging.js';
import { toBusinessCard, toPerformanceResponse } from '../businesses/businesses.mapper.js';
import type { BusinessesRepository } from '../businesses/businesses.repository.js';
import { toProductCard } from '../products/products.mapper.js';
import type { ProductsRepository } from '../products/products.repository.js';
import type { RfqItemRow, RfqsRepository } from '../rfqs/rfqs.repository.js';
import type { SearchService } from '../search/search.service.js';
import { DEFAULT_SEMANTIC_RATIO } from '../search/search.schemas.js';
import {
  catalogueTerms,
  distinctiveWords,
  fuseWordResults,
  type ItemHit,
  type ItemWords,
  orderItemHits,
  productWords,
  relaxedWords,
  wantsFill,
  type WordResult,
} from './item-matching.js';
import { type Candidate, rankCandidates, unitPriceAt, vsTargetPercent } from './ranking.js';
import { resolveRegion } from '../reference/region-names.js';
import type { Suggestion } from './suggestions.schemas.js';
import type { SuggestionsRepository } from './suggestions.repository.js';

/** Products considered per item: the first page of its hybrid search, best first. */
export const CANDIDATES_PER_ITEM = 50;
/** Item searches in flight at once for one request: parallel, but one RFQ cannot take every connection. */
export const ITEM_SEARCH_CONCURRENCY = 4;

/** How one item's products are found: visible products only, optionally in a set of product categories. */
export type ItemSearch = (
  request: {
    q: string;
    categoryIds?: string[];
    limit: number;
    count?: boolean;
    allWords?: boolean;
    keywordOnly?: boolean;
  },
  viewer: Visibility,
) => Promise<WordResult>;

/** The item searches of one answer, given every query they may run (read ahead at once: the spelling). */
export type ItemSearches = (queries: readonly string[]) => ItemSearch;

/**
 * The one call into the search service (hybrid search of products; keyword leg alone without an
 * embeddings provider), kept in one place so a change of the search service's input shape is
 * adapted here only. The semantic leg keeps products at least `semanticThreshold()` similar
 * (the operator's override, else the model's calibrated "same thing").
 */
export function itemSearchFrom(
  search: Pick<SearchService, 'itemSearches'>,
  options: { semanticThreshold: () => Promise<number> },
): ItemSearches {
  return (queries) => {
    const searchItem = search.itemSearches(queries);
    return async (request, viewer) => {
      const semanticThreshold = await options.semanticThreshold();
      const result = await searchItem(
        {
          q: request.q,
          type: 'product',
          limit: request.limit,
          offset: 0,
          category_ids: request.categoryIds,
          semantic_ratio: DEFAULT_SEMANTIC_RATIO,
          count: request.count,
          allWords: request.allWords,
          keywordOnly: request.keywordOnly,
          semanticThreshold,
        },
        viewer,
      );
      const hits = (result.products?.data ?? []).map(
        ({ score: _score, keyword_rank, semantic_rank, ...product }, index) => ({
          product,
          rank: index + 1,
          keywordRank: keyword_rank,
          semanticRank: semantic_rank,
        }),
      );
      return { hits, total: result.products?.total ?? hits.length };
    };
  };
}

export interface SuggestionsServiceDeps {
  rfqsRepository: Pick<RfqsRepository, 'find' | 'items' | 'suppliers'>;
  businessesRepository: Pick<BusinessesRepository, 'findMany'>;
  suggestionsRepository: SuggestionsRepository;
  /** The cards of products credited from a supplier's catalogue beyond the item searches' windows. */
  productsRepository: Pick<ProductsRepository, 'findSummaries'>;
  itemSearches: ItemSearches;
}

/** What credits a business with an item: a hit of the item's search, or a product of its catalogue named as the item. */
interface Credit {
  productId: string;
  /** The search hit; absent for a product found in the catalogue beyond the search's window. */
  hit?: ItemHit;
  /** Its rank among the item's candidates (one past the window's last for a catalogue product). */
  rank: number;
}

export interface SuggestionsCaller {
  partnerId: string;
  visibility: Visibility;
}

/** Runs `work` over `inputs` with at most `limit` in flight, results in input order. */
async function mapBounded<T, R>(inputs: readonly T[], limit: number, work: (input: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(inputs.length);
  let next = 0;
  const lane = async () => {
    for (let index = next++; index < inputs.length; index = next++) results[index] = await work(inputs[index]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, inputs.length) }, lane));
  return results;
}

/** The search text of an item: its name and description. */
export function itemQuery(item: Pick<RfqItemRow, 'name' | 'description'>): string {
  return [item.name, item.description].filter(Boolean).join(' ');
}

/** The words an item's window may be filled up with (itemHits), one search each: none for a name of one word. */
function fillWords(item: Pick<RfqItemRow, 'name'>): string[] {
  const words = relaxedWords(item.name);
  return words.length >= 2 ? words : [];
}

export function createSuggestionsService(deps: SuggestionsServiceDeps) {
  /**
   * An item's products, best first: by name and description; when that finds nothing, by the name
   * alone; when that leaves room (wantsFill), the window filled up by the name's words one at a
   * time, fused; all ordered by how much of the item their names carry (item-matching.ts).
   */
  async function itemHits(
    searchItem: ItemSearch,
    item: RfqItemRow,
    words: ItemWords,
    categoryIds: string[] | undefined,
    viewer: Visibility,
  ): Promise<ItemHit[]> {
    // The item's own search needs its window only, not how many match in all (count: false
    // spares the engine its count); the words of the relaxed match need their totals (rarity).
    // Every word of the item's text is required here (allWords): holding most of them is the
    // relaxed match's business below, which keeps only products named as the item.
    const search = async (q: string) =>
      (await searchItem({ q, categoryIds, limit: CANDIDATES_PER_ITEM, count: false, allWords: true }, viewer)).hits;
    let own = await search(itemQuery(item));
    if (own.length === 0 && item.description) own = await search(item.name);
    const relaxed = fillWords(item);
    const perWord: WordResult[] = [];
    if (relaxed.length > 0 && wantsFill(words, own, CANDIDATES_PER_ITEM)) {
      // One word after another: the item searches already run ITEM_SEARCH_CONCURRENCY at a time.
      // By keywords alone: the fill keeps only products whose names carry a distinctive word
      // (orderItemHits), which the keyword leg finds with the word's synonyms; and each word's
      // total is how many products hold it, the rarity fuseWordResults weighs it by.
      for (const word of relaxed)
        perWord.push(await searchItem({ q: word, categoryIds, limit: CANDIDATES_PER_ITEM, keywordOnly: true }, viewer));
    }
    return orderItemHits(words, own, fuseWordResults(perWord), CANDIDATES_PER_ITEM);
  }

  return {
    /**
     * Suppliers for an RFQ: per item a hybrid search over the products the caller may see
     * (restricted to the item's product category subtree), grouped by business, each with its
     * evidence, ordered by ranking.ts and paged.
     */
    async suggest(rfqId: string, paging: Paging, caller: SuggestionsCaller): Promise<Page<Suggestion>> {
      const rfq = await deps.rfqsRepository.find(rfqId, { partnerId: caller.partnerId });
      if (!rfq) throw new NotFoundError(`RFQ ${rfqId} not found`);
      const items = await deps.rfqsRepository.items(rfqId);
      const subtrees = await deps.suggestionsRepository.categorySubtrees([
        ...new Set(items.flatMap((item) => (item.categoryId ? [item.categoryId] : []))),
      ]);
      const categoryIdsOf = (item: RfqItemRow) =>
        item.categoryId ? (subtrees.get(item.categoryId) ?? [item.categoryId]) : undefined;
      const product = items.map((item) => productWords(item.name));
      // A supplier sells an item when a product it shows is named as the item anywhere in its
      // catalogue, not only when the item's search put one in its window: those are credited too
      // (catalogueTerms), after every hit of the window. Read beside the item searches.
      const catalogueRead = deps.suggestionsRepository.catalogueMatches(
        items.map((item) => ({ ...catalogueTerms(item.name), categoryIds: categoryIdsOf(item) })),
        caller.visibility,
      );
      // Every query the item searches may run: each item's text, its name, its fill words.
      const searchItem = deps.itemSearches(
        items.flatMap((item) => [itemQuery(item), ...(item.description ? [item.name] : []), ...fillWords(item)]),
      );
      const searches = mapBounded(items, ITEM_SEARCH_CONCURRENCY, (item) => {
        const index = items.indexOf(item);
        const words = {
          product: product[index]!,
          distinctive: distinctiveWords(
            product[index]!,
            product.filter((_, other) => other !== index),
          ),
        };
        return itemHits(searchItem, item, words, categoryIdsOf(item), caller.visibility);
      });
      const [hitsPerItem, catalogue] = await Promise.all([searches, catalogueRead]);

      // Per business, its best-ranked product for each item it matched in the item's search.
      const byBusiness = new Map<string, Map<string, Credit>>();
      const regionOf = new Map<string, string | null>();
      const credit = (businessId: string) => {
        const matched = byBusiness.get(businessId) ?? new Map<string, Credit>();
        byBusiness.set(businessId, matched);
        return matched;
      };
      items.forEach((item, index) => {
        for (const hit of hitsPerItem[index]!) {
          const matched = credit(hit.product.business_id);
          regionOf.set(hit.product.business_id, hit.product.business.region_id);
          if (!matched.has(item.id)) matched.set(item.id, { productId: hit.product.id, hit, rank: hit.rank });
        }
      });
      for (const match of catalogue) {
        const item = items[match.item]!;
        const matched = credit(match.businessId);
        if (!regionOf.has(match.businessId)) regionOf.set(match.businessId, match.regionId);
        if (!matched.has(item.id))
          matched.set(item.id, { productId: match.productId, rank: hitsPerItem[match.item]!.length + 1 });
      }
      const businessIds = [...byBusiness.keys()];
      const productIds = [...byBusiness.values()].flatMap((matched) =>
        [...matched.values()].map((entry) => entry.productId),
      );
      // The order needs only each candidate's region, which its product cards or the catalogue
      // read carry (under the caller's visibility); full business records and the cards of
      // catalogue products are read for the page alone, below.
      const [prices, performance, attached, regions] = await Promise.all([
        deps.suggestionsRepository.prices(productIds),
        deps.suggestionsRepository.performance(businessIds),
        deps.rfqsRepository.suppliers(rfqId, {}),
        deps.suggestionsRepository.regions(),
      ]);
      const deliveryRegion = resolveRegion(rfq.deliveryLocation, regions);
      const attachedIds = new Set(attached.map((supplier) => supplier.businessId));

      const candidates = businessIds.map((businessId) => {
        const matched = byBusiness.get(businessId)!;
        const regionId = regionOf.get(businessId) ?? null;
        const evidence = items.flatMap((item) => {
          const entry = matched.get(item.id);
          if (!entry) return [];
          const price = prices.get(entry.productId);
          const unit = price
            ? unitPriceAt(item.quantity, price.basePrice, price.currency, price.tiers)
            : { amount: null, currency: entry.hit?.product.currency ?? 'IDR' };
          return [
            {
              item,
              entry,
              unit,
              vsTarget: vsTargetPercent(unit, { amount: item.targetPrice, currency: item.targetCurrency }),
            },
          ];
        });
        const record = performance.get(businessId);
        const regionMatch = deliveryRegion && regionId ? regionId === deliveryRegion.id : null;
        const candidate: Candidate & { evidence: typeof evidence; record: typeof record } = {
          businessId,
          matchedItems: evidence.length,
          totalItems: items.length,
          ranks: evidence.map((entry) => entry.entry.rank),
          vsTarget: evidence.map((entry) => entry.vsTarget),
          regionMatch,
          performance: record
            ? {
                reliability: numberOrNull(record.reliabilityScore),
                quality: numberOrNull(record.qualityScore),
                responseRate: numberOrNull(record.responseRatePercent),
                onTime: numberOrNull(record.onTimeDeliveryPercent),
              }
            : null,
          evidence,
          record,
        };
        return candidate;
      });

      const ranked = rankCandidates(candidates);
      const page = ranked.slice(paging.offset, paging.offset + paging.limit);
      const catalogueIds = page.flatMap(({ candidate }) =>
        candidate.evidence.flatMap(({ entry }) => (entry.hit ? [] : [entry.productId])),
      );
      const [records, cards] = await Promise.all([
        deps.businessesRepository.findMany(
          page.map(({ candidate }) => candidate.businessId),
          caller.visibility,
        ),
        deps.productsRepository.findSummaries(catalogueIds, caller.visibility),
      ]);
      const businessById = new Map(records.map((row) => [row.id, row]));
      const cardById = new Map(cards.map((row) => [row.product.id, toProductCard(row)]));
      // A business hidden since its products were read drops out of the page rather than show.
      const shown = page.flatMap((entry) => {
        const business = businessById.get(entry.candidate.businessId);
        return business ? [{ ...entry, business }] : [];
      });
      const data = shown.map(({ candidate, coverage, score, business }) => ({
        business: toBusinessCard(business),
        score,
        coverage: Math.round(coverage * 10_000) / 10_000,
        matched_items: candidate.evidence.flatMap(({ item, entry, unit, vsTarget }) => {
          const product = entry.hit?.product ?? cardById.get(entry.productId);
          if (!product) return [];
          return [
            {
              item_id: item.id,
              item_name: item.name,
              product,
              unit_price: unit.amount,
              currency: unit.currency,
              vs_target_percent: vsTarget,
              keyword_rank: entry.hit?.keywordRank ?? null,
              semantic_rank: entry.hit?.semanticRank ?? null,
            },
          ];
        }),
        region_match: candidate.regionMatch,
        performance: candidate.record ? toPerformanceResponse(candidate.record) : null,
        attached: attachedIds.has(candidate.businessId),
      }));
      return { data, total: ranked.length, ...paging };
    },
  };
}

function numberOrNull(value: string | null): number | null {
  return value === null ? null : Number(value);
}

export type SuggestionsService = ReturnType<typeof createSuggestionsService>;
