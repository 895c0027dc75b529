import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { findTierOverlap } from '../modules/products/products.schemas.js';
import { type DemoOptions, type DemoReference, generateDemoBatches, generateDemoData } from './generator.js';
import { SeededRandom } from './random.js';

// A small reference set shaped like the seeded taxonomies; ids are fixed strings.
const reference: DemoReference = {
  businessCategories: [
    {
      id: 'b-furniture',
      name: 'Household and Institutional Furniture and Kitchen Cabinet Manufacturing',
      sector: 'Manufacturing',
    },
    {
      id: 'b-furniture-wholesale',
      name: 'Furniture and Home Furnishing Merchant Wholesalers',
      sector: 'Wholesale Trade',
    },
    { id: 'b-fabric', name: 'Fabric Mills', sector: 'Manufacturing' },
    { id: 'b-beverage', name: 'Beverage Manufacturing', sector: 'Manufacturing' },
    { id: 'b-crop', name: 'Other Crop Farming', sector: 'Agriculture, Forestry, Fishing and Hunting' },
    { id: 'b-other', name: 'Software Publishers', sector: 'Information' },
  ],
  productCategories: [
    { id: 'p-furniture', path: 'Furniture' },
    { id: 'p-chairs', path: 'Furniture > Chairs' },
    { id: 'p-dining-chairs', path: 'Furniture > Chairs > Kitchen & Dining Room Chairs' },
    { id: 'p-food', path: 'Food, Beverages & Tobacco' },
    { id: 'p-coffee', path: 'Food, Beverages & Tobacco > Beverages > Coffee' },
  ],
  indonesia: {
    id: 'c-id',
    regions: [
      { id: 'r-jk', code: 'ID-JK', name: 'Jakarta Raya' },
      { id: 'r-jb', code: 'ID-JB', name: 'Jawa Barat' },
      { id: 'r-jt', code: 'ID-JT', name: 'Jawa Tengah' },
      { id: 'r-ji', code: 'ID-JI', name: 'Jawa Timur' },
      { id: 'r-ba', code: 'ID-BA', name: 'Bali' },
      { id: 'r-su', code: 'ID-SU', name: 'Sumatera Utara' },
    ],
  },
  otherCountries: [
    { id: 'c-sg', code: 'SG', name: 'Singapore', currency: 'SGD' },
    { id: 'c-nl', code: 'NL', name: 'Netherlands', currency: 'EUR' },
  ],
};

const options = (overrides: Partial<DemoOptions> = {}): DemoOptions => ({
  seed: 'test',
  businesses: 400,
  products: 2000,
  reference,
  now: new Date('2025-06-01T00:00:00Z'),
  ...overrides,
});

const large = generateDemoData(options({ businesses: 2000, products: 10_000 }));

describe('demo data generator', () => {
  it('gives the same rows for the same seed, and different rows for another seed', () => {
    const first = generateDemoData(options());
    expect(generateDemoData(options())).toEqual(first);
    const other = generateDemoData(options({ seed: 'other' }));
    expect(other.businesses[0]!.id).not.toBe(first.businesses[0]!.id);
    expect(other.businesses.map((row) => row.name)).not.toEqual(first.businesses.map((row) => row.name));
  });

  it('yields the same rows in batches as in one piece', () => {
    const batches = [...generateDemoBatches(options({ batchSize: 64 }))];
    expect(batches.length).toBe(Math.ceil(400 / 64));
    expect(batches.flatMap((batch) => batch.products)).toEqual(generateDemoData(options()).products);
    // Every product arrives in the same batch as its business (the business is inserted first).
    for (const batch of batches) {
      const ids = new Set(batch.businesses.map((row) => row.id));
      expect(batch.products.every((row) => ids.has(row.businessId))).toBe(true);
    }
  });

  it('creates exactly the requested counts, products belonging to generated businesses', () => {
    expect(large.businesses).toHaveLength(2000);
    expect(large.products).toHaveLength(10_000);
    const ids = new Set(large.businesses.map((row) => row.id));
    expect(large.products.every((row) => ids.has(row.businessId))).toBe(true);
    const productIds = new Set(large.products.map((row) => row.id));
    expect(large.variants.every((row) => productIds.has(row.productId))).toBe(true);
    expect(large.tiers.every((row) => productIds.has(row.productId))).toBe(true);
    expect(large.performance.every((row) => ids.has(row.businessId))).toBe(true);
    // Catalogue sizes vary: some suppliers list many products, some very few.
    const perBusiness = new Map<string, number>();
    for (const row of large.products) perBusiness.set(row.businessId, (perBusiness.get(row.businessId) ?? 0) + 1);
    expect(Math.max(...perBusiness.values())).toBeGreaterThan(20);
  });

  it('gives unique ids, slugs and SKUs, and continues numbering after an earlier load', () => {
    const unique = (values: string[]) => new Set(values).size === values.length;
    expect(unique(large.businesses.map((row) => row.slug))).toBe(true);
    expect(unique(large.products.map((row) => row.slug))).toBe(true);
    expect(unique(large.products.map((row) => row.sku))).toBe(true);
    expect(
      unique([...large.businesses, ...large.products, ...large.variants, ...large.tiers].map((row) => row.id)),
    ).toBe(true);
    for (const row of [...large.businesses, ...large.products])
      expect(row.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*-\d+$/);

    const second = generateDemoData(options({ startAfter: { business: 400, product: 2000 } }));
    const first = generateDemoData(options());
    const firstSlugs = new Set([...first.businesses, ...first.products].map((row) => row.slug));
    expect([...second.businesses, ...second.products].some((row) => firstSlugs.has(row.slug))).toBe(false);
    expect(second.businesses[0]!.id).not.toBe(first.businesses[0]!.id);
  });

  it('builds pricing tiers that never overlap, with falling prices and one open-ended top tier', () => {
    const byProduct = new Map<string, typeof large.tiers>();
    for (const row of large.tiers) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row]);
    expect(byProduct.size).toBeGreaterThan(large.products.length * 0.25);
    expect(byProduct.size).toBeLessThan(large.products.length * 0.45);
    for (const tiers of byProduct.values()) {
      expect(
        findTierOverlap(
          tiers.map((tier) => ({
            min_quantity: tier.minQuantity,
            max_quantity: tier.maxQuantity,
            unit_price: tier.unitPrice,
            currency: 'IDR',
          })),
        ),
      ).toBeUndefined();
      expect(tiers.filter((tier) => tier.maxQuantity === null)).toHaveLength(1);
      const prices = tiers.map((tier) => Number(tier.unitPrice));
      expect([...prices].sort((a, b) => b - a)).toEqual(prices);
    }
  });

  it('writes prices as exact whole-rupiah decimal strings', () => {
    for (const row of large.products) expect(row.basePrice).toMatch(/^[1-9]\d*$/);
    for (const row of large.variants) expect(row.price).toMatch(/^[1-9]\d*$/);
    for (const row of large.tiers) expect(row.unitPrice).toMatch(/^[1-9]\d*$/);
    expect(large.products.every((row) => row.currency === 'IDR')).toBe(true);
    expect(large.products.every((row) => /^[A-Z]{3}-\d{5,}$/.test(row.sku))).toBe(true);
  });

  it('mixes visibility and status: mostly public and active, about 5% hidden', () => {
    const share = (rows: Array<{ value: string }>, value: string) =>
      rows.filter((row) => row.value === value).length / rows.length;
    const visibility = large.businesses.map((row) => ({ value: row.visibility }));
    expect(share(visibility, 'public')).toBeGreaterThan(0.92);
    expect(share(visibility, 'public')).toBeLessThan(0.98);
    expect(share(visibility, 'internal')).toBeGreaterThan(0);
    expect(share(visibility, 'draft')).toBeGreaterThan(0);
    const status = large.products.map((row) => ({ value: row.status }));
    expect(share(status, 'active')).toBeGreaterThan(0.92);
    expect(share(status, 'active')).toBeLessThan(0.98);
    expect(share(status, 'draft')).toBeGreaterThan(0);
    expect(share(status, 'archived')).toBeGreaterThan(0);
  });

  it('writes English and Indonesian descriptions from the sector vocabulary', () => {
    for (const row of large.businesses) {
      expect(row.descriptionEn).toMatch(/\b(is a|We supply|Based in|Main products)\b/);
      expect(row.descriptionId).toMatch(/\b(adalah|Kami|Berlokasi|Produk utama)\b/);
      expect(row.descriptionId).not.toBe(row.descriptionEn);
    }
    for (const row of large.products) {
      expect(row.description).toMatch(/Minimum order \d+/);
      expect(row.description).toMatch(/Minimal pemesanan \d+/);
    }
    const text = large.businesses
      .map((row) => `${row.descriptionEn} ${row.descriptionId}`)
      .join(' ')
      .toLowerCase();
    for (const word of ['mebel', 'kursi', 'meja', 'furniture', 'batik', 'kain', 'kopi', 'teh', 'rempah'])
      expect(text).toContain(word);
    expect(large.businesses.every((row) => /^(PT|CV|UD) /.test(row.name) || row.countryId !== 'c-id')).toBe(true);
  });

  it('places Indonesian businesses in Indonesian provinces with coordinates inside Indonesia', () => {
    const indonesian = large.businesses.filter((row) => row.countryId === 'c-id');
    expect(indonesian.length / large.businesses.length).toBeGreaterThan(0.85);
    expect(indonesian.length).toBeLessThan(large.businesses.length);
    const regionIds = new Set(reference.indonesia.regions.map((region) => region.id));
    for (const row of indonesian) {
      expect(regionIds.has(row.regionId!)).toBe(true);
      expect(row.latitude).toBeGreaterThan(-11.1);
      expect(row.latitude).toBeLessThan(6.1);
      expect(row.longitude).toBeGreaterThan(94.9);
      expect(row.longitude).toBeLessThan(141.1);
    }
    for (const row of large.businesses.filter((row) => row.countryId !== 'c-id')) expect(row.regionId).toBeNull();
  });

  it('uses categories of the business sector and the product taxonomy', () => {
    const leafIds = new Set(reference.businessCategories.map((category) => category.id));
    expect(large.businesses.every((row) => leafIds.has(row.categoryId!))).toBe(true);
    const chairs = large.products.filter((row) => /Dining Chair|Kursi Makan/.test(row.name));
    expect(chairs.length).toBeGreaterThan(0);
    expect(chairs.every((row) => row.categoryId === 'p-dining-chairs')).toBe(true);
    // A missing leaf falls back to its nearest existing ancestor.
    const tables = large.products.filter((row) => /Dining Table|Meja Makan/.test(row.name));
    expect(tables.every((row) => row.categoryId === 'p-furniture')).toBe(true);
  });

  it('spreads creation over the past year, products after their business', () => {
    const now = Date.parse('2025-06-01T00:00:00Z');
    const yearAgo = now - 366 * 86_400_000;
    const created = new Map(large.businesses.map((row) => [row.id, row.createdAt.getTime()]));
    for (const row of large.businesses) {
      expect(row.createdAt.getTime()).toBeGreaterThan(yearAgo);
      expect(row.createdAt.getTime()).toBeLessThanOrEqual(now);
    }
    for (const row of large.products) {
      expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(created.get(row.businessId)!);
      expect(row.createdAt.getTime()).toBeLessThanOrEqual(now);
    }
    const months = new Set(large.businesses.map((row) => row.createdAt.toISOString().slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(12);
  });
});

describe('demo data output', () => {
  // Pinned digests of everything generated for fixed seeds: a refactor of the generator (moving
  // the vocabulary or the random source into their own files) must leave every row identical.
  // A deliberate change to the demo data updates these values in the same commit.
  const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

  it('is byte-for-byte the same data for a fixed seed as when it was pinned', () => {
    expect(digest(generateDemoData(options()))).toBe(
      '5c4ce34ec84bbfd9f9f1ef15a2dfa6702a392c59c5693159d612594a29c0b486',
    );
    expect(digest(generateDemoData(options({ seed: 'other', startAfter: { business: 400, product: 2000 } })))).toBe(
      '33fdf7e667be13685a5739b811edf68e3cc798017e448a7341576f8430271658',
    );
    expect(digest(large)).toBe('be76004a0bc8eee2af2d93e8918da2acf20a021c8592f0277a7189d170a07dc6');
  });
});

describe('SeededRandom', () => {
  it('repeats its stream for a seed and makes version-4-shaped UUIDs', () => {
    const a = new SeededRandom('x');
    const b = new SeededRandom('x');
    const values = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(values);
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
    expect(a.uuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
