import { describe, expect, it } from 'vitest';

import { businessTaxonomy, listCountries, listRegions, productTaxonomy, type TaxonomyNode } from './reference-data.js';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function flatten(nodes: readonly TaxonomyNode[]): TaxonomyNode[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children)]);
}

function depth(nodes: readonly TaxonomyNode[]): number {
  return nodes.length === 0 ? 0 : 1 + Math.max(...nodes.map((n) => depth(n.children)));
}

describe('listCountries', () => {
  const countries = listCountries();

  it('has all 249 ISO 3166-1 countries, sorted by code, without duplicates', () => {
    expect(countries).toHaveLength(249);
    const codes = countries.map((c) => c.code);
    expect(codes).toEqual([...codes].sort());
    expect(new Set(codes).size).toBe(249);
    expect(new Set(countries.map((c) => c.code3)).size).toBe(249);
  });

  it('includes Indonesia with IDN and IDR', () => {
    expect(countries.find((c) => c.code === 'ID')).toEqual({
      code: 'ID',
      code3: 'IDN',
      name: 'Indonesia',
      currency: 'IDR',
    });
  });

  it('has well-formed codes, names and currencies', () => {
    for (const c of countries) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(c.code3).toMatch(/^[A-Z]{3}$/);
      expect(c.name.trim()).not.toBe('');
      if (c.currency !== null) expect(c.currency).toMatch(/^[A-Z]{3}$/);
    }
    // Only Antarctica has no currency of its own.
    expect(countries.filter((c) => c.currency === null).map((c) => c.code)).toEqual(['AQ']);
    expect(countries.find((c) => c.code === 'US')?.currency).toBe('USD');
    expect(countries.find((c) => c.code === 'SG')?.currency).toBe('SGD');
  });

  it('leaves out codes that are not ISO 3166-1 countries (Kosovo, Ascension)', () => {
    const codes = new Set(countries.map((c) => c.code));
    expect(codes.has('XK')).toBe(false);
    expect(codes.has('AC')).toBe(false);
  });
});

describe('listRegions', () => {
  const indonesia = listRegions({ countries: ['ID'] });

  it('has the 38 provinces of Indonesia', () => {
    expect(indonesia).toHaveLength(38);
    expect(new Set(indonesia.map((r) => r.code)).size).toBe(38);
    for (const r of indonesia) {
      expect(r.countryCode).toBe('ID');
      expect(r.code).toMatch(/^ID-[A-Z]{2}$/);
      expect(r.name.trim()).not.toBe('');
      expect(r.type.trim()).not.toBe('');
    }
  });

  it('includes the four Papua provinces created in 2022', () => {
    const byCode = new Map(indonesia.map((r) => [r.code, r]));
    expect(byCode.get('ID-PE')?.name).toBe('Papua Pegunungan');
    expect(byCode.get('ID-PS')?.name).toBe('Papua Selatan');
    expect(byCode.get('ID-PT')?.name).toBe('Papua Tengah');
    expect(byCode.get('ID-PD')?.name).toBe('Papua Barat Daya');
    expect(byCode.get('ID-JB')).toEqual({
      countryCode: 'ID',
      code: 'ID-JB',
      name: 'Jawa Barat',
      type: 'province',
    });
  });

  it('types the special regions and leaves out geographical units', () => {
    const byCode = new Map(indonesia.map((r) => [r.code, r]));
    expect(byCode.get('ID-JK')?.type).toBe('special district');
    expect(byCode.get('ID-YO')?.type).toBe('special region');
    for (const unit of ['ID-JW', 'ID-KA', 'ID-ML', 'ID-NU', 'ID-PP', 'ID-SL', 'ID-SM']) {
      expect(byCode.has(unit)).toBe(false);
    }
  });

  it('lists subdivisions of other countries by default, sorted and unique', () => {
    const all = listRegions();
    expect(all.filter((r) => r.countryCode === 'ID')).toEqual(indonesia);
    expect(all.length).toBeGreaterThan(4000);
    expect(new Set(all.map((r) => r.code)).size).toBe(all.length);
    const keys = all.map((r) => `${r.countryCode} ${r.code}`);
    expect(keys).toEqual([...keys].sort());
    const countryCodes = new Set(listCountries().map((c) => c.code));
    for (const r of all) {
      expect(countryCodes.has(r.countryCode)).toBe(true);
      expect(r.code.startsWith(`${r.countryCode}-`)).toBe(true);
    }
    expect(all.find((r) => r.code === 'US-CA')?.name).toBe('California');
  });
});

describe('businessTaxonomy', () => {
  const tree = businessTaxonomy();
  const nodes = flatten(tree);

  it('has at least 10 sectors', () => {
    expect(tree.length).toBeGreaterThanOrEqual(10);
    expect(tree.map((s) => s.name)).toContain('Manufacturing');
  });

  it('has exactly three levels: sectors and groups have children, categories none', () => {
    for (const sector of tree) {
      expect(sector.children.length).toBeGreaterThan(0);
      for (const group of sector.children) {
        expect(group.children.length).toBeGreaterThan(0);
        for (const category of group.children) expect(category.children).toEqual([]);
      }
    }
    expect(depth(tree)).toBe(3);
  });

  it('has unique, well-formed slugs and clean names', () => {
    const slugs = nodes.map((n) => n.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const n of nodes) {
      expect(n.slug).toMatch(SLUG);
      expect(n.name).toBe(n.name.trim());
      expect(n.name).not.toMatch(/[a-z]T$/); // NAICS footnote marker removed
    }
  });

  it('is deterministic and of a reasonable size', () => {
    expect(businessTaxonomy()).toEqual(tree);
    expect(nodes.length).toBeGreaterThan(200);
    expect(nodes.length).toBeLessThan(2500);
  });
});

describe('productTaxonomy', () => {
  const tree = productTaxonomy();
  const nodes = flatten(tree);

  it('is a tree of three levels by default', () => {
    expect(tree.length).toBeGreaterThanOrEqual(10);
    expect(depth(tree)).toBe(3);
    for (const root of tree) expect(root.children.length).toBeGreaterThan(0);
    expect(tree.map((n) => n.name)).toContain('Business & Industrial');
  });

  it('has unique, well-formed slugs', () => {
    const slugs = nodes.map((n) => n.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const n of nodes) expect(n.slug).toMatch(SLUG);
  });

  it('honours maxDepth', () => {
    expect(depth(productTaxonomy({ maxDepth: 2 }))).toBe(2);
    const full = flatten(productTaxonomy({ maxDepth: 10 }));
    expect(full.length).toBeGreaterThan(nodes.length);
    expect(new Set(full.map((n) => n.slug)).size).toBe(full.length);
    expect(() => productTaxonomy({ maxDepth: 0 })).toThrow(RangeError);
  });
});
