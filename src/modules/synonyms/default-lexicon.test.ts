import { describe, expect, it } from 'vitest';
import {
  defaultSynonymGroups,
  englishTermsOfLeaf,
  groupsOfName,
  parseNameTerms,
  productTaxonomyLeaves,
  productTypes,
  productTypeSource,
  taxonomyLeafSource,
  TRADE_WORDS_SOURCE,
  translatedWordByWord,
  withdrawnSynonymGroups,
} from './default-lexicon.js';
import { readLexicon } from './lexicon-file.js';
import { buildSynonymIndex, expandQuery } from './synonym-expansion.js';

/** The `code<TAB>terms` lines of a lexicon file. */
const entriesOf = (name: 'taxonomy-leaves' | 'product-types') =>
  readLexicon(name).map((entry) => [entry.key, entry.terms] as [string, string]);

describe('englishTermsOfLeaf', () => {
  it.each([
    ['Necklaces', ['necklaces']],
    ['Shirts & Tops', ['shirts tops', 'shirts', 'tops']],
    ['Gloves & Mittens', ['gloves mittens', 'gloves', 'mittens']],
    ['Kitchen & Dining Room Tables', ['kitchen dining room tables']],
    ['Traffic Cones & Barrels', ['traffic cones barrels']],
    ['Pet Bowls, Feeders & Waterers', ['pet bowls feeders waterers']],
  ])('%j gives %j', (name, terms) => expect(englishTermsOfLeaf(name)).toEqual(terms));
});

describe('groupsOfName', () => {
  it.each([
    ['Necklaces', [['necklaces']]],
    [
      'Shirts & Tops',
      [
        ['shirts', 'shirts tops'],
        ['tops', 'shirts tops'],
      ],
    ],
    [
      'Chain, Wire & Rope',
      [
        ['chain', 'chain wire rope'],
        ['wire', 'chain wire rope'],
        ['rope', 'chain wire rope'],
      ],
    ],
    ['Kitchen & Dining Room Tables', [['kitchen dining room tables']]],
  ])('%j gives %j', (name, sides) => expect(groupsOfName(name)).toEqual(sides));
});

describe('parseNameTerms', () => {
  const read = (name: string, text: string) => {
    const { whole, byThing } = parseNameTerms(name, text);
    return { whole, byThing: Object.fromEntries(byThing) };
  };
  it.each([
    ['Necklaces', 'kalung', { whole: ['kalung'], byThing: {} }],
    ['Shirts & Tops', 'kemeja, atasan', { whole: ['kemeja', 'atasan'], byThing: {} }],
    [
      'Shirts & Tops',
      'shirts: kemeja; tops: atasan, kaos',
      { whole: [], byThing: { shirts: ['kemeja'], tops: ['atasan', 'kaos'] } },
    ],
    [
      'Fruits & Vegetables',
      'buah dan sayur; fruits: buah buahan',
      { whole: ['buah dan sayur'], byThing: { fruits: ['buah buahan'] } },
    ],
    [
      'Chain, Wire & Rope',
      'Rope: Tali; chain: rantai; wire: kawat; rope: tambang',
      { whole: [], byThing: { rope: ['tali', 'tambang'], chain: ['rantai'], wire: ['kawat'] } },
    ],
  ])('%j, %j reads as %j', (name, text, expected) => expect(read(name, text)).toEqual(expected));

  it.each([
    ['Shirts & Tops', 'blouses: blus', /"blouses" is not a thing Shirts & Tops lists \(shirts, tops\)/],
    ['Necklaces', 'necklaces: kalung', /it lists none/],
    ['Kitchen & Dining Room Tables', 'kitchen: meja dapur', /"kitchen" is not a thing/],
    ['Chain, Wire & Rope', 'chain: rantai; rope: tali', /^wire would have no term$/],
    ['Shirts & Tops', 'shirts: kemeja; tops:', /^tops would have no term$/],
  ])('%j, %j is refused: %s', (name, text, message) => expect(() => parseNameTerms(name, text)).toThrow(message));
});

describe('the default lexicon', () => {
  const groups = defaultSynonymGroups();
  const bySource = new Map<string, typeof groups>();
  for (const group of groups) bySource.set(group.source, [...(bySource.get(group.source) ?? []), group]);
  // Every leaf and product type whose name lists things (Fruits & Vegetables), with its groups.
  const listing = [
    ...productTaxonomyLeaves().map((leaf) => ({ name: leaf.name, source: taxonomyLeafSource(leaf.slug) })),
    ...[...productTypes()].map(([code, type]) => ({ name: type.name, source: productTypeSource(code) })),
  ]
    .map(({ name, source }) => ({
      name,
      source,
      things: englishTermsOfLeaf(name).slice(1),
      groups: bySource.get(source) ?? [],
    }))
    .filter(({ things, groups: held }) => things.length > 1 && held.length > 0);

  it('never makes two things a name lists synonyms of one another, and gives each thing of a leaf a group', () => {
    expect(listing.length).toBeGreaterThan(100);
    for (const { source, things, groups: held } of listing) {
      const thingsOf = held.map((group) => things.filter((thing) => group.terms.includes(thing)));
      expect(
        thingsOf.every((found) => found.length === 1),
        source,
      ).toBe(true);
      // A product type's thing whose own terms the other lists hold already has no group of its own.
      if (source.startsWith('product taxonomy leaf ')) expect(thingsOf.flat(), source).toEqual(things);
    }
  });

  // Each line's terms, by the name they were written for: the whole name's, and each thing's.
  const lines = [
    ...entriesOf('taxonomy-leaves').map(([code, text]) => ({
      code,
      text,
      node: productTaxonomyLeaves().find((leaf) => leaf.code === code)!,
      source: (slug: string) => taxonomyLeafSource(slug),
    })),
    ...entriesOf('product-types').map(([code, text]) => ({
      code,
      text,
      node: productTypes().get(code)!,
      source: () => productTypeSource(code),
    })),
  ].map(({ text, node, source }) => ({
    name: node.name,
    source: source(node.slug),
    terms: parseNameTerms(node.name, text),
  }));
  const index = buildSynonymIndex(groups.map((group, id) => ({ id, terms: group.terms })));
  const reachedFrom = (term: string) => expandQuery(term, index).expansions.flatMap((expansion) => expansion.terms);

  it("reaches every thing a name lists from each of the whole name's Indonesian terms", () => {
    for (const { name, things, groups: held } of listing) {
      const whole = englishTermsOfLeaf(name)[0]!;
      // Yoga & Pilates: the Indonesian terms are the same words, so there is none to follow.
      const everywhere = held[0]!.terms.filter(
        (term) => term !== whole && !things.includes(term) && held.every((group) => group.terms.includes(term)),
      );
      const grouped = things.filter((thing) => held.some((group) => group.terms.includes(thing)));
      for (const term of everywhere)
        expect(
          grouped.filter((thing) => !reachedFrom(term).includes(thing)),
          `${term} (${name})`,
        ).toEqual([]);
    }
  });

  it('reaches from a term written for one thing that thing, and no other thing of the name unless another group says so', () => {
    const attributed = lines.filter(({ terms }) => terms.byThing.size > 0);
    expect(attributed.length).toBeGreaterThan(90);
    for (const { name, source, terms } of attributed) {
      const things = groupsOfName(name).map(([thing]) => thing!);
      const offered = bySource.get(source) ?? [];
      for (const [thing, written] of terms.byThing) {
        for (const term of written.filter(
          (candidate) => candidate !== thing && offered.some((group) => group.terms.includes(candidate)),
        )) {
          const reached = reachedFrom(term);
          expect(reached, `${term} (${name})`).toContain(thing);
          // Another thing of the name is reached only through a group of another source that holds the term too.
          const others = groups
            .filter((group) => group.source !== source && group.terms.includes(term))
            .flatMap((group) => group.terms);
          expect(
            things.filter((other) => other !== thing && reached.includes(other) && !others.includes(other)),
            `${term} (${name})`,
          ).toEqual([]);
        }
      }
    }
  });

  it.each([
    ['telur', 'eggs', ['meat', 'seafood']],
    ['kaus kaki', 'socks', ['underwear']],
    ['kemeja', 'shirts', ['tops']],
    ['cokelat', 'chocolate', ['candy']],
    ['tali', 'rope', ['chain', 'wire']],
    ['grendel', 'latches', ['locks']],
    ['buah buahan', 'fruits', ['vegetables']],
  ])('%j reaches %j, not %j', (term, thing, others) => {
    expect(reachedFrom(term)).toContain(thing);
    expect(reachedFrom(term).filter((reached) => others.includes(reached))).toEqual([]);
  });

  it.each([
    ['kaos kaki', 'socks'],
    ['kaus kaki', 'socks'],
    ['sendal', 'sandals'],
    ['seprei', 'bed sheet'],
    ['gordyn', 'curtain'],
    ['gunting', 'scissors'],
    ['sajadah', 'prayer mat'],
  ])('reaches from the everyday spelling %j the English %j', (term, english) =>
    expect(reachedFrom(term)).toContain(english),
  );

  it('still reaches every thing from a term written for the whole name', () => {
    expect(reachedFrom('buah dan sayur')).toEqual(expect.arrayContaining(['fruits', 'vegetables']));
    expect(reachedFrom('korek api')).toEqual(expect.arrayContaining(['lighters', 'matches']));
  });

  it('withdraws the groups earlier releases offered for a name that lists things, and none offered now', () => {
    const withdrawn = withdrawnSynonymGroups();
    const now = new Set(groups.map((group) => `${group.source}|${[...group.terms].sort()}`));
    expect(withdrawn.filter((group) => now.has(`${group.source}|${[...group.terms].sort()}`))).toEqual([]);
    for (const { name, source, terms } of lines.filter(
      (line) => groupsOfName(line.name).length > 1 && bySource.has(line.source),
    )) {
      const mine = withdrawn.filter((group) => group.source === source);
      // The one group of the whole line, before a group per thing.
      const every = [...new Set([...terms.whole, ...[...terms.byThing.values()].flat()])].filter((term) =>
        bySource.get(source)!.some((group) => group.terms.includes(term)),
      );
      expect(mine[0]!.terms, source).toEqual(expect.arrayContaining([...englishTermsOfLeaf(name), ...every]));
      // And, where terms are written for one thing, the groups per thing that held every term of the line.
      const things = groupsOfName(name).map(([thing]) => thing!);
      const notThings = every.filter((term) => !things.includes(term));
      if (terms.byThing.size > 0)
        expect(
          mine.slice(1).every((group) => notThings.every((term) => group.terms.includes(term))),
          source,
        ).toBe(true);
      if (terms.byThing.size > 0) expect(mine.length, source).toBeGreaterThan(1);
    }
    expect(withdrawn).toContainEqual({
      terms: ['fruits vegetables', 'fruits', 'vegetables', 'buah dan sayur', 'buah buahan', 'sayuran'],
      source: expect.stringContaining('fruits'),
    });
    expect(withdrawn).toContainEqual({
      terms: ['fruits', 'fruits vegetables', 'buah dan sayur', 'buah buahan', 'sayuran'],
      source: expect.stringContaining('fruits'),
    });
  });

  it('has a group for every leaf of the product taxonomy, naming the leaf', () => {
    const sources = new Set(groups.map((group) => group.source));
    expect(productTaxonomyLeaves().filter((leaf) => !sources.has(taxonomyLeafSource(leaf.slug)))).toEqual([]);
  });

  it('pairs each leaf with at least one Indonesian term', () => {
    const leafGroups = groups.filter((group) => group.source.startsWith('product taxonomy leaf '));
    expect(leafGroups.filter((group) => group.terms.length < 2)).toEqual([]);
    expect(leafGroups.find((group) => group.source === taxonomyLeafSource('rings'))?.terms).toEqual([
      'rings',
      'cincin',
    ]);
  });

  it('carries the common trade words', () => {
    const trade = groups.filter((group) => group.source === TRADE_WORDS_SOURCE);
    expect(trade.length).toBeGreaterThan(100);
    expect(trade).toContainEqual({ terms: ['shampoo', 'sampo'], source: TRADE_WORDS_SOURCE });
    expect(trade).toContainEqual({ terms: ['chair', 'kursi'], source: TRADE_WORDS_SOURCE });
  });
});

describe('translatedWordByWord', () => {
  const index = buildSynonymIndex([
    { id: 1, terms: ['bed', 'tempat tidur', 'kasur'] },
    { id: 2, terms: ['dog', 'anjing'] },
    { id: 3, terms: ['glass', 'gelas'] },
  ]);
  it.each([
    ['tempat tidur anjing', 'Dog Beds', true],
    ['kasur anjing', 'Beds for Dogs', true],
    ['tatakan gelas', 'Coasters', false],
    ['tempat tidur kucing', 'Cat Beds', false],
    ['gelas', 'Glasses', true],
  ])('%j says %j already: %j', (term, name, expected) =>
    expect(translatedWordByWord(term, name, index)).toBe(expected),
  );
});

describe('the product types of the default lexicon', () => {
  const groups = defaultSynonymGroups();
  const types = productTypes();
  const typeGroups = groups.filter((group) => group.source.startsWith('product type '));
  const written = groups.filter((group) => !group.source.startsWith('product type '));
  const held = new Set(written.flatMap((group) => group.terms));
  const index = buildSynonymIndex(written.map((group, id) => ({ id, terms: group.terms })));

  it('name a node below the three levels of the categories, English name (or a thing it lists) first', () => {
    expect(typeGroups.length).toBeGreaterThan(1000);
    for (const group of typeGroups) {
      const type = types.get(group.source.slice('product type '.length));
      expect(type, group.source).toBeDefined();
      expect(groupsOfName(type!.name).map(([first]) => first)).toContain(group.terms[0]);
    }
    expect(productTypeSource('6127')).toBe('product type 6127');
    expect(productTaxonomyLeaves().some((leaf) => types.has(leaf.code!))).toBe(false);
  });

  it('add only Indonesian terms the hand-written lists neither hold nor translate word by word', () => {
    for (const group of typeGroups) {
      const type = types.get(group.source.slice('product type '.length))!;
      const indonesian = group.terms.filter((term) => !englishTermsOfLeaf(type.name).includes(term));
      expect(indonesian.length, group.source).toBeGreaterThan(0);
      expect(
        indonesian.filter((term) => held.has(term) || translatedWordByWord(term, type.name, index)),
        group.source,
      ).toEqual([]);
    }
  });
});
