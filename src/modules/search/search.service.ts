import type { EngineHit, KeywordEngine, SearchRequest } from '../../search/engine.js';
import type { BusinessesRepository } from '../businesses/businesses.repository.js';
import { toBusinessResponse } from '../businesses/businesses.service.js';
import type { AuthenticatedKey } from '../keys/keys.service.js';
import type { ProductsRepository } from '../products/products.repository.js';
import { toProductResponse } from '../products/products.service.js';
import type { BusinessHit, ProductHit, SearchQuery, SearchResponse } from './search.schemas.js';

export interface SearchServiceDeps {
  engine: KeywordEngine;
  businessesRepository: Pick<BusinessesRepository, 'findMany'>;
  productsRepository: Pick<ProductsRepository, 'findSummaries'>;
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
    const rows = await deps.businessesRepository.findMany(hits.map((hit) => hit.id), { includeHidden: request.visibility.businessesInternal });
    // The response schema (BusinessSearchHit) keeps only the summary fields.
    const data = inHitOrder(hits, rows, (row, score) => ({ ...toBusinessResponse(row), score }));
    return { data, total };
  }

  async function products(request: SearchRequest): Promise<{ data: ProductHit[]; total: number }> {
    const { hits, total } = await deps.engine.searchProducts(request);
    const records = await deps.productsRepository.findSummaries(hits.map((hit) => hit.id), {
      includeInactive: request.visibility.productsInternal,
      includeHiddenBusinesses: request.visibility.businessesInternal,
    });
    // Search hits carry no variants or tiers; the response schema (ProductSearchHit) drops them.
    const data = inHitOrder(
      hits,
      records.map((record) => ({ id: record.product.id, record })),
      ({ record }, score) => ({ ...toProductResponse({ ...record, variants: [], tiers: [] }), score }),
    );
    return { data, total };
  }

  return {
    async keyword(query: SearchQuery, viewer: Pick<AuthenticatedKey, 'scopes'>): Promise<SearchResponse> {
      const request: SearchRequest = {
        q: query.q,
        limit: query.limit,
        offset: query.offset,
        categoryId: query.category_id,
        regionId: query.region_id,
        countryId: query.country_id,
        visibility: {
          businessesInternal: viewer.scopes.has('businesses.internal.read'),
          productsInternal: viewer.scopes.has('products.internal.read'),
        },
      };
      const wantBusinesses = query.type !== 'product';
      const wantProducts = query.type !== 'business';
      const [businessGroup, productGroup] = await Promise.all([
        wantBusinesses ? businesses(request) : undefined,
        wantProducts ? products(request) : undefined,
      ]);
      return {
        query: query.q,
        ...(businessGroup && { businesses: businessGroup }),
        ...(productGroup && { products: productGroup }),
      };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
