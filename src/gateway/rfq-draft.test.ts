import { describe, expect, it } from 'vitest';
import { planOf } from '../../test/helpers/gateway-fixtures.js';
import type { Plan } from './plan.js';
import { missingFromArguments, rfqDraftArguments } from './rfq-draft.js';

const plan = (fields: Partial<Plan> = {}): Plan =>
  planOf({ intent: 'rfq_draft', keywords: 'kursi rotan', quantity: 50, unit: 'piece', ...fields });

describe('rfqDraftArguments', () => {
  const cases: Array<[string, Plan, string, 'en' | 'id', Record<string, unknown>, string[]]> = [
    [
      'everything given',
      plan(),
      'buat RFQ 50 kursi rotan, nama saya Budi Santoso dari perusahaan PT Hotel Nusantara, budi@hotel.id',
      'id',
      {
        title: '50 buah kursi rotan',
        buyer_name: 'Budi Santoso',
        buyer_company: 'PT Hotel Nusantara',
        buyer_email: 'budi@hotel.id',
      },
      [],
    ],
    [
      'an address alone: the name is missing, never its local part',
      plan({ keywords: 'rattan chairs' }),
      'request a quote for 50 rattan chairs, budi@hotel.id',
      'en',
      { title: '50 pieces rattan chairs', buyer_email: 'budi@hotel.id' },
      ['buyer_name'],
    ],
    [
      'no quantity, no item word, no buyer (Indonesian)',
      plan({ keywords: '', quantity: null, unit: null }),
      'buat RFQ',
      'id',
      { title: 'barang' },
      ['quantity', 'buyer_name', 'buyer_email'],
    ],
    [
      'no quantity, no item word, no buyer (English)',
      plan({ keywords: '', quantity: null, unit: null }),
      'create an RFQ',
      'en',
      { title: 'item' },
      ['quantity', 'buyer_name', 'buyer_email'],
    ],
    [
      'one box',
      plan({ quantity: 1, unit: 'box', keywords: 'kardus' }),
      'buat RFQ 1 kotak kardus',
      'id',
      { title: '1 kotak kardus' },
      ['buyer_name', 'buyer_email'],
    ],
  ];
  it.each(cases)('%s', (_name, thePlan, question, language, expected, missing) => {
    const { args, missing: lacking } = rfqDraftArguments(thePlan, question, language);
    expect(args).toMatchObject(expected);
    for (const field of ['buyer_name', 'buyer_company', 'buyer_email'])
      if (!(field in expected)) expect(args).not.toHaveProperty(field);
    expect(lacking).toEqual(missing);
    // The answer reads the same list back from the arguments it is shown.
    expect(missingFromArguments(args)).toEqual(missing);
  });
});
