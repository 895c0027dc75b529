import { UnavailableError } from '../../lib/errors.js';
import type { EmbeddingKind, EmbeddingsRepository } from '../../engines/embeddings/embeddings.repository.js';
import type { EmbeddingProvider } from '../../engines/embeddings/provider.js';
import type { EngineHit, EngineResult, KeywordEngine, SearchRequest } from '../../engines/engine.js';
import { type FusedHit, reciprocalRankFusion } from '../../engines/fusion.js';
import type { BusinessesRepository } from '../businesses/businesses.repository.js';
import { toBusinessCard } from '../businesses/businesses.mapper.js';
import type { Visibility } from '../../access/visibility.js';
import { toProductCard } from '../products/products.mapper.js';
import type { ProductsRepository } from '../products/products.repository.js';
import type { BusinessHit, HybridResponse, ProductHit, SearchResponse } from './search.schemas.js';

export interface SearchServiceDeps {
  engine: KeywordEngine;
  businessesRepository: Pick<BusinessesRepository, 'findMany'>;
  productsRepository: Pick<ProductsRepository, 'findSummaries'>;
  /** Absent: no embeddings provider (semantic search answers 503, hybrid answers from keywords). */
  semantic?: { provider: EmbeddingProvider; embeddings: Pick<EmbeddingsRepository, 'nearest'>; defaultThreshold: number };
}

export const SEMANTIC_NOT_CONFIGURED = 'Semantic search is not configured; use /v1/search';
/** How many results each leg of a hybrid search contributes to the fusion; pages come from inside it. */
export const HYBRID_WINDOW = 100;

/** A search as the domain states it: validated, camelCase; REST and MCP both build one. */
export interface SearchInput {
  q: string;
  type: 'business' | 'product' | 'all';
  limit: number;
  offset: number;
  categoryId?: string;
  /** Products in any of these categories (supplier suggestions: an item's category subtree); not an HTTP parameter. */
  categoryIds?: string[];
  regionId?: string;
  countryId?: string;
}

/** Engine hits in engine order, each joined to its current record; records gone or hidden since indexing drop out. */
function inHitOrder<T extends { id: string }, H extends EngineHit, R>(hits: H[], records: T[], toHit: (record: T, score: number, hit: H) => R): R[] {
  const byId = new Map(records.map((record) => [record.id, record]));
  return hits.flatMap((hit) => {
    const record = byId.get(hit.id);
    return record ? [toHit(record, hit.score, hit)] : [];
  });
}

type Group = 'businesses' | 'products';
const KIND: Record<Group, EmbeddingKind> = { businesses: 'business', products: 'product' };

export function createSearchService(deps: SearchServiceDeps) {
  /** Engine hits joined to their current records, in hit order, as cards plus `score` (and whatever `extra` adds). */
  async function hydrate<E extends object>(group: Group, hits: Array<EngineHit & E>, viewer: Visibility): Promise<Array<(BusinessHit | ProductHit) & E>> {
    const ids = hits.map((hit) => hit.id);
    const extra = (hit: EngineHit & E): E => {
      const { id: _id, score: _score, ...rest } = hit;
      return rest as unknown as E;
    };
    if (group === 'businesses') {
      const rows = await deps.businessesRepository.findMany(ids, viewer);
      return inHitOrder(hits, rows, (row, score, hit) => ({ ...toBusinessCard(row), score, ...extra(hit) }));
    }
    const records = (await deps.productsRepository.findSummaries(ids, viewer)).map((record) => ({ id: record.product.id, record }));
    return inHitOrder(hits, records, ({ record }, score, hit) => ({ ...toProductCard(record), score, ...extra(hit) }));
  }

  function groups(type: SearchInput['type']): Group[] {
    return [...(type !== 'product' ? (['businesses'] as const) : []), ...(type !== 'business' ? (['products'] as const) : [])];
  }

  function keywordLeg(group: Group, request: SearchRequest): Promise<EngineResult> {
    return group === 'businesses' ? deps.engine.searchBusinesses(request) : deps.engine.searchProducts(request);
  }

  function semanticLeg(group: Group, vector: number[], input: SearchInput, page: { limit: number; offset: number }, threshold: number, viewer: Visibility) {
    const semantic = deps.semantic!;
    return semantic.embeddings.nearest({
      kind: KIND[group],
      vector,
      model: semantic.provider.model,
      dimensions: semantic.provider.dimensions,
      threshold,
      ...page,
      categoryId: input.categoryId,
      categoryIds: input.categoryIds,
      regionId: input.regionId,
      countryId: input.countryId,
      visibility: viewer,
    });
  }

  async function grouped<T>(type: SearchInput['type'], run: (group: Group) => Promise<T>): Promise<{ businesses?: T; products?: T }> {
    const wanted = groups(type);
    const results = await Promise.all(wanted.map(run));
    return Object.fromEntries(wanted.map((group, index) => [group, results[index]]));
  }

  return {
    async keyword(input: SearchInput, viewer: Visibility): Promise<SearchResponse> {
      const { type, ...request } = input;
      const result = await grouped(type, async (group) => {
        const { hits, total } = await keywordLeg(group, { ...request, visibility: viewer });
        return { data: await hydrate(group, hits, viewer), total };
      });
      return { query: input.q, ...result } as SearchResponse;
    },

    /** Ranks by cosine similarity of embeddings; 503 without a provider. `score` is the similarity. */
    async semantic(input: SearchInput & { threshold?: number }, viewer: Visibility): Promise<SearchResponse> {
      if (!deps.semantic) throw new UnavailableError(SEMANTIC_NOT_CONFIGURED);
      const vector = await deps.semantic.provider.embedQuery(input.q);
      const threshold = input.threshold ?? deps.semantic.defaultThreshold;
      const result = await grouped(input.type, async (group) => {
        const { hits, total } = await semanticLeg(group, vector, input, { limit: input.limit, offset: input.offset }, threshold, viewer);
        return { data: await hydrate(group, hits, viewer), total };
      });
      return { query: input.q, ...result } as SearchResponse;
    },

    /**
     * Both legs in parallel with the same filters and visibility, fused by reciprocal rank fusion
     * over a window of HYBRID_WINDOW per leg; pages come from the fused window, so the same query
     * gives the same pages. Without a provider it answers from the keyword leg (mode "keyword").
     */
    async hybrid(input: SearchInput & { semanticRatio: number }, viewer: Visibility): Promise<HybridResponse> {
      const semantic = deps.semantic;
      const vector = semantic ? await semantic.provider.embedQuery(input.q) : undefined;
      const ratio = vector ? input.semanticRatio : 0;
      const filters = { categoryId: input.categoryId, categoryIds: input.categoryIds, regionId: input.regionId, countryId: input.countryId, visibility: viewer };
      const result = await grouped(input.type, async (group) => {
        if (!vector) {
          // Keyword mode: the keyword leg pages itself, so every page of its total is reachable.
          const { hits, total } = await keywordLeg(group, { q: input.q, limit: input.limit, offset: input.offset, ...filters });
          const ranked = hits.map((hit, index) => ({ ...hit, keyword_rank: input.offset + index + 1, semantic_rank: null }));
          return { data: await hydrate(group, ranked, viewer), total };
        }
        const window = { limit: HYBRID_WINDOW, offset: 0 };
        const [keyword, nearest] = await Promise.all([
          keywordLeg(group, { q: input.q, ...window, ...filters }),
          semanticLeg(group, vector, input, window, semantic!.defaultThreshold, viewer),
        ]);
        const fused: FusedHit[] = reciprocalRankFusion(
          keyword.hits.map((hit) => hit.id),
          nearest.hits.map((hit) => hit.id),
          { semanticRatio: ratio },
        );
        const page = fused.slice(input.offset, input.offset + input.limit).map((hit) => ({
          id: hit.id,
          score: hit.score,
          keyword_rank: hit.keywordRank,
          semantic_rank: hit.semanticRank,
        }));
        return { data: await hydrate(group, page, viewer), total: fused.length };
      });
      return { query: input.q, mode: vector ? 'hybrid' : 'keyword', semantic_ratio: ratio, ...result } as HybridResponse;
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
