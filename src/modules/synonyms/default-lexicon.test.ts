import { describe, expect, it } from 'vitest';
import {
  defaultSynonymGroups,
  englishTermsOfLeaf,
  groupsOfName,
  productTaxonomyLeaves,
  productTypes,
  productTypeSource,
  taxonomyLeafSource,
  TRADE_WORDS_SOURCE,
  translatedWordByWord,
  withdrawnSynonymGroups,
} from './default-lexicon.js';
import { buildSynonymIndex, expandQuery } from './synonym-expansion.js';

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
    ['Shirts & Tops', [['shirts', 'shirts tops'], ['tops', 'shirts tops']]],
    ['Chain, Wire & Rope', [['chain', 'chain wire rope'], ['wire', 'chain wire rope'], ['rope', 'chain wire rope']]],
    ['Kitchen & Dining Room Tables', [['kitchen dining room tables']]],
  ])('%j gives %j', (name, sides) => expect(groupsOfName(name)).toEqual(sides));
});

describe('the default lexicon', () => {
  const groups = defaultSynonymGroups();
  const bySource = new Map<string, typeof groups>();
  for (const group of groups) bySource.set(group.source, [...(bySource.get(group.source) ?? []), group]);
  // Every leaf and product type whose name lists things (Fruits & Vegetables), with its groups.
  const listing = [...productTaxonomyLeaves().map((leaf) => ({ name: leaf.name, source: taxonomyLeafSource(leaf.slug) })), ...[...productTypes()].map(([code, type]) => ({ name: type.name, source: productTypeSource(code) }))]
    .map(({ name, source }) => ({ name, source, things: englishTermsOfLeaf(name).slice(1), groups: bySource.get(source) ?? [] }))
    .filter(({ things, groups: held }) => things.length > 1 && held.length > 0);

  it('never makes two things a name lists synonyms of one another, and gives each a group', () => {
    expect(listing.length).toBeGreaterThan(100);
    for (const { things, groups: held } of listing) {
      expect(held.map((group) => things.filter((thing) => group.terms.includes(thing)))).toEqual(things.map((thing) => [thing]));
    }
  });

  it("reaches every thing a name lists from each of the name's Indonesian terms", () => {
    const index = buildSynonymIndex(groups.map((group, id) => ({ id, terms: group.terms })));
    for (const { name, things, groups: held } of listing) {
      const whole = englishTermsOfLeaf(name)[0]!;
      // Yoga & Pilates: the Indonesian terms are the same words, so there is none to follow.
      const indonesian = held[0]!.terms.filter((term) => term !== whole && !things.includes(term));
      for (const term of indonesian) {
        const reached = expandQuery(term, index).expansions.flatMap((expansion) => expansion.terms);
        expect(things.filter((thing) => !reached.includes(thing)), `${term} (${name})`).toEqual([]);
      }
    }
  });

  it("withdraws the single group such a name had, which held all of its groups' terms", () => {
    const withdrawn = withdrawnSynonymGroups();
    expect(withdrawn.map((group) => group.source).sort()).toEqual(listing.map(({ source }) => source).sort());
    for (const group of withdrawn) {
      const now = new Set(bySource.get(group.source)!.flatMap((held) => held.terms));
      expect(new Set(group.terms)).toEqual(now);
    }
    expect(withdrawn).toContainEqual({ terms: ['fruits vegetables', 'fruits', 'vegetables', 'buah dan sayur', 'buah buahan', 'sayuran'], source: expect.stringContaining('fruits') });
  });

  it('has a group for every leaf of the product taxonomy, naming the leaf', () => {
    const sources = new Set(groups.map((group) => group.source));
    expect(productTaxonomyLeaves().filter((leaf) => !sources.has(taxonomyLeafSource(leaf.slug)))).toEqual([]);
  });

  it('pairs each leaf with at least one Indonesian term', () => {
    const leafGroups = groups.filter((group) => group.source.startsWith('product taxonomy leaf '));
    expect(leafGroups.filter((group) => group.terms.length < 2)).toEqual([]);
    expect(leafGroups.find((group) => group.source === taxonomyLeafSource('rings'))?.terms).toEqual(['rings', 'cincin']);
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
  ])('%j says %j already: %j', (term, name, expected) => expect(translatedWordByWord(term, name, index)).toBe(expected));
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
      expect(indonesian.filter((term) => held.has(term) || translatedWordByWord(term, type.name, index)), group.source).toEqual([]);
    }
  });
});
