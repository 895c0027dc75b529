import { describe, expect, it } from 'vitest';
import { SEES_ALL } from '../../access/visibility.js';
import type { ItemQuery, SearchService } from '../search/search.service.js';
import { itemSearchFrom } from './suggestions.service.js';

// The one call from suggestions into the search service: what it asks for and how it reads the answer.
describe('itemSearchFrom', () => {
  const capture = () => {
    const calls: ItemQuery[] = [];
    const batches: string[][] = [];
    const search = {
      itemSearches: (queries: readonly string[]) => {
        batches.push([...queries]);
        return searchOne;
      },
    };
    const searchOne = async (input: ItemQuery) => {
      calls.push(input);
      const products = [
        { id: 'p1', name: 'Teak chair', score: 0.9, keyword_rank: 1, semantic_rank: 3 },
        { id: 'p2', name: 'Teak table', score: 0.5, keyword_rank: null, semantic_rank: 1 },
      ];
      return {
        query: input.q,
        mode: 'hybrid',
        semantic_ratio: 0.5,
        products: { data: products, total: 7 },
      } as unknown as Awaited<ReturnType<ReturnType<SearchService['itemSearches']>>>;
    };
    const searchItem = itemSearchFrom(search, { semanticThreshold: async () => 0.85 })(['teak chair', 'teak']);
    return { calls, batches, searchItem };
  };

  it.each([[false], [true], [undefined]])(
    'passes count %s on, with the category subtree and the window',
    async (count) => {
      const { calls, searchItem } = capture();
      await searchItem({ q: 'teak chair', categoryIds: ['c1', 'c2'], limit: 50, count }, SEES_ALL);
      expect(calls[0]).toMatchObject({
        q: 'teak chair',
        type: 'product',
        limit: 50,
        offset: 0,
        category_ids: ['c1', 'c2'],
        count,
        semanticThreshold: 0.85,
      });
    },
  );

  it.each([[true], [undefined]])('passes keywordOnly %s on', async (keywordOnly) => {
    const { calls, searchItem } = capture();
    await searchItem({ q: 'teak', limit: 50, keywordOnly }, SEES_ALL);
    expect(calls[0]!.keywordOnly).toBe(keywordOnly);
  });

  it("hands the answer's queries to the search service once, for all its searches", async () => {
    const { batches, searchItem } = capture();
    await searchItem({ q: 'teak chair', limit: 50 }, SEES_ALL);
    await searchItem({ q: 'teak', limit: 50, keywordOnly: true }, SEES_ALL);
    expect(batches).toEqual([['teak chair', 'teak']]);
  });

  it('numbers the hits in answer order and keeps the leg ranks and the total', async () => {
    const { searchItem } = capture();
    const result = await searchItem({ q: 'teak', limit: 50 }, SEES_ALL);
    expect(result.total).toBe(7);
    expect(result.hits.map((hit) => [hit.product.id, hit.rank, hit.keywordRank, hit.semanticRank])).toEqual([
      ['p1', 1, 1, 3],
      ['p2', 2, null, 1],
    ]);
    expect(result.hits[0]!.product).not.toHaveProperty('score');
  });
});
