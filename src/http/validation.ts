import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { ValidationError } from '../lib/errors.js';
import { describeIssues } from './validation-message.js';

/** The path of the first key or string holding a NUL character, which PostgreSQL text and jsonb cannot store. */
function pathWithNul(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '(body)' : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = pathWithNul(item, `${path}[${index}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const child = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) return child;
      const found = pathWithNul(item, child);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * Validates params, query and body with their zod schemas and fails with a ValidationError
 * whose message names every offending field path (`items[0].quantity: must be greater than 0`).
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const nul = pathWithNul(data);
    if (nul) return { error: new ValidationError(`${nul}: must not contain NUL characters`) };
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: new ValidationError(describeIssues(result.error.issues)) };
  };
