import { describe, expect, it } from 'vitest';
import type { MatchQuality } from './engine.js';
import { fuse, MATCH_WEIGHTS, reciprocalRankFusion } from './fusion.js';

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

describe('fusion weighed by match quality and similarity', () => {
  const kw = (id: string, match?: MatchQuality) => ({ id, score: 1, match });
  const sem = (id: string, score: number) => ({ id, score });

  it('weighs each keyword hit by its match and each semantic hit by its similarity in the window (hand-computed)', () => {
    // Keyword: a exact (1), b partial (0.3). Semantic: c 0.9 (best: 1), a 0.85 (0.3 + 0.7 * 0.5 = 0.65), d 0.8 (worst: 0.3).
    const fused = fuse([kw('a', 'exact'), kw('b', 'partial')], [sem('c', 0.9), sem('a', 0.85), sem('d', 0.8)], { semanticRatio: 0.5 });
    const expected = [
      { id: 'a', score: (0.5 * 1) / 61 + (0.5 * 0.65) / 62, keywordRank: 1, semanticRank: 2 },
      { id: 'c', score: (0.5 * 1) / 61, keywordRank: null, semanticRank: 1 },
      { id: 'b', score: (0.5 * 0.3) / 62, keywordRank: 2, semanticRank: null },
      { id: 'd', score: (0.5 * 0.3) / 63, keywordRank: null, semanticRank: 3 },
    ];
    expect(fused.map((hit) => hit.id)).toEqual(expected.map((hit) => hit.id));
    fused.forEach((hit, index) => {
      expect(hit).toMatchObject({ keywordRank: expected[index]!.keywordRank, semanticRank: expected[index]!.semanticRank });
      expect(hit.score).toBeCloseTo(expected[index]!.score, 12);
    });
  });

  it('weighs exact above expanded and fuzzy, and those far above a partial match', () => {
    expect(MATCH_WEIGHTS.exact).toBe(1);
    expect(MATCH_WEIGHTS.expanded).toBeLessThan(MATCH_WEIGHTS.exact);
    expect(MATCH_WEIGHTS.fuzzy).toBeLessThan(MATCH_WEIGHTS.exact);
    expect(MATCH_WEIGHTS.partial).toBeLessThan(MATCH_WEIGHTS.fuzzy / 2);
  });

  it('ranks a lone partial keyword hit below the best semantic hit and as the least similar one of the window, a lone exact one above the best', () => {
    expect(fuse([kw('p', 'partial')], [sem('s', 0.9), sem('t', 0.7)], { semanticRatio: 0.5 }).map((hit) => hit.id)).toEqual(['s', 'p', 't']);
    expect(fuse([kw('p', 'partial')], [sem('s', 0.9), sem('u', 0.8), sem('t', 0.7)], { semanticRatio: 0.5 }).map((hit) => hit.id)).toEqual(['s', 'u', 'p', 't']);
    expect(fuse([kw('e', 'exact')], [sem('s', 0.9), sem('t', 0.7)], { semanticRatio: 0.5 }).map((hit) => hit.id)).toEqual(['e', 's', 't']);
    expect(fuse([kw('f', 'fuzzy')], [sem('s', 0.9), sem('t', 0.7)], { semanticRatio: 0.5 }).map((hit) => hit.id)).toEqual(['s', 'f', 't']);
  });

  // Generated legs: every mix of match qualities and similarities, in either order, at the ends of the ratio.
  const qualities = ['exact', 'expanded', 'fuzzy', 'partial', undefined] as const;
  const legs = Array.from({ length: 24 }, (_, seed) => ({
    keyword: Array.from({ length: 6 }, (_, index) => kw(`k${(index * 7 + seed) % 9}`, qualities[(index + seed) % 5])).filter(
      (hit, index, all) => all.findIndex((other) => other.id === hit.id) === index,
    ),
    semantic: Array.from({ length: 6 }, (_, index) => sem(`k${(index * 5 + seed * 3) % 11}`, 0.95 - index * ((seed % 3) * 0.03))).filter(
      (hit, index, all) => all.findIndex((other) => other.id === hit.id) === index,
    ),
  }));
  legs.forEach(({ keyword, semantic }, index) => {
    it(`gives exactly the keyword results at ratio 0 and the semantic ones at ratio 1 (case ${index + 1})`, () => {
      expect(fuse(keyword, semantic, { semanticRatio: 0 }).map((hit) => hit.id)).toEqual(keyword.map((hit) => hit.id));
      expect(fuse(keyword, semantic, { semanticRatio: 1 }).map((hit) => hit.id)).toEqual(semantic.map((hit) => hit.id));
      for (const ratio of [0.25, 0.5, 0.75]) {
        const fused = fuse(keyword, semantic, { semanticRatio: ratio });
        expect(new Set(fused.map((hit) => hit.id))).toEqual(new Set([...keyword, ...semantic].map((hit) => hit.id)));
        expect(fuse([...keyword], [...semantic], { semanticRatio: ratio })).toEqual(fused);
      }
    });
  });

  it('never lets a weight rise above the hit ranked before it in its leg', () => {
    // b (exact) below a (partial) keeps the partial weight: the keyword order stands at ratio 0.5 too.
    const fused = fuse([kw('a', 'partial'), kw('b', 'exact')], [], { semanticRatio: 0.5 });
    expect(fused.map((hit) => [hit.id, hit.score])).toEqual([
      ['a', (0.5 * MATCH_WEIGHTS.partial) / 61],
      ['b', (0.5 * MATCH_WEIGHTS.partial) / 62],
    ]);
  });

  it('weighs every semantic hit fully when they are equally similar, and refuses weights outside (0, 1]', () => {
    expect(fuse([], [sem('a', 0.8), sem('b', 0.8)], { semanticRatio: 1 }).map((hit) => hit.score)).toEqual([1 / 61, 1 / 62]);
    expect(() => fuse([], [], { semanticRatio: 0.5, semanticFloor: 0 })).toThrow(RangeError);
    expect(() => fuse([], [], { semanticRatio: 0.5, matchWeights: { exact: 1, expanded: 1, fuzzy: 1.5, partial: 0.1 } })).toThrow(RangeError);
  });
});
