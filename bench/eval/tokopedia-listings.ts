// How a Tokopedia search export (CSV, one product a row, as the public repository behind
// bench/eval/data/products-id.jsonl publishes it) becomes listings of the Indonesian real-text
// corpus: the seller's product name, the seller's category breadcrumb as the category path, the
// shop as the supplier. Pure: bench/eval/convert-tokopedia.ts reads the files and writes the JSONL.
import type { Listing } from './eval-real-corpus.js';

/** The rows of a CSV text (RFC 4180: quoted fields may hold commas, doubled quotes and line breaks). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (quoted) throw new Error('CSV: a quoted field is not closed');
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** Each data row as a record keyed by the header's column names; a row whose width differs throws, naming its line. */
export function csvRecords(text: string): Array<Record<string, string>> {
  const [header, ...rows] = parseCsv(text);
  if (!header) return [];
  return rows
    .filter((row) => !(row.length === 1 && row[0] === ''))
    .map((row, index) => {
      if (row.length !== header.length)
        throw new Error(`CSV: row ${index + 2} has ${row.length} fields, the header ${header.length}`);
      return Object.fromEntries(header.map((name, column) => [name, row[column]!]));
    });
}

/** A category breadcrumb segment as the labels' rules read it: lower case, punctuation and hyphens as spaces. */
export const normaliseSegment = (segment: string) =>
  segment
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The Tokopedia export's columns the corpus keeps. */
const REQUIRED = ['id', 'name', 'category_breadcrumb', 'shop_name'] as const;

/**
 * One export row as a listing; null when it lacks a name, a category or a shop. `source` names
 * the repository and file it came from.
 */
export function listingOf(record: Record<string, string>, source: string): Listing | null {
  for (const column of REQUIRED) if (!(column in record)) throw new Error(`${source}: no column ${column}`);
  const name = record.name!.trim();
  const tree = record.category_breadcrumb!.split('/').filter((segment) => segment.trim() !== '');
  const shop = record.shop_name!.trim();
  if (!name || tree.length === 0 || !shop || !/^\d+$/.test(record.id!)) return null;
  const price = Number(record.price_number);
  return {
    source_id: record.id!,
    source,
    pid: `TKP-${record.id}`,
    name,
    brand: shop,
    category_tree: tree,
    category_path: tree.map(normaliseSegment),
    description: null,
    price_idr: Number.isFinite(price) && record.price_number !== '' ? price : null,
    shop_city: record.shop_city?.trim() || null,
  };
}

/**
 * The first `perFile` usable rows of each file, in the file's order (the order the search
 * returned them), skipping a product an earlier file already gave.
 */
export function selectListings(files: Array<{ source: string; text: string }>, perFile: number): Listing[] {
  const seen = new Set<string>();
  const listings: Listing[] = [];
  for (const { source, text } of files) {
    let taken = 0;
    for (const record of csvRecords(text)) {
      if (taken === perFile) break;
      const listing = listingOf(record, source);
      if (!listing || seen.has(listing.pid)) continue;
      seen.add(listing.pid);
      listings.push(listing);
      taken++;
    }
  }
  return listings;
}
