import { describe, expect, it } from 'vitest';
import { fuseWordResults, type ItemHit, MAX_RELAXED_WORDS, relaxedWords, type WordResult } from './item-matching.js';

const hit = (id: string, rank: number): ItemHit => ({ product: { id } as ItemHit['product'], rank, keywordRank: rank, semanticRank: null });
const result = (total: number, ...ids: string[]): WordResult => ({ total, hits: ids.map((id, index) => hit(id, index + 1)) });
const order = (hits: ItemHit[]) => hits.map((entry) => `${entry.product.id}@${entry.rank}`);

describe('relaxedWords: the words of an item worth searching alone', () => {
  it.each([
    ['Gold plated ring for women', ['gold', 'plated', 'ring', 'women']],
    ["Women's casual shoes", ['women', 'casual', 'shoes']],
    ['Kursi makan untuk restoran dan hotel', ['kursi', 'makan', 'restoran', 'hotel']],
    ['Ring ring RING', ['ring']],
    ['TV', []],
    ['one two three four five six seven eight', ['one', 'two', 'three', 'four', 'five', 'six'].slice(0, MAX_RELAXED_WORDS)],
  ])('%j → %j', (text, words) => {
    expect(relaxedWords(text)).toEqual(words);
  });
});

describe('fuseWordResults: at least half of the words, more and rarer words first', () => {
  it.each([
    // [name, word results, fused order]
    ['a product found by both words beats one found by one', [result(100, 'a', 'b'), result(100, 'b', 'c')], ['b@1', 'a@2', 'c@3']],
    ['a rarer word counts more: 25 matches weigh twice 100', [result(25, 'rare'), result(100, 'common')], ['rare@1', 'common@2']],
    ['weights add up: three words of 100, 9 and 9 matches outweigh two of 4 and 100', [result(4, 'p'), result(100, 'p', 'q'), result(9, 'q'), result(9, 'q')], ['q@1', 'p@2']],
    ['equal weights: more words first', [result(4, 'p'), result(16, 'p', 'q'), result(16, 'q'), result(16, 'q')], ['q@1', 'p@2']],
    ['of three words a product needs two', [result(10, 'a', 'b'), result(10, 'a'), result(10, 'c')], ['a@1']],
    ['of four words a product needs two', [result(10, 'a', 'b'), result(10, 'a', 'b'), result(10, 'c'), result(10, 'd')], ['a@1', 'b@2']],
    ['equal scores: the better rank in any word, then the id', [result(10, 'z', 'y'), result(10, 'x', 'w')], ['x@1', 'z@2', 'w@3', 'y@4']],
    ['nothing found: nothing', [result(0), result(0)], []],
  ] as const)('%s', (_name, results, expected) => {
    expect(order(fuseWordResults(results as unknown as WordResult[]))).toEqual(expected);
  });
});
