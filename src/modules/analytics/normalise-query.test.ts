import { describe, expect, it } from 'vitest';
import { MAX_LOGGED_QUERY_LENGTH, normaliseQuery } from './normalise-query.js';

const long = 'a'.repeat(MAX_LOGGED_QUERY_LENGTH);

// Each rule of the normal form, one row per kind of input.
const cases: Array<[string, string, string]> = [
  ['lower case', 'Teak CHAIR', 'teak chair'],
  ['already normal', 'teak chair', 'teak chair'],
  ['runs of spaces collapsed', 'teak    chair', 'teak chair'],
  ['tabs and new lines are white space', 'teak\t\tchair\nbali', 'teak chair bali'],
  ['no-break and ideographic spaces are white space', 'teak\u00a0chair\u3000bali', 'teak chair bali'],
  ['leading and trailing space dropped', '  teak chair  ', 'teak chair'],
  ['letters beyond ASCII lowered', 'KURSI ÜBER ÇAY', 'kursi über çay'],
  ['punctuation and digits kept', 'A4 paper, 80g/m²', 'a4 paper, 80g/m²'],
  ['exactly the limit kept', long, long],
  ['cut at the limit', `${long}bcd`, long],
  [
    'space at the cut dropped',
    `${'a'.repeat(MAX_LOGGED_QUERY_LENGTH - 1)} tail`,
    'a'.repeat(MAX_LOGGED_QUERY_LENGTH - 1),
  ],
  ['collapsed before the cut', `${'a '.repeat(150)}`, `${'a '.repeat(100)}`.trimEnd()],
  [
    'a character outside the BMP counts once',
    '😀'.repeat(MAX_LOGGED_QUERY_LENGTH + 5),
    '😀'.repeat(MAX_LOGGED_QUERY_LENGTH),
  ],
  ['only spaces', '   ', ''],
];

describe('normaliseQuery', () => {
  it.each(cases)('%s', (_rule, input, expected) => {
    expect(normaliseQuery(input)).toBe(expected);
  });

  it('is idempotent and never longer than the limit, on every case', () => {
    for (const [, input] of cases) {
      const once = normaliseQuery(input);
      expect(normaliseQuery(once)).toBe(once);
      expect([...once].length).toBeLessThanOrEqual(MAX_LOGGED_QUERY_LENGTH);
    }
  });
});
