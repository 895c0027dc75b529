// English or Indonesian: franc (n-gram language identification) limited to the two languages the
// gateway answers in, run on the question's own words: names of places and firms ("Jepara",
// "Batam", "Pekalongan") are Indonesian whatever language the sentence is in, so they are left
// out. Where franc is unsure (short questions, product words that read alike in both) a count of
// each language's marker words decides, and where those tie, the product words only one language
// of the lexicon uses ("tea", "ponsel").
import { francAll } from 'franc';
import { listRegions } from '../../db/reference-data/reference-data.js';
import { regionNameForms } from '../../modules/reference/region-names.js';
import { lexiconLanguageWords } from '../../modules/synonyms/lexicon-terms.js';
import type { Language } from '../plan.js';
import { PROVINCE_ABBREVIATIONS, TOWNS } from './places.js';
import { LANGUAGE_MARKERS, tokenize } from './text.js';

/** franc's second language scores within this share of the first: too close to trust. */
const UNSURE_RATIO = 0.85;
/** Below this many letters franc's trigrams say little. */
const SHORT = 25;

/** Words of Indonesian place names (provinces in both languages' forms, trade towns): no evidence of a language. */
export const PLACE_WORDS: ReadonlySet<string> = new Set(
  [
    ...listRegions({ countries: ['ID'] }).flatMap((region) =>
      regionNameForms({ name: region.name, countryCode: 'ID' }),
    ),
    ...Object.keys(TOWNS),
    ...Object.keys(PROVINCE_ABBREVIATIONS),
  ]
    .flatMap((name) => name.split(' '))
    .filter((word) => !LANGUAGE_MARKERS.en.has(word) && !LANGUAGE_MARKERS.id.has(word)),
);

export function markerVotes(question: string): { en: number; id: number } {
  const votes = { en: 0, id: 0 };
  for (const token of tokenize(question)) {
    if (LANGUAGE_MARKERS.en.has(token.text)) votes.en += 1;
    if (LANGUAGE_MARKERS.id.has(token.text)) votes.id += 1;
  }
  return votes;
}

/** How many of a text's words only English, and only Indonesian, product names of the lexicon use. */
export function lexiconVotes(text: string): { en: number; id: number } {
  const { en, id } = lexiconLanguageWords();
  const votes = { en: 0, id: 0 };
  for (const token of tokenize(text)) {
    if (en.has(token.text)) votes.en += 1;
    if (id.has(token.text)) votes.id += 1;
  }
  return votes;
}

/** The question without numbers, place names and capitalised names inside the sentence (firms, towns, "RFQ"). */
export function languageText(question: string): string {
  const words = question.match(/[\p{L}][\p{L}'-]*/gu) ?? [];
  return words
    .filter((word, index) => !(index > 0 && /^\p{Lu}/u.test(word)) && !PLACE_WORDS.has(word.toLowerCase()))
    .join(' ');
}

export function detectLanguage(question: string): Language {
  const text = languageText(question);
  const [first, second] = francAll(text, { only: ['eng', 'ind'], minLength: 1 });
  const francSays: Language | null = !first || first[0] === 'und' ? null : first[0] === 'ind' ? 'id' : 'en';
  const votes = markerVotes(question);
  const margin = Math.abs(votes.en - votes.id);
  const unsure = text.replace(/[^\p{L}]/gu, '').length < SHORT || (second?.[1] ?? 0) >= UNSURE_RATIO;
  // Two marker words more in one language outweigh franc; one decides only where franc is unsure.
  if (margin >= 2 || (margin === 1 && (unsure || francSays === null))) return votes.en > votes.id ? 'en' : 'id';
  if (margin === 0 && (unsure || francSays === null)) {
    const words = lexiconVotes(text);
    if (words.en !== words.id) return words.en > words.id ? 'en' : 'id';
  }
  return francSays ?? 'en';
}
