// The typed reader of price-words.json: how buyers write price limits in English and Indonesian.
// A malformed file stops the process at the first question, naming the file and the entry.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { words } from './text.js';

const FILE = fileURLToPath(new URL('./price-words.json', import.meta.url));

const phrases = z.array(z.string().trim().min(1)).min(1);
const fileSchema = z.strictObject({
  $comment: z.string().optional(),
  max: phrases,
  min: phrases,
  range_open: phrases,
  range_join: phrases,
  multipliers: z.record(z.string(), z.number().positive()),
  money_multipliers: phrases,
  currencies: z.record(z.string().regex(/^[A-Z]{3}$/), phrases),
  per_unit_markers: phrases,
  per_unit_alone: z.record(z.string(), z.string()),
  vague: phrases,
});

/** A phrase as the planner's tokens. */
export type Phrase = readonly string[];

export interface PriceWords {
  max: Phrase[];
  min: Phrase[];
  rangeOpen: Phrase[];
  rangeJoin: Phrase[];
  multipliers: ReadonlyMap<string, number>;
  /** Multipliers that make a bare number an amount of money ("50k", "1,5 juta"); "ribu" alone may count pieces. */
  moneyMultipliers: ReadonlySet<string>;
  /** Currency words (phrases) to ISO codes. */
  currencies: ReadonlyArray<{ words: Phrase; code: string }>;
  perUnitMarkers: ReadonlySet<string>;
  /** Words that are a unit price alone ("each", "satuan"), with their unit. */
  perUnitAlone: ReadonlyArray<{ words: Phrase; unit: string }>;
  /** Price words without a number ("cheap", "murah"): never guessed, reported as unread. */
  vague: Phrase[];
}

const asPhrases = (list: readonly string[]) => list.map((entry) => words(entry)).filter((phrase) => phrase.length > 0);

export function parsePriceWords(text: string, file = FILE): PriceWords {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}: not JSON (${(error as Error).message})`);
  }
  const parsed = fileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`${file}: ${issue.path.join('.') || '(root)'} ${issue.message}`);
  }
  const data = parsed.data;
  return {
    max: asPhrases(data.max),
    min: asPhrases(data.min),
    rangeOpen: asPhrases(data.range_open),
    rangeJoin: data.range_join.map((entry) => (entry === '-' ? ['-'] : words(entry))),
    multipliers: new Map(Object.entries(data.multipliers)),
    moneyMultipliers: new Set(data.money_multipliers),
    currencies: Object.entries(data.currencies).flatMap(([code, list]) =>
      list.map((entry) => ({ words: entry === '$' ? ['$'] : words(entry), code })),
    ),
    perUnitMarkers: new Set(data.per_unit_markers),
    perUnitAlone: Object.entries(data.per_unit_alone).map(([entry, unit]) => ({ words: words(entry), unit })),
    vague: asPhrases(data.vague),
  };
}

let cached: PriceWords | undefined;
/** The file beside this reader, read once per process. */
export function priceWords(): PriceWords {
  cached ??= parsePriceWords(readFileSync(FILE, 'utf8'));
  return cached;
}
