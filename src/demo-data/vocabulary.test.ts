import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readVocabulary, SECTORS } from './vocabulary.js';

describe('readVocabulary', () => {
  const dir = mkdtempSync(join(tmpdir(), 'vocabulary-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const shipped = () => JSON.parse(readFileSync(new URL('./vocabulary.json', import.meta.url), 'utf8'));
  const write = (text: string) => {
    const file = join(dir, 'vocabulary.json');
    writeFileSync(file, text);
    return file;
  };

  it('reads the shipped file', () => {
    expect(readVocabulary()).toMatchObject({ sectors: SECTORS });
    expect(SECTORS.length).toBeGreaterThan(10);
  });

  it.each([
    ['a stray comma', '{\n  "about": "words",\n  "sectors": [,]\n}\n', 3],
    ['a trailing comma', '{\n  "about": "words",\n  "sectors": [],\n}\n', 4],
    ['a missing colon', '{\n  "about": "words",\n\n  "sectors" []\n}\n', 4],
    ['text after the end', '{\n  "about": "words"\n}\n}\n', 4],
  ])('refuses a file that is not JSON (%s), naming the file and line', (_, text, line) => {
    const file = write(text);
    expect(() => readVocabulary(file)).toThrow(`${file}:${line}: not JSON`);
  });

  /** The shipped vocabulary with the field at `path` set to `value` (removed for undefined). */
  const changed = (path: ReadonlyArray<string | number>, value: unknown) => {
    const vocabulary = shipped();
    const parent = path
      .slice(0, -1)
      .reduce<Record<string | number, unknown>>(
        (node, key) => node[key] as Record<string | number, unknown>,
        vocabulary,
      );
    const last = path[path.length - 1]!;
    if (value === undefined) delete parent[last];
    else parent[last] = value;
    return JSON.stringify(vocabulary);
  };

  it.each([
    ['an item of an unknown unit', ['sectors', 0, 'items', 0, 'unit'], 'bushel', 'sectors.0.items.0.unit'],
    ['a term without its Indonesian side', ['markets', 1], ['hotels'], 'markets.1'],
    ['a field the types do not know', ['sectors', 2, 'colour'], 'red', 'sectors.2'],
    ['a missing list', ['streets'], undefined, 'streets'],
  ])('refuses %s, naming the file and the field', (_, path, value, named) => {
    const file = write(changed(path, value));
    expect(() => readVocabulary(file)).toThrow(`${file}: ${named}`);
  });
});
