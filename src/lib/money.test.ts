import { describe, expect, it } from 'vitest';
import { amountSchema, canonicalDecimal, currencySchema, decimalToNumber } from './money.js';

describe('money', () => {
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
    for (const bad of [-1, 1.23456, 1e21, '1e5', 'abc', Number.NaN]) expect(amountSchema.safeParse(bad).success, String(bad)).toBe(false);
  });

  it('accepts ISO 4217 codes in any case and refuses others', () => {
    expect(currencySchema.parse('idr')).toBe('IDR');
    expect(currencySchema.safeParse('XYZ').success).toBe(false);
    expect(currencySchema.safeParse('RUPIAH').success).toBe(false);
  });
});
