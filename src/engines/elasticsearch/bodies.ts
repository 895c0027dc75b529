import type { estypes } from '@elastic/elasticsearch';
import { requirementsOf } from '../../access/visibility.js';
import type { MatchQuality, QueryExpansion, SearchRequest } from '../engine.js';
import { queryWords, tokenize } from '../query-text.js';

// Pure builders of every Elasticsearch request body the service sends, unit-tested by exact
// body (bodies.test.ts). Analysis uses only what the tested node provides: the english and
// indonesian analyzers, edge_ngram and asciifolding (docs/search.md, Elasticsearch).

export type IndexKind = 'businesses' | 'products';

export const INDEX_SETTINGS: estypes.IndicesIndexSettings = {
  number_of_shards: 1,
  analysis: {
    filter: {
      prefix_grams: { type: 'edge_ngram', min_gram: 2, max_gram: 20 },
    },
    analyzer: {
      folded: { type: 'custom', tokenizer: 'standard', filter: ['lowercase', 'asciifolding'] },
      prefixes: { type: 'custom', tokenizer: 'standard', filter: ['lowercase', 'asciifolding', 'prefix_grams'] },
    },
    normalizer: {
      exact: { type: 'custom', filter: ['lowercase'] },
    },
  },
};

/** A text field analysed three ways: folded words, English stems and Indonesian stems. */
const multilingual = {
  type: 'text',
  analyzer: 'folded',
  fields: {
    en: { type: 'text', analyzer: 'english' },
    id: { type: 'text', analyzer: 'indonesian' },
  },
} as const;

// Every searchable text is copied into all_text: one field for word-AND matching across
// fields with typo tolerance, and its prefixes subfield for search-as-you-type.
const copied = <T extends object>(field: T) => ({ ...field, copy_to: 'all_text' });
const allText = {
  type: 'text',
  analyzer: 'folded',
  fields: { prefix: { type: 'text', analyzer: 'prefixes', search_analyzer: 'folded' } },
} as const;
const keyword = { type: 'keyword' } as const;

export const MAPPINGS: Record<IndexKind, estypes.MappingTypeMapping> = {
  businesses: {
    dynamic: 'strict',
    properties: {
      id: keyword,
      name: copied({
        ...multilingual,
        fields: { ...multilingual.fields, exact: { type: 'keyword', normalizer: 'exact' } },
      }),
      description_en: copied({
        type: 'text',
        analyzer: 'english',
        fields: { folded: { type: 'text', analyzer: 'folded' } },
      }),
      description_id: copied({
        type: 'text',
        analyzer: 'indonesian',
        fields: { folded: { type: 'text', analyzer: 'folded' } },
      }),
      category_name: copied({ type: 'text', analyzer: 'english' }),
      category_id: keyword,
      country_id: keyword,
      region_id: keyword,
      visibility: keyword,
      all_text: allText,
    },
  },
  products: {
    dynamic: 'strict',
    properties: {
      id: keyword,
      business_id: keyword,
      name: copied({
        ...multilingual,
        fields: { ...multilingual.fields, exact: { type: 'keyword', normalizer: 'exact' } },
      }),
      sku: copied({ type: 'text', analyzer: 'folded', fields: { exact: { type: 'keyword', normalizer: 'exact' } } }),
      description: copied(multilingual),
      category_name: copied({ type: 'text', analyzer: 'english' }),
      category_id: keyword,
      country_id: keyword,
      region_id: keyword,
      status: keyword,
      business_visibility: keyword,
      all_text: allText,
    },
  },
};

export interface BusinessDocument {
  id: string;
  name: string;
  description_en: string | null;
  description_id: string | null;
  category_name: string | null;
  category_id: string | null;
  country_id: string | null;
  region_id: string | null;
  visibility: string;
}

export interface ProductDocument {
  id: string;
  business_id: string;
  name: string;
  sku: string | null;
  description: string | null;
  category_name: string | null;
  category_id: string | null;
  country_id: string | null;
  region_id: string | null;
  status: string;
  business_visibility: string;
}

/**
 * Visibility and filters, all in filter context (no effect on scores, cacheable). What a record
 * must be to be seen comes from the one rule (access/visibility.ts); the documents carry the
 * fields it reads (a product its business's visibility, region and country).
 */
export function searchFilters(kind: IndexKind, request: SearchRequest): estypes.QueryDslQueryContainer[] {
  const required = requirementsOf(request.visibility);
  const filters: estypes.QueryDslQueryContainer[] = [];
  if (kind === 'businesses') {
    if (required.businessVisibility) filters.push({ term: { visibility: required.businessVisibility } });
  } else {
    if (required.productStatus) filters.push({ term: { status: required.productStatus } });
    if (required.businessVisibility) filters.push({ term: { business_visibility: required.businessVisibility } });
  }
  const { category_id, category_ids, region_id, country_id } = request.filters;
  if (category_id) filters.push({ term: { category_id } });
  if (category_ids) filters.push({ terms: { category_id: [...category_ids] } });
  if (region_id) filters.push({ term: { region_id } });
  if (country_id) filters.push({ term: { country_id } });
  return filters;
}

/**
 * Field weights: a name (or SKU) outweighs a description, which outweighs a category name; and a
 * word matched only through its Indonesian stem weighs less than the word as written. The
 * Indonesian analyzer strips derivational affixes, which change the meaning: `perhiasan`
 * (jewellery) and `hiasan` (an ornament) share the stem of `Lampu Hias` (a decorative lamp), which
 * at the name's full weight ranked above the silver jewellery whose descriptions say `perhiasan
 * perak`. English stems (plurals, verb endings) keep the word's meaning and their field's weight.
 * Measured with `npm run eval:search` (docs/relevance.md).
 */
const WEIGHT = { name: 4, nameIndonesianStem: 2, description: 1.5, descriptionIndonesianStem: 1 } as const;

const LANGUAGE_FIELDS: Record<IndexKind, string[]> = {
  businesses: [
    `name^${WEIGHT.name}`,
    `name.en^${WEIGHT.name}`,
    `name.id^${WEIGHT.nameIndonesianStem}`,
    `description_en^${WEIGHT.description}`,
    `description_id^${WEIGHT.descriptionIndonesianStem}`,
    'description_en.folded',
    `description_id.folded^${WEIGHT.description}`,
    'category_name',
  ],
  products: [
    `name^${WEIGHT.name}`,
    `name.en^${WEIGHT.name}`,
    `name.id^${WEIGHT.nameIndonesianStem}`,
    `sku^${WEIGHT.name}`,
    `description^${WEIGHT.description}`,
    `description.en^${WEIGHT.description}`,
    `description.id^${WEIGHT.descriptionIndonesianStem}`,
    'category_name',
  ],
};

/**
 * Weight of the clause matching through synonyms, against 1 for each clause on the query's own
 * words: a record found only through a synonym ranks a little below one holding the words.
 */
export const EXPANDED_BOOST = 0.3;

/**
 * Weight of the typo-tolerant clause: a record found only by correcting a word ranks far below
 * one holding the words as typed (issue: an unknown word corrected into noise must not lead).
 */
export const FUZZY_BOOST = 0.1;

/**
 * How many fuzzy variants of a word are searched (Elasticsearch's default is 50): the closest few
 * are the likely typo; far more pull in unrelated words.
 */
export const FUZZY_MAX_EXPANSIONS = 10;

/** Weight of the clause that holds most of the query's words but not all (MINIMUM_SHOULD_MATCH). */
export const PARTIAL_BOOST = 0.5;

const typos = { fuzziness: 'AUTO', prefix_length: 1, max_expansions: FUZZY_MAX_EXPANSIONS } as const;

/**
 * Most words required, not all: Elasticsearch's form of minimumShouldMatch (query-text.ts), all of
 * one or two clauses, else 75 % rounded down, counted on the analysed query (so a stop word an
 * analyzer drops is not required). bodies.test.ts checks it against minimumShouldMatch.
 */
export const MINIMUM_SHOULD_MATCH = '2<75%';

/**
 * Names of the clauses (`_name`), returned per hit in `matched_queries`: matchQuality reads how a
 * hit matched from them.
 */
export const CLAUSE = {
  exactFields: 'exact_fields',
  exactAll: 'exact_all',
  exactName: 'exact_name',
  exactSku: 'exact_sku',
  prefix: 'prefix',
  fuzzy: 'fuzzy',
  partial: 'partial',
  fuzzyPartial: 'fuzzy_partial',
  expanded: 'expanded',
  expandedPartial: 'expanded_partial',
  correctedExpanded: 'corrected_expanded',
  correctedExpandedPartial: 'corrected_expanded_partial',
} as const;

const EXACT_CLAUSES: ReadonlySet<string> = new Set([
  CLAUSE.exactFields,
  CLAUSE.exactAll,
  CLAUSE.exactName,
  CLAUSE.exactSku,
]);
const FUZZY_CLAUSES: ReadonlySet<string> = new Set([CLAUSE.fuzzy, CLAUSE.prefix, CLAUSE.correctedExpanded]);

/**
 * How a hit matched, from the clauses it matched: every word as typed (or its stem, or the whole
 * name or SKU) is `exact`; every word, some through a synonym, `expanded`; every word, some only
 * by typo correction or as a prefix, `fuzzy`; only most of the words (MINIMUM_SHOULD_MATCH), with
 * or without synonyms, `partial`.
 */
export function matchQuality(matchedQueries: readonly string[] | undefined): MatchQuality {
  const matched = matchedQueries ?? [];
  if (matched.some((name) => EXACT_CLAUSES.has(name))) return 'exact';
  if (matched.includes(CLAUSE.expanded)) return 'expanded';
  if (matched.some((name) => FUZZY_CLAUSES.has(name))) return 'fuzzy';
  return 'partial';
}

/**
 * The query with its synonyms (docs/search.md, Synonyms), on the same clauses as the Postgres engine
 * (query-text.ts tsqueryClauses): each word of the query matched through itself, as typed or
 * stemmed in a language field, or, for a word of a run a synonym group matched, through one of
 * the run's terms as a phrase (of either run, for a word inside two overlapping runs). A record
 * holding a term so counts every word of its run, and a record matching neither a word nor its
 * synonyms never counts it. Two clauses: every word
 * (`expanded`), and most words (MINIMUM_SHOULD_MATCH) lower still (`expanded_partial`, a `partial`
 * match as on Postgres). A stop word of either language matches every record (zero_terms_query),
 * as Postgres leaves it out of the clauses. The synonyms reached through a typo correction
 * (`corrected` expansions: `braclet` as "bracelet" brings in `bangle`) come in two more clauses
 * over every expansion, weighed as the typo-tolerant clause (FUZZY_BOOST): a match through them
 * is `fuzzy`, or `partial`. None when no expansion applies.
 */
export function expandedClauses(kind: IndexKind, request: SearchRequest): estypes.QueryDslQueryContainer[] {
  const tokens = tokenize(request.q);
  const expansions = request.expansions ?? [];
  const own = (word: string): estypes.QueryDslQueryContainer => ({
    multi_match: { query: word, type: 'best_fields', fields: LANGUAGE_FIELDS[kind], zero_terms_query: 'all' },
  });
  const phrase = (term: string): estypes.QueryDslQueryContainer => ({
    multi_match: { query: term, type: 'phrase', fields: LANGUAGE_FIELDS[kind] },
  });
  const clauses = (
    used: readonly QueryExpansion[],
    boost: number,
    names: { every: string; most: string },
  ): estypes.QueryDslQueryContainer[] => {
    const queried = queryWords(tokens, used);
    if (!queried.some(({ terms }) => terms.length > 0)) return [];
    const words = queried.map(({ word, terms }) =>
      terms.length === 0 ? own(word) : { bool: { should: [own(word), ...terms.map(phrase)], minimum_should_match: 1 } },
    );
    const every: estypes.QueryDslQueryContainer = {
      bool: { should: words, minimum_should_match: words.length, boost, _name: names.every },
    };
    // One or two words: most of them is all of them.
    if (words.length <= 2) return [every];
    return [
      every,
      {
        bool: {
          should: words,
          minimum_should_match: MINIMUM_SHOULD_MATCH,
          boost: boost * PARTIAL_BOOST,
          _name: names.most,
        },
      },
    ];
  };
  return [
    ...clauses(
      expansions.filter((expansion) => !expansion.corrected),
      EXPANDED_BOOST,
      { every: CLAUSE.expanded, most: CLAUSE.expandedPartial },
    ),
    ...(expansions.some((expansion) => expansion.corrected)
      ? clauses(expansions, FUZZY_BOOST, { every: CLAUSE.correctedExpanded, most: CLAUSE.correctedExpandedPartial })
      : []),
  ];
}

/**
 * The typo-tolerant clauses: every word with typo tolerance (`fuzzy`), and most of them
 * (MINIMUM_SHOULD_MATCH, `fuzzy_partial`, half its weight). When the search service read the
 * query's spelling (`knownWords`, `typoEdits`: engines/spelling.ts), each piece of the query
 * between spaces is fuzzed so that these clauses find what the Postgres engine's corrections find:
 * a word the vocabulary lacks only as far as its closest reading (`clucth` by one edit: "clutch",
 * not the two-edit "cloth"), and not at all when it has none; a word it holds is taken as meant,
 * so `fuzzy` holds it as typed, and only `fuzzy_partial` lets its corrections find a record
 * (`charges` for `charger`: at best a `partial` match, as on Postgres). A piece of several words
 * (`d'clair`) takes the most edits of its words. Without a spelling read, Elasticsearch's own
 * `AUTO` for every word.
 */
export function typoClauses(request: SearchRequest): estypes.QueryDslQueryContainer[] {
  const known = request.knownWords;
  const pieces = request.q
    .trim()
    .split(/\s+/)
    .map((text) => ({ text, words: tokenize(text) }))
    .filter(({ words }) => words.length > 0);
  // No words at all (punctuation): the match of the whole query, which finds nothing, where a
  // bool of no clauses would find everything.
  if (known === undefined || pieces.length === 0) {
    return [
      { match: { all_text: { query: request.q, operator: 'and', ...typos, boost: FUZZY_BOOST, _name: CLAUSE.fuzzy } } },
      {
        match: {
          all_text: {
            query: request.q,
            minimum_should_match: MINIMUM_SHOULD_MATCH,
            ...typos,
            boost: FUZZY_BOOST / 2,
            _name: CLAUSE.fuzzyPartial,
          },
        },
      },
    ];
  }
  const edits = (words: string[]) =>
    Math.max(0, ...words.map((word) => (known.has(word) ? 0 : (request.typoEdits?.get(word) ?? 0))));
  const match = (text: string, fuzziness: number | 'AUTO'): estypes.QueryDslQueryContainer => ({
    match: { all_text: { query: text, operator: 'and', ...(fuzziness === 0 ? {} : { ...typos, fuzziness }) } },
  });
  return [
    {
      bool: {
        must: pieces.map(({ text, words }) => match(text, edits(words))),
        boost: FUZZY_BOOST,
        _name: CLAUSE.fuzzy,
      },
    },
    {
      bool: {
        should: pieces.map(({ text, words }) =>
          match(text, words.every((word) => known.has(word)) ? 'AUTO' : edits(words)),
        ),
        minimum_should_match: MINIMUM_SHOULD_MATCH,
        boost: FUZZY_BOOST / 2,
        _name: CLAUSE.fuzzyPartial,
      },
    },
  ];
}

/**
 * Relevance: every word of the query as typed, stemmed in one field (english, indonesian) or
 * across fields; a large boost for the exact name (or SKU); every word as a prefix at half
 * weight; the same words with typo tolerance (a transposition is one edit; how far each word is
 * fuzzed, typoClauses) far below (FUZZY_BOOST), so a correction only
 * leads when nothing holds the words; most of the words
 * (MINIMUM_SHOULD_MATCH) at PARTIAL_BOOST, as typed or, lower still, corrected; and the query's
 * synonyms at a lower weight (expandedClauses). Each clause is named so the engine can say how a
 * hit matched (matchQuality). Ties break on id so paging is stable. Without `count`,
 * Elasticsearch stops counting (track_total_hits: false).
 */
export function searchBody(
  kind: IndexKind,
  request: SearchRequest,
): Omit<estypes.SearchRequest, 'index'> & { query: { bool: { should: estypes.QueryDslQueryContainer[] } } } {
  const exact = request.q.trim().toLowerCase();
  const should: estypes.QueryDslQueryContainer[] = [
    {
      multi_match: {
        query: request.q,
        type: 'best_fields',
        fields: LANGUAGE_FIELDS[kind],
        operator: 'and',
        _name: CLAUSE.exactFields,
      },
    },
    { match: { all_text: { query: request.q, operator: 'and', _name: CLAUSE.exactAll } } },
    {
      multi_match: {
        query: request.q,
        type: 'best_fields',
        fields: LANGUAGE_FIELDS[kind],
        minimum_should_match: MINIMUM_SHOULD_MATCH,
        boost: PARTIAL_BOOST,
        _name: CLAUSE.partial,
      },
    },
    { match: { 'all_text.prefix': { query: request.q, operator: 'and', boost: 0.5, _name: CLAUSE.prefix } } },
    ...typoClauses(request),
    { term: { 'name.exact': { value: exact, boost: 20, _name: CLAUSE.exactName } } },
  ];
  if (kind === 'products') should.push({ term: { 'sku.exact': { value: exact, boost: 20, _name: CLAUSE.exactSku } } });
  should.push(...expandedClauses(kind, request));
  return {
    from: request.offset,
    size: request.limit,
    track_total_hits: request.count !== false,
    _source: false,
    // Each hit's category from the doc values (no stored source read): hybrid's category vote.
    docvalue_fields: ['category_id'],
    query: { bool: { should, minimum_should_match: 1, filter: searchFilters(kind, request) } },
    sort: [{ _score: { order: 'desc' } }, { id: { order: 'asc' } }],
  };
}

/** Bulk operations (NDJSON pairs) indexing the given documents by id. */
export function bulkIndexOperations(index: string, documents: Array<{ id: string }>): object[] {
  return documents.flatMap((document) => [{ index: { _index: index, _id: document.id } }, document]);
}

/** One atomic alias switch: the alias leaves every old index and points at the new one. */
export function aliasSwitchBody(alias: string, newIndex: string, oldIndices: string[]) {
  return {
    actions: [...oldIndices.map((index) => ({ remove: { index, alias } })), { add: { index: newIndex, alias } }],
  };
}
