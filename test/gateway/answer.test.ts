// The template answers (no model): grounded in the results, in the question's language, honest
// when nothing was found, out of scope or refused; every template in both languages, checked as a
// table generated from the templates themselves. Pure: no database.
import { describe, expect, it } from 'vitest';
import { writeAnswer } from '../../src/gateway/answer.js';
import { parseTemplates, placeholders, render, TEMPLATE_KEYS, TEMPLATES } from '../../src/gateway/answer-templates.js';
import type { AgentAction, ComparedSupplier, Language, Plan, PlanResults } from '../../src/gateway/plan.js';
import { detectLanguage } from '../../src/gateway/planner/index.js';
import { businessCard, planOf } from '../helpers/gateway-fixtures.js';
import { RFQ_STATUSES } from '../../src/db/schema.js';

const plan = (fields: Partial<Plan> = {}): Plan =>
  planOf({ intent: 'search_suppliers', keywords: 'kursi rotan', ...fields });
const business = businessCard;
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
      /^I could not search the directory: your key lacks the scope `search`\.$/,
    ],
    [
      'RFQ proposed',
      'en',
      plan({ intent: 'rfq_draft' }),
      found,
      [...searched, { tool: 'create_rfq', arguments: { title: '50 pieces rattan chairs' }, status: 'proposed' }],
      /I prepared the RFQ "50 pieces rattan chairs"; it is created only when you allow actions\. To create it, give the quantity, your name and your e-mail address\.$/,
    ],
    [
      'RFQ created, Indonesian',
      'id',
      plan({ intent: 'rfq_draft' }),
      found,
      [...searched, { tool: 'create_rfq', arguments: { title: '50 buah kursi rotan' }, status: 'done' }],
      /RFQ "50 buah kursi rotan" sudah dibuat\.$/,
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
    expect(writeAnswer(thePlan, results, actions, language)).toMatch(expected);
  });

  it('names at most three suppliers and never a record that is not in the results', () => {
    const answer = writeAnswer(plan(), found, searched, 'en');
    expect(answer).not.toContain('PT Keempat');
    expect(answer).toContain('4 suppliers');
  });
});

/** Quoted text (an example question, the buyer's words, a scope's name) is data in any language. */
const unquoted = (text: string) => text.replace(/"[^"]*"/g, ' ').replace(/`[^`]*`/g, ' ');
/** Words of a text: letters only, lower case (placeholders left out). */
const wordsOf = (text: string) =>
  (
    text
      .replace(/\{\w+\}/g, ' ')
      .toLowerCase()
      .match(/\p{L}{2,}/gu) ?? []
  ).filter((word) => word !== 'rp');
const vocabulary = (language: Language) =>
  new Set(Object.values(TEMPLATES[language]).flatMap((template) => wordsOf(unquoted(template))));
const OTHER: Record<Language, Language> = { en: 'id', id: 'en' };
/** The words only one language's templates use: none of them may appear in the other's answers. */
const ONLY: Record<Language, Set<string>> = {
  en: new Set([...vocabulary('en')].filter((word) => !vocabulary('id').has(word))),
  id: new Set([...vocabulary('id')].filter((word) => !vocabulary('en').has(word))),
};
/** Record names and the buyer's own words are data in any language: they are left out of the check. */
const DATA = [
  'CV Rotan Indah',
  'PT Jati Makmur',
  'UD Kursi Jaya',
  'PT Keempat',
  'Kursi rotan',
  'Kursi',
  'Budi Santoso',
  'PT Hotel Nusantara',
];
const withoutData = (text: string) => DATA.reduce((rest, name) => rest.replaceAll(name, ' '), unquoted(text));
const foreignWords = (text: string, language: Language) =>
  wordsOf(withoutData(text)).filter((word) => ONLY[OTHER[language]].has(word));
/** Record names and values with no word of either language's templates. */
const SAMPLE: Record<string, string | number> = {
  reason: 'X1',
  scope: 'search',
  what: ' "Q1"',
  where: ' Z1',
  place: 'Z1',
  names: 'N1',
  count: 4,
  product: 'P1',
  supplier: 'S1',
  price: 'Rp 1',
  unit: 'U1',
  amount: '5',
  number: 'RFQ-1',
  title: 'T1',
  status: 'S2',
  buyer: 'B1',
  fields: 'F1',
  name: 'S1',
  products: 'P2',
  prices: 'P3',
  performance: 'P4',
  total: 5,
  matching: 2,
  range: 'Rp 1',
  value: 3,
  min: 'Rp 2',
  max: 'Rp 9',
  limit: 'L1',
  words: '"W1"',
};

describe('answer templates: every key in both languages', () => {
  const table = TEMPLATE_KEYS.flatMap((key) => (['en', 'id'] as const).map((language) => [key, language] as const));
  it.each(table)('%s (%s) carries no word only the other language uses', (key, language) => {
    const text = render(key, language, SAMPLE);
    expect(text.length).toBeGreaterThan(0);
    expect(foreignWords(text, language)).toEqual([]);
  });

  it('has the same keys and placeholders in both languages, and both vocabularies differ', () => {
    expect(Object.keys(TEMPLATES.id).sort()).toEqual(Object.keys(TEMPLATES.en).sort());
    for (const key of TEMPLATE_KEYS) expect(placeholders(TEMPLATES.id[key]!)).toEqual(placeholders(TEMPLATES.en[key]!));
    expect(ONLY.en.size).toBeGreaterThan(50);
    expect(ONLY.id.size).toBeGreaterThan(50);
  });

  it('refuses a file whose languages differ in keys or placeholders, naming the key', () => {
    const units = TEMPLATES.units;
    expect(() => parseTemplates(JSON.stringify({ en: { a: 'x' }, id: {}, units }), 'f.json')).toThrow(
      'f.json: "a" is missing in id',
    );
    expect(() => parseTemplates(JSON.stringify({ en: { a: '{x}' }, id: { a: '{y}' }, units }), 'f.json')).toThrow(
      '"a" has different placeholders',
    );
    expect(() => parseTemplates('{', 'f.json')).toThrow('f.json: not JSON');
    expect(() => render('nothing', 'en', {})).toThrow('needs {what}');
  });
});

describe('writeAnswer: one language per answer, every answer shape × both languages', () => {
  const compared = (name: string, fields: Partial<ComparedSupplier> = {}): ComparedSupplier => ({
    id: name,
    name,
    region_id: null,
    products: 5,
    matching: [{ id: 'p', name: 'Kursi rotan' }],
    prices: { min: 100000, max: 250000, currency: 'IDR' },
    performance: { reliability_score: 4.5, quality_score: null, on_time_delivery_percent: 92, total_orders: 120 },
    ...fields,
  });
  const shapes: Array<[string, Plan, PlanResults, AgentAction[]]> = [
    ['suppliers and products, with a quantity', plan({ quantity: 3, unit: 'box' }), found, searched],
    ['one supplier', plan(), { businesses: [business('CV Rotan Indah')], products: [] }, searched],
    ['products first', plan({ intent: 'search_products' }), found, searched],
    ['nothing found', plan(), none, searched],
    ['out of scope', plan({ intent: 'other' }), none, []],
    [
      'search refused for a scope',
      plan(),
      none,
      [{ tool: 'search', arguments: {}, status: 'refused', error: 'the key lacks the scope search' }],
    ],
    [
      'search failed',
      plan(),
      none,
      [{ tool: 'search', arguments: {}, status: 'refused', error: 'the tool failed; try again later' }],
    ],
    [
      'RFQ proposed, everything missing',
      plan({ intent: 'rfq_draft' }),
      found,
      [...searched, { tool: 'create_rfq', arguments: { title: 'T', items: [{ name: 'kursi' }] }, status: 'proposed' }],
    ],
    [
      'RFQ proposed with its buyer, e-mail missing',
      plan({ intent: 'rfq_draft', quantity: 5 }),
      found,
      [
        ...searched,
        {
          tool: 'create_rfq',
          arguments: {
            title: 'T',
            buyer_name: 'Budi Santoso',
            buyer_company: 'PT Hotel Nusantara',
            items: [{ name: 'kursi', quantity: 5 }],
          },
          status: 'proposed',
        },
      ],
    ],
    [
      'RFQ created',
      plan({ intent: 'rfq_draft' }),
      found,
      [...searched, { tool: 'create_rfq', arguments: { title: 'T' }, status: 'done' }],
    ],
    [
      'RFQ refused',
      plan({ intent: 'rfq_draft' }),
      found,
      [
        ...searched,
        {
          tool: 'create_rfq',
          arguments: {},
          status: 'refused',
          error: 'invalid arguments: buyer_email: must be an e-mail address',
        },
      ],
    ],
    [
      'no RFQs',
      plan({ intent: 'rfq_status' }),
      { ...none, rfqs: [] },
      [{ tool: 'list_rfqs', arguments: {}, status: 'done' }],
    ],
    [
      'RFQs listing failed',
      plan({ intent: 'rfq_status' }),
      none,
      [{ tool: 'list_rfqs', arguments: {}, status: 'refused', error: 'the key lacks the scope rfq.read' }],
    ],
    ...RFQ_STATUSES.map((status): [string, Plan, PlanResults, AgentAction[]] => [
      `an RFQ ${status}`,
      plan({ intent: 'rfq_status' }),
      {
        ...none,
        rfqs: [{ rfq_number: 'RFQ-1', title: 'Kursi', status } as unknown as NonNullable<PlanResults['rfqs']>[number]],
      },
      [{ tool: 'list_rfqs', arguments: {}, status: 'done' }],
    ]),
    [
      'compare: two found, one not found',
      plan({
        intent: 'compare_suppliers',
        businesses: [
          { id: 'a', name: 'CV Rotan Indah' },
          { id: 'b', name: 'PT Jati Makmur' },
          { id: null, name: 'PT Tersembunyi' },
        ],
      }),
      {
        ...found,
        comparison: [
          compared('CV Rotan Indah'),
          compared('PT Jati Makmur', { matching: [], performance: null, prices: null }),
        ],
      },
      [],
    ],
    [
      'compare without an item',
      plan({
        intent: 'compare_suppliers',
        keywords: '',
        businesses: [
          { id: 'a', name: 'A' },
          { id: 'b', name: 'B' },
        ],
      }),
      {
        ...none,
        comparison: [
          compared('CV Rotan Indah', { matching: null }),
          compared('PT Jati Makmur', { products: 0, prices: null }),
        ],
      },
      [],
    ],
    [
      'compare: suppliers of one product',
      plan({
        intent: 'compare_suppliers',
        businesses: [
          { id: 'a', name: 'A' },
          { id: 'b', name: 'B' },
          { id: 'c', name: 'C' },
        ],
      }),
      {
        ...none,
        comparison: [
          compared('CV Rotan Indah', { products: 1 }),
          compared('PT Jati Makmur', { products: 1, matching: [] }),
          compared('UD Kursi Jaya', { products: 1, matching: null }),
        ],
      },
      [],
    ],
    [
      'compare: none found',
      plan({
        intent: 'compare_suppliers',
        businesses: [
          { id: null, name: 'PT Satu' },
          { id: null, name: 'PT Dua' },
        ],
      }),
      { ...none, comparison: [] },
      [],
    ],
  ];
  const table = shapes.flatMap(([name, thePlan, results, actions]) =>
    (['en', 'id'] as const).map((language) => [name, language, thePlan, results, actions] as const),
  );
  it.each(table)('%s (%s)', (_name, language, thePlan, results, actions) => {
    const answer = writeAnswer(thePlan, results, actions, language);
    expect(foreignWords(answer, language)).toEqual([]);
    // The language check the model's text must pass, on the template's own text.
    if ((answer.match(/\p{L}{3,}/gu) ?? []).length >= 6) expect(detectLanguage(answer)).toBe(language);
  });

  it('names what an RFQ draft still lacks and its buyer, in the question language', () => {
    const actions: AgentAction[] = [
      ...searched,
      {
        tool: 'create_rfq',
        arguments: { title: '5 buah kursi', buyer_name: 'Budi Santoso', items: [{ name: 'kursi', quantity: 5 }] },
        status: 'proposed',
      },
    ];
    const id = writeAnswer(plan({ intent: 'rfq_draft', quantity: 5 }), found, actions, 'id');
    expect(id).toMatch(/Pembeli: Budi Santoso\. Untuk membuatnya, sebutkan alamat e-mail Anda\.$/);
    const en = writeAnswer(plan({ intent: 'rfq_draft', quantity: 5 }), found, actions, 'en');
    expect(en).toMatch(/Buyer: Budi Santoso\. To create it, give your e-mail address\.$/);
  });

  it('sets compared suppliers side by side and reports a name the key cannot see as not found', () => {
    const [, thePlan, results] = shapes.find(([name]) => name.startsWith('compare: two found'))!;
    const en = writeAnswer(thePlan, results, [], 'en');
    expect(en).toMatch(/^Comparing CV Rotan Indah and PT Jati Makmur for "kursi rotan"\./);
    expect(en).toContain(
      'CV Rotan Indah: 1 of its 5 products match (Kursi rotan); prices Rp 100,000 – Rp 250,000; reliability 4.5/5, on-time delivery 92%, 120 orders.',
    );
    expect(en).toContain('PT Jati Makmur: none of its 5 products match; no prices listed; no performance record yet.');
    expect(en).toMatch(/Not found among the suppliers you can see: "PT Tersembunyi"\.$/);
    const id = writeAnswer(thePlan, results, [], 'id');
    expect(id).toMatch(/^Perbandingan CV Rotan Indah dan PT Jati Makmur untuk "kursi rotan"\./);
    expect(id).toContain('harga Rp 100.000 – Rp 250.000; keandalan 4,5/5, pengiriman tepat waktu 92%, 120 pesanan.');
    expect(id).toMatch(/Tidak ditemukan di antara pemasok yang dapat Anda lihat: "PT Tersembunyi"\.$/);
  });
});
