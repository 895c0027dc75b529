import { EmbeddingsUnavailableError, UnavailableError } from '../../lib/errors.js';
import { type Logger, silentLogger } from '../../lib/logger.js';
import {
  disabledMetrics,
  type Metrics,
  type SearchEndpoint,
  type SearchEngineLabel,
  secondsSince,
} from '../../lib/metrics.js';
import type { EmbeddingKind, EmbeddingsRepository } from '../../engines/embeddings/embeddings.repository.js';
import type { EmbeddingProvider } from '../../engines/embeddings/provider.js';
import type { EngineHit, EngineResult, KeywordEngine, QueryExpansion, SearchRequest } from '../../engines/engine.js';
import { rankHybrid } from '../../engines/fusion.js';
import type { BusinessesRepository } from '../businesses/businesses.repository.js';
import { toBusinessCard } from '../businesses/businesses.mapper.js';
import { SEES_ALL, type Visibility } from '../../access/visibility.js';
import { toProductCard } from '../products/products.mapper.js';
import type { ProductsRepository } from '../products/products.repository.js';
import type { Spelling, SpellingReading } from '../../engines/spelling.js';
import { tokenize } from '../../engines/query-text.js';
import { type CanonicalSpan, semanticText, translatedText } from './semantic-text.js';
import { runsOf } from '../synonyms/synonym-expansion.js';
import type { SynonymsService } from '../synonyms/synonyms.service.js';
import type {
  BusinessHit,
  HybridQuery,
  HybridResponse,
  ProductHit,
  SearchQuery,
  SearchResponse,
  SemanticQuery,
} from './search.schemas.js';

export interface SearchServiceDeps {
  engine: KeywordEngine;
  businessesRepository: Pick<BusinessesRepository, 'findMany'>;
  productsRepository: Pick<ProductsRepository, 'findSummaries'>;
  /** Synonym groups (modules/synonyms): the keyword engines search each query's expansions too. Absent: none. */
  synonyms?: Pick<SynonymsService, 'expand' | 'expandCorrected'>;
  /**
   * Spelling against the search vocabulary (engines/spelling.ts): the text the semantic leg
   * embeds, the Postgres engine's corrections, and the synonyms of misspelt words. Absent: as typed.
   */
  spelling?: Pick<Spelling, 'read' | 'readAll'>;
  /** Each engine call timed, and searches that found nothing counted (lib/metrics.ts). Absent: none. */
  metrics?: Metrics;
  /** Absent: no embeddings provider (semantic search answers 503, hybrid answers from keywords). */
  semantic?: {
    provider: EmbeddingProvider;
    embeddings: Pick<EmbeddingsRepository, 'nearest'>;
    /**
     * The model's cut-offs now (the operator's overrides, else its calibration): semantic search's
     * default threshold, and the margin at which products are also reached through their
     * dictionary definitions (undefined: definitions off).
     */
    cutoffs(): Promise<SemanticCutoffs>;
    /** How long a search waits for its query's vector (default QUERY_EMBEDDING_BUDGET_MS). */
    queryBudgetMs?: number;
    /** `false`: the query's lexicon translation is not embedded as a second vector (default true). */
    queryTranslation?: boolean;
  };
}

export interface SemanticCutoffs {
  threshold: number;
  definitionMargin: number | undefined;
}

/** Spelling read ahead for a set of queries (itemSearches): a query's reading, if it was among them. */
interface Spellings {
  /** How they were read (Spelling.read's option): a search that reads otherwise reads its own. */
  correctKnown: boolean;
  of(q: string): Promise<SpellingReading> | undefined;
}

/** A hybrid search's two windows for one group: the keyword leg's hits and the semantic leg's. */
export interface FusedLegs {
  group: 'businesses' | 'products';
  keyword: readonly EngineHit[];
  semantic: readonly EngineHit[];
}

export const SEMANTIC_NOT_CONFIGURED = 'Semantic search is not configured; use /v1/search';
export const SEMANTIC_UNAVAILABLE =
  'Semantic search is unavailable: the embeddings provider did not answer; use /v1/search or try again later';
/**
 * How long a search waits for the provider to embed its query, retries included. The provider's
 * own timeout suits document batches (a minute, several attempts); a search answers from keywords
 * or with 503 well before a client gives up. A query takes milliseconds on a healthy provider.
 */
export const QUERY_EMBEDDING_BUDGET_MS = 10_000;
/** How many results each leg of a hybrid search contributes to the fusion; pages come from inside it. */
export const HYBRID_WINDOW = 100;
/**
 * The least similarity of the semantic leg of a hybrid search: none. Its window is the nearest
 * HYBRID_WINDOW records whatever their similarity (the semantic-search threshold would cut some
 * queries to a handful of candidates); fusion weighs each by its similarity within the window.
 */
export const HYBRID_SEMANTIC_THRESHOLD = 0;

/**
 * The filters every search takes, named as the API names them; engines and the vector query take
 * them as they are. `category_ids` (products in any of these categories) is no HTTP parameter:
 * supplier suggestions search an RFQ item's category subtree with it.
 */
type SearchFilters = Pick<SearchQuery, 'category_id' | 'region_id' | 'country_id'> & {
  category_ids?: readonly string[];
};

/** What supplier suggestions' item searches change in a hybrid search; no HTTP parameter. */
export interface ItemSearchOptions {
  /**
   * Keyword hits holding only most of the query's words are left out: an item is what all its
   * words say ("teak table" is not a "teak chair"); the semantic leg still finds paraphrases.
   */
  allWords?: boolean;
  /**
   * The semantic leg keeps only records at least this similar, not the nearest HYBRID_WINDOW
   * whatever their similarity: every product in an item's window makes its supplier a candidate,
   * and the nearest records of an item nobody sells are not.
   */
  semanticThreshold?: number;
  /** `false`: the caller reads this page only, so keyword mode counts no total. */
  count?: SearchRequest['count'];
  /**
   * The keyword leg alone (keyword mode: paged, counted unless `count` is false): a single word of
   * an item's name searched to fill its window, where only products whose names carry the word
   * are kept, which the keyword leg and its synonyms find.
   */
  keywordOnly?: boolean;
}

/** An item search: a hybrid query within a category subtree (`category_ids`), narrowed as ItemSearchOptions say. */
export type ItemQuery = HybridQuery & Pick<SearchFilters, 'category_ids'> & ItemSearchOptions;

/** Engine hits in engine order, each joined to its current record; records gone or hidden since indexing drop out. */
function inHitOrder<T extends { id: string }, H extends EngineHit, R>(
  hits: H[],
  records: T[],
  toHit: (record: T, score: number, hit: H) => R,
): R[] {
  const byId = new Map(records.map((record) => [record.id, record]));
  return hits.flatMap((hit) => {
    const record = byId.get(hit.id);
    return record ? [toHit(record, hit.score, hit)] : [];
  });
}

/** The filters alone, as the engines take them (the query schema's names). */
function filtersOf(input: SearchFilters): SearchRequest['filters'] {
  return {
    category_id: input.category_id,
    category_ids: input.category_ids,
    region_id: input.region_id,
    country_id: input.country_id,
  };
}

type Group = 'businesses' | 'products';
const KIND: Record<Group, EmbeddingKind> = { businesses: 'business', products: 'product' };

export function createSearchService(deps: SearchServiceDeps) {
  /**
   * Engine hits joined to their current records, in hit order, as cards plus `score` (and whatever `extra` adds).
   * Visibility and filters were applied once, inside each leg's query. Hits read from Postgres
   * (the Postgres keyword engine, the vector query) are loaded as they are; hits from a lagging
   * engine (Elasticsearch, seconds behind writes) may name a record hidden since it was indexed,
   * so those are loaded under the viewer's visibility and a hidden one drops out.
   */
  async function hydrate<E extends object>(
    group: Group,
    hits: Array<EngineHit & E>,
    viewer: Visibility,
    from: { keywordEngine: boolean },
  ): Promise<Array<(BusinessHit | ProductHit) & E>> {
    const ids = hits.map((hit) => hit.id);
    viewer = from.keywordEngine && !deps.engine.current ? viewer : SEES_ALL;
    const extra = (hit: EngineHit & E): E => {
      // How a keyword hit matched informs fusion only; responses do not carry it.
      const { id: _id, score: _score, match: _match, category: _category, ...rest } = hit;
      return rest as unknown as E;
    };
    if (group === 'businesses') {
      const rows = await deps.businessesRepository.findMany(ids, viewer);
      return inHitOrder(hits, rows, (row, score, hit) => ({ ...toBusinessCard(row), score, ...extra(hit) }));
    }
    const records = (await deps.productsRepository.findSummaries(ids, viewer)).map((record) => ({
      id: record.product.id,
      record,
    }));
    return inHitOrder(hits, records, ({ record }, score, hit) => ({ ...toProductCard(record), score, ...extra(hit) }));
  }

  function groups(type: SearchQuery['type']): Group[] {
    return [
      ...(type !== 'product' ? (['businesses'] as const) : []),
      ...(type !== 'business' ? (['products'] as const) : []),
    ];
  }

  const metrics = deps.metrics ?? disabledMetrics;

  /** Runs one engine call, timed under the search's kind and the engine's name. */
  async function timed<T>(endpoint: SearchEndpoint, engine: SearchEngineLabel, call: () => Promise<T>): Promise<T> {
    if (!metrics.enabled) return call();
    const started = performance.now();
    const result = await call();
    metrics.searchCall(endpoint, engine, secondsSince(started));
    return result;
  }

  /** Counts a search whose groups all came back empty. */
  function countIfEmpty(
    endpoint: SearchEndpoint,
    result: { businesses?: { total: number }; products?: { total: number } },
  ) {
    if ((result.businesses?.total ?? 0) + (result.products?.total ?? 0) === 0) metrics.zeroResults(endpoint);
  }

  function keywordLeg(endpoint: SearchEndpoint, group: Group, request: SearchRequest): Promise<EngineResult> {
    return timed(endpoint, deps.engine.name, () =>
      group === 'businesses' ? deps.engine.searchBusinesses(request) : deps.engine.searchProducts(request),
    );
  }

  function semanticLeg(
    endpoint: SearchEndpoint,
    group: Group,
    vectors: number[][],
    filters: SearchFilters,
    page: { limit: number; offset: number; count?: boolean },
    threshold: number,
    definitionMargin: number | undefined,
    viewer: Visibility,
  ) {
    const semantic = deps.semantic!;
    return timed(endpoint, 'vector', () =>
      semantic.embeddings.nearest({
        kind: KIND[group],
        vector: vectors[0]!,
        alternatives: vectors.slice(1),
        model: semantic.provider.model,
        dimensions: semantic.provider.dimensions,
        threshold,
        definitionMargin,
        ...page,
        filters: filtersOf(filters),
        visibility: viewer,
      }),
    );
  }

  /**
   * The query's vector. Any failure of the provider (refused, 5xx after retries, wrong dimensions,
   * no answer within the budget) is the provider being unavailable: the log keeps the cause, the
   * caller decides what the client sees.
   */
  async function embedQuery(q: string, log: Logger): Promise<number[] | { failed: unknown }> {
    const budgetMs = deps.semantic!.queryBudgetMs ?? QUERY_EMBEDDING_BUDGET_MS;
    // At the budget the provider cancels its request and retries no more: a search that answered
    // 503 leaves no work behind on a model that is already too slow.
    try {
      return await deps.semantic!.provider.embedQuery(q, { signal: AbortSignal.timeout(budgetMs) });
    } catch (error) {
      log.warn({ err: error, budgetMs }, 'embeddings provider failed on a search query');
      return { failed: error };
    }
  }

  /**
   * The query's synonym expansions, read once per search (every group and leg uses the same), and
   * the `query_terms` of the response: per word or phrase of the query, itself then its terms
   * (overlapping phrases each have their entry; a word inside a phrase has none of its own).
   */
  async function expansionsOf(
    q: string,
    spelling: Promise<{ misspelled: ReadonlyMap<string, string>; foreign: ReadonlySet<string> }> | undefined,
  ): Promise<{
    words: string[];
    spans: CanonicalSpan[];
    expansions?: readonly QueryExpansion[];
    query_terms?: string[][];
  }> {
    if (!deps.synonyms) return { words: [], spans: [] };
    const expanded = await deps.synonyms.expand(q);
    const { words } = expanded;
    // A misspelt word's synonyms too, once the spelling says what it meant (one more read then).
    const spelled = await spelling;
    const misspelled = spelled?.misspelled;
    const corrected =
      misspelled && misspelled.size > 0 ? await deps.synonyms.expandCorrected(expanded, misspelled) : [];
    // The semantic text translates the runs as typed, and those of a word read as a lexicon word
    // no record holds (`kalugn` as kalung: "necklaces necklace"); it reads any other misspelt
    // word as its correction itself (semantic-text.ts).
    const translated = corrected.filter((expansion) =>
      words.slice(expansion.start, expansion.start + expansion.words).some((word) => spelled?.foreign.has(word)),
    );
    const expansions = [...expanded.expansions, ...corrected];
    if (expansions.length === 0) return { words, spans: [] };
    // The longer run first where two start at the same word (a corrected phrase over a word).
    const listed = [...expansions].sort((a, b) => a.start - b.start || b.words - a.words);
    const queryTerms = runsOf(words, listed).map(({ words: run, span }) =>
      span ? [span.matched, ...span.terms] : run,
    );
    return { words, spans: [...expanded.expansions, ...translated], expansions, query_terms: queryTerms };
  }

  /**
   * The query as the legs read it: its expansions and, when a vector is wanted, the text the
   * semantic leg embeds (semantic-text.ts) from them and from its spelling (engines/spelling.ts).
   * The expansions and the spelling are independent reads, made at once.
   */
  async function readQuery(q: string, legs: { keyword: boolean; vector: boolean }, spellings?: Spellings) {
    // The corrections of the words the directory holds only for the Postgres engine's keyword leg.
    const correctKnown = legs.keyword && deps.engine.usesCorrections === true;
    const spell =
      deps.spelling && (legs.vector || deps.engine.usesCorrections || deps.synonyms)
        ? ((spellings?.correctKnown === correctKnown ? spellings.of(q) : undefined) ??
          deps.spelling.read(tokenize(q), { correctKnown }))
        : undefined;
    const [synonyms, spelling] = await Promise.all([expansionsOf(q, spell), spell]);
    return {
      query_terms: synonyms.query_terms,
      // What every group's keyword leg is handed, read here once: the expansions, and the spelling
      // (the typo corrections only for an engine that searches them, engine.usesCorrections).
      spelled: {
        expansions: synonyms.expansions,
        corrections: deps.engine.usesCorrections ? spelling?.corrections : undefined,
        knownWords: spelling?.known,
        typoEdits: spelling?.edits,
      },
      semanticTexts: legs.vector ? semanticTextsOf(q, synonyms, spelling) : [q],
    };
  }

  /**
   * What the semantic leg embeds: the query's semantic text, and its translation when that differs
   * (semantic-text.ts) unless the operator turned translation off (SEMANTIC_QUERY_TRANSLATION).
   */
  function semanticTextsOf(
    q: string,
    synonyms: { words: string[]; spans: CanonicalSpan[] },
    spelling: { misspelled: ReadonlyMap<string, string>; known: ReadonlySet<string> } | undefined,
  ): string[] {
    const text = semanticText(q, synonyms, spelling?.misspelled ?? new Map(), spelling?.known);
    if (deps.semantic?.queryTranslation === false) return [text];
    const translation = translatedText(synonyms.words, synonyms.spans);
    return translation === undefined || translation === text ? [text] : [text, translation];
  }

  /**
   * The vectors of the semantic texts, embedded at once: the first is the query's (its failure is
   * the provider's), a translation's failure only leaves it out.
   */
  async function embedTexts(texts: string[], log: Logger): Promise<number[][] | { failed: unknown }> {
    // Only the query's own failure is the provider's (logged once); a translation's is logged apart.
    const [first, ...more] = await Promise.all(
      texts.map((text, index) => embedQuery(text, index === 0 ? log : silentLogger)),
    );
    if (!Array.isArray(first)) return first!;
    const lost = more.find((vector): vector is { failed: unknown } => !Array.isArray(vector));
    if (lost)
      log.warn({ err: lost.failed }, 'embeddings provider failed on the query translation; searched without it');
    return [first, ...more.filter((vector): vector is number[] => Array.isArray(vector))];
  }

  /**
   * The spelling of `queries` read at once (Spelling.readAll: the statements of one read), as a
   * keyword leg reads it; a query's reading is the same as its own read would be. A failed read
   * fails the searches that use it.
   */
  function spellingsOf(queries: readonly string[]): Spellings | undefined {
    if (!deps.spelling) return undefined;
    const distinct = [...new Set(queries)];
    const correctKnown = deps.engine.usesCorrections === true;
    const all = deps.spelling.readAll(distinct.map(tokenize), { correctKnown });
    // Handled here too: a batch no search awaits (the answer failed first) rejects unseen.
    all.catch(() => undefined);
    const index = new Map(distinct.map((q, position) => [q, position]));
    return {
      correctKnown,
      of: (q) => {
        const position = index.get(q);
        return position === undefined ? undefined : all.then((readings) => readings[position]!);
      },
    };
  }

  /** Hybrid search (see `hybrid`), narrowed by `options` for an item search, and the legs it fused. */
  async function fusedSearch(
    input: HybridQuery & Pick<SearchFilters, 'category_ids'>,
    viewer: Visibility,
    log: Logger,
    options: ItemSearchOptions,
    endpoint: SearchEndpoint,
    spellings?: Spellings,
  ): Promise<{ response: HybridResponse; legs: FusedLegs[] }> {
    const wanted = (hits: EngineHit[]) => (options.allWords ? hits.filter((hit) => hit.match !== 'partial') : hits);
    const semantic = options.keywordOnly ? undefined : deps.semantic;
    const {
      spelled,
      query_terms,
      semanticTexts: texts,
    } = await readQuery(input.q, { keyword: true, vector: semantic !== undefined }, spellings);
    const [embedded, cutoffs] = semantic
      ? await Promise.all([embedTexts(texts, log), semantic.cutoffs()])
      : [undefined, undefined];
    const vectors = Array.isArray(embedded) ? embedded : undefined;
    const vector = vectors?.[0];
    const ratio = vector ? input.semantic_ratio : 0;
    const filters = { filters: filtersOf(input), visibility: viewer };
    const legs: FusedLegs[] = [];
    const result = await grouped(input.type, async (group) => {
      if (!vector) {
        // Keyword mode: the keyword leg pages itself, so every page of its total is reachable.
        const { hits, total } = await keywordLeg(endpoint, group, {
          q: input.q,
          ...spelled,
          limit: input.limit,
          offset: input.offset,
          count: options.count,
          ...filters,
        });
        const ranked = wanted(hits).map((hit, index) => ({
          ...hit,
          keyword_rank: input.offset + index + 1,
          semantic_rank: null,
        }));
        return { data: await hydrate(group, ranked, viewer, { keywordEngine: true }), total };
      }
      const window = { limit: HYBRID_WINDOW, offset: 0, count: false };
      const [keyword, nearest] = await Promise.all([
        keywordLeg(endpoint, group, { q: input.q, ...spelled, ...window, ...filters }),
        semanticLeg(
          endpoint,
          group,
          vectors!,
          input,
          window,
          options.semanticThreshold ?? HYBRID_SEMANTIC_THRESHOLD,
          cutoffs!.definitionMargin,
          viewer,
        ),
      ]);
      // Fused, then re-ranked by the category its best hits share (each leg read the categories
      // with its hits) when both legs weigh in.
      const keywordHits = wanted(keyword.hits);
      legs.push({ group, keyword: keywordHits, semantic: nearest.hits });
      const fused = rankHybrid(keywordHits, nearest.hits, { semanticRatio: ratio });
      const page = fused.slice(input.offset, input.offset + input.limit).map((hit) => ({
        id: hit.id,
        score: hit.score,
        keyword_rank: hit.keywordRank,
        semantic_rank: hit.semanticRank,
      }));
      return { data: await hydrate(group, page, viewer, { keywordEngine: true }), total: fused.length };
    });
    countIfEmpty(endpoint, result);
    const response = {
      query: input.q,
      mode: vector ? 'hybrid' : 'keyword',
      semantic_ratio: ratio,
      query_terms,
      ...result,
    } as HybridResponse;
    return { response, legs };
  }

  async function grouped<T>(
    type: SearchQuery['type'],
    run: (group: Group) => Promise<T>,
  ): Promise<{ businesses?: T; products?: T }> {
    const wanted = groups(type);
    const results = await Promise.all(wanted.map(run));
    return Object.fromEntries(wanted.map((group, index) => [group, results[index]]));
  }

  return {
    async keyword(input: SearchQuery, viewer: Visibility): Promise<SearchResponse> {
      const { q, type, limit, offset } = input;
      const { query_terms, spelled } = await readQuery(q, { keyword: true, vector: false });
      const result = await grouped(type, async (group) => {
        const { hits, total } = await keywordLeg('search', group, {
          q,
          ...spelled,
          limit,
          offset,
          filters: filtersOf(input),
          visibility: viewer,
        });
        return { data: await hydrate(group, hits, viewer, { keywordEngine: true }), total };
      });
      countIfEmpty('search', result);
      return { query: input.q, query_terms, ...result } as SearchResponse;
    },

    /**
     * Ranks by cosine similarity of embeddings; 503 without a provider or when it does not answer.
     * `score` is the similarity.
     */
    async semantic(input: SemanticQuery, viewer: Visibility, log: Logger = silentLogger): Promise<SearchResponse> {
      if (!deps.semantic) throw new UnavailableError(SEMANTIC_NOT_CONFIGURED);
      const vectors = await embedTexts((await readQuery(input.q, { keyword: false, vector: true })).semanticTexts, log);
      if (!Array.isArray(vectors))
        throw new EmbeddingsUnavailableError(SEMANTIC_UNAVAILABLE, { cause: vectors.failed });
      const cutoffs = await deps.semantic.cutoffs();
      const threshold = input.threshold ?? cutoffs.threshold;
      const result = await grouped(input.type, async (group) => {
        const { hits, total } = await semanticLeg(
          'semantic',
          group,
          vectors,
          input,
          { limit: input.limit, offset: input.offset },
          threshold,
          cutoffs.definitionMargin,
          viewer,
        );
        return { data: await hydrate(group, hits, viewer, { keywordEngine: false }), total };
      });
      countIfEmpty('semantic', result);
      return { query: input.q, ...result } as SearchResponse;
    },

    /**
     * Both legs in parallel with the same filters and visibility (applied once, inside each leg),
     * each asked for its window of HYBRID_WINDOW without counting its total, fused by weighted
     * reciprocal rank fusion (engines/fusion.ts: keyword hits weighed by match quality, semantic
     * hits by similarity); `total` counts the fused window and pages come from inside it, so the
     * same query gives the same pages; only the page is loaded. Without a provider, or when it
     * does not answer, it answers from the keyword leg (mode "keyword").
     */
    async hybrid(input: HybridQuery, viewer: Visibility, log: Logger = silentLogger): Promise<HybridResponse> {
      return (await fusedSearch(input, viewer, log, {}, 'hybrid')).response;
    },

    /**
     * Supplier suggestions' searches of one answer's RFQ items, each a hybrid search of products
     * narrowed as ItemSearchOptions say, given every query they may run: the spelling of all of
     * them is read at once, in the statements of one read, where each search would read its own
     * (an RFQ of ten items runs about twenty searches). A query not among `queries` reads its own.
     */
    itemSearches(queries: readonly string[]) {
      const spellings = spellingsOf(queries);
      return async (input: ItemQuery, viewer: Visibility, log: Logger = silentLogger): Promise<HybridResponse> =>
        (await fusedSearch(input, viewer, log, input, 'suggestions', spellings)).response;
    },

    /**
     * Hybrid search as `hybrid` answers it, with the two legs of each group as fusion received
     * them: the relevance evaluation replays fusion on these (bench/eval/eval-legs.ts).
     */
    hybridWithLegs(
      input: HybridQuery,
      viewer: Visibility,
      log: Logger = silentLogger,
    ): Promise<{ response: HybridResponse; legs: FusedLegs[] }> {
      return fusedSearch(input, viewer, log, {}, 'hybrid');
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
