import { isLosslessNumber } from 'lossless-json';
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
  return Math.abs(scaled - Math.round(scaled)) < 1e-6
    ? canonicalDecimal((Math.round(scaled) / 10_000).toFixed(4))
    : text;
}

/** The largest amount: 16 digits before the point (numeric(20,4)). */
const AMOUNT_LIMIT = 10_000_000_000_000_000;
const INTEGER_DIGITS = 16;
const DECIMALS = 4;

const JSON_NUMBER = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/;

/**
 * The digits of a JSON number as written (`1.5e3`, `9007199254740993`) as a plain decimal, the
 * exponent applied by moving the point, never by arithmetic. Undefined when it is no number.
 */
export function plainDecimal(text: string): string | undefined {
  const match = JSON_NUMBER.exec(text);
  if (!match) return undefined;
  const [, sign = '', whole = '', fraction = '', exponentText = '0'] = match;
  const exponent = Number(exponentText);
  // Beyond this an amount is out of range whatever its digits; the bound keeps the strings small.
  if (Math.abs(exponent) > 1000) return exponent > 0 ? `${sign}1${'0'.repeat(1001)}` : `${sign}0.${'0'.repeat(1000)}1`;
  const digits = whole + fraction;
  const point = whole.length + exponent;
  const padded =
    point <= 0
      ? `0.${'0'.repeat(-point)}${digits}`
      : point >= digits.length
        ? digits + '0'.repeat(point - digits.length)
        : `${digits.slice(0, point)}.${digits.slice(point)}`;
  return sign + canonicalDecimal(padded);
}

/**
 * An amount as an exact count of ten-thousandths (the stored precision, numeric(20,4)), so that
 * amounts compare without float arithmetic: a decimal string as written, a number at four decimals.
 * Digits past the fourth decimal are dropped. Null when it is not a non-negative decimal.
 */
export function amountUnits(amount: string | number): bigint | null {
  const text = typeof amount === 'number' ? amount.toFixed(DECIMALS) : amount.trim();
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  return (
    BigInt(match[1]!) * 10n ** BigInt(DECIMALS) + BigInt((match[2] ?? '').slice(0, DECIMALS).padEnd(DECIMALS, '0'))
  );
}

const NOT_AN_AMOUNT = 'must be a non-negative amount with at most 4 decimals';

/** A value that is exactly the number written in a JSON body but beyond a double (from the body parser). */
const exactJsonNumber = (value: unknown): string | undefined => (isLosslessNumber(value) ? value.value : undefined);

/**
 * A non-negative amount with at most 4 decimals and 16 digits before the point, given as a JSON
 * number (exact digits when the body parser kept them) or a decimal string; out: the canonical
 * decimal string, ready for numeric(20,4). Anything it cannot hold exactly is refused, never rounded.
 */
export const amountSchema = z
  .unknown()
  .transform((value, ctx) => {
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (value === undefined) return fail('is required');
    const exact = exactJsonNumber(value);
    const text =
      exact !== undefined
        ? plainDecimal(exact)
        : typeof value === 'number'
          ? numberText(value)
          : typeof value === 'string'
            ? value.trim()
            : undefined;
    const decimal = text === undefined ? undefined : /^-?\d+(\.\d+)?$/.exec(text)?.[0];
    if (decimal === undefined || decimal.startsWith('-')) return fail(NOT_AN_AMOUNT);
    const [whole = '', fraction = ''] = canonicalDecimal(decimal).split('.');
    if (fraction.length > DECIMALS) return fail(`must have at most ${DECIMALS} decimals`);
    if (whole.length > INTEGER_DIGITS)
      return fail(`must be less than ${AMOUNT_LIMIT} (at most ${INTEGER_DIGITS} digits before the decimal point)`);
    return canonicalDecimal(decimal);
  })
  .meta({
    type: 'number',
    minimum: 0,
    exclusiveMaximum: AMOUNT_LIMIT,
    multipleOf: 0.0001,
    description: 'Exact amount, at most 4 decimals',
  });

/** A quantity: like an amount, and more than zero. */
export const quantitySchema = amountSchema
  .refine((value) => Number(value) > 0, { error: 'must be greater than 0' })
  // minimum: undefined drops the amount's inclusive bound, which exclusiveMinimum replaces.
  .meta({
    type: 'number',
    minimum: undefined,
    exclusiveMinimum: 0,
    exclusiveMaximum: AMOUNT_LIMIT,
    multipleOf: 0.0001,
    description: 'Exact quantity above 0, at most 4 decimals',
  });

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
  .meta({
    type: 'string',
    enum: [...CURRENCIES].sort(),
    description: 'ISO 4217 code; IDR when omitted',
    examples: ['IDR'],
  });
