import { describe, expect, it } from 'vitest';
import type { PlanPrice, PlanResults } from '../../src/gateway/plan.js';
import { businessCard, planOf } from '../../test/helpers/gateway-fixtures.js';
import {
  ANSWER_CATEGORIES,
  ANSWER_QUESTIONS,
  type AnswerQuestion,
  judgeAnswer,
  summariseAnswers,
  withinPrice,
} from './eval-agent-answers.js';

// The answer questions' file and the rules that score them: a label the reader refuses fails here,
// and each measure of a price, match or phrase question can fail.

describe('the answer questions file', () => {
  it('reads every question, in every category, in both languages', () => {
    expect(ANSWER_QUESTIONS.length).toBeGreaterThanOrEqual(93);
    for (const category of ANSWER_CATEGORIES)
      for (const language of ['en', 'id'])
        expect(
          ANSWER_QUESTIONS.some((question) => question.category === category && question.language === language),
          `${category} ${language}`,
        ).toBe(true);
    expect(new Set(ANSWER_QUESTIONS.map((question) => question.id)).size).toBe(ANSWER_QUESTIONS.length);
  });

  it('labels every price, match and phrase question with its match and its dropped constraints', () => {
    for (const question of ANSWER_QUESTIONS.filter((q) => ['price', 'match', 'phrase'].includes(q.category))) {
      expect(question.match, question.id).toBeDefined();
      expect(question.relaxed, question.id).toBeDefined();
    }
  });
});

const limit = (fields: Partial<PlanPrice>): PlanPrice => ({
  min: null,
  max: null,
  currency: 'IDR',
  per_unit: null,
  ...fields,
});
const priced = (base_price: string | null, currency = 'IDR', unit_of_measure = 'piece') => ({
  base_price,
  currency,
  unit_of_measure,
});

describe('withinPrice', () => {
  it.each([
    [priced('50000.00'), limit({ max: 50_000 }), true],
    [priced('50000.01'), limit({ max: 50_000 }), false],
    [priced('79999.99'), limit({ min: 80_000, max: 120_000 }), false],
    [priced('80000'), limit({ min: 80_000, max: 120_000 }), true],
    [priced('120000.0001'), limit({ min: 80_000, max: 120_000 }), false],
    [priced('100', 'USD'), limit({ max: 300, currency: 'USD' }), true],
    [priced('100', 'USD'), limit({ max: 300 }), false],
    [priced('90000', 'IDR', 'kg'), limit({ max: 100_000, per_unit: 'kg' }), true],
    [priced('90000', 'IDR', 'piece'), limit({ max: 100_000, per_unit: 'kg' }), false],
    [priced(null), limit({ max: 100_000 }), false],
  ])('%j within %j: %s', (product, bound, expected) => {
    expect(withinPrice(product, bound)).toBe(expected);
  });
});

describe('judgeAnswer on a price question', () => {
  const question: AnswerQuestion = {
    id: 'price-test',
    category: 'price',
    language: 'en',
    question: 't-shirts under 50,000 rupiah',
    intent: 'search_products',
    price: limit({ max: 50_000 }),
    match: 'exact',
    relaxed: [],
  };
  const product = (name: string, base_price: string, owner: string) =>
    ({
      id: name,
      name,
      business_id: owner,
      base_price,
      currency: 'IDR',
      unit_of_measure: 'piece',
      business: { id: owner, name: owner },
    }) as unknown as PlanResults['products'][number];
  const answered = (results: Partial<PlanResults>) => ({
    language: 'en',
    plan: planOf({ intent: 'search_products', keywords: 't shirts', price: limit({ max: 50_000 }) }),
    results: { businesses: [businessCard('A')], products: [product('Plain T-shirt', '40200', 'A')], ...results },
    answer: 'Matching products: Plain T-shirt (by A, Rp 40,200 per piece).',
    actions: [],
  });
  const resolve = { region: () => null, publicBusiness: () => null };

  it('is right when the limit is kept, nothing dropped, the match as labelled and the suppliers own the products', () => {
    const row = judgeAnswer(question, answered({ match: 'exact', relaxed: [] }), resolve);
    expect(row.wrong).toEqual([]);
    expect(row.correct).toMatchObject({ plan: true, constraint: true, match: true, consistency: true });
  });

  it.each([
    ['a listed product above the limit', { products: [product('Plain T-shirt', '98500', 'A')] }, 'constraint'],
    ['a constraint dropped that the label keeps', { relaxed: ['price' as const] }, 'constraint'],
    ['another match label', { match: 'alternatives' as const }, 'match'],
    ['a supplier with no listed product', { businesses: [businessCard('A'), businessCard('B')] }, 'consistency'],
  ])('fails on %s', (_, results, measure) => {
    const row = judgeAnswer(question, answered({ match: 'exact', relaxed: [], ...results }), resolve);
    expect(row.correct[measure as 'constraint' | 'match' | 'consistency']).toBe(false);
    expect(summariseAnswers([row]).price!.all_right!.value).toBe(0);
  });

  it('fails the plan when the limit is read otherwise', () => {
    const wrongPlan = { ...answered({ match: 'exact', relaxed: [] }) };
    wrongPlan.plan = planOf({ intent: 'search_products', price: limit({ max: 5_000 }) });
    expect(judgeAnswer(question, wrongPlan, resolve).correct.plan).toBe(false);
  });
});
