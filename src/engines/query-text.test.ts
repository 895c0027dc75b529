import { describe, expect, it } from 'vitest';
import { allowedEdits, tokenize, tsqueryExpression } from './query-text.js';

describe('query text', () => {
  it('splits into lowercase alphanumeric words like the index', () => {
    expect(tokenize('  Kursi-Jati  BTK-001 & café!')).toEqual(['kursi', 'jati', 'btk', '001', 'cafe']);
    expect(tokenize("' OR 1=1 --")).toEqual(['or', '1', '1']);
    expect(tokenize('!!!')).toEqual([]);
  });

  it('tolerates edits by word length, as fuzziness AUTO', () => {
    expect(['ab', 'abc', 'abcde', 'abcdef'].map(allowedEdits)).toEqual([0, 1, 1, 2]);
    expect(['001', '250000', 'm3'].map(allowedEdits)).toEqual([0, 0, 0]);
  });

  it('builds an AND of per-word alternatives with a prefix on the last word', () => {
    const corrections = new Map([['kurzi', ['kursi']]]);
    expect(tsqueryExpression(['kurzi', 'jat'], corrections)).toBe('(kurzi | kursi) & (jat | jat:*)');
    expect(tsqueryExpression(['a'], new Map())).toBe('(a)');
  });
});
