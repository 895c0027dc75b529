// Pure pieces of supplier suggestions: the price of an item at its quantity, the comparison with
// the buyer's target, and the documented order of suggestions. No I/O; unit-tested by table
// (ranking.test.ts).

/** A quantity pricing tier as stored: amounts are exact decimal strings. */
export interface PriceTier {
  minQuantity: number;
  maxQuantity: number | null;
  unitPrice: string;
  currency: string;
}

export interface UnitPrice {
  /** Exact decimal string, or null when the product has no price at all. */
  amount: string | null;
  currency: string;
}

/**
 * The unit price at `quantity` (a decimal string): the tier whose range holds the quantity
 * (min_quantity <= quantity <= max_quantity, open when max is null); when none holds it (below
 * the first tier, in a gap, or no tiers), the product's base price in the product's currency.
 * Tiers of a product never overlap (the API refuses that), so at most one holds a quantity.
 */
export function unitPriceAt(
  quantity: string,
  basePrice: string | null,
  currency: string,
  tiers: readonly PriceTier[],
): UnitPrice {
  const wanted = Number(quantity);
  const tier = tiers.find(
    (candidate) =>
      candidate.minQuantity <= wanted && (candidate.maxQuantity === null || wanted <= candidate.maxQuantity),
  );
  return tier ? { amount: tier.unitPrice, currency: tier.currency } : { amount: basePrice, currency };
}

/**
 * How far the price is from the buyer's target, in percent (negative: below target), rounded to
 * two decimals. null unless both are known, the target is above zero and both are in the same
 * currency: amounts in different currencies are never compared (no exchange rates here).
 */
export function vsTargetPercent(price: UnitPrice, target: { amount: string | null; currency: string }): number | null {
  if (price.amount === null || target.amount === null || price.currency !== target.currency) return null;
  const goal = Number(target.amount);
  if (!(goal > 0)) return null;
  return Math.round(((Number(price.amount) - goal) / goal) * 10_000) / 100;
}

/** What the order needs to know of one business's candidacy. */
export interface Candidate {
  businessId: string;
  /** Items this business matched, and items in the RFQ. */
  matchedItems: number;
  totalItems: number;
  /** The business's best 1-based rank in each matched item's search (fused order). */
  ranks: number[];
  /** vs_target_percent of each matched item; null where it cannot be compared. */
  vsTarget: Array<number | null>;
  regionMatch: boolean | null;
  /** The supplier performance record's scores, or null without one. */
  performance: {
    reliability: number | null;
    quality: number | null;
    responseRate: number | null;
    onTime: number | null;
  } | null;
}

/**
 * Weights of the components in `score`, in the contract's order of weight. Every component is
 * in 0..1, so the score is too. Unknowns (no comparable price, no region, no performance record)
 * count as the neutral 0.5: neither rewarded nor punished.
 */
export const WEIGHTS = { coverage: 0.4, relevance: 0.3, priceFit: 0.15, region: 0.1, performance: 0.05 } as const;
export const NEUTRAL = 0.5;
/** Rank at which relevance falls to half: a product at rank 1 counts 1, at rank 11 counts 0.5. */
const RANK_HALF_LIFE = 10;

/** 1 at rank 1, falling smoothly: HALF / (HALF + rank - 1). */
export function rankRelevance(rank: number): number {
  return RANK_HALF_LIFE / (RANK_HALF_LIFE + rank - 1);
}

/** 1 at or below target, falling linearly to 0 at twice the target; NEUTRAL when not comparable. */
export function priceFit(vsTarget: number | null): number {
  if (vsTarget === null) return NEUTRAL;
  return Math.max(0, Math.min(1, 1 - vsTarget / 100));
}

export function performanceFit(performance: Candidate['performance']): number {
  if (!performance) return NEUTRAL;
  const parts = [
    performance.reliability === null ? null : performance.reliability / 5,
    performance.quality === null ? null : performance.quality / 5,
    performance.responseRate === null ? null : performance.responseRate / 100,
    performance.onTime === null ? null : performance.onTime / 100,
  ].filter((part): part is number => part !== null);
  return parts.length === 0 ? NEUTRAL : mean(parts);
}

function mean(values: number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

export interface ScoredCandidate<C extends Candidate> {
  candidate: C;
  coverage: number;
  score: number;
}

/** The score of one candidate: the weighted sum of its five components, rounded to 4 decimals. */
export function scoreOf(candidate: Candidate): { coverage: number; score: number } {
  const coverage = candidate.totalItems === 0 ? 0 : candidate.matchedItems / candidate.totalItems;
  const relevance = candidate.ranks.length === 0 ? 0 : mean(candidate.ranks.map(rankRelevance));
  const price = candidate.vsTarget.length === 0 ? NEUTRAL : mean(candidate.vsTarget.map(priceFit));
  const region = candidate.regionMatch === null ? NEUTRAL : candidate.regionMatch ? 1 : 0;
  const score =
    WEIGHTS.coverage * coverage +
    WEIGHTS.relevance * relevance +
    WEIGHTS.priceFit * price +
    WEIGHTS.region * region +
    WEIGHTS.performance * performanceFit(candidate.performance);
  return { coverage, score: Math.round(score * 10_000) / 10_000 };
}

/**
 * The order of suggestions: coverage first (a supplier of more of the RFQ's items comes before one
 * of fewer, whatever else), then the score, in which relevance, price fit, region and performance
 * count in that order of weight (a weighted sum, so a much better price can outweigh a slightly
 * worse rank, never the reverse of the weights), then business id, so equal candidates always come
 * out in the same order.
 */
export function rankCandidates<C extends Candidate>(candidates: readonly C[]): Array<ScoredCandidate<C>> {
  return candidates
    .map((candidate) => ({ candidate, ...scoreOf(candidate) }))
    .sort(
      (a, b) =>
        b.candidate.matchedItems * a.candidate.totalItems - a.candidate.matchedItems * b.candidate.totalItems ||
        b.score - a.score ||
        (a.candidate.businessId < b.candidate.businessId
          ? -1
          : a.candidate.businessId > b.candidate.businessId
            ? 1
            : 0),
    );
}
