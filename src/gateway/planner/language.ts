// English or Indonesian: franc (n-gram language identification) limited to the two languages the
// gateway answers in, and where franc is unsure (short questions, names of places and products
// that read alike in both) a count of each language's marker words.
import { francAll } from 'franc';
import type { Language } from '../plan.js';
import { LANGUAGE_MARKERS, tokenize } from './text.js';

/** franc's second language scores within this share of the first: too close to trust. */
const UNSURE_RATIO = 0.85;
/** Below this many letters franc's trigrams say little. */
const SHORT = 25;

export function markerVotes(question: string): { en: number; id: number } {
  const votes = { en: 0, id: 0 };
  for (const token of tokenize(question)) {
    if (LANGUAGE_MARKERS.en.has(token.text)) votes.en += 1;
    if (LANGUAGE_MARKERS.id.has(token.text)) votes.id += 1;
  }
  return votes;
}

export function detectLanguage(question: string): Language {
  const [first, second] = francAll(question, { only: ['eng', 'ind'], minLength: 1 });
  const francSays: Language | null = !first || first[0] === 'und' ? null : first[0] === 'ind' ? 'id' : 'en';
  const sure = francSays !== null && question.replace(/[^\p{L}]/gu, '').length >= SHORT && (second?.[1] ?? 0) < UNSURE_RATIO;
  if (sure) return francSays;
  const votes = markerVotes(question);
  if (votes.en !== votes.id) return votes.en > votes.id ? 'en' : 'id';
  return francSays ?? 'en';
}
