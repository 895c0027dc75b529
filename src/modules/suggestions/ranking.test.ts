import { describe, expect, it } from 'vitest';
import {
  type Candidate,
  type PriceTier,
  priceFit,
  rankCandidates,
  rankRelevance,
  scoreOf,
  unitPriceAt,
  vsTargetPercent,
  WEIGHTS,
} from './ranking.js';

const tiers: PriceTier[] = [
  { minQuantity: 10, maxQuantity: 49, unitPrice: '90000', currency: 'IDR' },
  { minQuantity: 50, maxQuantity: 99, unitPrice: '80000', currency: 'IDR' },
  { minQuantity: 200, maxQuantity: null, unitPrice: '70000.5', currency: 'IDR' },
];

describe('unitPriceAt: the tier holding the quantity, else the base price', () => {
  // Generated from the rule: every boundary of every tier, one inside, and the gaps around them.
  const expected = (quantity: number) =>
    tiers.find((tier) => tier.minQuantity <= quantity && (tier.maxQuantity === null || quantity <= tier.maxQuantity));
  const quantities = [
    1,
    9,
    9.5,
    ...tiers.flatMap((tier) => [
      tier.minQuantity - 1,
      tier.minQuantity,
      tier.minQuantity + 0.5,
      tier.maxQuantity ?? 10_000,
      (tier.maxQuantity ?? 10_000) + 1,
    ]),
  ];
  it.each(quantities.map((quantity) => [quantity]))('quantity %s', (quantity) => {
    const tier = expected(quantity);
    expect(unitPriceAt(String(quantity), '100000', 'IDR', tiers)).toEqual(
      tier ? { amount: tier.unitPrice, currency: tier.currency } : { amount: '100000', currency: 'IDR' },
    );
  });

  it.each([
    ['no tiers: the base price', '5', '1000', 'USD', [], { amount: '1000', currency: 'USD' }],
    ['no tiers and no base price: no price', '5', null, 'IDR', [], { amount: null, currency: 'IDR' }],
    [
      'a tier in another currency keeps its own currency',
      '20',
      '1000',
      'IDR',
      [{ minQuantity: 10, maxQuantity: null, unitPrice: '5.25', currency: 'USD' }],
      { amount: '5.25', currency: 'USD' },
    ],
    [
      'a fractional quantity inside a tier',
      '10.0001',
      '1000',
      'IDR',
      [{ minQuantity: 10, maxQuantity: 11, unitPrice: '900', currency: 'IDR' }],
      { amount: '900', currency: 'IDR' },
    ],
  ] as const)('%s', (_name, quantity, base, currency, list, result) => {
    expect(unitPriceAt(quantity, base, currency, list)).toEqual(result);
  });
});

describe('vsTargetPercent: only within one currency', () => {
  it.each([
    [{ amount: '110', currency: 'IDR' }, { amount: '100', currency: 'IDR' }, 10],
    [{ amount: '90', currency: 'IDR' }, { amount: '100', currency: 'IDR' }, -10],
    [{ amount: '100', currency: 'IDR' }, { amount: '100', currency: 'IDR' }, 0],
    [{ amount: '1', currency: 'IDR' }, { amount: '3', currency: 'IDR' }, -66.67],
    [{ amount: '110', currency: 'USD' }, { amount: '100', currency: 'IDR' }, null],
    [{ amount: '100', currency: 'IDR' }, { amount: '100', currency: 'USD' }, null],
    [{ amount: null, currency: 'IDR' }, { amount: '100', currency: 'IDR' }, null],
    [{ amount: '100', currency: 'IDR' }, { amount: null, currency: 'IDR' }, null],
    [{ amount: '100', currency: 'IDR' }, { amount: '0', currency: 'IDR' }, null],
  ] as const)('%j against %j is %s', (price, target, result) => {
    expect(vsTargetPercent(price, target)).toBe(result);
  });
});

const base: Candidate = {
  businessId: '00000000-0000-4000-8000-000000000000',
  matchedItems: 1,
  totalItems: 2,
  ranks: [1],
  vsTarget: [null],
  regionMatch: null,
  performance: null,
};
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const candidate = (n: number, fields: Partial<Candidate>): Candidate => ({ ...base, businessId: id(n), ...fields });
const good = { reliability: 5, quality: 5, responseRate: 100, onTime: 100 };
const poor = { reliability: 1, quality: 1, responseRate: 10, onTime: 10 };

describe('rankCandidates: coverage first, then the score (relevance, price fit, region, performance by weight), then business id', () => {
  // Each row: two candidates, and which one must come first. First one difference at a time (all
  // else equal), then the order of weight: a full swing in a heavier component outweighs a full
  // swing the other way in the next lighter one. Coverage is stronger still: it is compared first.
  it.each([
    [
      'more items covered beats everything else',
      candidate(2, { matchedItems: 2, ranks: [40, 40], vsTarget: [90, 90], regionMatch: false, performance: poor }),
      candidate(1, { ranks: [1], vsTarget: [-50], regionMatch: true, performance: good }),
    ],
    ['a better rank', candidate(2, { ranks: [2] }), candidate(1, { ranks: [3] })],
    ['a price nearer the target', candidate(2, { vsTarget: [10] }), candidate(1, { vsTarget: [20] })],
    [
      'at or below target beats no comparable price',
      candidate(2, { vsTarget: [-5] }),
      candidate(1, { vsTarget: [null] }),
    ],
    [
      'no comparable price beats far above target',
      candidate(2, { vsTarget: [null] }),
      candidate(1, { vsTarget: [80] }),
    ],
    [
      'a region match beats an unknown region, which beats a mismatch',
      candidate(2, { regionMatch: true }),
      candidate(1, { regionMatch: null }),
    ],
    ['an unknown region beats a mismatch', candidate(2, { regionMatch: null }), candidate(1, { regionMatch: false })],
    ['better performance', candidate(2, { performance: good }), candidate(1, { performance: poor })],
    [
      'no performance record beats a poor one',
      candidate(2, { performance: null }),
      candidate(1, { performance: poor }),
    ],
    [
      'relevance outweighs price: rank 1 at twice the target beats rank 21 below it',
      candidate(2, { ranks: [1], vsTarget: [100] }),
      candidate(1, { ranks: [21], vsTarget: [-10] }),
    ],
    [
      'price outweighs region',
      candidate(2, { vsTarget: [-10], regionMatch: false }),
      candidate(1, { vsTarget: [100], regionMatch: true }),
    ],
    [
      'region outweighs performance',
      candidate(2, { regionMatch: true, performance: poor }),
      candidate(1, { regionMatch: false, performance: good }),
    ],
    ['equal candidates: lower business id first', candidate(1, {}), candidate(2, {})],
  ] as const)('%s', (_name, first, second) => {
    expect(rankCandidates([second, first]).map((scored) => scored.candidate.businessId)).toEqual([
      first.businessId,
      second.businessId,
    ]);
    expect(rankCandidates([first, second]).map((scored) => scored.candidate.businessId)).toEqual([
      first.businessId,
      second.businessId,
    ]);
  });

  it('is deterministic whatever the input order', () => {
    const all = Array.from({ length: 30 }, (_, n) =>
      candidate(n, { matchedItems: 1 + (n % 2), ranks: [1 + (n % 5)], regionMatch: n % 3 === 0 ? null : n % 3 === 1 }),
    );
    const once = rankCandidates(all).map((scored) => scored.candidate.businessId);
    expect(rankCandidates([...all].reverse()).map((scored) => scored.candidate.businessId)).toEqual(once);
  });

  it('scores in 0..1: a perfect candidate 1, and the weights add up to 1', () => {
    expect(Object.values(WEIGHTS).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 10);
    expect(
      scoreOf(
        candidate(1, { matchedItems: 2, ranks: [1, 1], vsTarget: [-10, 0], regionMatch: true, performance: good }),
      ).score,
    ).toBe(1);
    expect(scoreOf(candidate(1, { matchedItems: 1, totalItems: 4 })).coverage).toBe(0.25);
  });

  it('relevance halves at rank 11 and price fit is 0 at twice the target', () => {
    expect([rankRelevance(1), rankRelevance(11)]).toEqual([1, 0.5]);
    expect([priceFit(-30), priceFit(0), priceFit(50), priceFit(100), priceFit(250), priceFit(null)]).toEqual([
      1, 1, 0.5, 0, 0, 0.5,
    ]);
  });
});
