import { describe, expect, it } from 'vitest';
import {
  buildSynonymIndex,
  correctedExpansions,
  expandQuery,
  normaliseTerm,
  parseGroup,
  runsOf,
  SynonymGroupError,
} from './synonym-expansion.js';

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
  it("adds the other terms of a word's group, marked as expanded", () => {
    expect(expandQuery('kursi jati', index).terms).toEqual([
      { term: 'kursi', expanded: false },
      { term: 'jati', expanded: false },
      { term: 'chair', expanded: true },
    ]);
  });

  it('is case and accent insensitive, in any language', () => {
    expect(expandQuery('CAFE', index).expansions).toEqual([
      { matched: 'cafe', start: 0, words: 1, groupIds: [4], terms: ['kafe', 'coffee shop'], canonical: 'cafe' },
    ]);
    expect(expandQuery('Coffee Shop', index).expansions[0]!.terms).toEqual(['cafe', 'kafe']);
  });

  it('takes the longest phrase first and does not expand its words again', () => {
    const expanded = expandQuery('meja makan jati', index);
    expect(expanded.expansions).toEqual([
      { matched: 'meja makan', start: 0, words: 2, groupIds: [2], terms: ['dining table'], canonical: 'meja makan' },
    ]);
  });

  // Each case: groups' first terms by query position, as `matched@start`.
  const overlapIndex = buildSynonymIndex([
    { id: 1, terms: ['baju bayi', 'baby clothing'] },
    { id: 2, terms: ['bayi perempuan', 'baby girl'] },
    { id: 3, terms: ['perempuan', 'women'] },
    { id: 4, terms: ['bayi', 'baby'] },
    { id: 5, terms: ['a b c', 'x'] },
    { id: 6, terms: ['b c d e', 'y'] },
    { id: 7, terms: ['c', 'z'] },
  ]);
  it.each([
    // A run starting inside a taken one is taken too when it reaches past it.
    ['baju bayi perempuan', ['baju bayi@0', 'bayi perempuan@1']],
    // A run inside a taken one is not: `bayi` of `baju bayi`, `perempuan` of `bayi perempuan`.
    ['baju bayi', ['baju bayi@0']],
    ['bayi perempuan', ['bayi perempuan@0']],
    ['bayi', ['bayi@0']],
    ['perempuan bayi', ['perempuan@0', 'bayi@1']],
    // The longest run at each position: `b c d e` reaches past `a b c`, and `c` lies inside both.
    ['a b c d e', ['a b c@0', 'b c d e@1']],
    ['a b c d', ['a b c@0']],
  ])('overlapping runs: %j -> %j', (query, runs) => {
    expect(
      expandQuery(query, overlapIndex).expansions.map((expansion) => `${expansion.matched}@${expansion.start}`),
    ).toEqual(runs);
  });

  it('lists the runs in order, overlapping ones each, and each word no run covers alone', () => {
    const runs = (query: string) => {
      const { words, expansions } = expandQuery(query, overlapIndex);
      return runsOf(words, expansions).map((run) => `${run.words.join(' ')}${run.span ? '*' : ''}`);
    };
    expect(runs('baju bayi perempuan muslim')).toEqual(['baju bayi*', 'bayi perempuan*', 'muslim']);
    expect(runs('kaos bayi perempuan')).toEqual(['kaos', 'bayi perempuan*']);
    expect(runs('a b c d e f')).toEqual(['a b c*', 'b c d e*', 'f']);
    expect(runs('teak wood')).toEqual(['teak', 'wood']);
  });

  it('expands a word alone when no phrase holds it', () => {
    expect(expandQuery('meja kantor', index).expansions).toEqual([
      { matched: 'meja', start: 0, words: 1, groupIds: [3], terms: ['table', 'desk'], canonical: 'meja' },
    ]);
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

describe('canonical terms of a matched phrase', () => {
  const lexicon = buildSynonymIndex([
    { id: 1, terms: ['motor vehicles', 'kendaraan bermotor', 'mobil', 'sepeda motor'] },
    { id: 2, terms: ['car', 'mobil'] },
    { id: 3, terms: ['necklaces', 'kalung'] },
    { id: 4, terms: ['necklace', 'kalung'] },
    { id: 5, terms: ['cars', 'car'] },
  ]);
  it.each([
    // The first term of every group holding the phrase, in group order.
    ['mobil', 'motor vehicles car'],
    ['kalung', 'necklaces necklace'],
    ['sepeda motor', 'motor vehicles'],
    // A phrase that is a group's first term is canonical already, whatever its other groups.
    ['car', 'car'],
    ['necklaces', 'necklaces'],
  ])('%j -> %j', (query, canonical) => {
    expect(expandQuery(query, lexicon).expansions[0]!.canonical).toBe(canonical);
  });
});

describe('correctedExpansions', () => {
  const typed = (query: string) => expandQuery(query, index);

  it('gives a misspelt word the groups of its correction, marked corrected, the correction first among the terms', () => {
    expect(correctedExpansions(typed('kursii'), new Map([['kursii', 'kursi']]), index)).toEqual([
      {
        matched: 'kursii',
        start: 0,
        words: 1,
        groupIds: [1],
        terms: ['kursi', 'chair'],
        canonical: 'kursi',
        corrected: true,
      },
    ]);
  });

  it('reads a phrase through a corrected word, and lines the run up with the words as typed', () => {
    const [expansion, ...rest] = correctedExpansions(typed('besar meja mkan'), new Map([['mkan', 'makan']]), index);
    expect(rest).toEqual([]);
    expect(expansion).toMatchObject({
      matched: 'meja mkan',
      start: 1,
      words: 2,
      terms: ['meja makan', 'dining table'],
      corrected: true,
    });
  });

  // Each case: the query, its misspelt words, the runs expected (matched words) or none.
  it.each([
    ['no misspelt word', 'kursi', [], []],
    ['a correction no group holds', 'lampu', [['lampu', 'lamp']], []],
    ['a word a group already takes as typed is no typo', 'meja', [['meja', 'mesa']], []],
    ['runs without a corrected word are left to the query as typed', 'meja kursii', [['kursii', 'kursi']], ['kursii']],
    [
      'every misspelt word',
      'chiar kursii',
      [
        ['chiar', 'chair'],
        ['kursii', 'kursi'],
      ],
      ['chiar', 'kursii'],
    ],
  ] as const)('%s', (_name, query, misspelled, runs) => {
    const found = correctedExpansions(
      typed(query),
      new Map(misspelled.map(([word, correction]) => [word, correction])),
      index,
    );
    expect(found.map((expansion) => expansion.matched)).toEqual(runs);
    expect(found.every((expansion) => expansion.corrected === true)).toBe(true);
  });
});
