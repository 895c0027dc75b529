import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { ValidationError } from '../lib/errors.js';
import { describeIssues } from './validation-message.js';

/**
 * Validates params, query and body with their zod schemas and fails with a ValidationError
 * whose message names every offending field path (`items[0].quantity: must be greater than 0`).
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: new ValidationError(describeIssues(result.error.issues)) };
  };
