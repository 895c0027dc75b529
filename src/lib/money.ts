import { z } from 'zod';

// Amounts travel as JSON numbers, are stored as Postgres numeric, and are compared as
// canonical decimal strings: no float arithmetic ever touches them (225000000 IDR stays exact).

const DECIMAL = /^\d{1,16}(\.\d{1,4})?$/;
const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

/** "225000000.0000" and "225000000" are the same amount. */
export function canonicalDecimal(value: string): string {
  const [whole = '0', fraction = ''] = value.split('.');
  const trimmedWhole = whole.replace(/^0+(?=\d)/, '');
  const trimmedFraction = fraction.replace(/0+$/, '');
  return trimmedFraction ? `${trimmedWhole}.${trimmedFraction}` : trimmedWhole;
}

/** A stored numeric as the API's JSON number (exact for up to 15 significant digits). */
export function decimalToNumber(value: string | null): number | null {
  return value === null ? null : Number(value);
}

/** A non-negative amount with at most 4 decimals, given as a JSON number or a decimal string. */
export const amountSchema = z
  .union([z.number(), z.string()])
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
    if (!DECIMAL.test(text)) {
      ctx.addIssue({ code: 'custom', message: 'must be a non-negative amount with at most 4 decimals' });
      return z.NEVER;
    }
    return canonicalDecimal(text);
  })
  .meta({ type: 'number', minimum: 0, description: 'Exact amount, at most 4 decimals' });

/** An ISO 4217 currency code, upper-cased. */
export const currencySchema = z
  .string()
  .transform((value, ctx) => {
    const code = value.trim().toUpperCase();
    if (!CURRENCIES.has(code)) {
      ctx.addIssue({ code: 'custom', message: 'must be an ISO 4217 currency code' });
      return z.NEVER;
    }
    return code;
  })
  .meta({ type: 'string', description: 'ISO 4217 code; IDR when omitted', examples: ['IDR'] });
