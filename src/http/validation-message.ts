import type { z } from 'zod';

type Issue = z.core.$ZodIssue;

/** `items[0].quantity` from ['items', 0, 'quantity']. */
export function formatPath(path: ReadonlyArray<PropertyKey>): string {
  return path.reduce<string>((text, segment) => {
    if (typeof segment === 'number') return `${text}[${segment}]`;
    const name = String(segment);
    return text === '' ? name : `${text}.${name}`;
  }, '');
}

function bound(issue: { minimum?: unknown; maximum?: unknown }): string {
  return String(issue.minimum ?? issue.maximum);
}

// zod's own messages start like this; anything else is a message a schema wrote for us.
const ZOD_DEFAULT_MESSAGE = /^(Invalid|Too small|Too big)/;

/** A message an integrator can act on, without zod's internal vocabulary. */
function describe(issue: Issue): string {
  if (!ZOD_DEFAULT_MESSAGE.test(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return issue.message.endsWith('received undefined') ? 'is required' : `must be ${article(issue.expected)}`;
    case 'too_small':
      if (issue.origin === 'string')
        return issue.minimum === 1 ? 'must not be empty' : `must be at least ${bound(issue)} characters`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `must have at least ${bound(issue)} item${issue.minimum === 1 ? '' : 's'}`;
      return issue.inclusive ? `must be at least ${bound(issue)}` : `must be greater than ${bound(issue)}`;
    case 'too_big':
      if (issue.origin === 'string') return `must be at most ${bound(issue)} characters`;
      if (issue.origin === 'array' || issue.origin === 'set') return `must have at most ${bound(issue)} items`;
      return issue.inclusive ? `must be at most ${bound(issue)}` : `must be less than ${bound(issue)}`;
    case 'invalid_format':
      return `must be a valid ${formatName(issue.format)}`;
    case 'invalid_value':
      return `must be one of: ${issue.values.map((value) => String(value)).join(', ')}`;
    case 'not_multiple_of':
      return issue.divisor === 1 ? 'must be an integer' : `must be a multiple of ${String(issue.divisor)}`;
    default:
      return issue.message;
  }
}

function article(type: string): string {
  if (type === 'int') return 'an integer';
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

function formatName(format: string): string {
  const names: Record<string, string> = {
    email: 'e-mail address',
    url: 'URL',
    uuid: 'UUID',
    date: 'date (YYYY-MM-DD)',
    datetime: 'ISO 8601 timestamp',
    regex: 'value',
  };
  return names[format] ?? format;
}

/** How many problems one error message names; the rest are counted, so the answer stays small. */
export const MAX_LISTED_PROBLEMS = 10;
const MAX_NAME_LENGTH = 100;

const shortName = (name: string) => (name.length > MAX_NAME_LENGTH ? `${name.slice(0, MAX_NAME_LENGTH)}…` : name);

/**
 * One line per offending field, unknown fields named one by one; at most MAX_LISTED_PROBLEMS
 * lines, then how many more (40,000 unknown fields must not make a 1 MB answer).
 */
export function describeIssues(issues: ReadonlyArray<Issue>, prefix: ReadonlyArray<PropertyKey> = []): string {
  const lines = new Set<string>();
  let unlisted = 0;
  const add = (line: string) => {
    if (lines.has(line)) return;
    if (lines.size < MAX_LISTED_PROBLEMS) lines.add(line);
    else unlisted += 1;
  };
  for (const issue of issues) {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(`${shortName(formatPath([...path, key]))}: unknown field`);
      continue;
    }
    const where = shortName(formatPath(path));
    add(where ? `${where}: ${describe(issue)}` : describe(issue));
  }
  const listed = [...lines].join('; ');
  return unlisted > 0 ? `${listed}; and ${unlisted} more problem${unlisted === 1 ? '' : 's'}` : listed;
}
