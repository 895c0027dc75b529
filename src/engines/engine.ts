import type { RecordFilters } from '../access/record-conditions.js';
import type { Visibility } from '../access/visibility.js';

/**
 * A run of the query's words that a synonym group matched (`matched`, normalised: lower case,
 * accents removed, single spaces; it starts at word `start` and covers `words` words) and the
 * other terms of its groups, words or short phrases, which the engine searches as alternatives
 * to that run, ranked a little below the query's own words.
 */
export interface QueryExpansion {
  matched: string;
  start: number;
  words: number;
  terms: readonly string[];
  /**
   * Reached through the typo correction of a word of the run (synonym-expansion.ts
   * correctedExpansions): `braclet` read as "bracelet" brings in `bangle`. A match through it is
   * `fuzzy`, as a match through the correction itself.
   */
  corrected?: boolean;
}

/** What a keyword search asks of an engine: one result group at a time. */
export interface SearchRequest {
  q: string;
  /** The query's synonym expansions (modules/synonyms), computed once per search; none when absent. */
  expansions?: readonly QueryExpansion[];
  limit: number;
  offset: number;
  /**
   * Whether the caller needs the exact `total` (default true). Hybrid search asks each leg for its
   * window only: with `count: false` an engine may skip counting and answer `total` as a lower
   * bound (offset + hits returned).
   */
  count?: boolean;
  /**
   * The typo corrections of the query's words (engines/spelling.ts) when the caller already read
   * them for this search: an engine that corrects words itself (usesCorrections) takes these
   * instead of reading them again for each group.
   */
  corrections?: ReadonlyMap<string, string[]>;
  /**
   * Of the query's words, those the search vocabulary holds (engines/spelling.ts), read with
   * the query's spelling: such a word is taken as meant, and a record holding only a correction
   * of it (`car` → "card") counts as not holding it: ranked by the words it holds as meant and
   * a `partial` match on both engines (Elasticsearch then fuzzes only the other words).
   */
  knownWords?: ReadonlySet<string>;
  /**
   * For each query word the spelling read found readings of, how many edits away the closest
   * are (read with `knownWords`): Elasticsearch fuzzes a word the vocabulary lacks that far and
   * no further, and not at all when it has no reading, so it finds what the Postgres engine's
   * corrections find.
   */
  typoEdits?: ReadonlyMap<string, number>;
  /** category_id, region_id and country_id as the search query schema names them (see RecordFilters). */
  filters: Pick<RecordFilters, 'category_id' | 'category_ids' | 'region_id' | 'country_id'>;
  /** Hidden records are filtered inside the engine so totals count only what the key may see. */
  visibility: Visibility;
}

/**
 * How a keyword hit matched the query: `exact` (the query's own words, or their stems),
 * `expanded` (only through a synonym of a query word), `fuzzy` (only through a typo correction
 * of a word the directory lacks, or the trigram fallback), `partial` (only most of the query's
 * words as meant, as minimumShouldMatch allows, a word the directory holds counting only through
 * itself or its synonyms: on paraphrases these are mostly noise). Fusion weighs a confident match
 * above a weak one.
 */
export type MatchQuality = 'exact' | 'expanded' | 'fuzzy' | 'partial';

export interface EngineHit {
  id: string;
  score: number;
  /** Set by keyword engines; absent on semantic hits. */
  match?: MatchQuality;
  /**
   * The record's category (its category_id; null when it has none), read with the hit by every
   * leg: hybrid search's category vote (engines/fusion.ts voteByCategory) weighs it.
   */
  category?: string | null;
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
  /** Whether the engine corrects typos from the search vocabulary (engines/spelling.ts): the search service then reads them once per search and hands them over. */
  readonly usesCorrections?: boolean;
  searchBusinesses(request: SearchRequest): Promise<EngineResult>;
  searchProducts(request: SearchRequest): Promise<EngineResult>;
}
