// npx tsx bench/eval/convert-tokopedia.ts CHECKOUT [--per-file 100]
//
// Writes bench/eval/data/products-id.jsonl, the Indonesian real-text corpus of `npm run
// eval:search`, from a checkout of the public repository Annisaraulitaa/E-commerce-UMKM (Tokopedia
// search exports, one CSV per product kind; bench/eval/README.md names the commit): the first
// listings of each file below (bench/eval/tokopedia-listings.ts). The listings live in the JSONL
// file; this only converts.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { selectListings } from './tokopedia-listings.js';

const REPOSITORY = 'Annisaraulitaa/E-commerce-UMKM';

/** One export per product kind the sellers' categories cover: fashion, food, personal care, home decor, crafts. */
const FILES = [
  'output/aksesoriAnak_enriched.csv',
  'output/aksesoriPria_enriched.csv',
  'output/aksesoriWanita_enriched.csv',
  'output/dalamanAnak_enriched.csv',
  'output/dalamanPria_enriched.csv',
  'output/dalamanWanita_enriched.csv',
  'output/jaketPria_enriched.csv',
  'output/jilbabWanita_enriched.csv',
  'output/khasDaerah_enriched.csv',
  'output/kopiKhas_enriched.csv',
  'output/kueKering_enriched.csv',
  'output/muslimPria_enriched.csv',
  'output/pakaianAdat_enriched.csv',
  'output/personalCare_enriched.csv',
  'output/rempahKhas_enriched.csv',
  'output/sandalPria_enriched.csv',
  'output/sandalWanita_enriched.csv',
  'output/sepatuPria_enriched.csv',
  'output/sepatuWanita_enriched.csv',
  'output/tasPria_enriched.csv',
  'output/tasWanita_enriched.csv',
  'output/z/PakaianWanita_enriched.csv',
  'output/z/kaosPria_enriched.csv',
  'output/z/hiasanRumah_enriched.csv',
  'output/z/handmade_enriched.csv',
];

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'per-file': { type: 'string', default: '100' } },
});
const checkout = positionals[0];
if (!checkout) throw new Error(`usage: convert-tokopedia.ts CHECKOUT (a checkout of ${REPOSITORY})`);
const perFile = Number(values['per-file']);
if (!Number.isInteger(perFile) || perFile < 1)
  throw new Error(`--per-file: a positive integer, not ${values['per-file']}`);

const listings = selectListings(
  FILES.map((path) => ({ source: `${REPOSITORY}:${path}`, text: readFileSync(join(checkout, path), 'utf8') })),
  perFile,
);
const out = join(import.meta.dirname, 'data/products-id.jsonl');
writeFileSync(
  out,
  listings
    .map((listing) => JSON.stringify(listing))
    .join('\n')
    .concat('\n'),
);
console.log(`${listings.length} listings from ${FILES.length} files written to ${out}`);
