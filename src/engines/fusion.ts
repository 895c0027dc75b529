import type { EngineHit, MatchQuality } from './engine.js';

/**
 * Fusion of a keyword and a semantic ranking: a weighted reciprocal rank fusion that knows how
 * good each leg's hit is. A document's score is
 *
 *   (1 - ratio) * q / (k + keyword rank) + ratio * s / (k + semantic rank),
 *
 * a missing rank adding nothing. `q` weighs the keyword hit by how it matched (MATCH_WEIGHTS:
 * a record holding only some of the words counts far less than one holding them all), `s` weighs the semantic hit by its
 * similarity within the window: 1 for the window's most similar, SEMANTIC_FLOOR for its least,
 * linear between (so it adapts to a model's own range of scores: e5's are bunched near 0.8,
 * OpenAI's spread lower). Each weight is capped by the one of the hit its leg ranked above it,
 * so a leg's own order is never inverted: ratio 0 gives exactly the keyword results in their
 * order, ratio 1 exactly the semantic ones. Ties are broken by the better rank in either leg,
 * then by id, so the same input always gives the same order (stable paging).
 */
export interface FusedHit {
  id: string;
  score: number;
  keywordRank: number | null;
  semanticRank: number | null;
  /** The record's category as a leg read it (the semantic leg's first: it reads the records as they are now). */
  category?: string | null;
}

export const RRF_RANK_CONSTANT = 60;

/**
 * Weight of a keyword hit by how it matched; a hit without `match` counts as exact. Tuned with
 * `npm run eval:search` on both corpora (docs/search.md, Hybrid search): a record holding
 * only most of the query's words is often noise next to the semantic leg (paraphrases), but often
 * the right record of an Indonesian query with one word the lexicon lacks (0.3 rather than 0.1:
 * Indonesian hybrid nDCG +0.015 on the real text, paraphrases -0.002 / -0.011), while a typo
 * correction of every word is nearly always right.
 */
export const MATCH_WEIGHTS: Readonly<Record<MatchQuality, number>> = {
  exact: 1,
  expanded: 0.9,
  fuzzy: 0.9,
  partial: 0.3,
};

/** Weight of the least similar semantic hit of the window (the most similar weighs 1). */
export const SEMANTIC_FLOOR = 0.3;

export interface FusionOptions {
  semanticRatio: number;
  k?: number;
  matchWeights?: Readonly<Record<MatchQuality, number>>;
  semanticFloor?: number;
}

/** Each hit's weight, never above the one of the hit ranked before it (the leg's order stands). */
function capped(weights: number[]): number[] {
  let cap = Infinity;
  return weights.map((weight) => (cap = Math.min(cap, weight)));
}

function keywordWeights(hits: readonly EngineHit[], matchWeights: Readonly<Record<MatchQuality, number>>): number[] {
  return capped(hits.map((hit) => matchWeights[hit.match ?? 'exact']));
}

function semanticWeights(hits: readonly EngineHit[], floor: number): number[] {
  if (hits.length === 0) return [];
  const scores = hits.map((hit) => hit.score);
  const best = Math.max(...scores);
  const worst = Math.min(...scores);
  const spread = best - worst;
  return capped(scores.map((score) => (spread > 0 ? floor + (1 - floor) * ((score - worst) / spread) : 1)));
}

export function fuse(
  keyword: readonly EngineHit[],
  semantic: readonly EngineHit[],
  options: FusionOptions,
): FusedHit[] {
  const k = options.k ?? RRF_RANK_CONSTANT;
  const ratio = options.semanticRatio;
  if (!(ratio >= 0 && ratio <= 1)) throw new RangeError(`semanticRatio must be within 0..1, got ${ratio}`);
  const matchWeights = options.matchWeights ?? MATCH_WEIGHTS;
  const floor = options.semanticFloor ?? SEMANTIC_FLOOR;
  if (!(floor > 0 && floor <= 1) || !Object.values(matchWeights).every((weight) => weight > 0 && weight <= 1)) {
    throw new RangeError('fusion weights must be within (0, 1]');
  }
  const hits = new Map<string, FusedHit>();
  const hit = (id: string) => {
    let entry = hits.get(id);
    if (!entry) {
      entry = { id, score: 0, keywordRank: null, semanticRank: null };
      hits.set(id, entry);
    }
    return entry;
  };
  const keywordWeight = keywordWeights(keyword, matchWeights);
  keyword.forEach(({ id, category }, index) => {
    const entry = hit(id);
    if (entry.keywordRank !== null) return;
    entry.keywordRank = index + 1;
    if (category !== undefined && entry.category === undefined) entry.category = category;
    entry.score += ((1 - ratio) * keywordWeight[index]!) / (k + index + 1);
  });
  const semanticWeight = semanticWeights(semantic, floor);
  semantic.forEach(({ id, category }, index) => {
    const entry = hit(id);
    if (entry.semanticRank !== null) return;
    entry.semanticRank = index + 1;
    if (category !== undefined) entry.category = category;
    entry.score += (ratio * semanticWeight[index]!) / (k + index + 1);
  });
  return [...hits.values()].filter((entry) => entry.score > 0).sort(byScore);
}

const bestRank = (entry: FusedHit) => Math.min(entry.keywordRank ?? Infinity, entry.semanticRank ?? Infinity);

/** Best score first, then the better rank in either leg, then id: the same input, the same order. */
function byScore(a: FusedHit, b: FusedHit): number {
  return b.score - a.score || bestRank(a) - bestRank(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * How strongly the fused list's leaders pull up the other records of their category: the
 * `leaders` best fused hits each vote for their own category with their share of the leaders'
 * summed score, and every hit's score is multiplied by 1 + `weight` x its category's votes. Tuned
 * with `npm run eval:search` on both corpora and three blind query sets (docs/search.md, Hybrid
 * search): 3 to 10 leaders and a weight of 1 to 3 all gave about the same gain.
 */
export const CATEGORY_VOTE = { leaders: 5, weight: 1.5 } as const;

/** Whether both legs rank `a`, a hit of both legs, above `b`: `b` lower in each or missing from it. */
function beatsInBothLegs(a: FusedHit & { keywordRank: number; semanticRank: number }, b: FusedHit): boolean {
  return (
    (b.keywordRank === null || a.keywordRank < b.keywordRank) &&
    (b.semanticRank === null || a.semanticRank < b.semanticRank)
  );
}

/**
 * The fused list re-ranked by category (the cluster hypothesis: records of the category the best
 * hits share are likelier to be what the query means than the strays beside them): a paraphrase or
 * an Indonesian query whose best hits are three watches and a bracelet lifts the watches further
 * down either leg above the clocks and straps between. A record with no category neither votes nor
 * gains. The vote only settles what the legs disagree on: it never lifts a record above one that
 * both legs rank above it (`coffee`'s coffee beans, first in both, stay above two coffee tables
 * that outvote them). The ranks stay each leg's; ties are broken as in fuse.
 */
export function voteByCategory(
  hits: readonly FusedHit[],
  options: { leaders: number; weight: number } = CATEGORY_VOTE,
): FusedHit[] {
  const leaders = hits.slice(0, options.leaders);
  const total = leaders.reduce((sum, hit) => sum + hit.score, 0);
  const votes = new Map<string, number>();
  for (const { category, score } of leaders)
    if (category) votes.set(category, (votes.get(category) ?? 0) + score / total);
  const voted: FusedHit[] = [];
  // Only a hit of both legs can be ranked above another by both; fused order puts it earlier.
  const inBoth: Array<FusedHit & { keywordRank: number; semanticRank: number }> = [];
  for (const hit of hits) {
    const category = hit.category;
    let score = hit.score * (1 + options.weight * (category ? (votes.get(category) ?? 0) : 0));
    for (const above of inBoth) if (above.score < score && beatsInBothLegs(above, hit)) score = above.score;
    const entry = { ...hit, score };
    voted.push(entry);
    if (entry.keywordRank !== null && entry.semanticRank !== null)
      inBoth.push(entry as FusedHit & { keywordRank: number; semanticRank: number });
  }
  return voted.sort(byScore);
}

/**
 * Hybrid search's order: the legs fused, then re-ranked by the category vote when both weigh in
 * (`semanticRatio` strictly between 0 and 1: 0 and 1 keep one leg's order exactly). `vote` null
 * skips the vote (the relevance evaluation's replay, under bench/eval/, compares rules with it).
 */
export function rankHybrid(
  keyword: readonly EngineHit[],
  semantic: readonly EngineHit[],
  options: FusionOptions & { vote?: { leaders: number; weight: number } | null },
): FusedHit[] {
  const fused = fuse(keyword, semantic, options);
  const vote = options.vote === undefined ? CATEGORY_VOTE : options.vote;
  return vote && options.semanticRatio > 0 && options.semanticRatio < 1 ? voteByCategory(fused, vote) : fused;
}

/** Plain reciprocal rank fusion of two id rankings: fuse with every hit weighing 1. */
export function reciprocalRankFusion(
  keyword: readonly string[],
  semantic: readonly string[],
  options: { semanticRatio: number; k?: number },
): FusedHit[] {
  const even = (ids: readonly string[]) => ids.map((id) => ({ id, score: 1 }));
  return fuse(even(keyword), even(semantic), {
    ...options,
    matchWeights: { exact: 1, expanded: 1, fuzzy: 1, partial: 1 },
    semanticFloor: 1,
  });
}
