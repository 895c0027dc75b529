import type { businesses, productPricingTiers, products, productVariants, supplierPerformance } from '../db/schema.js';
import { slugify } from '../lib/slug.js';
import { SeededRandom } from './random.js';
import {
  FOREIGN,
  FOREIGN_WORDS,
  type Item,
  MARKETS,
  NAME_WORDS,
  PAYMENT_TERMS,
  PROVINCES,
  type Role,
  ROLES,
  type Sector,
  SECTORS,
  STREETS,
  STRENGTHS,
  TOWNS,
  TRADE_WORDS,
  UNIT_EN,
  UNIT_ID,
} from './vocabulary.js';

/*
 * Synthetic B2B directory data for demos and search benchmarks. Pure and deterministic: the
 * same options give the same rows, ids included (no clock, no Math.random, no database).
 * The words come from vocabulary.ts and chance from random.ts; demo.repository.ts loads the rows.
 */

// ---------------------------------------------------------------------------------------------
// Inputs and outputs
// ---------------------------------------------------------------------------------------------

export interface DemoReference {
  /** Leaf business categories (depth 2) with the name of their sector (depth 0). */
  businessCategories: ReadonlyArray<{ id: string; name: string; sector: string }>;
  /** Product categories of any depth, with their path: "Furniture > Chairs > Rocking Chairs". */
  productCategories: ReadonlyArray<{ id: string; path: string }>;
  indonesia: { id: string; regions: ReadonlyArray<{ id: string; code: string; name: string }> };
  /** A few trading partners; a small share of businesses is placed there. */
  otherCountries: ReadonlyArray<{ id: string; code: string; name: string; currency: string | null }>;
}

export interface DemoOptions {
  seed: string;
  businesses: number;
  products: number;
  reference: DemoReference;
  /** created_at values fall within the year before this instant. */
  now: Date;
  /**
   * Numbers already used by earlier demo loads (the largest slug counters), so a second load
   * continues the numbering and its slugs, SKUs and ids do not collide with the first.
   */
  startAfter?: { business: number; product: number };
  /** Businesses per yielded batch (their products come in the same batch). */
  batchSize?: number;
}

export type DemoBusinessRow = typeof businesses.$inferInsert & {
  id: string;
  name: string;
  slug: string;
  descriptionEn: string;
  descriptionId: string;
  visibility: 'public' | 'internal' | 'draft';
  createdAt: Date;
};
export type DemoProductRow = typeof products.$inferInsert & {
  id: string;
  businessId: string;
  slug: string;
  description: string;
  basePrice: string;
  sku: string;
  status: 'active' | 'draft' | 'archived';
  createdAt: Date;
};
export type DemoVariantRow = typeof productVariants.$inferInsert & { id: string; price: string };
export type DemoTierRow = typeof productPricingTiers.$inferInsert & {
  id: string;
  minQuantity: number;
  maxQuantity: number | null;
  unitPrice: string;
};
export type DemoPerformanceRow = typeof supplierPerformance.$inferInsert;

export interface DemoBatch {
  businesses: DemoBusinessRow[];
  products: DemoProductRow[];
  variants: DemoVariantRow[];
  tiers: DemoTierRow[];
  performance: DemoPerformanceRow[];
}

/** The data_source of every generated business, so demo rows can be found (and removed) later. */
export const DEMO_DATA_SOURCE = 'demo';
/** ISO codes of the countries that get a share of demo businesses besides Indonesia. */
export const DEMO_OTHER_COUNTRIES = ['SG', 'MY', 'CN', 'VN', 'TH', 'JP', 'KR', 'AU', 'NL', 'DE', 'US', 'IN'] as const;

// ---------------------------------------------------------------------------------------------
// Generation
// ---------------------------------------------------------------------------------------------

const DAY_MS = 86_400_000;

interface ResolvedSector {
  sector: Sector;
  categoryIds: string[];
  /** Item index -> product category id. */
  itemCategoryIds: Array<string | null>;
}

interface Place {
  countryId: string;
  countryCode: string;
  regionId: string | null;
  city: string;
  province: string;
  lat: number;
  lng: number;
  phone: string;
  whatsapp: string | null;
  currency: string;
}

function resolveProductCategory(paths: Map<string, string>, path: string): string | null {
  const parts = path.split(' > ');
  for (let length = parts.length; length > 0; length -= 1) {
    const id = paths.get(parts.slice(0, length).join(' > '));
    if (id) return id;
  }
  return null;
}

function resolveSectors(reference: DemoReference): ResolvedSector[] {
  const byName = new Map<string, string[]>();
  for (const category of reference.businessCategories) {
    byName.set(category.name, [...(byName.get(category.name) ?? []), category.id]);
  }
  const paths = new Map(reference.productCategories.map((category) => [category.path, category.id]));
  const anyLeaf = reference.businessCategories.map((category) => category.id);
  return SECTORS.map((sector) => {
    const categoryIds = sector.categories.flatMap((name) => byName.get(name) ?? []);
    return {
      sector,
      categoryIds: categoryIds.length > 0 ? categoryIds : anyLeaf,
      itemCategoryIds: sector.items.map((item) => resolveProductCategory(paths, item.category)),
    };
  });
}

function roleOf(sectorName: string | undefined, random: SeededRandom, foreign: boolean): Role {
  if (foreign) return ROLES.importer;
  if (!sectorName) return ROLES.maker;
  if (sectorName.startsWith('Wholesale')) return ROLES.wholesaler;
  if (sectorName.startsWith('Retail')) return ROLES.retailer;
  if (sectorName.startsWith('Agriculture')) return ROLES.grower;
  return random.chance(0.3) ? ROLES.exporter : ROLES.maker;
}

/** A "nice" price: thousands above 100k, tens of thousands above 10M, hundreds below. */
function roundPrice(value: number): number {
  const step = value >= 10_000_000 ? 10_000 : value >= 100_000 ? 1_000 : 100;
  return Math.max(step, Math.round(value / step) * step);
}

function between(random: SeededRandom, [min, max]: readonly [number, number]): number {
  // Log-uniform: cheap items are more common than expensive ones within a range.
  return Math.exp(Math.log(min) + random.next() * (Math.log(max) - Math.log(min)));
}

function plural(item: Item): string {
  if (item.plural) return item.plural;
  const lower = item.en.toLowerCase();
  if (item.mass) return lower;
  if (/(s|sh|ch|x)$/.test(lower)) return `${lower}es`;
  if (/[^aeiou]y$/.test(lower)) return `${lower.slice(0, -1)}ies`;
  return `${lower}s`;
}

function listEn(words: string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}
function listId(words: string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} dan ${words[words.length - 1]}`;
}

function digits(random: SeededRandom, count: number): string {
  let text = String(random.int(1, 9));
  while (text.length < count) text += String(random.int(0, 9));
  return text;
}

interface Geography {
  indonesiaId: string;
  regionsByCode: Map<string, { id: string; name: string }>;
  /** Province codes present both in the reference data and in PROVINCES. */
  provinces: string[];
  others: DemoReference['otherCountries'];
}

function geography(reference: DemoReference): Geography {
  const regionsByCode = new Map(reference.indonesia.regions.map((region) => [region.code, region]));
  return {
    indonesiaId: reference.indonesia.id,
    regionsByCode,
    provinces: Object.keys(PROVINCES).filter((code) => regionsByCode.has(code)),
    others: reference.otherCountries.filter((country) => FOREIGN[country.code]),
  };
}

function pickPlace(random: SeededRandom, sector: Sector, geo: Geography): Place {
  const { others, regionsByCode } = geo;
  if (others.length > 0 && random.chance(0.07)) {
    const country = random.pick(others);
    const info = FOREIGN[country.code]!;
    return {
      countryId: country.id,
      countryCode: country.code,
      regionId: null,
      city: info.city,
      province: country.name,
      lat: info.lat + (random.next() - 0.5) * 0.2,
      lng: info.lng + (random.next() - 0.5) * 0.2,
      phone: `${info.dial} ${digits(random, 8)}`,
      whatsapp: null,
      currency: country.currency ?? 'USD',
    };
  }
  let code: string;
  let city: string;
  let lat: number;
  let lng: number;
  const hub = random.chance(0.5) ? random.pick(sector.hubs) : undefined;
  if (hub && regionsByCode.has(hub[1]) && TOWNS[hub[0]]) {
    [city, code] = hub;
    [lat, lng] = TOWNS[city]!;
  } else {
    code = geo.provinces.length > 0 ? random.weighted(geo.provinces, (candidate) => PROVINCES[candidate]!.weight) : '';
    const province = PROVINCES[code];
    city = province?.city ?? 'Jakarta';
    lat = province?.lat ?? -6.2;
    lng = province?.lng ?? 106.82;
  }
  const region = regionsByCode.get(code);
  const area = PROVINCES[code]?.area ?? '21';
  return {
    countryId: geo.indonesiaId,
    countryCode: 'ID',
    regionId: region?.id ?? null,
    city,
    province: region?.name ?? 'Indonesia',
    // Within about 10 km of the town centre: on land for all but a few coastal towns.
    lat: lat + (random.next() - 0.5) * 0.16,
    lng: lng + (random.next() - 0.5) * 0.16,
    phone: `+62 ${area} ${digits(random, area.length >= 3 ? 6 : 7)}`,
    whatsapp: random.chance(0.8) ? `+62 8${random.int(11, 59)} ${digits(random, 4)} ${digits(random, 4)}` : null,
    currency: 'IDR',
  };
}

function companyName(random: SeededRandom, sector: Sector, place: Place): string {
  if (place.countryCode !== 'ID') {
    const suffix = FOREIGN[place.countryCode]?.suffix ?? 'Ltd';
    return `${random.pick(FOREIGN_WORDS)} ${TRADE_WORDS[sector.key] ?? 'Indonesia'} Trading ${suffix}`;
  }
  const form = random.weighted(
    [
      ['PT', 60],
      ['CV', 30],
      ['UD', 10],
    ] as const,
    ([, weight]) => weight,
  )[0];
  const sectorWord = random.pick(sector.nameWords);
  const [first, second] = random.sample(
    NAME_WORDS.filter((word) => word !== sectorWord),
    2,
  ) as [string, string];
  switch (random.int(0, 4)) {
    case 0:
      return `${form} ${first} ${sectorWord} ${second}`;
    case 1:
      return `${form} ${sectorWord} ${first} ${second}`;
    case 2:
      return `${form} ${first} ${second} ${sectorWord}`;
    case 3:
      return `${form} ${sectorWord} ${place.city} ${first}`;
    default:
      return `${form} ${first} ${sectorWord} Indonesia`;
  }
}

function businessDescriptions(
  random: SeededRandom,
  name: string,
  sector: Sector,
  role: Role,
  place: Place,
  year: number,
  certifications: string[],
): { en: string; id: string } {
  const items = random.sample(sector.items, 3);
  const itemsEn = listEn(items.map(plural));
  const itemsId = listId(items.map((item) => item.id.toLowerCase()));
  const materials = random.sample(items[0]?.kinds ?? sector.materials, 2);
  const materialsEn = listEn(materials.map(([en]) => en.toLowerCase()));
  const materialsId = listId(materials.map(([, id]) => id.toLowerCase()));
  const [marketEn, marketId] = random.pick(MARKETS);
  const [strengthEn, strengthId] = random.pick(STRENGTHS);
  const where = place.city === place.province ? place.city : `${place.city}, ${place.province}`;
  const certs = certifications.length > 0 ? certifications.join(', ') : undefined;
  const people = random.int(2, 60) * 10;
  switch (random.int(0, 2)) {
    case 0:
      return {
        en: `${name} is a ${role.en} of ${sector.en} based in ${where}, established in ${year}. We supply ${itemsEn} in ${materialsEn} to ${marketEn}. ${strengthEn}.`,
        id: `${name} adalah ${role.id} ${sector.id} yang berlokasi di ${where}, berdiri sejak ${year}. Kami memasok ${itemsId} dengan pilihan ${materialsId} untuk ${marketId}. ${strengthId}.`,
      };
    case 1:
      return {
        en: `Based in ${where}, ${name} ${role.verbEn} ${itemsEn} for ${marketEn}. Our team of ${people} people has worked in ${sector.en} since ${year}. ${strengthEn}${certs ? `. Certified: ${certs}` : ''}.`,
        id: `Berlokasi di ${where}, ${name} ${role.verbId} ${itemsId} untuk ${marketId}. Tim kami yang terdiri dari ${people} orang bergerak di bidang ${sector.id} sejak ${year}. ${strengthId}${certs ? `. Sertifikasi: ${certs}` : ''}.`,
      };
    default:
      return {
        en: `${name}: ${sector.en} ${role.en} since ${year}. Main products: ${itemsEn}. Available in ${materialsEn}. ${strengthEn}, serving ${marketEn}.`,
        id: `${name}: ${role.id} ${sector.id} sejak ${year}. Produk utama: ${itemsId}. Tersedia dalam ${materialsId}. ${strengthId}, melayani ${marketId}.`,
      };
  }
}

/** Splits `total` products over `count` businesses, skewed (a few large catalogues, many small). */
function allocateProducts(random: SeededRandom, count: number, total: number): number[] {
  const weights = Array.from({ length: count }, () => Math.exp(1.1 * random.normal()));
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((weight) => (weight / sum) * total);
  const counts = exact.map(Math.floor);
  let remaining = total - counts.reduce((a, b) => a + b, 0);
  const byFraction = exact
    .map((value, index) => ({ index, fraction: value - Math.floor(value) }))
    .sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (let i = 0; remaining > 0; i = (i + 1) % count, remaining -= 1) counts[byFraction[i]!.index]! += 1;
  return counts;
}

function pickShare<T extends string>(random: SeededRandom, shares: ReadonlyArray<readonly [T, number]>): T {
  return random.weighted(shares, ([, share]) => share)[0];
}

/** Deterministic batches of rows; each batch holds `batchSize` businesses and all their products. */
export function* generateDemoBatches(options: DemoOptions): Generator<DemoBatch> {
  const { reference, now } = options;
  const start = options.startAfter ?? { business: 0, product: 0 };
  const random = new SeededRandom(`${options.seed}/${start.business}/${start.product}`);
  const sectors = resolveSectors(reference);
  const categorySector = new Map(reference.businessCategories.map((category) => [category.id, category.sector]));
  const geo = geography(reference);
  const productCounts = allocateProducts(random, options.businesses, options.products);
  const batchSize = options.batchSize ?? 500;
  const nowMs = now.getTime();
  const thisYear = now.getUTCFullYear();
  let productNumber = start.product;

  let batch: DemoBatch = { businesses: [], products: [], variants: [], tiers: [], performance: [] };
  for (let index = 0; index < options.businesses; index += 1) {
    const resolved = random.weighted(sectors, (entry) => entry.sector.weight);
    const { sector } = resolved;
    const place = pickPlace(random, sector, geo);
    const categoryId = random.pick(resolved.categoryIds);
    const role = roleOf(categorySector.get(categoryId), random, place.countryCode !== 'ID');
    const name = companyName(random, sector, place);
    const number = start.business + index + 1;
    const year = random.int(1975, thisYear - 1);
    const certifications = random.sample(sector.certifications, random.int(0, 3));
    const descriptions = businessDescriptions(random, name, sector, role, place, year, certifications);
    const createdAt = new Date(nowMs - Math.floor(random.next() * 365 * DAY_MS));
    const domain =
      slugify(name.replace(/^(PT|CV|UD) /, ''))
        .replace(/-/g, '')
        .slice(0, 24) + (place.countryCode === 'ID' ? '.co.id' : '.com');
    const business: DemoBusinessRow = {
      id: random.uuid(),
      name,
      slug: `${slugify(name).slice(0, 80).replace(/-+$/, '')}-${number}`,
      descriptionEn: descriptions.en,
      descriptionId: descriptions.id,
      categoryId,
      countryId: place.countryId,
      regionId: place.regionId,
      address:
        place.countryCode === 'ID'
          ? `${random.pick(STREETS)} No. ${random.int(1, 250)}, ${place.city}`
          : `${random.int(1, 400)} ${random.pick(FOREIGN_WORDS)} Road, ${place.city}`,
      phone: place.phone,
      email: `${random.pick(['info', 'sales', 'marketing', 'order', 'export'])}@${domain}`,
      website: random.chance(0.7) ? `https://www.${domain}` : null,
      whatsappNumber: place.whatsapp,
      canFulfillOrders: random.chance(0.45),
      visibility: pickShare(random, [
        ['public', 95],
        ['internal', 3],
        ['draft', 2],
      ]),
      yearEstablished: year,
      certifications,
      paymentTerms: random.sample(PAYMENT_TERMS, random.int(1, 3)),
      minimumOrderValue: random.chance(0.6)
        ? String(
            roundPrice(
              place.currency === 'IDR' ? between(random, [500_000, 250_000_000]) : between(random, [500, 50_000]),
            ),
          )
        : null,
      minimumOrderCurrency: place.currency,
      latitude: Math.round(place.lat * 1e6) / 1e6,
      longitude: Math.round(place.lng * 1e6) / 1e6,
      dataSource: DEMO_DATA_SOURCE,
      createdAt,
      updatedAt: new Date(createdAt.getTime() + Math.floor(random.next() * (nowMs - createdAt.getTime()) * 0.5)),
    };
    batch.businesses.push(business);

    if (random.chance(0.4)) {
      batch.performance.push({
        businessId: business.id,
        reliabilityScore: (random.int(250, 500) / 100).toFixed(2),
        qualityScore: (random.int(250, 500) / 100).toFixed(2),
        responseRatePercent: (random.int(4000, 10000) / 100).toFixed(2),
        onTimeDeliveryPercent: (random.int(6000, 10000) / 100).toFixed(2),
        totalOrders: random.int(0, 2500),
        notes: null,
        createdAt: business.createdAt,
        updatedAt: business.updatedAt,
      });
    }

    for (let p = 0; p < productCounts[index]!; p += 1) {
      productNumber += 1;
      addProduct(random, batch, business, resolved, place, productNumber, nowMs);
    }

    if (batch.businesses.length >= batchSize) {
      yield batch;
      batch = { businesses: [], products: [], variants: [], tiers: [], performance: [] };
    }
  }
  if (batch.businesses.length > 0) yield batch;
}

function addProduct(
  random: SeededRandom,
  batch: DemoBatch,
  business: DemoBusinessRow,
  resolved: ResolvedSector,
  place: Place,
  number: number,
  nowMs: number,
): void {
  const { sector } = resolved;
  const itemIndex = random.int(0, sector.items.length - 1);
  const item = sector.items[itemIndex]!;
  const [kindEn, kindId] = random.pick(item.kinds ?? sector.materials);
  const grade = random.chance(0.6) ? random.pick(sector.grades) : undefined;
  const nameEn = [grade?.[0], kindEn, item.en].filter(Boolean).join(' ');
  const nameId = [item.id, kindId, grade?.[1]].filter(Boolean).join(' ');
  const indonesianName = random.chance(0.55);
  const moq = Math.max(1, Math.round(between(random, item.moq)));
  const basePrice = roundPrice(between(random, item.price));
  const features = random.sample(sector.features, 2);
  const leadTime = random.pick([3, 7, 14, 21, 30, 45]);
  const origin = place.countryCode === 'ID' ? place.city : 'Indonesia';
  const en = `${nameEn}. ${features.map(([text]) => text).join('. ')}. Minimum order ${moq} ${UNIT_EN[item.unit]}; ships within ${leadTime} days from ${origin}.`;
  const id = `${nameId}. ${features.map(([, text]) => text).join('. ')}. Minimal pemesanan ${moq} ${UNIT_ID[item.unit]}; dikirim dalam ${leadTime} hari dari ${origin}.`;
  const name = indonesianName ? nameId : nameEn;
  const sku = `${item.code}-${String(number).padStart(5, '0')}`;
  const businessCreated = business.createdAt.getTime();
  const createdAt = new Date(businessCreated + Math.floor(random.next() * (nowMs - businessCreated)));
  const product: DemoProductRow = {
    id: random.uuid(),
    businessId: business.id,
    name,
    slug: `${slugify(name).slice(0, 80).replace(/-+$/, '')}-${number}`,
    description: indonesianName ? `${id}\n\n${en}` : `${en}\n\n${id}`,
    basePrice: String(basePrice),
    currency: 'IDR',
    unitOfMeasure: item.unit,
    sku,
    categoryId: resolved.itemCategoryIds[itemIndex] ?? null,
    images: Array.from(
      { length: random.int(0, 3) },
      (_, k) => `https://images.example.com/demo/${sku.toLowerCase()}-${k + 1}.jpg`,
    ),
    isAvailable: random.chance(0.92),
    specifications: { material: kindEn, origin, lead_time_days: leadTime, ...(grade ? { grade: grade[0] } : {}) },
    moq,
    status: pickShare(random, [
      ['active', 95],
      ['draft', 3],
      ['archived', 2],
    ]),
    createdAt,
    updatedAt: new Date(createdAt.getTime() + Math.floor(random.next() * (nowMs - createdAt.getTime()) * 0.5)),
  };
  batch.products.push(product);

  if (random.chance(0.3)) {
    const values = random.sample(sector.variant.values, random.int(2, Math.min(4, sector.variant.values.length)));
    values.forEach(([label, factor], position) => {
      batch.variants.push({
        id: random.uuid(),
        productId: product.id,
        position,
        name: label,
        sku: `${sku}-${String.fromCharCode(65 + position)}`,
        attributes: { [sector.variant.key]: label },
        price: String(roundPrice(basePrice * factor)),
        currency: 'IDR',
        isAvailable: random.chance(0.9),
      });
    });
  }

  if (random.chance(0.35)) {
    const count = random.int(2, 4);
    let min = moq;
    let discount = 0;
    for (let tier = 0; tier < count; tier += 1) {
      const last = tier === count - 1;
      const max = last ? null : min * random.pick([3, 5, 10]) - 1;
      batch.tiers.push({
        id: random.uuid(),
        productId: product.id,
        minQuantity: min,
        maxQuantity: max,
        unitPrice: String(roundPrice(basePrice * (1 - discount))),
        currency: 'IDR',
      });
      if (max !== null) min = max + 1;
      // Each larger quantity band is 3-8% cheaper per unit than the one before.
      discount += 0.03 + random.next() * 0.05;
    }
  }
}

/** Every row at once (tests, small loads). */
export function generateDemoData(options: DemoOptions): DemoBatch {
  const all: DemoBatch = { businesses: [], products: [], variants: [], tiers: [], performance: [] };
  for (const batch of generateDemoBatches(options)) {
    all.businesses.push(...batch.businesses);
    all.products.push(...batch.products);
    all.variants.push(...batch.variants);
    all.tiers.push(...batch.tiers);
    all.performance.push(...batch.performance);
  }
  return all;
}
