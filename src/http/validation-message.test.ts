import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeIssues, formatPath } from './validation-message.js';

const messageFor = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  return describeIssues(result.error.issues);
};

describe('validation messages', () => {
  it('formats array indexes and nested fields', () => {
    expect(formatPath(['items', 0, 'quantity'])).toBe('items[0].quantity');
    expect(formatPath([])).toBe('');
  });

  it('names each field with an actionable message', () => {
    const schema = z.strictObject({
      email: z.email(),
      year: z.number().int().min(1800).max(2100),
      kind: z.enum(['logo', 'image']),
      items: z.array(z.strictObject({ quantity: z.number().gt(0) })).min(1),
    });
    expect(messageFor(schema, { email: 'nope', year: 1700, kind: 'gif', items: [{ quantity: -1, extra: 1 }] })).toBe(
      'email: must be a valid e-mail address; year: must be at least 1800; kind: must be one of: logo, image; items[0].quantity: must be greater than 0; items[0].extra: unknown field',
    );
  });

  it('says a missing field is required and a wrong type what it must be', () => {
    const schema = z.object({ name: z.string(), count: z.number() });
    expect(messageFor(schema, { count: 'x' })).toBe('name: is required; count: must be a number');
  });

  it('keeps a message written by the schema', () => {
    expect(
      messageFor(z.object({ tiers: z.array(z.number()).refine(() => false, 'tiers overlap') }), { tiers: [] }),
    ).toBe('tiers: tiers overlap');
  });
});
