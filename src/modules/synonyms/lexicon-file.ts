import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The lexicon's data files (lexicon/*.tsv) and their reader. A file holds one entry a line; blank
 * lines and lines starting with `#` (the header naming the columns and the source, section notes)
 * are skipped. Every error names the file and the 1-based line of the file, so a bad line is found
 * with an editor's "go to line".
 */

/** The lexicon's files, by name: how many tab-separated columns each line holds. */
export const LEXICON_FILES = {
  /** `code<TAB>terms`: a leaf of the product taxonomy and its Indonesian terms. */
  'taxonomy-leaves': 'code-terms',
  /** `code<TAB>terms`: a product type below the category levels and its Indonesian terms. */
  'product-types': 'code-terms',
  /** `terms`: one group of equivalent English and Indonesian words. */
  'trade-words': 'terms',
  /** `terms<TAB>source`: one group of equivalent trade terms and where the pairing comes from. */
  'trade-terms': 'terms-source',
} as const;

export type LexiconFileName = keyof typeof LEXICON_FILES;
export type LexiconLayout = (typeof LEXICON_FILES)[LexiconFileName];

/**
 * One entry of a lexicon file. `key`: the taxonomy code, or `''` in a file without codes; `source`:
 * where the entry comes from, in a file that names it per line (`''` elsewhere: the file's header
 * names it).
 */
export interface LexiconEntry {
  file: string;
  line: number;
  key: string;
  terms: string;
  source: string;
}

/** A line of a data file that cannot be read, or whose content means nothing: `file:line: reason`. */
export class LexiconLineError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    reason: string,
  ) {
    super(`${file}:${line}: ${reason}`);
    this.name = 'LexiconLineError';
  }
}

/** Where an entry stands, for an error about what it says. */
export const lineError = (entry: Pick<LexiconEntry, 'file' | 'line'>, reason: string) =>
  new LexiconLineError(entry.file, entry.line, reason);

/** The path of a lexicon file, beside this module (in the sources and in a compiled build alike). */
export function lexiconPath(name: LexiconFileName): string {
  return fileURLToPath(new URL(`./lexicon/${name}.tsv`, import.meta.url));
}

const CODE = /^\d+$/;

/** The entries of a lexicon file's text; `file` names it in errors. */
export function parseLexicon(text: string, file: string, layout: LexiconLayout): LexiconEntry[] {
  const entries: LexiconEntry[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = index + 1;
    const content = raw.trim();
    if (content === '' || content.startsWith('#')) return;
    // Split before trimming, so a tab at either end still counts as a column separator.
    const columns = raw.split('\t').map((column) => column.trim());
    const fail = (reason: string) => {
      throw new LexiconLineError(file, line, reason);
    };
    if (layout === 'terms') {
      if (columns.length !== 1) fail(`expected 1 column (terms), found ${columns.length}`);
      entries.push({ file, line, key: '', terms: content, source: '' });
      return;
    }
    if (layout === 'terms-source') {
      if (columns.length !== 2) fail(`expected 2 tab-separated columns (terms, source), found ${columns.length}`);
      const [terms, source] = columns as [string, string];
      if (terms === '') fail('no terms');
      if (source === '') fail(`terms "${terms}" have no source`);
      entries.push({ file, line, key: '', terms, source });
      return;
    }
    if (columns.length !== 2) fail(`expected 2 tab-separated columns (code, terms), found ${columns.length}`);
    const [key, terms] = columns as [string, string];
    if (!CODE.test(key)) fail(`code "${key}" is not a taxonomy code (digits)`);
    if (terms === '') fail(`code ${key} has no terms`);
    entries.push({ file, line, key, terms, source: '' });
  });
  return entries;
}

/** Reads a lexicon file (lexiconPath, unless `file` names another). */
export function readLexicon(name: LexiconFileName, file: string = lexiconPath(name)): LexiconEntry[] {
  return parseLexicon(readFileSync(file, 'utf8'), file, LEXICON_FILES[name]);
}
