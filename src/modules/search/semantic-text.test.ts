import { describe, expect, it } from 'vitest';
import { buildSynonymIndex, expandQuery } from '../synonyms/synonym-expansion.js';
import { semanticText } from './semantic-text.js';

const lexicon = buildSynonymIndex([
  { id: 1, terms: ['necklace', 'kalung'] },
  { id: 2, terms: ['motor vehicles', 'kendaraan bermotor', 'mobil', 'sepeda motor'] },
  { id: 3, terms: ['car', 'mobil'] },
  { id: 4, terms: ['dining table', 'meja makan'] },
  { id: 5, terms: ['women', 'ladies', 'wanita'] },
  { id: 6, terms: ['baby clothing', 'baju bayi'] },
  { id: 7, terms: ['baby girl', 'bayi perempuan'] },
]);
const textOf = (query: string, misspelled: Record<string, string> = {}) => {
  const { words, expansions } = expandQuery(query, lexicon);
  return semanticText(query, { words, spans: expansions }, new Map(Object.entries(misspelled)));
};

describe('semanticText: what the semantic leg embeds', () => {
  it.each([
    // The query, then the query in its canonical terms when that differs.
    ['kalung', {}, 'kalung necklace'],
    ['Kalung perak', {}, 'Kalung perak necklace perak'],
    ['meja makan jati', {}, 'meja makan jati dining table jati'],
    ['karpet mobil', {}, 'karpet mobil karpet motor vehicles car'],
    ['ladies watch', {}, 'ladies watch women watch'],
    // Overlapping phrases each give their canonical term.
    ['baju bayi perempuan', {}, 'baju bayi perempuan baby clothing baby girl'],
    // Then the query with its misspelt words corrected.
    ['neckalce', { neckalce: 'necklace' }, 'neckalce necklace'],
    ['Formal Shrits', { shrits: 'shirts' }, 'Formal Shrits formal shirts'],
    // A query that needed translating is not spelt against the listings' words too: its unknown
    // words are Indonesian ones the lexicon lacks, far more often than typos.
    ['kalung perka', { perka: 'perak' }, 'kalung perka necklace perka'],
    ['meja makan kayu', { kayu: 'kay' }, 'meja makan kayu dining table kayu'],
    // A word a synonym group knows is never a misspelling.
    ['necklace chian', { necklace: 'necklaces', chian: 'chain' }, 'necklace chian necklace chain'],
    // Canonical and spelled right already, or no group at all: the query alone.
    ['necklace', {}, 'necklace'],
    ['dining table for women', {}, 'dining table for women'],
    ['teak chair', { oak: 'teak' }, 'teak chair'],
  ])('%j (misspelled %j) -> %j', (query, misspelled, expected) => {
    expect(textOf(query, misspelled)).toBe(expected);
  });
});

describe('semanticText over a directory that uses no word of the query', () => {
  // The search vocabulary of an English directory: none of the Indonesian words.
  const english = new Set([
    'necklace',
    'silver',
    'teak',
    'dining',
    'table',
    'women',
    'ladies',
    'watch',
    'car',
    'baby',
    'girl',
    'clothing',
  ]);
  const textIn = (query: string, known: ReadonlySet<string> | undefined) => {
    const { words, expansions } = expandQuery(query, lexicon);
    return semanticText(query, { words, spans: expansions }, new Map(), known);
  };
  it.each([
    // No word of the query in the directory: its translation alone.
    ['kalung', 'necklace'],
    ['Meja Makan', 'dining table'],
    ['baju bayi perempuan', 'baby clothing baby girl'],
    // A word the lexicon lacks stays in the translation, as in the whole query.
    ['kalung perak', 'necklace perak'],
    // One word the directory uses keeps the whole query.
    ['meja makan teak', 'meja makan teak dining table teak'],
    ['ladies watch', 'ladies watch women watch'],
    // Nothing to translate: the query alone, whatever the directory holds.
    ['necklace', 'necklace'],
  ])('%j -> %j', (query, expected) => expect(textIn(query, english)).toBe(expected));

  it('keeps the whole query when the directory uses its words (bilingual descriptions) or the vocabulary is unknown', () => {
    const bilingual = new Set([...english, 'kalung']);
    expect(textIn('kalung', bilingual)).toBe('kalung necklace');
    expect(textIn('kalung', undefined)).toBe('kalung necklace');
    expect(textIn('kalung', new Set())).toBe('necklace');
  });
});
