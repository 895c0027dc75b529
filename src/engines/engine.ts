import type { RecordFilters } from '../access/record-conditions.js';
import type { Visibility } from '../access/visibility.js';

/** What a keyword search asks of an engine: one result group at a time. */
export interface SearchRequest {
  q: string;
  limit: number;
  offset: number;
  /** category_id, region_id and country_id as the search query schema names them (see RecordFilters). */
  filters: Pick<RecordFilters, 'category_id' | 'category_ids' | 'region_id' | 'country_id'>;
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
  /**
   * Whether hits reflect every committed write (Postgres reads the records themselves) or may
   * lag them (Elasticsearch mirrors them from the outbox, seconds behind): lagging hits are
   * re-checked against the visibility rule when search loads their records.
   */
  readonly current: boolean;
  searchBusinesses(request: SearchRequest): Promise<EngineResult>;
  searchProducts(request: SearchRequest): Promise<EngineResult>;
}
