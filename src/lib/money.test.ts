import { describe, expect, it } from 'vitest';
import { LosslessNumber } from 'lossless-json';
import { amountSchema, amountUnits, canonicalDecimal, currencySchema, decimalToNumber, plainDecimal } from './money.js';

describe('money', () => {
  it.each([
    ['98500.00', 985_000_000n],
    ['0.5', 5_000n],
    [' 50000 ', 500_000_000n],
    [50_000, 500_000_000n],
    [0.1, 1_000n],
    ['1.23456', 12_345n],
    ['-1', null],
    ['1e5', null],
    ['abc', null],
  ] as const)('counts %j as %s ten-thousandths', (amount, units) => {
    expect(amountUnits(amount)).toBe(units);
  });

  it('canonicalises decimals without float arithmetic', () => {
    expect(canonicalDecimal('225000000.0000')).toBe('225000000');
    expect(canonicalDecimal('0012.5000')).toBe('12.5');
    expect(canonicalDecimal('0.0000')).toBe('0');
  });

  it('accepts exact amounts as numbers or strings', () => {
    expect(amountSchema.parse(225000000)).toBe('225000000');
    expect(amountSchema.parse('1500.25')).toBe('1500.25');
    expect(amountSchema.parse(0.1)).toBe('0.1');
    expect(decimalToNumber('225000000.0000')).toBe(225000000);
  });

  it('refuses negative, over-precise, exponent and non-finite amounts', () => {
    for (const bad of [-1, 1.23456, 1e21, '1e5', 'abc', Number.NaN])
      expect(amountSchema.safeParse(bad).success, String(bad)).toBe(false);
  });

  it('writes JSON numbers as plain decimals by moving the point, never by arithmetic', () => {
    const cases: Array<[string, string | undefined]> = [
      ['9007199254740993', '9007199254740993'],
      ['1234567890123.4567', '1234567890123.4567'],
      ['12.5e3', '12500'],
      ['125E-2', '1.25'],
      ['1.5e+1', '15'],
      ['-0.5e1', '-5'],
      ['7e-6', '0.000007'],
      ['00.10', '0.1'],
      ['abc', undefined],
      ['1.', undefined],
    ];
    for (const [text, expected] of cases) expect(plainDecimal(text), text).toBe(expected);
  });

  it('reads exact JSON numbers digit for digit and names what numeric(20,4) cannot hold', () => {
    expect(amountSchema.parse(new LosslessNumber('9999999999999999.9999'))).toBe('9999999999999999.9999');
    const message = (value: unknown) => amountSchema.safeParse(value).error?.issues[0]?.message;
    expect(message(new LosslessNumber('1.23456'))).toBe('must have at most 4 decimals');
    expect(message(new LosslessNumber('12345678901234567'))).toMatch(/at most 16 digits before the decimal point/);
    expect(message(undefined)).toBe('is required');
    expect(message(true)).toBe('must be a non-negative amount with at most 4 decimals');
  });

  it('accepts ISO 4217 codes in any case and refuses others', () => {
    expect(currencySchema.parse('idr')).toBe('IDR');
    expect(currencySchema.safeParse('XYZ').success).toBe(false);
    expect(currencySchema.safeParse('RUPIAH').success).toBe(false);
  });
});
