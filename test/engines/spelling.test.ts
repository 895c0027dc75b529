import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSpelling, MAX_COUNTED_WORDS, MIN_CORRECTION_SHARE } from '../../src/engines/spelling.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createBusiness, createProduct } from '../helpers/factories.js';

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
  // "tag", one edit from the lexicon's `tas` (a bag); "minute", two from `minuum`, which is one
  // from the lexicon's `minum` (to drink).
  await createProduct(t, writer, maker.id, { name: 'Luggage tag' });
  await createProduct(t, writer, maker.id, { name: 'Minute timer' });
  // Pairs of one-edit readings of a word no record holds, each reading held by its own count of
  // records (the rarity rule's table below), and one pair whose rarer reading says "kettle".
  for (const { common, rare } of RARITY) {
    for (let i = 0; i < common.records; i += 1)
      await createProduct(t, writer, maker.id, { name: `${common.word} ${i}` });
    for (let i = 0; i < rare.records; i += 1) await createProduct(t, writer, maker.id, { name: `${rare.word} ${i}` });
  }
  for (let i = 0; i < 10; i += 1) await createProduct(t, writer, maker.id, { name: `Selvix ${i}` });
  for (let i = 0; i < 2; i += 1) await createProduct(t, writer, maker.id, { name: `Selvax kettle ${i}` });
  // A word the directory holds, with a common and a rare reading.
  await createProduct(t, writer, maker.id, { name: 'Quorvan' });
  for (let i = 0; i < 10; i += 1) await createProduct(t, writer, maker.id, { name: `Quorven ${i}` });
  await createProduct(t, writer, maker.id, { name: 'Quorvin' });
  spelling = createSpelling(t.database.db);
}, 120_000);

/**
 * Rows generated from the rule: `typed` is one edit from both readings; the rarer is kept when at
 * least MIN_CORRECTION_SHARE as many records hold it as hold the more common one.
 */
const RARITY = [
  [1, 1],
  [4, 1],
  [5, 1],
  [8, 2],
  [9, 2],
  [12, 3],
  [13, 3],
  [20, 4],
].map(([common, rare], row) => {
  const stem = ['mor', 'nul', 'pev', 'sak', 'tib', 'vur', 'wen', 'zor'][row]!;
  return {
    typed: `${stem}valox`,
    common: { word: `${stem}valix`, records: common! },
    rare: { word: `${stem}valax`, records: rare! },
    rareKept: rare! >= MIN_CORRECTION_SHARE * common!,
  };
});
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
    const both = await spelling.read(['tabler']);
    expect(both.corrections.get('tabler')).toEqual(['table', 'tables']);
    expect(both.edits.get('tabler')).toBe(1);
  });

  it.each(RARITY)(
    "corrects $typed to its rarer reading only when held by a share of the other's records ($common.records and $rare.records)",
    async ({ typed, common, rare, rareKept }) => {
      for (const correctKnown of [true, false]) {
        const read = await spelling.read([typed], { correctKnown });
        expect(read.corrections.get(typed)).toEqual(rareKept ? [rare.word, common.word] : [common.word]);
        expect(read.edits.get(typed)).toBe(1);
        // The reading is the alphabetically first of the kept: never a dropped one.
        expect(read.misspelled.get(typed)).toBe(rareKept ? rare.word : common.word);
      }
    },
  );

  it("counts the records holding each correction beside the query's other words when any holds one", async () => {
    // Alone, "selvax" (2 records) is far rarer than "selvix" (10); beside `kettle`, only it is held.
    expect((await spelling.read(['selvex'])).corrections.get('selvex')).toEqual(['selvix']);
    const beside = await spelling.read(['selvex', 'kettle']);
    expect(beside.corrections.get('selvex')).toEqual(['selvax']);
    expect(beside.misspelled.get('selvex')).toBe('selvax');
    // No record holds either beside `teak`: counted alone again.
    expect((await spelling.read(['selvex', 'teak'])).corrections.get('selvex')).toEqual(['selvix']);
  });

  it("counts the corrections of the query's first MAX_COUNTED_WORDS misspelt words only", async () => {
    const dropping = RARITY.filter((row) => !row.rareKept);
    expect(dropping.length).toBeGreaterThan(MAX_COUNTED_WORDS);
    const read = await spelling.read(dropping.map((row) => row.typed));
    dropping.forEach(({ typed, common, rare }, index) => {
      expect(read.corrections.get(typed)).toEqual(index < MAX_COUNTED_WORDS ? [common.word] : [rare.word, common.word]);
    });
  });

  it('keeps every closest correction of a word the directory holds, however rare (it is taken as meant)', async () => {
    expect((await spelling.read(['quorvan'])).corrections.get('quorvan')).toEqual(['quorven', 'quorvin']);
  });

  it("corrects no word the lexicon holds, nor one read as the lexicon's, in a query none of whose words the directory holds", async () => {
    for (const correctKnown of [true, false]) {
      // `tas` (a bag) alone, or beside another lexicon word: Indonesian, not a typo of "tag";
      // and the lexicon's English `tablet` is no typo of "table".
      for (const words of [['tas'], ['tas', 'kulit'], ['tablet']]) {
        const read = await spelling.read(words, { correctKnown });
        expect(read.corrections.has(words[0]!)).toBe(false);
        expect(read.edits.has(words[0]!)).toBe(false);
        expect(read.misspelled.has(words[0]!)).toBe(false);
      }
      // Beside a word the directory holds, the directory's words are the readings: "tag".
      const beside = await spelling.read(['luggage', 'tas'], { correctKnown });
      expect(beside.corrections.get('tas')).toEqual(['tag']);
      expect(beside.misspelled.get('tas')).toBe('tag');
      // A word neither vocabulary holds is still corrected alone.
      expect((await spelling.read(['tga'], { correctKnown })).corrections.get('tga')).toEqual(['tag']);
      // Read as the lexicon's `minum` (one edit), not corrected to the directory's "minute" (two);
      // beside a word the directory holds, "minute" is its reading and its correction.
      const foreign = await spelling.read(['minuum'], { correctKnown });
      expect(foreign.misspelled.get('minuum')).toBe('minum');
      expect(foreign.foreign.has('minuum')).toBe(true);
      expect(foreign.corrections.has('minuum')).toBe(false);
      expect(foreign.edits.has('minuum')).toBe(false);
      const timer = await spelling.read(['minuum', 'timer'], { correctKnown });
      expect(timer.misspelled.get('minuum')).toBe('minute');
      expect(timer.corrections.get('minuum')).toEqual(['minute']);
      expect(timer.edits.get('minuum')).toBe(2);
    }
  });

  // Every query of this file's rules, each with a word shared by a query read the other way (as
  // the lexicon's, or as the directory's), read in one batch: each reads as it reads alone.
  const QUERIES = [
    [],
    ['table', 'tbale'],
    ['teak', 'table'],
    ['dopmet'],
    ['wallet', 'dopmet'],
    ['tas', 'kulti'],
    ['kulti', 'teak'],
    ['mutiara', 'laut', 'selatan'],
    ['tas'],
    ['luggage', 'tas'],
    ['tga'],
    ['minuum'],
    ['minuum', 'timer'],
    ['tabels'],
    ['tabler', 'tabler'],
    ['selvex'],
    ['selvex', 'kettle'],
    ['quorvan'],
    ['stithced', 'walllet'],
    RARITY.map((row) => row.typed),
    ...RARITY.map((row) => [row.typed]),
  ];
  it.each([true, false])('reads many queries at once as each reads alone (correctKnown %s)', async (correctKnown) => {
    const together = await spelling.readAll(QUERIES, { correctKnown });
    expect(together).toHaveLength(QUERIES.length);
    for (const [index, words] of QUERIES.entries())
      expect(together[index], JSON.stringify(words)).toEqual(await spelling.read(words, { correctKnown }));
    // The table reads both ways: some words as the lexicon's, some as the directory's.
    expect(together[QUERIES.findIndex((words) => words.join() === 'dopmet')]!.misspelled.get('dopmet')).toBe('dompet');
    expect(together[QUERIES.findIndex((words) => words.join() === 'wallet,dopmet')]!.misspelled.has('dopmet')).toBe(
      false,
    );
  });

  it("reads a word of a query holding a directory word as the directory's only", async () => {
    // `wallet` is held, so `dopmet` is not read as the lexicon's `dompet`.
    const read = await spelling.read(['wallet', 'dopmet'], { correctKnown: false });
    expect(read.misspelled.has('dopmet')).toBe(false);
  });
});
