import { describe, expect, it } from 'vitest';
import type { SearchRequest } from '../engine.js';
import { aliasSwitchBody, bulkIndexOperations, searchBody, searchFilters } from './bodies.js';

const request = (overrides: Partial<SearchRequest> = {}): SearchRequest => ({
  q: 'Kursi Jati',
  limit: 20,
  offset: 40,
  visibility: { hiddenBusinesses: false, inactiveProducts: false, assets: false },
  ...overrides,
});

describe('Elasticsearch request bodies', () => {
  it('builds the business search body', () => {
    expect(searchBody('businesses', request({ category_id: 'c1', region_id: 'r1', country_id: 'k1' }))).toEqual({
      from: 40,
      size: 20,
      track_total_hits: true,
      _source: false,
      query: {
        bool: {
          should: [
            {
              multi_match: {
                query: 'Kursi Jati',
                type: 'best_fields',
                fields: ['name^4', 'name.en^4', 'name.id^4', 'description_en^1.5', 'description_id^1.5', 'description_en.folded', 'description_id.folded', 'category_name'],
                operator: 'and',
                fuzziness: 'AUTO',
                prefix_length: 1,
              },
            },
            { match: { all_text: { query: 'Kursi Jati', operator: 'and', fuzziness: 'AUTO', prefix_length: 1 } } },
            { match: { 'all_text.prefix': { query: 'Kursi Jati', operator: 'and', boost: 0.5 } } },
            { term: { 'name.exact': { value: 'kursi jati', boost: 20 } } },
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
    expect(body.query.bool.should.at(-1)).toEqual({ term: { 'sku.exact': { value: 'btk-001', boost: 20 } } });
  });

  it('filters hidden records unless the key has the internal scopes', () => {
    expect(searchFilters('products', request())).toEqual([{ term: { status: 'active' } }, { term: { business_visibility: 'public' } }]);
    expect(searchFilters('products', request({ visibility: { hiddenBusinesses: true, inactiveProducts: false, assets: false } }))).toEqual([
      { term: { status: 'active' } },
    ]);
    expect(searchFilters('businesses', request({ visibility: { hiddenBusinesses: true, inactiveProducts: true, assets: false } }))).toEqual([]);
  });

  it('builds bulk index pairs and an atomic alias switch', () => {
    expect(bulkIndexOperations('i-v2', [{ id: 'a' }])).toEqual([{ index: { _index: 'i-v2', _id: 'a' } }, { id: 'a' }]);
    expect(aliasSwitchBody('i', 'i-v2', ['i-v1'])).toEqual({
      actions: [{ remove: { index: 'i-v1', alias: 'i' } }, { add: { index: 'i-v2', alias: 'i' } }],
    });
  });
});
