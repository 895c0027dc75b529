// Suppliers of an agent answer in the order of supplier suggestions: a supplier with a product of
// the asked category first, then relevance (best product rank, own rank), then the asked region.
import { describe, expect, it } from 'vitest';
import { rankSuppliers, relaxed } from '../../src/gateway/execute.js';

const product = (business: string, category: string | null, region: string | null = null) => ({
  category_id: category,
  business: { id: business, region_id: region },
});

describe('rankSuppliers', () => {
  it('puts a supplier with a product in the category before one found by its description alone', () => {
    const order = rankSuppliers(
      [{ id: 'described', region_id: null }],
      [product('other-category', 'tables'), product('covers', 'chairs')],
      { categoryIds: new Set(['chairs']), regionId: null },
    );
    expect(order.map((entry) => entry.businessId)).toEqual(['covers', 'described', 'other-category']);
  });

  it('orders equal coverage by rank, then by the asked region, then by id', () => {
    const hits = [product('b', null, 'bali'), product('a', null, 'java'), product('c', null, 'bali')];
    expect(rankSuppliers([], hits, { categoryIds: null, regionId: null }).map((entry) => entry.businessId)).toEqual([
      'b',
      'a',
      'c',
    ]);
    const sameRank = rankSuppliers(
      [
        { id: 'y', region_id: 'java' },
        { id: 'x', region_id: 'bali' },
      ],
      [],
      { categoryIds: null, regionId: 'bali' },
    );
    expect(sameRank.map((entry) => entry.businessId)).toEqual(['x', 'y']);
  });
});

describe('relaxed', () => {
  it.each([
    [['kursi'], []],
    [
      ['kursi', 'rotan'],
      [['kursi'], ['rotan']],
    ],
    [
      ['arabica', 'coffee', 'beans'],
      [['arabica', 'coffee'], ['coffee', 'beans'], ['coffee']],
    ],
  ])('%j -> %j', (words, forms) => {
    expect(relaxed(words)).toEqual(forms);
  });
});
