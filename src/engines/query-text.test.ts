import { describe, expect, it } from 'vitest';
import { allowedEdits, minimumShouldMatch, tokenize, tsqueryExpression } from './query-text.js';

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

  it('requires every word of one or two, 75 % rounded down of more, never fewer than one', () => {
    for (let count = 0; count <= 12; count += 1) {
      const required = minimumShouldMatch(count);
      if (count <= 2) expect(required).toBe(count);
      else {
        expect(required).toBe(Math.floor((count * 3) / 4));
        expect(required).toBeGreaterThanOrEqual(1);
        expect(required).toBeLessThan(count);
      }
    }
    expect([3, 4, 5, 8, 12].map(minimumShouldMatch)).toEqual([2, 3, 3, 6, 9]);
  });

  it('builds an AND of per-word alternatives with a prefix on the last word', () => {
    const corrections = new Map([['kurzi', ['kursi']]]);
    expect(tsqueryExpression(['kurzi', 'jat'], corrections)).toBe('(kurzi | kursi) & (jat | jat:*)');
    expect(tsqueryExpression(['a'], new Map())).toBe('(a)');
  });

  // Each case: query words, corrections, expansions, the expression.
  const expansionCases: Array<[string, string[], Record<string, string[]>, Array<{ matched: string; start: number; words: number; terms: string[] }>, string]> = [
    ['a word brings its terms as alternatives', ['kursi'], {}, [{ matched: 'kursi', start: 0, words: 1, terms: ['chair'] }], '((kursi | kursi:*) | (chair))'],
    ['a phrase term is a phrase query', ['kursi'], {}, [{ matched: 'kursi', start: 0, words: 1, terms: ['dining chair', 'bench'] }], '((kursi | kursi:*) | (dining <-> chair) | (bench))'],
    [
      'a matched phrase is replaced as a whole, the other words stay required',
      ['meja', 'makan', 'jati'],
      {},
      [{ matched: 'meja makan', start: 0, words: 2, terms: ['dining table'] }],
      '(((meja) & (makan)) | (dining <-> table)) & (jati | jati:*)',
    ],
    [
      'typo corrections and the prefix stay on the query words',
      ['kurzi', 'jati'],
      { kurzi: ['kursi'] },
      [{ matched: 'jati', start: 1, words: 1, terms: ['teak'] }],
      '(kurzi | kursi) & ((jati | jati:*) | (teak))',
    ],
    ['an expansion that does not match the words at its place is left out', ['kursi', 'jati'], {}, [{ matched: 'meja', start: 0, words: 1, terms: ['table'] }], '(kursi) & (jati | jati:*)'],
    ['an expansion past the words is left out', ['kursi'], {}, [{ matched: 'jati', start: 1, words: 1, terms: ['teak'] }], '(kursi | kursi:*)'],
    ['terms are tokenised like the query (no tsquery syntax gets through)', ['kursi'], {}, [{ matched: 'kursi', start: 0, words: 1, terms: ["chair's & | !"] }], '((kursi | kursi:*) | (chair <-> s))'],
  ];
  it.each(expansionCases)('with synonyms: %s', (_name, words, corrections, expansions, expected) => {
    expect(tsqueryExpression(words, new Map(Object.entries(corrections)), expansions)).toBe(expected);
  });
});
