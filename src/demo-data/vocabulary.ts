import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { UNITS_OF_MEASURE } from '../db/schema.js';

/*
 * The words the demo directory is written in: sectors with their items, materials and selling
 * points in English and Indonesian, places, company-name words and trading roles. Keyword
 * search is measured on this text, so it is sector-specific and bilingual. The words live in
 * vocabulary.json beside this module; this file gives them their types and reads them once.
 */

export type Unit = (typeof UNITS_OF_MEASURE)[number];

/** A term in English and Indonesian. */
export type Term = readonly [en: string, id: string];

export interface Item {
  en: string;
  id: string;
  /** Plural for descriptions; omitted: mass noun or regular "-s". */
  plural?: string;
  mass?: boolean;
  /** SKU prefix. */
  code: string;
  unit: Unit;
  /** Base unit price range in IDR. */
  price: readonly [number, number];
  moq: readonly [number, number];
  /** Product category path; the nearest existing ancestor is used when the leaf is missing. */
  category: string;
  /** Qualifiers specific to the item (varieties, motifs); default: the sector's materials. */
  kinds?: readonly Term[];
}

export interface Sector {
  key: string;
  weight: number;
  en: string;
  id: string;
  nameWords: readonly string[];
  /** Production centres: the town, its province (ISO 3166-2) and a share of the sector's firms. */
  hubs: ReadonlyArray<readonly [town: string, region: string]>;
  /** Names of leaf business categories (NAICS industry groups). */
  categories: readonly string[];
  items: readonly Item[];
  materials: readonly Term[];
  grades: readonly Term[];
  /** Selling points of a product, one pair per sentence. */
  features: readonly Term[];
  certifications: readonly string[];
  variant: { key: string; values: ReadonlyArray<readonly [label: string, factor: number]> };
}

export interface Role {
  en: string;
  id: string;
  verbEn: string;
  verbId: string;
}

export type RoleKey = 'maker' | 'grower' | 'wholesaler' | 'retailer' | 'exporter' | 'importer';

/** vocabulary.json: each field below is exported under its constant's name. */
export interface Vocabulary {
  about: string;
  sectors: readonly Sector[];
  /** Capitals and area codes of Indonesian provinces: where a business sits when not in a hub. */
  provinces: Record<string, { city: string; lat: number; lng: number; area: string; weight: number }>;
  /** Hub towns away from their province capital, with their own coordinates. */
  towns: Record<string, readonly [lat: number, lng: number]>;
  foreign: Record<string, { city: string; lat: number; lng: number; suffix: string; dial: string }>;
  nameWords: readonly string[];
  tradeWords: Record<string, string>;
  foreignWords: readonly string[];
  streets: readonly string[];
  markets: readonly Term[];
  strengths: readonly Term[];
  paymentTerms: readonly string[];
  unitId: Record<Unit, string>;
  unitEn: Record<Unit, string>;
  roles: Record<RoleKey, Role>;
}

const term = z.tuple([z.string(), z.string()]);
const range = z.tuple([z.number(), z.number()]);
const unit = z.enum(UNITS_OF_MEASURE);
const item = z.strictObject({
  en: z.string(),
  id: z.string(),
  plural: z.string().optional(),
  mass: z.boolean().optional(),
  code: z.string(),
  unit,
  price: range,
  moq: range,
  category: z.string(),
  kinds: z.array(term).optional(),
});
const sector = z.strictObject({
  key: z.string(),
  weight: z.number(),
  en: z.string(),
  id: z.string(),
  nameWords: z.array(z.string()),
  hubs: z.array(term),
  categories: z.array(z.string()),
  items: z.array(item),
  materials: z.array(term),
  grades: z.array(term),
  features: z.array(term),
  certifications: z.array(z.string()),
  variant: z.strictObject({ key: z.string(), values: z.array(z.tuple([z.string(), z.number()])) }),
});
const place = { city: z.string(), lat: z.number(), lng: z.number() };
const role = z.strictObject({ en: z.string(), id: z.string(), verbEn: z.string(), verbId: z.string() });
const vocabularySchema: z.ZodType<Vocabulary> = z.strictObject({
  about: z.string(),
  sectors: z.array(sector),
  provinces: z.record(z.string(), z.strictObject({ ...place, area: z.string(), weight: z.number() })),
  towns: z.record(z.string(), range),
  foreign: z.record(z.string(), z.strictObject({ ...place, suffix: z.string(), dial: z.string() })),
  nameWords: z.array(z.string()),
  tradeWords: z.record(z.string(), z.string()),
  foreignWords: z.array(z.string()),
  streets: z.array(z.string()),
  markets: z.array(term),
  strengths: z.array(term),
  paymentTerms: z.array(z.string()),
  unitId: z.record(unit, z.string()),
  unitEn: z.record(unit, z.string()),
  roles: z.record(z.enum(['maker', 'grower', 'wholesaler', 'retailer', 'exporter', 'importer']), role),
});

/**
 * The 1-based line of the first JSON syntax error in a text. JSON.parse names a position for some
 * errors only, so the text is parsed a line at a time more: the first prefix that fails other than
 * by ending early holds the error on its last line (or at the position named).
 */
function syntaxErrorLine(text: string): number | undefined {
  const lines = text.split('\n');
  for (let count = 1; count <= lines.length; count++) {
    const prefix = lines.slice(0, count).join('\n');
    try {
      JSON.parse(prefix);
    } catch (error) {
      const message = (error as Error).message;
      const position = /at position (\d+)/.exec(message);
      const atEnd = position ? Number(position[1]) >= prefix.trimEnd().length : /end of JSON input/.test(message);
      if (!atEnd) return position ? prefix.slice(0, Number(position[1])).split('\n').length : count;
    }
  }
  return undefined;
}

/**
 * Reads and checks a vocabulary file. A file that is not JSON is refused with its file and line;
 * one whose content does not fit the types, with its file and the path of each field that does
 * not. The parsed value itself is returned (checked, not rebuilt), so the words keep the file's order.
 */
export function readVocabulary(
  file: string = fileURLToPath(new URL('./vocabulary.json', import.meta.url)),
): Vocabulary {
  const text = readFileSync(file, 'utf8');
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    const line = syntaxErrorLine(text);
    throw new Error(`${file}${line === undefined ? '' : `:${line}`}: not JSON: ${(error as Error).message}`);
  }
  const checked = vocabularySchema.safeParse(raw);
  if (!checked.success) {
    const issues = checked.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.') || '(top)'}: ${issue.message}`);
    throw new Error(`${file}: ${issues.join('; ')}`);
  }
  return raw as Vocabulary;
}

const vocabulary = readVocabulary();

export const SECTORS: readonly Sector[] = vocabulary.sectors;
export const PROVINCES = vocabulary.provinces;
export const TOWNS = vocabulary.towns;
export const FOREIGN = vocabulary.foreign;
export const NAME_WORDS = vocabulary.nameWords;
export const TRADE_WORDS = vocabulary.tradeWords;
export const FOREIGN_WORDS = vocabulary.foreignWords;
export const STREETS = vocabulary.streets;
export const MARKETS = vocabulary.markets;
export const STRENGTHS = vocabulary.strengths;
export const PAYMENT_TERMS = vocabulary.paymentTerms;
export const UNIT_ID = vocabulary.unitId;
export const UNIT_EN = vocabulary.unitEn;
export const ROLES = vocabulary.roles;
