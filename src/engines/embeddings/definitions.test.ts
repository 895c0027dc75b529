import { describe, expect, it } from 'vitest';
import { DICTIONARY, dictionaryOf, headPhrases, parseSynset, wordnetDictionary } from './definitions.js';

// Lines as data.noun of WordNet 3.1 holds them.
const ACCELERATOR =
  '02673313 06 n 06 accelerator 2 accelerator_pedal 0 gas_pedal 0 gas 0 throttle 1 gun 4 005 @ 03909502 n 0000 #p 02961779 n 0000 #p 02694015 n 0000 + 00173172 v 0502 + 00440298 v 0101 | a pedal that controls the throttle valve; "he stepped on the gas"  ';
const NECKLACE =
  '03820446 06 n 01 necklace 0 002 @ 03601335 n 0000 ~ 02833136 n 0000 | jewelry consisting of a cord or chain (often bearing gems) worn about the neck as an ornament (especially by women)  ';
const NECK =
  '05553762 08 n 01 neck 0 003 @ 05225090 n 0000 | the part of an organism that connects the head to the rest of the body  ';

describe('the dictionary of artifact nouns', () => {
  it('reads a synset: its lemmas with spaces for underscores, and its definition without the examples', () => {
    expect(parseSynset(ACCELERATOR)).toEqual({
      offset: '02673313',
      file: '06',
      lemmas: ['accelerator', 'accelerator pedal', 'gas pedal', 'gas', 'throttle', 'gun'],
      gloss: 'a pedal that controls the throttle valve',
    });
    expect(parseSynset('  1 This software and database is being provided to you, the LICENSEE, by  ')).toBeNull();
  });

  it.each([
    ['Sukkhi Gold Plated Necklace for Women', ['necklace', 'plated', 'gold', 'sukkhi']],
    // A comma lists attribute values: it cuts nothing.
    [
      'Linzina Casual, Formal Purple Synthetic Clutch',
      ['clutch', 'synthetic', 'purple', 'formal', 'casual', 'linzina'],
    ],
    ['Cycling Shorts, Pack of 2', ['of', 'pack', 'shorts', 'cycling']],
    ['Glass Boxes - 6 pcs', ['boxes', 'glass']],
    ["Women's Kurti (Blue)", ['kurti', 's', 'women']],
  ])('takes the words of the head of %j, the last first', (name, words) => {
    expect(headPhrases(name).map((group) => group.word)).toEqual(words);
  });

  it('takes the phrases of one to three words ending on each word, as written and without a plural ending', () => {
    expect(headPhrases('Cycling Shorts, Pack of 2').find((group) => group.word === 'shorts')!.phrases).toEqual([
      'cycling shorts',
      'cycling short',
      'shorts',
      'short',
    ]);
    expect(headPhrases('Glass Boxes - 6 pcs')[0]!.phrases).toEqual([
      'glass boxes',
      'glass box',
      'glass boxe',
      'boxes',
      'box',
      'boxe',
    ]);
    // `women s` less its `s` leaves no word.
    expect(headPhrases("Women's Kurti")[1]!.phrases).toEqual(['women s', 's']);
  });

  it('looks senses up by the phrases ending on the head word, only among man-made objects', () => {
    const dictionary = dictionaryOf([ACCELERATOR, NECKLACE, NECK]);
    expect(dictionary.size).toBe(2);
    expect(dictionary.senses('Steel Gas Pedal for Bikes').map((sense) => sense.id)).toEqual([`${DICTIONARY}:02673313`]);
    expect(dictionary.senses('Silver Necklaces')).toEqual([
      {
        id: `${DICTIONARY}:03820446`,
        text: 'necklace: jewelry consisting of a cord or chain (often bearing gems) worn about the neck as an ornament (especially by women)',
      },
    ]);
    // `neck` is a body part (lexicographer file 08), not an artifact.
    expect(dictionary.senses('Neck Pillow')).toEqual([]);
  });

  // A dictionary of one sense per lemma, whose offset is the lemma's index in LEMMAS (`lemmaOf` reads it back).
  const LEMMAS = [
    'clutch',
    'clutch bag',
    'bag',
    'satin',
    'blue',
    'stone',
    'necklace',
    'set',
    'pack',
    'short pants',
    'shorts',
    'glass',
  ];
  const lemmaLine = (lemma: string, index: number) =>
    `${String(index).padStart(8, '0')} 06 n 01 ${lemma.replaceAll(' ', '_')} 0 000 | a ${lemma}  `;
  const lemmas = dictionaryOf(LEMMAS.map(lemmaLine));
  const lemmaOf = (id: string) => LEMMAS[Number(id.slice(`${DICTIONARY}:`.length))];

  it.each([
    // The last word that names something is the head; the words before it are what it is made of or like.
    ['Zoe Marciano Blue Heavy-duty Satin Fabric Clutch', ['clutch']],
    ['Linzina Casual, Formal Blue Synthetic Clutch Bag', ['clutch bag', 'bag']],
    ['Clutch Bag for Women, Blue', ['clutch bag', 'bag']],
    // A counting word gives way to the word before it that names something, however far.
    ['Dgold Onyx Stone Necklace Set', ['necklace']],
    ['Cycling Shorts, Pack of 2', ['shorts']],
    ['Glass Set - 6 pcs', ['glass']],
    // … and is the head only when no word before it names anything.
    ['Zyxo Kvrr Set', ['set']],
    ['Zyxo Kvrr 7', []],
  ])('takes the senses of the head word of %j', (name, expected) => {
    expect(lemmas.senses(name).map((sense) => lemmaOf(sense.id))).toEqual(expected);
  });

  it("holds WordNet 3.1's 11,605 artifact senses, and none for names in Indonesian or model numbers", () => {
    const dictionary = wordnetDictionary();
    expect(dictionary.size).toBe(11_605);
    expect(dictionary.senses('Sukkhi Gold Plated Alloy Necklace Set for Women').map((sense) => sense.id)).toContain(
      `${DICTIONARY}:03820446`,
    );
    for (const name of ['Kalung Emas Wanita', 'Sepatu Kulit Pria', 'Kursi Jati Minimalis', 'Zyxo Kvrr 7'])
      expect(dictionary.senses(name), name).toEqual([]);
  });
});
