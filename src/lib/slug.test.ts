import { describe, expect, it } from 'vitest';
import { slugCandidate, slugify } from './slug.js';

describe('slugify', () => {
  it('makes lower-case hyphen-separated slugs', () => {
    expect(slugify('Health & Beauty')).toBe('health-and-beauty');
    expect(slugify("Men's Clothing (except Hats)")).toBe('mens-clothing-except-hats');
    expect(slugify('Côte d’Ivoire')).toBe('cote-divoire');
  });
});

describe('slugCandidate', () => {
  it('uses the plain slug first and a short random suffix after a collision', () => {
    expect(slugCandidate('PT Kopi Nusantara', 0)).toBe('pt-kopi-nusantara');
    expect(slugCandidate('PT Kopi Nusantara', 1)).toMatch(/^pt-kopi-nusantara-[0-9a-f]{6}$/);
    expect(slugCandidate('***', 0)).toBe('item');
  });
});
