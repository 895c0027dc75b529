import { UsageError } from './command.js';

// The options of `npm run analytics` (cli/analytics.ts), apart so they are tested without running the command.

export const COMMANDS = ['top', 'no-results', 'summary'] as const;
export type Command = (typeof COMMANDS)[number];
export const MAX_LIMIT = 1000;
const UNIT_MS = { d: 86_400_000, h: 3_600_000, m: 60_000 } as const;

/** `--since`: a span back from `now` (7d, 12h, 30m) or an ISO 8601 date or time. */
export function parseSince(value: string, now: Date): Date {
  const span = /^(\d{1,6})([dhm])$/.exec(value);
  if (span) return new Date(now.getTime() - Number(span[1]) * UNIT_MS[span[2] as keyof typeof UNIT_MS]);
  if (/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(value)) {
    const date = new Date(value);
    if (!Number.isNaN(date.getTime())) return date;
  }
  throw new UsageError(`--since must be Nd, Nh or Nm (e.g. 7d) or an ISO 8601 date (e.g. 2026-11-01); got "${value}"`);
}

/** `--limit`: rows at most, 1 to MAX_LIMIT. */
export function parseLimit(value: string): number {
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > MAX_LIMIT)
    throw new UsageError(`--limit must be a whole number from 1 to ${MAX_LIMIT}; got "${value}"`);
  return Number(value);
}
