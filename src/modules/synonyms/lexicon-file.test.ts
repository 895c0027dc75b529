import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LEXICON_FILES, type LexiconFileName, lexiconPath, parseLexicon, readLexicon } from './lexicon-file.js';

const HEADER = '# a header\n# Columns: code, terms\n\n';

describe('parseLexicon', () => {
  it('reads entries with the line of the file they stand on, skipping comments and blank lines', () => {
    const text = `${HEADER}3237\thewan hidup, binatang hidup\n\n# a section\n  4 \t perlengkapan kucing  \n`;
    expect(parseLexicon(text, 'leaves.tsv', 'code-terms')).toEqual([
      { file: 'leaves.tsv', line: 4, key: '3237', terms: 'hewan hidup, binatang hidup', source: '' },
      { file: 'leaves.tsv', line: 7, key: '4', terms: 'perlengkapan kucing', source: '' },
    ]);
    expect(parseLexicon('# words\nsupplier, vendor, pemasok\r\n', 'words.tsv', 'terms')).toEqual([
      { file: 'words.tsv', line: 2, key: '', terms: 'supplier, vendor, pemasok', source: '' },
    ]);
  });

  it.each([
    ['a line without a tab', 'code-terms', 'hewan hidup', 'expected 2 tab-separated columns (code, terms), found 1'],
    [
      'a line with a third column',
      'code-terms',
      '3237\thewan hidup\tbinatang',
      'expected 2 tab-separated columns (code, terms), found 3',
    ],
    ['a code that is not digits', 'code-terms', 'abc\thewan hidup', 'code "abc" is not a taxonomy code (digits)'],
    ['an empty code', 'code-terms', '\thewan hidup', 'code "" is not a taxonomy code (digits)'],
    ['a code without terms', 'code-terms', '3237\t  ', 'code 3237 has no terms'],
    ['a tab in a file of terms alone', 'terms', 'supplier\tpemasok', 'expected 1 column (terms), found 2'],
    [
      'terms without a source',
      'terms-source',
      'cinnamon, kayu manis',
      'expected 2 tab-separated columns (terms, source), found 1',
    ],
    ['an empty source', 'terms-source', 'cinnamon, kayu manis\t ', 'terms "cinnamon, kayu manis" have no source'],
    ['a source without terms', 'terms-source', ' \tdemo vocabulary', 'no terms'],
  ] as const)('refuses %s, naming the file and line', (_, layout, bad, reason) => {
    const good = {
      terms: 'price, harga',
      'terms-source': 'price, harga\tlist',
      'code-terms': '4\tperlengkapan kucing',
    };
    const text = `${HEADER}${good[layout]}\n\n${bad}\n`;
    expect(() => parseLexicon(text, 'lexicon/bad.tsv', layout)).toThrow(`lexicon/bad.tsv:6: ${reason}`);
  });
});

describe('readLexicon', () => {
  const dir = mkdtempSync(join(tmpdir(), 'lexicon-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reports the line of the file, header and blank lines counted', () => {
    const file = join(dir, 'product-types.tsv');
    writeFileSync(file, `${HEADER}7385\taksesoris sangkar burung\n# note\n\n4989\tsangkar burung\nkandang burung\n`);
    expect(() => readLexicon('product-types', file)).toThrow(
      `${file}:8: expected 2 tab-separated columns (code, terms), found 1`,
    );
  });

  it.each(Object.keys(LEXICON_FILES) as LexiconFileName[])(
    'reads %s.tsv beside the module, each entry at its line',
    (name) => {
      const entries = readLexicon(name);
      expect(entries.length).toBeGreaterThan(name === 'trade-terms' ? 50 : 100);
      const lines = readFileSync(lexiconPath(name), 'utf8').split('\n');
      for (const entry of entries) {
        expect(entry.file).toBe(lexiconPath(name));
        const columns = [entry.key, entry.terms, entry.source].filter((column) => column !== '');
        expect(lines[entry.line - 1]!.trim()).toBe(columns.join('\t'));
      }
    },
  );
});
