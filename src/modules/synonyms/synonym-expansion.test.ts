import { describe, expect, it } from 'vitest';
import { buildSynonymIndex, expandQuery, normaliseTerm, parseGroup, SynonymGroupError } from './synonym-expansion.js';

const index = buildSynonymIndex([
  { id: 1, terms: ['kursi', 'chair'] },
  { id: 2, terms: ['meja makan', 'dining table'] },
  { id: 3, terms: ['meja', 'table', 'desk'] },
  { id: 4, terms: ['café', 'kafe', 'coffee shop'] },
  { id: 5, terms: ['chair', 'seat'] },
]);

describe('normaliseTerm', () => {
  it.each([
    ['Kursi', 'kursi'],
    ['  CAFÉ  ', 'cafe'],
    ['Crème brûlée', 'creme brulee'],
    ['t-shirt', 't shirt'],
    ['Mobile  phone,charger', 'mobile phone charger'],
    ['ÇAY', 'cay'],
  ])('%j is %j', (input, expected) => expect(normaliseTerm(input)).toBe(expected));
});

describe('parseGroup', () => {
  it('normalises terms and drops repeats', () => {
    expect(parseGroup(' Kursi , chair,CHAIR, ')).toEqual(['kursi', 'chair']);
  });
  it.each([
    ['chair', /at least two different terms/],
    ['chair, Chair', /at least two different terms/],
    ['chair, ---', /has no letters or digits/],
    ['a b c d e f, x', /more than 5 words/],
    [`${'x'.repeat(101)}, y`, /longer than 100 characters/],
  ])('refuses %j', (line, message) => {
    expect(() => parseGroup(line)).toThrow(SynonymGroupError);
    expect(() => parseGroup(line)).toThrow(message);
  });
});

describe('expandQuery', () => {
  it('adds the other terms of a word\'s group, marked as expanded', () => {
    expect(expandQuery('kursi jati', index).terms).toEqual([
      { term: 'kursi', expanded: false },
      { term: 'jati', expanded: false },
      { term: 'chair', expanded: true },
    ]);
  });

  it('is case and accent insensitive, in any language', () => {
    expect(expandQuery('CAFE', index).expansions).toEqual([{ matched: 'cafe', start: 0, words: 1, groupIds: [4], terms: ['kafe', 'coffee shop'], canonical: 'cafe' }]);
    expect(expandQuery('Coffee Shop', index).expansions[0]!.terms).toEqual(['cafe', 'kafe']);
  });

  it('takes the longest phrase first and does not expand its words again', () => {
    const expanded = expandQuery('meja makan jati', index);
    expect(expanded.expansions).toEqual([{ matched: 'meja makan', start: 0, words: 2, groupIds: [2], terms: ['dining table'], canonical: 'meja makan' }]);
  });

  it('expands a word alone when no phrase holds it', () => {
    expect(expandQuery('meja kantor', index).expansions).toEqual([{ matched: 'meja', start: 0, words: 1, groupIds: [3], terms: ['table', 'desk'], canonical: 'meja' }]);
  });

  it('joins every group a term belongs to', () => {
    expect(expandQuery('chair', index).expansions[0]).toMatchObject({ groupIds: [1, 5], terms: ['kursi', 'seat'] });
  });

  it('leaves a query without synonyms as it is', () => {
    expect(expandQuery('teak wood', index)).toEqual({
      words: ['teak', 'wood'],
      expansions: [],
      terms: [
        { term: 'teak', expanded: false },
        { term: 'wood', expanded: false },
      ],
    });
    expect(expandQuery('  ', index)).toEqual({ words: [], expansions: [], terms: [] });
  });

  it('never repeats a term the query already has', () => {
    expect(expandQuery('kursi chair', index).terms.map((term) => term.term)).toEqual(['kursi', 'chair', 'seat']);
  });
});

describe('canonical term of a matched phrase', () => {
  const lexicon = buildSynonymIndex([
    { id: 1, terms: ['motor vehicles', 'kendaraan bermotor', 'mobil', 'sepeda motor'] },
    { id: 2, terms: ['car', 'mobil'] },
    { id: 3, terms: ['necklaces', 'kalung'] },
    { id: 4, terms: ['necklace', 'kalung'] },
  ]);
  it.each([
    // The narrowest group's first term: {car, mobil}, not the taxonomy leaf.
    ['mobil', 'car'],
    ['sepeda motor', 'motor vehicles'],
    // Equally narrow: the first group.
    ['kalung', 'necklaces'],
    ['car', 'car'],
  ])('%j -> %j', (query, canonical) => {
    expect(expandQuery(query, lexicon).expansions[0]!.canonical).toBe(canonical);
  });
});
