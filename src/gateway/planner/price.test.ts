// The price reader, as tables generated from its rule: every limit word of price-words.json with
// every way of writing an amount, ranges, units, and the limits it must not guess.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parsePrice } from './price.js';
import { tokenize } from './text.js';

const words = JSON.parse(readFileSync(fileURLToPath(new URL('./price-words.json', import.meta.url)), 'utf8')) as {
  max: string[];
  min: string[];
  vague: string[];
};

/** Ways of writing an amount of money, with what they are worth. */
const AMOUNTS: Array<[written: string, value: number, currency: string]> = [
  ['50k', 50_000, 'IDR'],
  ['50 k', 50_000, 'IDR'],
  ['50rb', 50_000, 'IDR'],
  ['50 ribu', 50_000, 'IDR'],
  ['50 rebu', 50_000, 'IDR'],
  ['Rp 50.000', 50_000, 'IDR'],
  ['Rp50.000', 50_000, 'IDR'],
  ['50.000 rupiah', 50_000, 'IDR'],
  ['50,000 rupiah', 50_000, 'IDR'],
  ['IDR 50,000', 50_000, 'IDR'],
  ['1,5 juta', 1_500_000, 'IDR'],
  ['1.5 million rupiah', 1_500_000, 'IDR'],
  ['1,5jt', 1_500_000, 'IDR'],
  ['IDR 1 million', 1_000_000, 'IDR'],
  ['Rp 2 miliar', 2_000_000_000, 'IDR'],
  ['75.000', 75_000, 'IDR'],
  ['USD 20', 20, 'USD'],
  ['$20', 20, 'USD'],
  ['20 dollars', 20, 'USD'],
  ['SGD 35', 35, 'SGD'],
];

/** What a unit price is per, and the factor a limit is divided by to be per that unit. */
const PER_UNIT: Array<[written: string, unit: string, factor: number]> = [
  ['each', 'piece', 1],
  ['per piece', 'piece', 1],
  ['per pcs', 'piece', 1],
  ['/pcs', 'piece', 1],
  ['per kg', 'kg', 1],
  ['/kg', 'kg', 1],
  ['per ton', 'kg', 1000],
  ['setiap buah', 'piece', 1],
  ['satuan', 'piece', 1],
  ['per meter', 'meter', 1],
];

const read = (question: string) => {
  const tokens = tokenize(question);
  const parsed = parsePrice(tokens);
  const left = tokens.filter((_, index) => !parsed.claims.includes(index)).map((token) => token.text);
  return { ...parsed, left };
};

describe('price limits', () => {
  // A bare amount below 1,000 with no currency is not a price (see the unread table).
  const readable = AMOUNTS.filter(([written, value]) => value >= 1000 || /[a-z$]/i.test(written));
  const maxCases = words.max.flatMap((phrase) =>
    readable.map(([written, value, currency]) => [phrase, written, value, currency] as const),
  );
  const minCases = words.min.flatMap((phrase) =>
    readable.map(([written, value, currency]) => [phrase, written, value, currency] as const),
  );

  it.each(maxCases)('"kaos %s %s" is at most the amount', (phrase, written, value, currency) => {
    const parsed = read(`kaos ${phrase} ${written}`);
    expect(parsed.price).toEqual({ min: null, max: value, currency, per_unit: null });
    expect(parsed.left).toEqual(['kaos']);
    expect(parsed.unread).toEqual([]);
  });

  it.each(minCases)('"kaos %s %s" is at least the amount', (phrase, written, value, currency) => {
    const parsed = read(`kaos ${phrase} ${written}`);
    expect(parsed.price).toEqual({ min: value, max: null, currency, per_unit: null });
    expect(parsed.left).toEqual(['kaos']);
  });

  const ranges = [
    ['between 50k and 100k', 50_000, 100_000],
    ['antara 50 ribu dan 100 ribu', 50_000, 100_000],
    ['antara 50 - 100 ribu', 50_000, 100_000],
    ['50rb - 100rb', 50_000, 100_000],
    ['from Rp 1 juta to Rp 2 juta', 1_000_000, 2_000_000],
    ['dari 200 ribu sampai 300 ribu', 200_000, 300_000],
    ['kisaran 1,5 juta sd 2 juta', 1_500_000, 2_000_000],
  ] as const;
  it.each(ranges)('"batik %s" is a range', (written, min, max) => {
    const parsed = read(`batik ${written}`);
    expect(parsed.price).toEqual({ min, max, currency: 'IDR', per_unit: null });
    expect(parsed.left).toEqual(['batik']);
  });

  const perUnitCases = PER_UNIT.flatMap(([written, unit, factor]) =>
    (['under Rp 50.000', 'maksimal 50 ribu'] as const).map((limit) => [limit, written, unit, factor] as const),
  );
  it.each(perUnitCases)('"kopi %s %s" is per a unit', (limit, written, unit, factor) => {
    const parsed = read(`kopi ${limit} ${written}`);
    expect(parsed.price).toEqual({ min: null, max: 50_000 / factor, currency: 'IDR', per_unit: unit });
    expect(parsed.left).toEqual(['kopi']);
  });

  it('a limit next to a quantity leaves the quantity alone', () => {
    const parsed = read('500 pcs kaos di bawah 50rb');
    expect(parsed.price).toEqual({ min: null, max: 50_000, currency: 'IDR', per_unit: null });
    expect(parsed.left).toEqual(['500', 'pcs', 'kaos']);
  });

  it('a count after a limit word is a quantity, not a price', () => {
    expect(read('at most 500 pcs of t-shirts').price).toBeNull();
    expect(read('maksimal 300 kg kopi').price).toBeNull();
  });
});

describe('limits that are never guessed', () => {
  it.each(words.vague)('"%s" is named unread and sets no limit', (phrase) => {
    const parsed = read(`kaos ${phrase}`);
    expect(parsed.price).toBeNull();
    expect(parsed.unread).toEqual([phrase.toLowerCase()]);
    expect(parsed.left).toEqual(['kaos']);
  });

  const malformed = [
    ['under 50.00.0', 'under 50.00.0'],
    ['di bawah 50..000', 'di bawah 50 000'],
    ['below 50', 'below 50'],
    ['maksimal 12', 'maksimal 12'],
  ] as const;
  it.each(malformed)('"kaos %s" is unread', (written, unread) => {
    const parsed = read(`kaos ${written}`);
    expect(parsed.price).toBeNull();
    expect(parsed.unread).toEqual([unread]);
    expect(parsed.left).toEqual(['kaos']);
  });

  it('a question without a price has no limit and nothing unread', () => {
    for (const question of ['kaos polos 500 pcs', 'teak chairs in Central Java', 'kopi arabika 2 ton'])
      expect(read(question)).toMatchObject({ price: null, unread: [], claims: [] });
  });
});
