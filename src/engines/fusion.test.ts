import { describe, expect, it } from 'vitest';
import { reciprocalRankFusion } from './fusion.js';

const ids = (hits: Array<{ id: string }>) => hits.map((hit) => hit.id);

describe('reciprocal rank fusion', () => {
  it('adds the weighted reciprocal ranks of both legs (hand-computed, k = 60, ratio 0.5)', () => {
    const fused = reciprocalRankFusion(['a', 'b', 'c'], ['c', 'a', 'd'], { semanticRatio: 0.5 });
    // a: 0.5/61 + 0.5/62; c: 0.5/63 + 0.5/61; b: 0.5/62; d: 0.5/63
    expect(fused).toEqual([
      { id: 'a', score: 0.5 / 61 + 0.5 / 62, keywordRank: 1, semanticRank: 2 },
      { id: 'c', score: 0.5 / 63 + 0.5 / 61, keywordRank: 3, semanticRank: 1 },
      { id: 'b', score: 0.5 / 62, keywordRank: 2, semanticRank: null },
      { id: 'd', score: 0.5 / 63, keywordRank: null, semanticRank: 3 },
    ]);
  });

  it('breaks a tie by the better single rank, then by id', () => {
    // x is 1st by keyword, y 1st by semantic: equal scores, equal best rank → id order.
    expect(ids(reciprocalRankFusion(['x'], ['y'], { semanticRatio: 0.5 }))).toEqual(['x', 'y']);
    expect(ids(reciprocalRankFusion(['y'], ['x'], { semanticRatio: 0.5 }))).toEqual(['x', 'y']);
    // k = 0: u (keyword 1st) and w (semantic 1st) score 0.5; v (2nd in both) scores 0.25 + 0.25 = 0.5 too.
    // All tie: u and w have the better single rank (1) and come first in id order, then v.
    const fused = reciprocalRankFusion(['u', 'v'], ['w', 'v'], { semanticRatio: 0.5, k: 0 });
    expect(fused.map((hit) => [hit.id, hit.score])).toEqual([
      ['u', 0.5],
      ['w', 0.5],
      ['v', 0.5],
    ]);
  });

  it('with ratio 0 gives the keyword order only, and with ratio 1 the semantic order only', () => {
    expect(reciprocalRankFusion(['a', 'b'], ['c', 'b'], { semanticRatio: 0 }).map((hit) => [hit.id, hit.keywordRank, hit.semanticRank])).toEqual([
      ['a', 1, null],
      ['b', 2, 2],
    ]);
    expect(ids(reciprocalRankFusion(['a', 'b'], ['c', 'b'], { semanticRatio: 1 }))).toEqual(['c', 'b']);
  });

  it('keeps disjoint legs, counts a repeated id once, and refuses a ratio outside 0..1', () => {
    expect(ids(reciprocalRankFusion(['a', 'a', 'b'], [], { semanticRatio: 0.5 }))).toEqual(['a', 'b']);
    expect(reciprocalRankFusion([], [], { semanticRatio: 0.5 })).toEqual([]);
    expect(() => reciprocalRankFusion(['a'], ['b'], { semanticRatio: 1.5 })).toThrow(RangeError);
  });
});
