import type { Visibility } from '../access/visibility.js';

/** What a keyword search asks of an engine: one result group at a time. */
export interface SearchRequest {
  q: string;
  limit: number;
  offset: number;
  /** Businesses: business category; products: product category. */
  categoryId?: string;
  /** Any of these categories (an RFQ item's product category and its descendants). */
  categoryIds?: string[];
  /** For products, the owning business's region and country. */
  regionId?: string;
  countryId?: string;
  /** Hidden records are filtered inside the engine so totals count only what the key may see. */
  visibility: Visibility;
}

export interface EngineHit {
  id: string;
  score: number;
}

export interface EngineResult {
  hits: EngineHit[];
  total: number;
}

export interface KeywordEngine {
  readonly name: 'postgres' | 'elasticsearch';
  searchBusinesses(request: SearchRequest): Promise<EngineResult>;
  searchProducts(request: SearchRequest): Promise<EngineResult>;
}
