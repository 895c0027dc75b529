import { describe, expect, it } from 'vitest';
import { defaultSynonymGroups, englishTermsOfLeaf, productTaxonomyLeaves, taxonomyLeafSource, TRADE_WORDS_SOURCE } from './default-lexicon.js';

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
