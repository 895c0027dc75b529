import { describe, expect, it } from 'vitest';
import { readLexicon } from './lexicon-file.js';
import { equivalentTerms, lexiconTerms, namesOnItsOwn, splitTerms } from './lexicon-terms.js';
import { parseGroup, termRuns, termUnits } from './synonym-expansion.js';

describe('one term, not its words (tables from the lexicon)', () => {
  const phrases = lexiconTerms().phrases();

  it('reads every multi-word term of the lexicon as one unit, alone and inside a sentence', () => {
    expect(phrases.length).toBeGreaterThan(1000);
    const split = phrases.filter((phrase) => JSON.stringify(splitTerms(phrase)) !== JSON.stringify([phrase]));
    expect(split).toEqual([]);
    // Inside a sentence a term may join a longer term across its edge; it is never cut inside.
    const cut = phrases.filter((phrase) => {
      const units = splitTerms(`need ${phrase} quickly`);
      return !units.some((unit) => ` ${unit} `.includes(` ${phrase} `));
    });
    expect(cut.length / phrases.length).toBeLessThan(0.01);
  });

  it.each(
    readLexicon('trade-terms').flatMap((entry) =>
      parseGroup(entry.terms)
        .filter((term) => term.includes(' '))
        .map((term) => [term, entry.line] as const),
    ),
  )('a trade term %j (trade-terms.tsv line %i) is one unit, with the terms of its group', (term) => {
    expect(splitTerms(`cari ${term} murah`)).toContain(term);
    expect(equivalentTerms(term).length).toBeGreaterThan(1);
  });

  it.each([
    ['kayu manis', true],
    ['besi beton', true],
    ['lada hitam', true],
    ['kursi makan', true],
    ['gold plated', false],
    ['wall clock', false],
    ['kayu', false],
    ['not a term at all', false],
  ] as const)('%j names its thing on its own: %s', (term, expected) => {
    expect(namesOnItsOwn(term)).toBe(expected);
  });

  it('takes the longest run at each position; overlapping runs only when asked', () => {
    const lookup = { has: (phrase: string) => ['a b', 'b c d', 'b'].includes(phrase), longest: 3 };
    expect(termRuns(['a', 'b', 'c', 'd'], lookup, { overlap: false })).toEqual([{ start: 0, words: 2 }]);
    expect(termRuns(['a', 'b', 'c', 'd'], lookup, { overlap: true })).toEqual([
      { start: 0, words: 2 },
      { start: 1, words: 3 },
    ]);
    expect(termUnits(['x', 'a', 'b', 'y'], lookup)).toEqual(['x', 'a b', 'y']);
    expect(termUnits(['kayu', 'manis', 'bubuk'], lexiconTerms())).toEqual(['kayu manis', 'bubuk']);
  });
});
