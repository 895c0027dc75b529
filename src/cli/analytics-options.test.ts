import { describe, expect, it } from 'vitest';
import { MAX_LIMIT, parseLimit, parseSince } from './analytics-options.js';
import { UsageError } from './command.js';

const now = new Date('2026-11-28T12:00:00Z');

describe('npm run analytics options', () => {
  const since: Array<[string, string]> = [
    ['7d', '2026-11-21T12:00:00.000Z'],
    ['1d', '2026-11-27T12:00:00.000Z'],
    ['36h', '2026-11-27T00:00:00.000Z'],
    ['90m', '2026-11-28T10:30:00.000Z'],
    ['0d', '2026-11-28T12:00:00.000Z'],
    ['2026-11-01', '2026-11-01T00:00:00.000Z'],
    ['2026-11-01T08:30:00Z', '2026-11-01T08:30:00.000Z'],
    ['2026-11-01T08:30:00+07:00', '2026-11-01T01:30:00.000Z'],
  ];
  it.each(since)('--since %s is %s', (value, expected) => {
    expect(parseSince(value, now).toISOString()).toBe(expected);
  });

  it.each(['7', 'd', '7w', '-7d', '7 d', 'yesterday', '2026-13-01', '2026-11-1', '2026/11/01', ''])(
    'refuses --since %j, naming the option',
    (value) => {
      expect(() => parseSince(value, now)).toThrow(UsageError);
      expect(() => parseSince(value, now)).toThrow(/^--since must be/);
    },
  );

  it.each([
    ['1', 1],
    ['20', 20],
    [String(MAX_LIMIT), MAX_LIMIT],
  ])('--limit %s is %i', (value, expected) => {
    expect(parseLimit(value)).toBe(expected);
  });

  it.each(['0', '-1', '1.5', 'ten', '', String(MAX_LIMIT + 1)])('refuses --limit %j, naming the option', (value) => {
    expect(() => parseLimit(value)).toThrow(/^--limit must be a whole number from 1 to 1000/);
  });
});
