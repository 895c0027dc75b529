import { z } from 'zod';
import { PAGE_LIMIT, type Paging } from '../lib/paging.js';

// Shared HTTP shapes: envelopes, errors, paging and ids.

export const errorSchema = z.object({ error: z.string() }).meta({ id: 'Error' });

export function dataEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: item });
}

export function listEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), total: z.number().int(), limit: z.number().int(), offset: z.number().int() });
}

/** Postgres `integer`: the bound of every integer field stored in one (a larger value is a 400 naming the field). */
export const MAX_INTEGER = 2_147_483_647;

/**
 * A number in a query string. An empty or blank value (`offset=`, `threshold=`) is no number: it is
 * refused rather than read as 0, as coercion alone would (`Number('')` is 0). Every numeric query
 * parameter goes through here.
 */
export const queryNumber = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? Number.NaN : value), schema);

const integerParam = queryNumber(
  z.coerce
    .number({ error: 'must be an integer' })
    .int({ error: 'must be an integer' })
    .min(-MAX_INTEGER)
    .max(MAX_INTEGER),
);

const UNIT_INTERVAL = { error: 'must be a number from 0 to 1' };
/** A number from 0 to 1 (a similarity, a weight): wrap it, with its default or optional, in queryNumber. */
export const unitInterval = z.coerce.number(UNIT_INTERVAL).min(0, UNIT_INTERVAL).max(1, UNIT_INTERVAL);

/** limit and offset: out-of-range values are clamped to 1..100 and >= 0; a value that is not an integer is refused with 400. */
export const pagingQuery = z.object({
  limit: integerParam
    .default(PAGE_LIMIT.default)
    .transform((value) => Math.min(PAGE_LIMIT.max, Math.max(PAGE_LIMIT.min, value)))
    .meta({ description: `Page size, ${PAGE_LIMIT.min}..${PAGE_LIMIT.max} (clamped), default ${PAGE_LIMIT.default}` }),
  offset: integerParam
    .default(0)
    .transform((value) => Math.max(0, value))
    .meta({ description: 'Rows to skip, default 0 (negative values count as 0)' }),
});
export type { Paging };

/**
 * Text that must say something: trimmed, at least one non-space character (the document states
 * the pattern, so a generated client never sends only whitespace), at most `max` characters.
 */
export const nonBlankText = (max: number) =>
  z.string().trim().min(1, { error: 'must not be empty' }).max(max).regex(/\S/, { error: 'must not be empty' });

/** An e-mail address: the common syntax, with RFC 5321's limits on the local part (64) and the whole (320). */
export const emailInput = () =>
  z
    .email({ error: 'must be a valid e-mail address' })
    .max(320)
    .refine((address) => address.split('@')[0]!.length <= 64, {
      error: 'must be a valid e-mail address (at most 64 characters before @)',
    });

/** A UUID field: "is required" when missing, "must be a UUID" when malformed. */
export const uuidInput = () =>
  z.uuid({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a UUID') });

export const idParams = z.object({ id: uuidInput() });

/** Standard error responses every key-protected route can answer. */
export const protectedErrors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  429: errorSchema,
  500: errorSchema,
} as const;

export const bodyErrors = { 409: errorSchema, 413: errorSchema, 415: errorSchema } as const;
