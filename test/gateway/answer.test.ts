// The template answers (no model): grounded in the results, in the question's language, honest
// when nothing was found, out of scope or refused. Pure: no database.
import { describe, expect, it } from 'vitest';
import { writeAnswer } from '../../src/gateway/answer.js';
import type { AgentAction, Language, Plan, PlanResults } from '../../src/gateway/plan.js';

const plan = (fields: Partial<Plan> = {}): Plan => ({
  intent: 'search_suppliers',
  keywords: 'kursi rotan',
  category_id: null,
  region_id: null,
  country_id: null,
  quantity: null,
  unit: null,
  ...fields,
});
const business = (name: string) => ({
  id: name,
  name,
  slug: name,
  description_en: null,
  description_id: null,
  category_id: null,
  country_id: null,
  region_id: null,
  website: null,
  can_fulfill_orders: false,
  score: 1,
});
const product = (name: string, supplier: string, price: string | null) => ({
  id: name,
  business_id: supplier,
  name,
  slug: name,
  description: null,
  base_price: price,
  currency: 'IDR',
  unit_of_measure: 'piece' as const,
  sku: null,
  category_id: null,
  is_available: true,
  status: 'active' as const,
  business: { id: supplier, name: supplier, slug: supplier, country_id: null, region_id: null },
  score: 1,
});
const found: PlanResults = {
  businesses: ['CV Rotan Indah', 'PT Jati Makmur', 'UD Kursi Jaya', 'PT Keempat'].map(business),
  products: [product('Kursi rotan', 'CV Rotan Indah', '1250000')],
};
const none: PlanResults = { businesses: [], products: [] };
const searched: AgentAction[] = [{ tool: 'search', arguments: {}, status: 'done' }];

describe('writeAnswer', () => {
  const cases: Array<[string, Language, Plan, PlanResults, AgentAction[], RegExp]> = [
    [
      'suppliers, Indonesian',
      'id',
      plan({ quantity: 1500, unit: 'piece' }),
      found,
      searched,
      /^4 pemasok untuk "kursi rotan": CV Rotan Indah, PT Jati Makmur dan UD Kursi Jaya\. Produk yang cocok: Kursi rotan \(dari CV Rotan Indah, Rp 1\.250\.000 per buah\)\. Jumlah yang Anda minta: 1\.500 buah\.$/,
    ],
    [
      'suppliers, English',
      'en',
      plan({ keywords: 'rattan chairs', quantity: 2000, unit: 'kg' }),
      found,
      searched,
      /^4 suppliers for "rattan chairs": CV Rotan Indah, PT Jati Makmur and UD Kursi Jaya\. Matching products: Kursi rotan \(by CV Rotan Indah, Rp 1,250,000 per piece\)\. Your quantity: 2,000 kg\.$/,
    ],
    [
      'products lead a product question',
      'en',
      plan({ intent: 'search_products', keywords: 'rattan chairs' }),
      found,
      searched,
      /^Matching products: .* suppliers for/,
    ],
    [
      'nothing found, Indonesian',
      'id',
      plan(),
      none,
      searched,
      /^Tidak ditemukan pemasok atau produk untuk "kursi rotan"\./,
    ],
    [
      'nothing found, English',
      'en',
      plan({ keywords: 'rattan chairs' }),
      none,
      searched,
      /^I found no suppliers or products for "rattan chairs"\./,
    ],
    [
      'out of scope, Indonesian',
      'id',
      plan({ intent: 'other', keywords: '' }),
      none,
      [],
      /^Saya dapat mencari pemasok/,
    ],
    ['out of scope, English', 'en', plan({ intent: 'other', keywords: '' }), none, [], /^I can find suppliers/],
    [
      'search refused',
      'en',
      plan(),
      none,
      [{ tool: 'search', arguments: {}, status: 'refused', error: 'the key lacks the scope search' }],
      /^I could not search the directory: the key lacks the scope search\.$/,
    ],
    [
      'RFQ proposed',
      'en',
      plan({ intent: 'rfq_draft' }),
      found,
      [...searched, { tool: 'create_rfq', arguments: { title: '50 piece kursi rotan' }, status: 'proposed' }],
      /I prepared the RFQ "50 piece kursi rotan"; it is created only when you allow actions\.$/,
    ],
    [
      'RFQ created, Indonesian',
      'id',
      plan({ intent: 'rfq_draft' }),
      found,
      [...searched, { tool: 'create_rfq', arguments: { title: '50 piece kursi rotan' }, status: 'done' }],
      /RFQ "50 piece kursi rotan" sudah dibuat\.$/,
    ],
    [
      'no RFQs',
      'id',
      plan({ intent: 'rfq_status', keywords: '' }),
      { ...none, rfqs: [] },
      [{ tool: 'list_rfqs', arguments: {}, status: 'done' }],
      /^Anda belum memiliki RFQ\.$/,
    ],
  ];
  it.each(cases)('%s', (_name, language, thePlan, results, actions, expected) => {
    expect(writeAnswer('question', thePlan, results, actions, language)).toMatch(expected);
  });

  it('names at most three suppliers and never a record that is not in the results', () => {
    const answer = writeAnswer('q', plan(), found, searched, 'en');
    expect(answer).not.toContain('PT Keempat');
    expect(answer).toContain('4 suppliers');
  });
});
