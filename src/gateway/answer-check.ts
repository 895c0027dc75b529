// A chat model's answer text is given to the buyer only when it can be trusted as far as rules
// can tell: written in the question's language, naming no firm that is not among the records the
// answer carries (results) or the question itself, and not degenerate (a repetition loop, a run
// of digits, no words). Otherwise the template answer stands in.
import type { Language, PlanResults } from './plan.js';
import { detectLanguage } from './planner/index.js';
import { PLACE_WORDS } from './planner/language.js';
import { foldCase, LANGUAGE_MARKERS, STOP_WORDS } from './planner/text.js';

export type AnswerVerdict =
  | { ok: true }
  | { ok: false; reason: 'empty' | 'degenerate' | 'language' | 'unknown_record'; detail?: string };

/** At least this many words of two letters or more: fewer is no answer. */
const MIN_WORDS = 2;
/** A phrase of 1..MAX_LOOP words repeated this many times in a row is a loop. */
const LOOP_REPEATS = 3;
const MAX_LOOP = 8;
/** Digits in a row (spaces and separators between them allowed) that no answer writes: prices have fewer. */
const DIGIT_RUN = 13;

const normalise = (text: string) =>
  foldCase(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The words repeating themselves, if the text loops: "the the the", "PT A, PT A, PT A". */
export function repetitionLoop(text: string): string | null {
  const words = normalise(text).split(' ').filter(Boolean);
  for (let size = 1; size <= MAX_LOOP; size += 1) {
    for (let start = 0; start + size * LOOP_REPEATS <= words.length; start += 1) {
      const phrase = words.slice(start, start + size).join(' ');
      let repeats = 1;
      while (words.slice(start + repeats * size, start + (repeats + 1) * size).join(' ') === phrase) repeats += 1;
      // Single letters or digits repeat in lists ("1, 2"): a loop repeats a real phrase.
      if (repeats >= LOOP_REPEATS && /\p{L}{2}/u.test(phrase)) return phrase;
    }
  }
  // A long answer made of a handful of words over and over is a loop too.
  if (words.length >= 30 && new Set(words).size / words.length < 0.25) return words.slice(0, 3).join(' ');
  return null;
}

export function digitRun(text: string): boolean {
  const run = new RegExp(`\\d(?:[\\s.,]?\\d){${DIGIT_RUN - 1}}`);
  return run.test(text);
}

/** Firm names the text writes: a legal form and its capitalised words, or two capitalised words or more. */
export function firmNames(text: string): string[] {
  const names = new Set<string>();
  const word = String.raw`\p{Lu}[\p{L}\p{N}&'’-]*`;
  for (const match of text.matchAll(new RegExp(String.raw`\b(?:PT|CV|UD|Koperasi|Yayasan)\.?(?:\s+${word})+`, 'gu')))
    names.add(match[0]);
  for (const match of text.matchAll(new RegExp(String.raw`${word}(?:\s+${word})+`, 'gu')))
    if (!/\b(?:PT|CV|UD|Koperasi|Yayasan)\b/u.test(match[0])) names.add(match[0]);
  return [...names];
}

const COMMON = new Set([
  ...STOP_WORDS,
  ...LANGUAGE_MARKERS.en,
  ...LANGUAGE_MARKERS.id,
  ...PLACE_WORDS,
  'rfq',
  'rp',
  'idr',
]);

/** Whether every firm the text names is a record of the results (or is written in the question). */
export function unknownFirm(text: string, known: readonly string[]): string | null {
  const haystack = ` ${known.map(normalise).join(' | ')} `;
  for (const name of firmNames(text)) {
    const bare = normalise(name).replace(/^(?:pt|cv|ud|koperasi|yayasan) /, '');
    const known = (phrase: string) => phrase.length > 0 && haystack.includes(` ${phrase} `);
    // The first word may be a sentence's capital ("Try Ubud Rattan Works").
    const formed = /^(?:PT|CV|UD|Koperasi|Yayasan)\b/u.test(name);
    if (known(bare) || (!formed && known(bare.split(' ').slice(1).join(' ')))) continue;
    // Place names and ordinary words in capitals ("Central Java", "Here Are") name no firm.
    if (bare.split(' ').every((part) => COMMON.has(part) || part.length < 2)) continue;
    return name;
  }
  return null;
}

/** The names an answer may write: the results' records (suppliers, products, compared suppliers, RFQs). */
export function knownNames(results: PlanResults, question: string): string[] {
  return [
    question,
    ...results.businesses.map((business) => business.name),
    ...results.products.flatMap((product) => [product.name, product.business.name]),
    ...(results.comparison ?? []).flatMap((supplier) => [
      supplier.name,
      ...(supplier.matching ?? []).map((product) => product.name),
    ]),
    ...(results.rfqs ?? []).flatMap((rfq) => [rfq.title, rfq.rfq_number]),
  ];
}

export function checkModelAnswer(
  text: string,
  language: Language,
  results: PlanResults,
  question: string,
): AnswerVerdict {
  const trimmed = text.trim();
  if (trimmed.length === 0) return { ok: false, reason: 'empty' };
  const words = trimmed.match(/\p{L}{2,}/gu) ?? [];
  if (words.length < MIN_WORDS) return { ok: false, reason: 'degenerate', detail: 'no words' };
  if (digitRun(trimmed)) return { ok: false, reason: 'degenerate', detail: 'a run of digits' };
  const loop = repetitionLoop(trimmed);
  if (loop) return { ok: false, reason: 'degenerate', detail: `repeats "${loop}"` };
  const written = detectLanguage(trimmed);
  if (written !== language) return { ok: false, reason: 'language', detail: written };
  const firm = unknownFirm(trimmed, knownNames(results, question));
  if (firm) return { ok: false, reason: 'unknown_record', detail: firm };
  return { ok: true };
}
