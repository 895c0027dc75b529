import type { FastifySchemaCompiler } from 'fastify';
import { isLosslessNumber } from 'lossless-json';
import type { z } from 'zod';
import { ValidationError } from '../lib/errors.js';
import { describeIssues } from './validation-message.js';

type Segment = string | number;

const pathText = (path: Segment[]) =>
  path.reduce<string>(
    (text, segment) => (typeof segment === 'number' ? `${text}[${segment}]` : text ? `${text}.${segment}` : segment),
    '',
  );

// With the u flag a surrogate pair is one code point, so only an unpaired half matches.
const LONE_SURROGATE = /\p{Cs}/u;

/** Why a string cannot be stored as it was sent, or undefined when it can. */
function unstorable(text: string): string | undefined {
  // PostgreSQL text and jsonb cannot hold NUL.
  if (text.includes('\u0000')) return 'must not contain NUL characters';
  // A lone surrogate (a JSON escape such as \ud800) is not a character: UTF-8 cannot encode it.
  if (LONE_SURROGATE.test(text)) return 'must be valid Unicode text (it holds a lone surrogate)';
  return undefined;
}

/**
 * The first key or string that cannot be stored as sent, with its path. Iterative, so no input
 * can exhaust the stack (bodies are also bounded in depth by the parser).
 */
export function findUnstorableText(root: unknown): string | undefined {
  const stack: Array<{ value: unknown; path: Segment[] }> = [{ value: root, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      const problem = unstorable(value);
      if (problem) return `${pathText(path) || '(body)'}: ${problem}`;
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index -= 1)
        stack.push({ value: value[index], path: [...path, index] });
    } else if (value !== null && typeof value === 'object' && !isLosslessNumber(value)) {
      const entries = Object.entries(value);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, item] = entries[index]!;
        const problem = key === '__proto__' ? 'is not an allowed field name' : unstorable(key);
        if (problem) return `${pathText([...path, key])}: ${problem}`;
        stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return undefined;
}

function valueAt(root: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let value = root;
  for (const segment of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[segment];
  }
  return value;
}

function setAt(root: unknown, path: ReadonlyArray<PropertyKey>, replacement: unknown): void {
  const parent = valueAt(root, path.slice(0, -1)) as Record<PropertyKey, unknown>;
  parent[path[path.length - 1]!] = replacement;
}

/** Any exact number left in what a schema let through unread (a free-form object) becomes a plain number. */
function plainNumbers(value: unknown): unknown {
  if (isLosslessNumber(value)) return Number(value.value);
  if (Array.isArray(value)) return value.map(plainNumbers);
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plainNumbers(item)]));
  }
  return value;
}

/**
 * Parses with the schema. A body keeps numbers a double cannot hold as exact numbers
 * (LosslessNumber): the amount schemas read their digits, so where a schema wanted a plain
 * number instead, the nearest double stands in and the schema runs again. Exact numbers that no
 * schema read are plain numbers afterwards.
 */
function parseWithExactNumbers(schema: z.ZodType, data: unknown) {
  let result = schema.safeParse(data);
  for (let attempt = 0; !result.success && attempt < 3; attempt += 1) {
    const exactWhereNumberWanted = result.error.issues.filter(
      (issue) =>
        issue.code === 'invalid_type' &&
        (issue.expected === 'number' || issue.expected === 'int') &&
        isLosslessNumber(valueAt(data, issue.path)),
    );
    if (exactWhereNumberWanted.length === 0) break;
    for (const issue of exactWhereNumberWanted)
      setAt(data, issue.path, Number((valueAt(data, issue.path) as { value: string }).value));
    result = schema.safeParse(data);
  }
  return result.success ? { success: true as const, data: plainNumbers(result.data) } : result;
}

/**
 * Validates params, query and body with their zod schemas and fails with a ValidationError
 * whose message names every offending field path (`items[0].quantity: must be greater than 0`).
 * Only a body can hold exact numbers (the JSON body parser makes them); params, query strings
 * and headers are strings, so they skip that pass and its copy of the result.
 */
const STRING_PARTS = new Set(['params', 'querystring', 'headers']);

export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const parse = !STRING_PARTS.has(httpPart ?? 'body')
    ? (data: unknown) => parseWithExactNumbers(schema, data)
    : (data: unknown) => schema.safeParse(data);
  return (data) => {
    const unstorableText = findUnstorableText(data);
    if (unstorableText) return { error: new ValidationError(unstorableText) };
    const result = parse(data);
    return result.success
      ? { value: result.data }
      : { error: new ValidationError(describeIssues(result.error.issues)) };
  };
};
