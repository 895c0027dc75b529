import { describe, expect, it } from 'vitest';
import {
  defaultSynonymGroups,
  englishTermsOfLeaf,
  productTaxonomyLeaves,
  productTypes,
  productTypeSource,
  taxonomyLeafSource,
  TRADE_WORDS_SOURCE,
  translatedWordByWord,
} from './default-lexicon.js';
import { buildSynonymIndex } from './synonym-expansion.js';

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

describe('the default lexicon', () => {
  const groups = defaultSynonymGroups();

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

  it('name a node below the three levels of the categories, English name first', () => {
    expect(typeGroups.length).toBeGreaterThan(1000);
    for (const group of typeGroups) {
      const type = types.get(group.source.slice('product type '.length));
      expect(type, group.source).toBeDefined();
      expect(group.terms[0]).toBe(englishTermsOfLeaf(type!.name)[0]);
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
