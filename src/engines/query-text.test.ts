import { describe, expect, it } from 'vitest';
import {
  allowedEdits,
  atLeast,
  MAX_CLAUSE_COMBINATIONS,
  minimumShouldMatch,
  nameOnly,
  tokenize,
  transpositions,
  tsqueryClauses,
  tsqueryExpression,
} from './query-text.js';

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
  const expansionCases: Array<
    [
      string,
      string[],
      Record<string, string[]>,
      Array<{ matched: string; start: number; words: number; terms: string[] }>,
      string,
    ]
  > = [
    [
      'a word brings its terms as alternatives',
      ['kursi'],
      {},
      [{ matched: 'kursi', start: 0, words: 1, terms: ['chair'] }],
      '((kursi | kursi:*) | (chair))',
    ],
    [
      'a phrase term is a phrase query',
      ['kursi'],
      {},
      [{ matched: 'kursi', start: 0, words: 1, terms: ['dining chair', 'bench'] }],
      '((kursi | kursi:*) | (dining <-> chair) | (bench))',
    ],
    [
      "each word of a matched phrase may be matched by the phrase's terms, the other words stay required",
      ['meja', 'makan', 'jati'],
      {},
      [{ matched: 'meja makan', start: 0, words: 2, terms: ['dining table'] }],
      '((meja) | (dining <-> table)) & ((makan) | (dining <-> table)) & (jati | jati:*)',
    ],
    [
      'typo corrections and the prefix stay on the query words',
      ['kurzi', 'jati'],
      { kurzi: ['kursi'] },
      [{ matched: 'jati', start: 1, words: 1, terms: ['teak'] }],
      '(kurzi | kursi) & ((jati | jati:*) | (teak))',
    ],
    [
      'a word inside two overlapping runs may be matched by the terms of either',
      ['baju', 'bayi', 'perempuan'],
      {},
      [
        { matched: 'baju bayi', start: 0, words: 2, terms: ['baby clothing'] },
        { matched: 'bayi perempuan', start: 1, words: 2, terms: ['baby girl'] },
      ],
      '((baju) | (baby <-> clothing)) & ((bayi) | (baby <-> clothing) | (baby <-> girl)) & ((perempuan | perempuan:*) | (baby <-> girl))',
    ],
    [
      'an expansion that does not match the words at its place is left out',
      ['kursi', 'jati'],
      {},
      [{ matched: 'meja', start: 0, words: 1, terms: ['table'] }],
      '(kursi) & (jati | jati:*)',
    ],
    [
      'an expansion past the words is left out',
      ['kursi'],
      {},
      [{ matched: 'jati', start: 1, words: 1, terms: ['teak'] }],
      '(kursi | kursi:*)',
    ],
    [
      'terms are tokenised like the query (no tsquery syntax gets through)',
      ['kursi'],
      {},
      [{ matched: 'kursi', start: 0, words: 1, terms: ["chair's & | !"] }],
      '((kursi | kursi:*) | (chair <-> s))',
    ],
  ];
  it.each(expansionCases)('with synonyms: %s', (_name, words, corrections, expansions, expected) => {
    expect(tsqueryExpression(words, new Map(Object.entries(corrections)), expansions)).toBe(expected);
  });

  // Every n up to the word limit, every k, every set of matching clauses: the expression is true
  // exactly when at least k clauses match (or, past the combination limit, is the OR to narrow).
  const thresholds = Array.from({ length: 8 }, (_, n) => n + 1).flatMap((n) =>
    Array.from({ length: n }, (_, k) => [n, k + 1] as const),
  );
  it.each(thresholds)('at least k of n clauses: n=%i, k=%i', (n, k) => {
    const clauses = Array.from({ length: n }, (_, index) => `(c${index})`);
    const { expression, exact } = atLeast(clauses, k);
    if (!exact) {
      expect(expression).toBe(clauses.join(' | '));
      return;
    }
    for (let mask = 0; mask < 1 << n; mask += 1) {
      const truth = expression
        .replace(/c(\d+)/g, (_, index) => String(((mask >> Number(index)) & 1) === 1))
        .replaceAll('&', '&&')
        .replaceAll('|', '||');
      const matched = clauses.filter((_, index) => ((mask >> index) & 1) === 1).length;
      expect(new Function(`return ${truth}`)(), `${expression} with mask ${mask}`).toBe(matched >= k);
    }
  });

  it('falls back to the OR of the clauses past the combination limit', () => {
    const clauses = Array.from({ length: 12 }, (_, index) => `(c${index})`);
    expect(atLeast(clauses, minimumShouldMatch(12))).toEqual({ expression: clauses.join(' | '), exact: false });
    expect(MAX_CLAUSE_COMBINATIONS).toBeGreaterThanOrEqual(4);
  });

  it('swaps each pair of neighbouring letters once (a transposition), never returning the word itself', () => {
    expect(transpositions('tbale')).toEqual(['btale', 'table', 'tblae', 'tbael']);
    expect(transpositions('coffee')).toEqual(['ocffee', 'cfofee', 'cofefe']);
    expect(transpositions('aa')).toEqual([]);
    for (const word of ['table', 'kita', 'sandal', 'bed']) {
      for (const variant of transpositions(word)) {
        expect(variant).not.toBe(word);
        expect([...variant].sort().join('')).toBe([...word].sort().join(''));
        expect(transpositions(variant)).toContain(word);
      }
    }
  });

  it("builds one clause per word, a word of an expanded run also matched by the run's synonym terms", () => {
    const expansions = [{ matched: 'meja makan', start: 0, words: 2, terms: ['dining table'] }];
    expect(tsqueryClauses(['meja', 'makan', 'jati'], { expansions })).toEqual([
      '((meja) | (dining <-> table))',
      '((makan) | (dining <-> table))',
      '(jati | jati:*)',
    ]);
    expect(tsqueryClauses(['meja', 'makan', 'jati'], { expansions, terms: false })).toEqual([
      '(meja)',
      '(makan)',
      '(jati | jati:*)',
    ]);
    expect(tsqueryClauses(['kurzi', 'jati'], { corrections: new Map([['kurzi', ['kursi']]]) })).toEqual([
      '(kurzi | kursi)',
      '(jati | jati:*)',
    ]);
  });

  it('restricts an expression to the name weight, prefixes included', () => {
    expect(nameOnly('((kain) | (dining <-> table)) & (jat | jat:*)')).toBe(
      '((kain:A) | (dining:A <-> table:A)) & (jat:A | jat:*A)',
    );
  });
});
