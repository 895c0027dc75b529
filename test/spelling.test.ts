import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSpelling } from '../src/engines/spelling.js';
import { startTestApp, type TestApp } from './helpers/app.js';
import { createBusiness, createProduct } from './helpers/factories.js';

// The spelling read (src/engines/spelling.ts) on the real database, embedded and server: which
// words the directory holds, how a word it lacks is read, and which corrections are looked up.
// The directory's words come from these records; the lexicon's from the default synonym groups.
let t: TestApp;
let spelling: ReturnType<typeof createSpelling>;

beforeAll(async () => {
  t = await startTestApp();
  const writer = await t.key(['businesses.write', 'products.write']);
  const maker = await createBusiness(t, writer, { name: 'Jepara Woodworks' });
  await createProduct(t, writer, maker.id, { name: 'Teak table', description: 'Dining tables of solid teak' });
  await createProduct(t, writer, maker.id, { name: 'Leather wallet', description: 'Stitched by hand' });
  spelling = createSpelling(t.database.db);
}, 120_000);
afterAll(() => t?.close());

describe('spelling read', () => {
  it('looks up the corrections of the words the directory holds only when asked (correctKnown)', async () => {
    const words = ['table', 'tbale'];
    const all = await spelling.read(words);
    const unknownOnly = await spelling.read(words, { correctKnown: false });
    // A held word's corrections are what the Postgres engine's typo tolerance also searches.
    expect(all.corrections.get('table')).toEqual(['tables']);
    expect(unknownOnly.corrections.has('table')).toBe(false);
    // Everything else the same either way.
    for (const read of [all, unknownOnly]) {
      expect(read.corrections.get('tbale')).toEqual(['table']);
      expect(read.misspelled).toEqual(new Map([['tbale', 'table']]));
      expect(read.known).toEqual(new Set(['table']));
      expect(read.foreign).toEqual(new Set());
    }
    // Nothing to look up: a query of held words only.
    expect((await spelling.read(['teak', 'table'], { correctKnown: false })).corrections).toEqual(new Map());
  });

  // A word neither vocabulary holds, in a query none of whose words the directory holds, may be
  // read as a lexicon word: within one edit (a swapped pair is one), whatever the word's length.
  it.each([
    // one edit: read as the lexicon's, a word no record holds (translated for the semantic leg)
    [['dopmet'], 'dopmet', 'dompet', true],
    [['tas', 'kulti'], 'kulti', 'kulit', true],
    // two edits: left as typed (`selatan`, south, is not `sedotan`, a straw)
    [['mutiara', 'laut', 'selatan'], 'selatan', undefined, false],
    [['tax', 'consultant', 'lawyer'], 'lawyer', undefined, false],
  ] as const)('%j reads %j as %j', async (words, word, reading, foreign) => {
    for (const correctKnown of [true, false]) {
      const read = await spelling.read(words, { correctKnown });
      expect(read.misspelled.get(word)).toBe(reading);
      expect(read.foreign.has(word)).toBe(foreign);
    }
  });

  // Damerau distance, a swapped pair one edit, on words the directory holds: each edit alone and
  // a swap with one more edit (as far from the word as typed as three plain edits: the lookup's
  // widest pass), and nothing past the edits a word's length allows.
  it.each([
    ['stithced', 'stitched'], // a swap
    ['stithcd', 'stitched'], // a swap and a dropped letter
    ['walllet', 'wallet'], // a doubled letter
    ['tbale', 'table'], // a swap in a short word (one edit allowed)
    ['tbles', 'tables'], // a dropped letter
    ['tblae', undefined], // two edits in a short word
    ['stthcd', undefined], // three edits
  ] as const)('reads %j as %j', async (word, reading) => {
    for (const correctKnown of [true, false]) {
      expect((await spelling.read([word], { correctKnown })).misspelled.get(word)).toBe(reading);
    }
  });

  it('corrects a misspelt word to its closest readings only, and says how many edits away they are', async () => {
    // "tables" is one edit from `tabels` (a swapped pair), "table" two: the closer one alone.
    const read = await spelling.read(['tabels'], { correctKnown: false });
    expect(read.corrections).toEqual(new Map([['tabels', ['tables']]]));
    expect(read.edits).toEqual(new Map([['tabels', 1]]));
    // Two readings at one edit are both kept, in order.
    const both = await spelling.read(['tablet']);
    expect(both.corrections.get('tablet')).toEqual(['table', 'tables']);
    expect(both.edits.get('tablet')).toBe(1);
  });

  it('reads a word of a query holding a directory word as the directory\'s only', async () => {
    // `wallet` is held, so `dopmet` is not read as the lexicon's `dompet`.
    const read = await spelling.read(['wallet', 'dopmet'], { correctKnown: false });
    expect(read.misspelled.has('dopmet')).toBe(false);
  });
});
