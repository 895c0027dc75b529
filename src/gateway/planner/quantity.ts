// Quantities and units as buyers write them in English and Indonesian: "300 unit", "1.500 pcs",
// "2,5 ton", "2 tonnes", "5 ribu buah", "3 lusin", "two thousand meters". Pure; unit-tested by table.
import type { PlanUnit } from '../plan.js';
import { STOP_WORDS, type Token } from './text.js';

/**
 * Units the plan names (PlanUnit: the directory's units of measure and "pair"), each with the
 * words buyers write for it and the factor to it. Tonnes and grams become kg (× 1000, ÷ 1000):
 * products are priced per kg, so a plan in kg compares with their prices and tiers and goes into
 * an RFQ item as it is.
 */
const UNIT_SPELLINGS: Record<PlanUnit, Array<[factor: number, words: string]>> = {
  piece: [[1, 'unit units pcs pc piece pieces buah biji ea each item items ekor']],
  kg: [
    [1, 'kg kgs kilo kilos kilogram kilograms kilogramme kilogrammes'],
    [1000, 'ton tons tonne tonnes t mt'],
    [0.001, 'gram grams gr g'],
  ],
  meter: [[1, 'meter meters metre metres m mtr']],
  liter: [[1, 'liter liters litre litres l ltr']],
  set: [[1, 'set sets']],
  box: [[1, 'box boxes kotak dus kardus karton carton cartons']],
  roll: [[1, 'roll rolls gulung gulungan']],
  sheet: [[1, 'sheet sheets lembar']],
  pair: [[1, 'pair pairs pasang']],
};
const UNIT_WORDS: Record<string, { unit: PlanUnit; factor: number }> = {};
for (const [unit, spellings] of Object.entries(UNIT_SPELLINGS) as Array<[PlanUnit, Array<[number, string]>]>) {
  for (const [factor, list] of spellings)
    for (const word of list.split(/\s+/).filter(Boolean)) UNIT_WORDS[word] = { unit, factor };
}

/** Words that multiply the number before them; a dozen counts pieces unless a unit follows. */
const MULTIPLIERS: Record<string, number> = {
  ribu: 1_000,
  rb: 1_000,
  k: 1_000,
  thousand: 1_000,
  thousands: 1_000,
  juta: 1_000_000,
  jt: 1_000_000,
  million: 1_000_000,
  millions: 1_000_000,
  ratus: 100,
  hundred: 100,
  hundreds: 100,
  dozen: 12,
  dozens: 12,
  lusin: 12,
  puluh: 10,
};
const DOZEN = new Set(['dozen', 'dozens', 'lusin']);

/** Numbers written as words, and the Indonesian "se-" forms that are a whole number alone. */
const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twenty: 20,
  fifty: 50,
  satu: 1,
  dua: 2,
  tiga: 3,
  empat: 4,
  lima: 5,
  enam: 6,
  tujuh: 7,
  delapan: 8,
  sembilan: 9,
  sepuluh: 10,
  seratus: 100,
  seribu: 1_000,
  sejuta: 1_000_000,
  selusin: 12,
  a: 1,
  an: 1,
};

/** What a number next to it is not: a price, a duration, a year, a standard, a percentage. */
const NOT_QUANTITY_BEFORE = new Set([
  'rp',
  'idr',
  'usd',
  'us',
  'sgd',
  'harga',
  'price',
  'budget',
  'anggaran',
  'iso',
  'since',
  'sejak',
  'tahun',
  'year',
  'rfq',
  'no',
  'nomor',
  'number',
  'pukul',
  'jam',
  'sni',
  'under',
  'below',
  'dibawah',
  'maksimal',
  'max',
]);
const NOT_QUANTITY_AFTER = new Set([
  'hari',
  'day',
  'days',
  'minggu',
  'week',
  'weeks',
  'bulan',
  'month',
  'months',
  'tahun',
  'year',
  'years',
  'jam',
  'hour',
  'hours',
  'menit',
  'minutes',
  'persen',
  'percent',
  'rupiah',
  'idr',
  'rp',
  'usd',
  'dollar',
  'dollars',
  'sgd',
  'cm',
  'mm',
  'inch',
  'inci',
]);

/**
 * A number written with `.` and `,`: where both appear, the last one is the decimal point
 * ("1.500,50", "1,500.50"); one kind repeated groups thousands ("1.500.000"); one separator alone
 * groups thousands when exactly three digits follow it and at most three precede it ("1.500",
 * "2,500"), else it is the decimal point ("2,5", "1.25"). Indonesians and English speakers both
 * write "1.500" and "1,500" for fifteen hundred far more often than for one and a half.
 */
export function parseNumber(text: string): number | null {
  if (!/^\d+(?:[.,]\d+)*$/.test(text)) return null;
  const dots = (text.match(/\./g) ?? []).length;
  const commas = (text.match(/,/g) ?? []).length;
  let normalised: string;
  if (dots > 0 && commas > 0) {
    const decimal = text.lastIndexOf('.') > text.lastIndexOf(',') ? '.' : ',';
    const grouping = decimal === '.' ? ',' : '.';
    normalised = text.split(grouping).join('').replace(decimal, '.');
  } else if (dots + commas > 1) {
    const separator = dots > 0 ? '.' : ',';
    const groups = text.split(separator);
    if (groups.slice(1).some((group) => group.length !== 3)) return null;
    normalised = groups.join('');
  } else if (dots + commas === 1) {
    const [whole, fraction] = text.split(/[.,]/) as [string, string];
    normalised =
      fraction.length === 3 && whole.length <= 3 && whole !== '0' ? whole + fraction : `${whole}.${fraction}`;
  } else {
    normalised = text;
  }
  const value = Number(normalised);
  return Number.isFinite(value) ? value : null;
}

export interface ParsedQuantity {
  quantity: number;
  unit: string | null;
  /** Index of the first token and how many tokens the quantity spans (number, multipliers, unit). */
  start: number;
  length: number;
  /** Other tokens of the quantity: a unit written after the item's name. */
  claims: number[];
}

/** Units that close an item's name; "unit", "item" and single letters do not (they name no package). */
const CLOSING_UNITS = new Set(
  'pieces pcs sets set boxes box rolls roll sheets sheet pairs pair buah biji lembar gulung kotak dus pasang'.split(
    ' ',
  ),
);
/** How far after the number the closing unit may stand: an item's name is a few words. */
const ITEM_WORDS = 3;

function unitAfterItem(
  tokens: readonly Token[],
  from: number,
): { unit: { unit: string; factor: number }; index: number } | null {
  for (let index = from; index < Math.min(tokens.length, from + ITEM_WORDS + 1); index += 1) {
    const token = tokens[index]!;
    if (token.numeric) return null;
    if (CLOSING_UNITS.has(token.text)) return index === from ? null : { unit: UNIT_WORDS[token.text]!, index };
    if (STOP_WORDS.has(token.text)) return null;
  }
  return null;
}

/** Rounds away binary noise of the unit conversions (2.5 × 1000 is 2500, 0.3 × 1000 is 300). */
function tidy(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** The first quantity in the question (with its unit when one is written), or null. */
export function parseQuantity(tokens: readonly Token[]): ParsedQuantity | null {
  for (let start = 0; start < tokens.length; start += 1) {
    const token = tokens[start]!;
    const previous = tokens[start - 1]?.text;
    // "RFQ 500" may be an RFQ's number; "RFQ 500 lembar" is a quantity: no number is followed by a unit.
    const unitNext = UNIT_WORDS[tokens[start + 1]?.text ?? ''] !== undefined;
    if (previous && NOT_QUANTITY_BEFORE.has(previous) && !(previous === 'rfq' && unitNext)) continue;
    if (previous === '$') continue;
    let value: number | null = token.numeric ? parseNumber(token.text) : (NUMBER_WORDS[token.text] ?? null);
    if (value === null || value <= 0) continue;
    let index = start + 1;
    let dozen = token.text === 'selusin';
    let multiplied = !token.numeric && token.text !== 'a' && token.text !== 'an';
    while (index < tokens.length && MULTIPLIERS[tokens[index]!.text] !== undefined) {
      // "5 k" only after digits: "k" alone is no multiplier in a sentence.
      if (tokens[index]!.text === 'k' && !token.numeric) break;
      value *= MULTIPLIERS[tokens[index]!.text]!;
      dozen ||= DOZEN.has(tokens[index]!.text);
      multiplied = true;
      index += 1;
    }
    // "a"/"an" are numbers only before a multiplier ("a dozen", "a thousand").
    if ((token.text === 'a' || token.text === 'an') && index === start + 1) continue;
    const next = tokens[index]?.text;
    if (next && NOT_QUANTITY_AFTER.has(next)) continue;
    // A bare year ("since 2015", "2024") is not a quantity.
    if (token.numeric && !multiplied && /^(19|20)\d\d$/.test(token.text) && !(next && UNIT_WORDS[next])) continue;
    // A number word alone ("one of", "satu") is only a quantity with a unit or multiplier.
    const unitWord = next ? UNIT_WORDS[next] : undefined;
    // Single letters ("t", "m", "g", "l") are units only straight after digits.
    const unit = unitWord && (next!.length > 1 || token.numeric) ? unitWord : undefined;
    if (!token.numeric && !multiplied && !unit) continue;
    if (unit) {
      // "of" between a dozen and its unit is not needed: "3 dozen boxes" counts boxes × 12.
      return { quantity: tidy(value * unit.factor), unit: unit.unit, start, length: index + 1 - start, claims: [] };
    }
    // The unit may close the item's name: "20 diesel generator sets", "50 kursi makan set".
    const later = unitAfterItem(tokens, index);
    if (later)
      return {
        quantity: tidy(value * later.unit.factor),
        unit: later.unit.unit,
        start,
        length: index - start,
        claims: [later.index],
      };
    return { quantity: tidy(value), unit: dozen ? 'piece' : null, start, length: index - start, claims: [] };
  }
  return null;
}

export const UNIT_WORD_LIST = Object.keys(UNIT_WORDS);

/** The plan unit a word names and its factor to it ("ton" → kg × 1000), or undefined. */
export function unitOfWord(word: string): { unit: PlanUnit; factor: number } | undefined {
  return Object.hasOwn(UNIT_WORDS, word) ? UNIT_WORDS[word] : undefined;
}
