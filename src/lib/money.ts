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

/**
 * A JSON number as a decimal string. A number that is a multiple of 0.0001 up to binary floating
 * point noise (0.1 + 0.2 arrives as 0.30000000000000004) counts as that multiple; anything else
 * keeps all its digits and fails the 4-decimals rule.
 */
function numberText(value: number): string {
  if (!Number.isFinite(value)) return '';
  const text = String(value);
  if (DECIMAL.test(text) || Math.abs(value) >= 1e11) return text;
  const scaled = value * 10_000;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6 ? canonicalDecimal((Math.round(scaled) / 10_000).toFixed(4)) : text;
}

/** The largest amount: 16 digits before the point (numeric(20,4)). */
const AMOUNT_LIMIT = 10_000_000_000_000_000;

/** A non-negative amount with at most 4 decimals, given as a JSON number or a decimal string. */
export const amountSchema = z
  .union([z.number(), z.string()])
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? numberText(value) : value.trim();
    if (!DECIMAL.test(text)) {
      ctx.addIssue({ code: 'custom', message: 'must be a non-negative amount with at most 4 decimals' });
      return z.NEVER;
    }
    return canonicalDecimal(text);
  })
  .meta({ type: 'number', minimum: 0, exclusiveMaximum: AMOUNT_LIMIT, multipleOf: 0.0001, description: 'Exact amount, at most 4 decimals' });

/** A quantity: like an amount, and more than zero. */
export const quantitySchema = amountSchema
  .refine((value) => Number(value) > 0, { error: 'must be greater than 0' })
  .meta({ type: 'number', exclusiveMinimum: 0, exclusiveMaximum: AMOUNT_LIMIT, multipleOf: 0.0001, description: 'Exact quantity above 0, at most 4 decimals' });

/** An ISO 4217 currency code, upper-cased. The document lists the codes, so generated clients send only those. */
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
  .meta({ type: 'string', enum: [...CURRENCIES].sort(), description: 'ISO 4217 code; IDR when omitted', examples: ['IDR'] });
