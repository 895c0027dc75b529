import { describe, expect, it } from 'vitest';
import type { EngineHit, MatchQuality } from './engine.js';
import {
  CATEGORY_VOTE,
  type FusedHit,
  fuse,
  MATCH_WEIGHTS,
  rankHybrid,
  reciprocalRankFusion,
  voteByCategory,
} from './fusion.js';

const ids = (hits: Array<{ id: string }>) => hits.map((hit) => hit.id);

// Generated legs: every mix of match qualities and similarities, in either order, at the ends of the ratio.
const qualities = ['exact', 'expanded', 'fuzzy', 'partial', undefined] as const;
const legs = Array.from({ length: 24 }, (_, seed) => ({
  keyword: Array.from({ length: 6 }, (_, index) => ({
    id: `k${(index * 7 + seed) % 9}`,
    score: 1,
    match: qualities[(index + seed) % 5],
  })).filter((hit, index, all) => all.findIndex((other) => other.id === hit.id) === index),
  semantic: Array.from({ length: 6 }, (_, index) => ({
    id: `k${(index * 5 + seed * 3) % 11}`,
    score: 0.95 - index * ((seed % 3) * 0.03),
  })).filter((hit, index, all) => all.findIndex((other) => other.id === hit.id) === index),
}));

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
    expect(
      reciprocalRankFusion(['a', 'b'], ['c', 'b'], { semanticRatio: 0 }).map((hit) => [
        hit.id,
        hit.keywordRank,
        hit.semanticRank,
      ]),
    ).toEqual([
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
    const fused = fuse([kw('a', 'exact'), kw('b', 'partial')], [sem('c', 0.9), sem('a', 0.85), sem('d', 0.8)], {
      semanticRatio: 0.5,
    });
    const expected = [
      { id: 'a', score: (0.5 * 1) / 61 + (0.5 * 0.65) / 62, keywordRank: 1, semanticRank: 2 },
      { id: 'c', score: (0.5 * 1) / 61, keywordRank: null, semanticRank: 1 },
      { id: 'b', score: (0.5 * 0.3) / 62, keywordRank: 2, semanticRank: null },
      { id: 'd', score: (0.5 * 0.3) / 63, keywordRank: null, semanticRank: 3 },
    ];
    expect(fused.map((hit) => hit.id)).toEqual(expected.map((hit) => hit.id));
    fused.forEach((hit, index) => {
      expect(hit).toMatchObject({
        keywordRank: expected[index]!.keywordRank,
        semanticRank: expected[index]!.semanticRank,
      });
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
    expect(
      fuse([kw('p', 'partial')], [sem('s', 0.9), sem('t', 0.7)], { semanticRatio: 0.5 }).map((hit) => hit.id),
    ).toEqual(['s', 'p', 't']);
    expect(
      fuse([kw('p', 'partial')], [sem('s', 0.9), sem('u', 0.8), sem('t', 0.7)], { semanticRatio: 0.5 }).map(
        (hit) => hit.id,
      ),
    ).toEqual(['s', 'u', 'p', 't']);
    expect(
      fuse([kw('e', 'exact')], [sem('s', 0.9), sem('t', 0.7)], { semanticRatio: 0.5 }).map((hit) => hit.id),
    ).toEqual(['e', 's', 't']);
    expect(
      fuse([kw('f', 'fuzzy')], [sem('s', 0.9), sem('t', 0.7)], { semanticRatio: 0.5 }).map((hit) => hit.id),
    ).toEqual(['s', 'f', 't']);
  });

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
    expect(fuse([], [sem('a', 0.8), sem('b', 0.8)], { semanticRatio: 1 }).map((hit) => hit.score)).toEqual([
      1 / 61,
      1 / 62,
    ]);
    expect(() => fuse([], [], { semanticRatio: 0.5, semanticFloor: 0 })).toThrow(RangeError);
    expect(() =>
      fuse([], [], { semanticRatio: 0.5, matchWeights: { exact: 1, expanded: 1, fuzzy: 1.5, partial: 0.1 } }),
    ).toThrow(RangeError);
  });
});

describe('the category vote', () => {
  const hit = (id: string, score: number, rank: number): FusedHit => ({
    id,
    score,
    keywordRank: null,
    semanticRank: rank,
  });
  const hits = (scores: number[]) => scores.map((score, index) => hit(`h${index}`, score, index + 1));
  // The window with each hit's category as its legs would have read it.
  const vote = (
    fused: FusedHit[],
    categories: ReadonlyMap<string, string | null>,
    options?: { leaders: number; weight: number },
  ) =>
    voteByCategory(
      fused.map((entry) => ({ ...entry, category: categories.get(entry.id) ?? null })),
      options,
    );

  it("carries each hit's category from its legs, the semantic leg's first", () => {
    const fused = fuse(
      [
        { id: 'a', score: 1, category: 'stale' },
        { id: 'b', score: 1, category: null },
      ],
      [
        { id: 'a', score: 0.9, category: 'now' },
        { id: 'c', score: 0.8 },
      ],
      { semanticRatio: 0.5 },
    );
    expect(fused.map((entry) => [entry.id, entry.category])).toEqual([
      ['a', 'now'],
      ['b', null],
      ['c', undefined],
    ]);
  });

  it("multiplies each score by 1 + weight x the share of the leaders' score its category holds (hand-computed)", () => {
    const fused = hits([0.05, 0.04, 0.035, 0.03, 0.02, 0.012, 0.005]);
    const categories = new Map<string, string | null>([
      ['h0', 'W'],
      ['h1', 'W'],
      ['h2', 'C'],
      ['h3', null],
      ['h4', 'W'],
      ['h5', 'C'],
      ['h6', 'W'],
    ]);
    // Leaders h0..h4 sum 0.175: W holds 0.11 of it, C 0.035; h3 has no category and neither votes nor gains.
    const w = 1 + 0.11 / 0.175;
    const c = 1 + 0.035 / 0.175;
    const voted = vote(fused, categories, { leaders: 5, weight: 1 });
    expect(voted.map((entry) => entry.id)).toEqual(['h0', 'h1', 'h2', 'h4', 'h3', 'h5', 'h6']);
    const expected: Record<string, number> = {
      h0: 0.05 * w,
      h1: 0.04 * w,
      h2: 0.035 * c,
      h4: 0.02 * w,
      h3: 0.03,
      h5: 0.012 * c,
      h6: 0.005 * w,
    };
    for (const entry of voted) expect(entry.score).toBeCloseTo(expected[entry.id]!, 12);
    expect(voted.find((entry) => entry.id === 'h4')).toMatchObject({ keywordRank: null, semanticRank: 5 });
  });

  it('gives nothing to a category found only below the leaders', () => {
    const fused = hits([0.05, 0.04, 0.03]);
    const voted = vote(
      fused,
      new Map([
        ['h0', 'A'],
        ['h1', 'A'],
        ['h2', 'B'],
      ]),
      { leaders: 2, weight: 1 },
    );
    expect(voted.map((entry) => [entry.id, entry.score])).toEqual([
      ['h0', 0.1],
      ['h1', 0.08],
      ['h2', 0.03],
    ]);
  });

  it('never lifts a record above one that both legs rank above it', () => {
    // `coffee`: the beans first in both legs, two coffee tables second and third in both outvote them.
    const fused = fuse(
      [
        { id: 'beans', score: 1 },
        { id: 'table1', score: 1 },
        { id: 'table2', score: 1 },
      ],
      [
        { id: 'beans', score: 0.9 },
        { id: 'table1', score: 0.89 },
        { id: 'table2', score: 0.88 },
        { id: 'soap', score: 0.8 },
      ],
      { semanticRatio: 0.5 },
    );
    const categories = new Map([
      ['beans', 'coffee'],
      ['table1', 'tables'],
      ['table2', 'tables'],
      ['soap', 'cosmetics'],
    ]);
    const voted = vote(fused, categories);
    expect(voted.map((entry) => entry.id)).toEqual(['beans', 'table1', 'table2', 'soap']);
    expect(voted[1]!.score).toBe(voted[0]!.score);
    // Without the guard the tables' votes would have put them first.
    const share = (fused[1]!.score + fused[2]!.score) / fused.slice(0, 4).reduce((sum, entry) => sum + entry.score, 0);
    expect(fused[1]!.score * (1 + CATEGORY_VOTE.weight * share)).toBeGreaterThan(voted[0]!.score);
  });

  // Generated windows: the fused legs above (24 mixes of match and similarity), categories drawn
  // from three (or none) by the seed.
  const cases = legs.flatMap(({ keyword, semantic }, seed) =>
    [0.3, 0.5, 0.8].map((ratio) => {
      const fused = fuse(keyword, semantic, { semanticRatio: ratio });
      const categories = new Map(
        fused.map((entry, index) => [entry.id, [null, 'A', 'B', 'C'][(index * (seed + 1) + seed) % 4]!]),
      );
      return { fused, categories };
    }),
  );
  cases.forEach(({ fused, categories }, index) => {
    it(`keeps every hit and its ranks, never lowers a score, keeps each category's own order and what both legs agree on (case ${index + 1})`, () => {
      const voted = vote(fused, categories);
      expect(voted.map((entry) => entry.id).sort()).toEqual(fused.map((entry) => entry.id).sort());
      for (const entry of voted) {
        const before = fused.find((other) => other.id === entry.id)!;
        expect(entry.score).toBeGreaterThanOrEqual(before.score);
        expect(entry.score).toBeLessThanOrEqual(before.score * (1 + CATEGORY_VOTE.weight) * (1 + 1e-12));
        expect([entry.keywordRank, entry.semanticRank]).toEqual([before.keywordRank, before.semanticRank]);
      }
      const scores = voted.map((entry) => entry.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      for (const category of [null, 'A', 'B', 'C']) {
        const members = (list: FusedHit[]) =>
          list.filter((entry) => categories.get(entry.id) === category).map((entry) => entry.id);
        expect(members(voted)).toEqual(members(fused));
      }
      const place = new Map(voted.map((entry, at) => [entry.id, at]));
      const above = (x: number | null, y: number | null) => x !== null && (y === null || x < y);
      for (const one of fused) {
        for (const other of fused) {
          if (above(one.keywordRank, other.keywordRank) && above(one.semanticRank, other.semanticRank))
            expect(place.get(one.id)!).toBeLessThan(place.get(other.id)!);
        }
      }
      expect(vote([...fused], new Map(categories))).toEqual(voted);
      expect(voted.map((entry) => entry.category)).toEqual(voted.map((entry) => categories.get(entry.id)));
    });
  });

  it("is what hybrid search ranks by: voted strictly between ratios 0 and 1, one leg's fusion at either end or without a vote", () => {
    legs.forEach(({ keyword, semantic }, seed) => {
      const categorised = (hits: EngineHit[]) =>
        hits.map((entry, index) => ({ ...entry, category: ['A', 'B', null][(index + seed) % 3] }));
      const [k, s] = [categorised(keyword), categorised(semantic)];
      for (const ratio of [0, 1])
        expect(rankHybrid(k, s, { semanticRatio: ratio })).toEqual(fuse(k, s, { semanticRatio: ratio }));
      expect(rankHybrid(k, s, { semanticRatio: 0.5 })).toEqual(voteByCategory(fuse(k, s, { semanticRatio: 0.5 })));
      expect(rankHybrid(k, s, { semanticRatio: 0.5, vote: null })).toEqual(fuse(k, s, { semanticRatio: 0.5 }));
    });
  });

  it('leaves the order as fused when no hit has a category, or all share one', () => {
    for (const { fused } of cases) {
      expect(vote(fused, new Map()).map((entry) => entry.id)).toEqual(fused.map((entry) => entry.id));
      expect(vote(fused, new Map(fused.map((entry) => [entry.id, 'A']))).map((entry) => entry.id)).toEqual(
        fused.map((entry) => entry.id),
      );
    }
    expect(vote([], new Map())).toEqual([]);
  });
});
