import { describe, expect, it } from 'vitest';
import { checkModelAnswer, digitRun, firmNames, repetitionLoop } from './answer-check.js';
import { businessCard } from '../../test/helpers/gateway-fixtures.js';
import type { PlanResults } from './plan.js';

const results: PlanResults = {
  businesses: [businessCard('Ubud Rattan Works'), businessCard('CV Rotan Indah')],
  products: [],
};
const QUESTION = 'Who can supply rattan chairs in Bali?';

describe('checkModelAnswer', () => {
  const cases: Array<[string, string, 'en' | 'id', string | true]> = [
    ['good English text', 'Ubud Rattan Works in Bali makes rattan chairs; CV Rotan Indah also sells them.', 'en', true],
    [
      'good Indonesian text',
      'Ubud Rattan Works di Bali membuat kursi rotan, dan CV Rotan Indah juga menjualnya.',
      'id',
      true,
    ],
    [
      'the other language',
      'Ubud Rattan Works di Bali membuat kursi rotan dan bisa memasok dalam jumlah besar.',
      'en',
      'language',
    ],
    [
      'English for an Indonesian question',
      'Ubud Rattan Works in Bali makes rattan chairs for hotels and offices.',
      'id',
      'language',
    ],
    ['an invented supplier', 'PT Sumber Rejeki in Bali makes rattan chairs at the best price.', 'en', 'unknown_record'],
    [
      'an invented supplier without a legal form',
      'Bali Rattan Emporium makes rattan chairs for hotels.',
      'en',
      'unknown_record',
    ],
    [
      'a repetition loop',
      'Rattan chairs are good. Rattan chairs are good. Rattan chairs are good. Rattan chairs are good.',
      'en',
      'degenerate',
    ],
    ['one word over and over', 'the the the the the the the the', 'en', 'degenerate'],
    ['a run of digits', '1234567890123456789012345678901234567890', 'en', 'degenerate'],
    ['digits with spaces', 'Suppliers: 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6', 'en', 'degenerate'],
    ['no words', '!!! ... ???', 'en', 'degenerate'],
    ['empty', '   ', 'en', 'empty'],
  ];
  it.each(cases)('%s', (_name, text, language, expected) => {
    const verdict = checkModelAnswer(text, language, results, QUESTION);
    if (expected === true) expect(verdict).toEqual({ ok: true });
    else expect(verdict).toMatchObject({ ok: false, reason: expected });
  });

  it('accepts prices, places and names written in the question', () => {
    expect(
      checkModelAnswer(
        'Ubud Rattan Works in Central Java sells rattan chairs at Rp 1.250.000 per piece, as PT Hotel Nusantara asked.',
        'en',
        results,
        'rattan chairs for PT Hotel Nusantara',
      ),
    ).toEqual({ ok: true });
  });

  it('finds the pieces it judges', () => {
    expect(firmNames('Try PT Sumber Rejeki or Ubud Rattan Works.')).toEqual(
      expect.arrayContaining(['PT Sumber Rejeki', 'Try', 'Ubud Rattan Works'].filter((name) => name.includes(' '))),
    );
    expect(repetitionLoop('a fine answer with no loop at all')).toBeNull();
    expect(repetitionLoop('kursi kursi kursi')).toBe('kursi');
    expect(digitRun('Rp 1.250.000 per piece, 300 pieces')).toBe(false);
  });
});
