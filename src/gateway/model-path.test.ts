import { describe, expect, it } from 'vitest';
import { FINAL_ANSWER_JSON_SCHEMA, mergePlans } from './model-path.js';
import { planOf } from '../../test/helpers/gateway-fixtures.js';
import type { Plan } from './plan.js';

const BALI = '11111111-1111-4111-8111-111111111111';
const INDONESIA = '22222222-2222-4222-8222-222222222222';
const FURNITURE = '33333333-3333-4333-8333-333333333333';
const INVENTED = '44444444-4444-4444-8444-444444444444';

const groundTruth: Plan = planOf({
  intent: 'search_suppliers',
  keywords: 'rattan chairs',
  region_id: BALI,
  country_id: INDONESIA,
  quantity: 300,
  unit: 'piece',
});
const modelPlan = {
  intent: 'search_products' as const,
  keywords: 'rattan',
  category_id: null,
  region_id: null,
  country_id: null,
  quantity: null,
  unit: null,
  answer: 'x',
};

describe('mergePlans', () => {
  it("keeps the planner's resolved ids, quantity and unit over the model's", () => {
    const merged = mergePlans(
      groundTruth,
      { ...modelPlan, region_id: INVENTED, country_id: INVENTED, quantity: 5, unit: 'kg' },
      JSON.stringify({ id: INVENTED }),
    );
    expect(merged).toEqual({
      intent: 'search_products',
      keywords: 'rattan',
      category_id: null,
      region_id: BALI,
      country_id: INDONESIA,
      quantity: 300,
      unit: 'piece',
      businesses: [],
      price: null,
    });
  });

  it("keeps the planner's price limit and unread words: a model never reads a price", () => {
    const price = { min: null, max: 50000, currency: 'IDR', per_unit: null };
    expect(mergePlans({ ...groundTruth, price, unread: ['murah'] }, modelPlan, '')).toMatchObject({
      price,
      unread: ['murah'],
    });
  });

  it('keeps the named suppliers of the ground truth, and a comparison only when the question names two', () => {
    const named: Plan = {
      ...groundTruth,
      intent: 'compare_suppliers',
      businesses: [
        { id: BALI, name: 'PT A' },
        { id: null, name: 'CV B' },
      ],
    };
    expect(mergePlans(named, { ...modelPlan, intent: 'compare_suppliers' }, '')).toMatchObject({
      intent: 'compare_suppliers',
      businesses: named.businesses,
    });
    expect(mergePlans(groundTruth, { ...modelPlan, intent: 'compare_suppliers' }, '').intent).toBe('search_suppliers');
  });

  it('takes an id the planner left null only when a tool result the model saw carries it', () => {
    expect(
      mergePlans(groundTruth, { ...modelPlan, category_id: FURNITURE }, `[{"id":"${FURNITURE}"}]`).category_id,
    ).toBe(FURNITURE);
    expect(
      mergePlans(groundTruth, { ...modelPlan, category_id: INVENTED }, `[{"id":"${FURNITURE}"}]`).category_id,
    ).toBeNull();
    expect(mergePlans(groundTruth, { ...modelPlan, category_id: 'furniture' }, 'furniture').category_id).toBeNull();
  });

  it("falls back to the planner's keywords when the model gives none, and refuses a quantity that is not positive", () => {
    const open: Plan = { ...groundTruth, quantity: null, unit: null };
    expect(mergePlans(open, { ...modelPlan, keywords: '  ', quantity: -3 }, '')).toMatchObject({
      keywords: 'rattan chairs',
      quantity: null,
    });
    expect(mergePlans(open, { ...modelPlan, quantity: 2, unit: 'tonne' }, '')).toMatchObject({
      quantity: 2,
      unit: 'tonne',
    });
  });
});

describe('the final answer schema sent to the model', () => {
  it('is strict: every property required, no others (what OpenAI strict structured outputs demand)', () => {
    const schema = FINAL_ANSWER_JSON_SCHEMA as {
      properties: Record<string, unknown>;
      required: string[];
      additionalProperties: boolean;
    };
    expect(schema.additionalProperties).toBe(false);
    expect([...schema.required].sort()).toEqual(Object.keys(schema.properties).sort());
    expect(schema).not.toHaveProperty('$schema');
  });
});
