import { describe, expect, it } from 'vitest';
import { visibilityOf } from '../../access/visibility.js';
import type { SearchRequest } from '../engine.js';
import { minimumShouldMatch } from '../query-text.js';
import {
  aliasSwitchBody,
  bulkIndexOperations,
  CLAUSE,
  EXPANDED_BOOST,
  FUZZY_BOOST,
  FUZZY_MAX_EXPANSIONS,
  matchQuality,
  MINIMUM_SHOULD_MATCH,
  PARTIAL_BOOST,
  searchBody,
  searchFilters,
} from './bodies.js';

const request = (overrides: Partial<SearchRequest> = {}): SearchRequest => ({
  q: 'Kursi Jati',
  limit: 20,
  offset: 40,
  filters: {},
  visibility: { hiddenBusinesses: false, inactiveProducts: false, assets: false },
  ...overrides,
});

// The synonym clause's parts over the product fields (expandedClauses).
const productFields = [
  'name^4',
  'name.en^4',
  'name.id^2',
  'sku^4',
  'description^1.5',
  'description.en^1.5',
  'description.id^1',
  'category_name',
];
const own = (word: string) => ({
  multi_match: { query: word, type: 'best_fields', fields: productFields, zero_terms_query: 'all' },
});
const phrase = (query: string) => ({ multi_match: { query, type: 'phrase', fields: productFields } });
/** An expansion of the words `matched` at `start` into `terms`. */
const run = (matched: string, start: number, ...terms: string[]) => ({
  matched,
  start,
  words: matched.split(' ').length,
  terms,
});

describe('Elasticsearch request bodies', () => {
  it('builds the business search body', () => {
    expect(
      searchBody('businesses', request({ filters: { category_id: 'c1', region_id: 'r1', country_id: 'k1' } })),
    ).toEqual({
      from: 40,
      size: 20,
      track_total_hits: true,
      _source: false,
      docvalue_fields: ['category_id'],
      query: {
        bool: {
          should: [
            {
              multi_match: {
                query: 'Kursi Jati',
                type: 'best_fields',
                fields: [
                  'name^4',
                  'name.en^4',
                  'name.id^2',
                  'description_en^1.5',
                  'description_id^1',
                  'description_en.folded',
                  'description_id.folded^1.5',
                  'category_name',
                ],
                operator: 'and',
                _name: 'exact_fields',
              },
            },
            { match: { all_text: { query: 'Kursi Jati', operator: 'and', _name: 'exact_all' } } },
            {
              multi_match: {
                query: 'Kursi Jati',
                type: 'best_fields',
                fields: [
                  'name^4',
                  'name.en^4',
                  'name.id^2',
                  'description_en^1.5',
                  'description_id^1',
                  'description_en.folded',
                  'description_id.folded^1.5',
                  'category_name',
                ],
                minimum_should_match: '2<75%',
                boost: 0.5,
                _name: 'partial',
              },
            },
            { match: { 'all_text.prefix': { query: 'Kursi Jati', operator: 'and', boost: 0.5, _name: 'prefix' } } },
            {
              match: {
                all_text: {
                  query: 'Kursi Jati',
                  operator: 'and',
                  fuzziness: 'AUTO',
                  prefix_length: 1,
                  max_expansions: 10,
                  boost: 0.1,
                  _name: 'fuzzy',
                },
              },
            },
            {
              match: {
                all_text: {
                  query: 'Kursi Jati',
                  minimum_should_match: '2<75%',
                  fuzziness: 'AUTO',
                  prefix_length: 1,
                  max_expansions: 10,
                  boost: 0.05,
                  _name: 'fuzzy_partial',
                },
              },
            },
            { term: { 'name.exact': { value: 'kursi jati', boost: 20, _name: 'exact_name' } } },
          ],
          minimum_should_match: 1,
          filter: [
            { term: { visibility: 'public' } },
            { term: { category_id: 'c1' } },
            { term: { region_id: 'r1' } },
            { term: { country_id: 'k1' } },
          ],
        },
      },
      sort: [{ _score: { order: 'desc' } }, { id: { order: 'asc' } }],
    });
  });

  it('adds an exact SKU boost for products', () => {
    const body = searchBody('products', request({ q: ' BTK-001 ' }));
    expect(body.query.bool.should.at(-1)).toEqual({
      term: { 'sku.exact': { value: 'btk-001', boost: 20, _name: 'exact_sku' } },
    });
  });

  it('adds the synonyms as one lower-weighted clause: each run of words through itself or its terms as phrases', () => {
    const body = searchBody(
      'products',
      request({
        q: 'Meja Makan jati murah',
        expansions: [run('meja makan', 0, 'dining table'), run('jati', 2, 'teak', 'kayu jati')],
      }),
    );
    // The query's own clauses first, unchanged; then the synonyms: every word, then most words.
    expect(body.query.bool.should.slice(0, 2).map((clause) => Object.keys(clause!)[0])).toEqual([
      'multi_match',
      'match',
    ]);
    expect(body.query.bool.should).toHaveLength(10);
    // One clause per word, as on Postgres: both words of "meja makan" may be matched by its term.
    const words = [
      { bool: { should: [own('meja'), phrase('dining table')], minimum_should_match: 1 } },
      { bool: { should: [own('makan'), phrase('dining table')], minimum_should_match: 1 } },
      { bool: { should: [own('jati'), phrase('teak'), phrase('kayu jati')], minimum_should_match: 1 } },
      own('murah'),
    ];
    expect(body.query.bool.should.slice(-2)).toEqual([
      { bool: { should: words, minimum_should_match: 4, boost: EXPANDED_BOOST, _name: 'expanded' } },
      {
        bool: {
          should: words,
          minimum_should_match: '2<75%',
          boost: EXPANDED_BOOST * PARTIAL_BOOST,
          _name: 'expanded_partial',
        },
      },
    ]);
    expect(EXPANDED_BOOST).toBeLessThan(1);
  });

  it('lets a word inside two overlapping runs match the terms of either, as on Postgres', () => {
    const body = searchBody(
      'products',
      request({
        q: 'baju bayi perempuan',
        expansions: [run('baju bayi', 0, 'baby clothing'), run('bayi perempuan', 1, 'baby girl')],
      }),
    );
    const alternatives = (word: string, ...terms: string[]) => ({
      bool: { should: [own(word), ...terms.map(phrase)], minimum_should_match: 1 },
    });
    expect(body.query.bool.should.at(-2)).toEqual({
      bool: {
        should: [
          alternatives('baju', 'baby clothing'),
          alternatives('bayi', 'baby clothing', 'baby girl'),
          alternatives('perempuan', 'baby girl'),
        ],
        minimum_should_match: 3,
        boost: EXPANDED_BOOST,
        _name: 'expanded',
      },
    });
  });

  it("adds a misspelt word's synonyms (corrected runs) in clauses of their own, weighed as typo corrections", () => {
    const corrected = { ...run('tbale', 1, 'table', 'desk'), corrected: true };
    const body = searchBody(
      'products',
      request({ q: 'oak tbale jati', expansions: [run('jati', 2, 'teak'), corrected] }),
    );
    const alternatives = (word: string, ...terms: string[]) => ({
      bool: { should: [own(word), ...terms.map(phrase)], minimum_should_match: 1 },
    });
    // The synonyms typed right alone, then every run, the corrected ones too.
    const typed = [own('oak'), own('tbale'), alternatives('jati', 'teak')];
    const all = [own('oak'), alternatives('tbale', 'table', 'desk'), alternatives('jati', 'teak')];
    expect(body.query.bool.should.slice(-4)).toEqual([
      { bool: { should: typed, minimum_should_match: 3, boost: EXPANDED_BOOST, _name: 'expanded' } },
      {
        bool: {
          should: typed,
          minimum_should_match: '2<75%',
          boost: EXPANDED_BOOST * PARTIAL_BOOST,
          _name: 'expanded_partial',
        },
      },
      { bool: { should: all, minimum_should_match: 3, boost: FUZZY_BOOST, _name: 'corrected_expanded' } },
      {
        bool: {
          should: all,
          minimum_should_match: '2<75%',
          boost: FUZZY_BOOST * PARTIAL_BOOST,
          _name: 'corrected_expanded_partial',
        },
      },
    ]);
    // Only corrected runs: no clause of synonyms typed right.
    const only = searchBody('products', request({ q: 'tbale', expansions: [{ ...corrected, start: 0 }] }));
    expect(only.query.bool.should.at(-1)).toEqual({
      bool: {
        should: [alternatives('tbale', 'table', 'desk')],
        minimum_should_match: 1,
        boost: FUZZY_BOOST,
        _name: 'corrected_expanded',
      },
    });
    expect(only.query.bool.should.filter((clause) => JSON.stringify(clause).includes('"expanded"'))).toEqual([]);
  });

  it('fuzzes each word only as far as its closest reading once the spelling was read, a known word only among most of the words', () => {
    const typed = (fuzziness: number) => ({ fuzziness, prefix_length: 1, max_expansions: FUZZY_MAX_EXPANSIONS });
    const typoClauses = (q: string, knownWords?: string[], typoEdits?: Array<[string, number]>) =>
      searchBody(
        'products',
        request({ q, knownWords: knownWords && new Set(knownWords), typoEdits: typoEdits && new Map(typoEdits) }),
      ).query.bool.should.filter((clause) => /"_name":"fuzzy(_partial)?"/.test(JSON.stringify(clause)));
    // A known word as typed; a misspelt one by its closest reading's edits (one, though seven
    // letters allow two); a word with no reading not fuzzed. Every piece required, then most.
    const [mobile, chrager, zqxv] = [
      { match: { all_text: { query: 'Mobile', operator: 'and' } } },
      { match: { all_text: { query: 'chrager', operator: 'and', ...typed(1) } } },
      { match: { all_text: { query: 'zqxv', operator: 'and' } } },
    ];
    // Most of the words: there a known word's own corrections may find a record (partial).
    const mobileFuzzed = {
      match: {
        all_text: {
          query: 'Mobile',
          operator: 'and',
          fuzziness: 'AUTO',
          prefix_length: 1,
          max_expansions: FUZZY_MAX_EXPANSIONS,
        },
      },
    };
    expect(typoClauses('Mobile chrager zqxv', ['mobile'], [['chrager', 1]])).toEqual([
      { bool: { must: [mobile, chrager, zqxv], boost: FUZZY_BOOST, _name: 'fuzzy' } },
      {
        bool: {
          should: [mobileFuzzed, chrager, zqxv],
          minimum_should_match: MINIMUM_SHOULD_MATCH,
          boost: FUZZY_BOOST / 2,
          _name: 'fuzzy_partial',
        },
      },
    ]);
    // A piece of several words takes the most edits of its words that the vocabulary lacks;
    // punctuation alone is no piece.
    const [every] = typoClauses(
      "d'clair - chargre",
      ['d'],
      [
        ['clair', 2],
        ['chargre', 1],
      ],
    ) as Array<{ bool: { must: unknown[] } }>;
    expect(every!.bool.must).toEqual([
      { match: { all_text: { query: "d'clair", operator: 'and', ...typed(2) } } },
      { match: { all_text: { query: 'chargre', operator: 'and', ...typed(1) } } },
    ]);
    // No spelling read: Elasticsearch's own AUTO over the whole query; so too a query of no
    // words, whose match finds nothing (a bool of no clauses would find every record).
    const auto = { fuzziness: 'AUTO', prefix_length: 1, max_expansions: FUZZY_MAX_EXPANSIONS };
    for (const [q, known] of [
      ['mobile chrager', undefined],
      ['?! -', ['mobile']],
    ] as const) {
      expect(typoClauses(q, known && [...known])).toEqual([
        { match: { all_text: { query: q, operator: 'and', ...auto, boost: FUZZY_BOOST, _name: 'fuzzy' } } },
        {
          match: {
            all_text: {
              query: q,
              minimum_should_match: MINIMUM_SHOULD_MATCH,
              ...auto,
              boost: FUZZY_BOOST / 2,
              _name: 'fuzzy_partial',
            },
          },
        },
      ]);
    }
  });

  it('skips the exact total only when asked (count: false, for a hybrid window)', () => {
    expect(searchBody('products', request({ count: false })).track_total_hits).toBe(false);
    expect(searchBody('products', request({ count: true })).track_total_hits).toBe(true);
    expect(searchBody('products', request()).track_total_hits).toBe(true);
  });

  // Elasticsearch's "N<P%": up to N optional clauses all are required, above N P % rounded down.
  const elasticsearchRule = (spec: string, clauses: number) => {
    const [, upTo, percent] = /^(\d+)<(\d+)%$/.exec(spec)!;
    return clauses <= Number(upTo) ? clauses : Math.floor((clauses * Number(percent)) / 100);
  };
  it('requires most words with the same rule as the Postgres engine, for every query length', () => {
    const lengths = Array.from({ length: 12 }, (_, index) => index + 1);
    expect(lengths.map((n) => elasticsearchRule(MINIMUM_SHOULD_MATCH, n))).toEqual(lengths.map(minimumShouldMatch));
    expect(lengths.map(minimumShouldMatch)).toEqual([1, 2, 2, 3, 3, 4, 5, 6, 6, 7, 8, 9]);
  });

  it('scores typo corrections, synonyms and partial matches below the words as typed, with few fuzzy variants', () => {
    expect(FUZZY_BOOST).toBeLessThan(EXPANDED_BOOST);
    expect(PARTIAL_BOOST).toBeLessThan(1);
    expect(EXPANDED_BOOST).toBeLessThan(1);
    expect(FUZZY_MAX_EXPANSIONS).toBeLessThan(50);
  });

  // Each case: the clauses a hit matched, and how it matched (exact above expanded above fuzzy above partial).
  const qualities: Array<[string[] | undefined, string]> = [
    [[CLAUSE.exactFields, CLAUSE.fuzzy, CLAUSE.prefix, CLAUSE.partial], 'exact'],
    [[CLAUSE.exactAll], 'exact'],
    [[CLAUSE.exactName], 'exact'],
    [[CLAUSE.exactSku], 'exact'],
    [[CLAUSE.expanded, CLAUSE.exactAll], 'exact'],
    [[CLAUSE.expanded, CLAUSE.fuzzy], 'expanded'],
    [[CLAUSE.expanded, CLAUSE.partial], 'expanded'],
    [[CLAUSE.expanded, CLAUSE.expandedPartial], 'expanded'],
    [[CLAUSE.expanded], 'expanded'],
    [[CLAUSE.expandedPartial], 'partial'],
    [[CLAUSE.expandedPartial, CLAUSE.fuzzyPartial], 'partial'],
    [[CLAUSE.expandedPartial, CLAUSE.fuzzy], 'fuzzy'],
    [[CLAUSE.correctedExpanded], 'fuzzy'],
    [[CLAUSE.correctedExpanded, CLAUSE.expanded], 'expanded'],
    [[CLAUSE.correctedExpandedPartial], 'partial'],
    [[CLAUSE.fuzzy], 'fuzzy'],
    [[CLAUSE.prefix], 'fuzzy'],
    [[CLAUSE.fuzzy, CLAUSE.prefix, CLAUSE.fuzzyPartial], 'fuzzy'],
    [[CLAUSE.partial, CLAUSE.fuzzyPartial], 'partial'],
    [[CLAUSE.fuzzyPartial], 'partial'],
    [[], 'partial'],
    [undefined, 'partial'],
  ];
  for (const [matched, quality] of qualities) {
    it(`says a hit matching [${matched?.join(', ') ?? ''}] matched ${quality}`, () => {
      expect(matchQuality(matched)).toBe(quality);
    });
  }

  it('adds no synonym clause when no expansion applies at its place', () => {
    const plain = searchBody('businesses', request());
    expect(searchBody('businesses', request({ expansions: [] }))).toEqual(plain);
    expect(
      searchBody('businesses', request({ expansions: [{ matched: 'meja', start: 0, words: 1, terms: ['table'] }] })),
    ).toEqual(plain);
  });

  // Each viewer's exact filters: the rule's open values (public, active) for whatever its scopes do not lift.
  const viewers = [
    {
      scopes: [],
      businesses: [{ term: { visibility: 'public' } }],
      products: [{ term: { status: 'active' } }, { term: { business_visibility: 'public' } }],
    },
    { scopes: ['businesses.internal.read'], businesses: [], products: [{ term: { status: 'active' } }] },
    {
      scopes: ['products.internal.read'],
      businesses: [{ term: { visibility: 'public' } }],
      products: [{ term: { business_visibility: 'public' } }],
    },
    { scopes: ['businesses.internal.read', 'products.internal.read'], businesses: [], products: [] },
  ];
  for (const viewer of viewers) {
    it(`filters what [${viewer.scopes.join(', ')}] may not see, before the filters asked for`, () => {
      const visibility = visibilityOf(new Set(viewer.scopes));
      expect(searchFilters('businesses', request({ visibility }))).toEqual(viewer.businesses);
      expect(searchFilters('products', request({ visibility }))).toEqual(viewer.products);
      expect(
        searchFilters('products', request({ visibility, filters: { category_id: 'c1', country_id: 'k1' } })),
      ).toEqual([...viewer.products, { term: { category_id: 'c1' } }, { term: { country_id: 'k1' } }]);
    });
  }

  it('builds bulk index pairs and an atomic alias switch', () => {
    expect(bulkIndexOperations('i-v2', [{ id: 'a' }])).toEqual([{ index: { _index: 'i-v2', _id: 'a' } }, { id: 'a' }]);
    expect(aliasSwitchBody('i', 'i-v2', ['i-v1'])).toEqual({
      actions: [{ remove: { index: 'i-v1', alias: 'i' } }, { add: { index: 'i-v2', alias: 'i' } }],
    });
  });
});
