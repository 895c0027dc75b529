import { describe, expect, it } from 'vitest';
import { itemNeeds, matchName } from './compare.js';

describe('itemNeeds', () => {
  it('reads a lexicon phrase as one term, with its synonyms in the other language', () => {
    const needs = itemNeeds('rattan chairs');
    expect(needs).toHaveLength(2);
    expect(needs[0]).toEqual(expect.arrayContaining(['rattan', 'rotan']));
    expect(needs.flat()).toContain('kursi');
  });
});

describe('matchName', () => {
  const hits = [{ name: 'PT Sinar Jaya Abadi' }, { name: 'CV Sinar Jaya' }, { name: 'PT Maju Bersama' }];
  it.each([
    ['CV Sinar Jaya', 'CV Sinar Jaya'],
    ['cv sinar jaya', 'CV Sinar Jaya'],
    ['Sinar Jaya', 'CV Sinar Jaya'],
    ['PT Maju Bersama', 'PT Maju Bersama'],
    ['Sinar Jaya Abadi', 'PT Sinar Jaya Abadi'],
  ])('%s is %s', (written, name) => {
    expect(matchName(written, hits)?.name).toBe(name);
  });
  it.each(['PT Sinar', 'PT Tidak Ada', ''])('%s is none of them', (written) => {
    expect(matchName(written, hits)).toBeUndefined();
  });
});
