// The real-text corpus of `npm run eval:search`: how a listing of bench/eval/data/products.jsonl
// becomes a supplier and a product, and which listings a labelled query's rule selects. Pure: the
// loading over HTTP is in bench/eval/eval-search.ts.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RealLabelledQuery } from './eval-real-queries.js';

export const CORPUS_FILE = join(import.meta.dirname, 'data/products.jsonl');
/** The Indonesian real-text corpus: Tokopedia listings, the shop as the supplier (bench/eval/tokopedia-listings.ts). */
export const ID_CORPUS_FILE = join(import.meta.dirname, 'data/products-id.jsonl');

export interface Listing {
  source_id: string;
  /** The repository and file the listing was taken from. */
  source?: string;
  pid: string;
  name: string;
  /** The supplier: the brand (English corpus) or the shop (Indonesian corpus). */
  brand: string | null;
  /** The seller's own category path, root first, as written. */
  category_tree?: string[];
  category_path: string[];
  description: string | null;
  price_inr?: number | null;
  price_idr?: number | null;
  shop_city?: string | null;
}

export function readListings(file = CORPUS_FILE): Listing[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Listing);
}

/**
 * The product category (a path in our product taxonomy, Google's, three levels) of each root of
 * the sellers' tree, where one fits as a whole; a root that fits none leaves the category unset.
 */
export const CATEGORY_OF_ROOT: Record<string, string[]> = {
  clothing: ['Apparel & Accessories', 'Clothing'],
  footwear: ['Apparel & Accessories', 'Shoes'],
  jewellery: ['Apparel & Accessories', 'Jewelry'],
  watches: ['Apparel & Accessories', 'Jewelry', 'Watches'],
  'bags wallets belts': ['Apparel & Accessories', 'Handbags, Wallets & Cases'],
  'kitchen dining': ['Home & Garden', 'Kitchen & Dining'],
  automotive: ['Vehicles & Parts', 'Vehicle Parts & Accessories'],
  'mobiles accessories': ['Electronics', 'Communications', 'Telephony'],
  'beauty and personal care': ['Health & Beauty', 'Personal Care'],
  'home decor festive needs': ['Home & Garden', 'Decor'],
  'home furnishing': ['Home & Garden', 'Linens & Bedding'],
  furniture: ['Furniture'],
  'sports fitness': ['Sporting Goods'],
  'pens stationery': ['Office Supplies'],
  'baby care': ['Baby & Toddler'],
  'toys school supplies': ['Toys & Games'],
  computers: ['Electronics', 'Computers'],
  'tools hardware': ['Hardware', 'Tools'],
  'pet supplies': ['Animals & Pet Supplies', 'Pet Supplies'],
};

/**
 * The same for the Indonesian corpus's roots (Tokopedia's top categories, normalised); a root of
 * mixed goods (`rumah tangga`, `dapur`, `office stationery`) gets its closest department.
 */
export const CATEGORY_OF_ROOT_ID: Record<string, string[]> = {
  'fashion pria': ['Apparel & Accessories'],
  'fashion wanita': ['Apparel & Accessories'],
  'fashion anak bayi': ['Apparel & Accessories'],
  'fashion muslim': ['Apparel & Accessories', 'Clothing'],
  'makanan minuman': ['Food, Beverages & Tobacco'],
  kecantikan: ['Health & Beauty', 'Personal Care'],
  'perawatan tubuh': ['Health & Beauty', 'Personal Care'],
  kesehatan: ['Health & Beauty', 'Health Care'],
  'rumah tangga': ['Home & Garden'],
  dapur: ['Home & Garden', 'Kitchen & Dining'],
  'office stationery': ['Office Supplies'],
  olahraga: ['Sporting Goods'],
  'komputer laptop': ['Electronics', 'Computers'],
};

/**
 * The provinces suppliers are spread over: a brand is one supplier, in the province a hash of its
 * name picks; a listing without a brand goes, by a hash of its id, to one of a few general
 * traders, one per province.
 */
export const PROVINCES = ['ID-JB', 'ID-JT', 'ID-JI', 'ID-BA', 'ID-JK', 'ID-YO'];

const pick = (text: string) =>
  PROVINCES[createHash('sha256').update(text).digest().readUInt32BE(0) % PROVINCES.length]!;

export function supplierOf(listing: Listing): { name: string; province: string } {
  const brand = listing.brand?.trim();
  if (brand) return { name: brand, province: pick(brand.toLowerCase()) };
  const province = pick(listing.pid);
  return { name: `General trader ${province}`, province };
}

const words = (text: string) => ` ${text.trim().split(/\s+/).join(' ')} `;

/** Whether a listing's category path satisfies a query's rule (see bench/eval/eval-real-queries.ts). */
export function matchesRule(path: string[], relevant: string[][]): boolean {
  const segments = path.map(words);
  return relevant.some((alternative) =>
    alternative.every((phrase) =>
      phrase.startsWith('=')
        ? path.includes(phrase.slice(1))
        : segments.some((segment) => segment.includes(words(phrase))),
    ),
  );
}

/** The listings (by pid) a query counts as relevant, given each listing's supplier province. */
export function relevantListings(query: RealLabelledQuery, listings: Listing[]): Set<string> {
  return new Set(
    listings
      .filter((listing) => matchesRule(listing.category_path, query.relevant))
      .filter((listing) => !query.region || supplierOf(listing).province === query.region)
      .filter((listing) => !query.categoryOf || listing.category_path[0] === query.categoryOf)
      .map((listing) => listing.pid),
  );
}
