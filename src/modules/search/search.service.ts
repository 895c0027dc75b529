import type { EngineHit, KeywordEngine, SearchRequest } from '../../search/engine.js';
import type { BusinessesRepository } from '../businesses/businesses.repository.js';
import { toBusinessCard } from '../businesses/businesses.mapper.js';
import type { Visibility } from '../keys/visibility.js';
import { toProductCard } from '../products/products.mapper.js';
import type { ProductsRepository } from '../products/products.repository.js';
import type { BusinessHit, ProductHit, SearchResponse } from './search.schemas.js';

export interface SearchServiceDeps {
  engine: KeywordEngine;
  businessesRepository: Pick<BusinessesRepository, 'findMany'>;
  productsRepository: Pick<ProductsRepository, 'findSummaries'>;
}

/** A search as the domain states it: validated, camelCase; REST and MCP both build one. */
export interface SearchInput {
  q: string;
  type: 'business' | 'product' | 'all';
  limit: number;
  offset: number;
  categoryId?: string;
  regionId?: string;
  countryId?: string;
}

/** Engine hits in engine order, each joined to its current record; records gone or hidden since indexing drop out. */
function inHitOrder<T extends { id: string }, R>(hits: EngineHit[], records: T[], toHit: (record: T, score: number) => R): R[] {
  const byId = new Map(records.map((record) => [record.id, record]));
  return hits.flatMap((hit) => {
    const record = byId.get(hit.id);
    return record ? [toHit(record, hit.score)] : [];
  });
}

export function createSearchService(deps: SearchServiceDeps) {
  async function businesses(request: SearchRequest): Promise<{ data: BusinessHit[]; total: number }> {
    const { hits, total } = await deps.engine.searchBusinesses(request);
    const rows = await deps.businessesRepository.findMany(hits.map((hit) => hit.id), request.visibility);
    return { data: inHitOrder(hits, rows, (row, score) => ({ ...toBusinessCard(row), score })), total };
  }

  async function products(request: SearchRequest): Promise<{ data: ProductHit[]; total: number }> {
    const { hits, total } = await deps.engine.searchProducts(request);
    const records = await deps.productsRepository.findSummaries(hits.map((hit) => hit.id), request.visibility);
    const byId = records.map((record) => ({ id: record.product.id, record }));
    return { data: inHitOrder(hits, byId, ({ record }, score) => ({ ...toProductCard(record), score })), total };
  }

  return {
    async keyword(input: SearchInput, viewer: Visibility): Promise<SearchResponse> {
      const { type, ...request } = input;
      const [businessGroup, productGroup] = await Promise.all([
        type !== 'product' ? businesses({ ...request, visibility: viewer }) : undefined,
        type !== 'business' ? products({ ...request, visibility: viewer }) : undefined,
      ]);
      return {
        query: input.q,
        ...(businessGroup && { businesses: businessGroup }),
        ...(productGroup && { products: productGroup }),
      };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
