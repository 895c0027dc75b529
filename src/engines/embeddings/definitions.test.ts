import { describe, expect, it } from 'vitest';
import { DICTIONARY, dictionaryOf, headPhrases, parseSynset, wordnetDictionary } from './definitions.js';

// Lines as data.noun of WordNet 3.1 holds them.
const ACCELERATOR =
  '02673313 06 n 06 accelerator 2 accelerator_pedal 0 gas_pedal 0 gas 0 throttle 1 gun 4 005 @ 03909502 n 0000 #p 02961779 n 0000 #p 02694015 n 0000 + 00173172 v 0502 + 00440298 v 0101 | a pedal that controls the throttle valve; "he stepped on the gas"  ';
const NECKLACE = '03820446 06 n 01 necklace 0 002 @ 03601335 n 0000 ~ 02833136 n 0000 | jewelry consisting of a cord or chain (often bearing gems) worn about the neck as an ornament (especially by women)  ';
const NECK = '05553762 08 n 01 neck 0 003 @ 05225090 n 0000 | the part of an organism that connects the head to the rest of the body  ';

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
    ['Sukkhi Gold Plated Necklace for Women', ['sukkhi gold plated', 'gold plated necklace', 'sukkhi gold', 'gold plated', 'plated necklace', 'sukkhi', 'gold', 'plated', 'necklace']],
    ['Cycling Shorts, Pack of 2', ['cycling shorts', 'cycling short', 'cycling', 'shorts', 'short']],
    ['Glass Boxes - 6 pcs', ['glass boxes', 'glass box', 'glass boxe', 'glass', 'glas', 'boxes', 'box', 'boxe']],
    // `women s` less its `s` leaves no word.
    ["Women's Kurti (Blue)", ['women s kurti', 'women s', 's kurti', 'women', 's', 'kurti']],
  ])('takes the phrases of the head of %j', (name, phrases) => {
    expect(headPhrases(name)).toEqual(phrases);
  });

  it('looks senses up by any phrase of the name, only among man-made objects', () => {
    const dictionary = dictionaryOf([ACCELERATOR, NECKLACE, NECK]);
    expect(dictionary.size).toBe(2);
    expect(dictionary.senses('Steel Gas Pedal for Bikes').map((sense) => sense.id)).toEqual([`${DICTIONARY}:02673313`]);
    expect(dictionary.senses('Silver Necklaces')).toEqual([
      { id: `${DICTIONARY}:03820446`, text: 'necklace: jewelry consisting of a cord or chain (often bearing gems) worn about the neck as an ornament (especially by women)' },
    ]);
    // `neck` is a body part (lexicographer file 08), not an artifact.
    expect(dictionary.senses('Neck Pillow')).toEqual([]);
  });

  it("holds WordNet 3.1's 11,605 artifact senses, and none for names in Indonesian or model numbers", () => {
    const dictionary = wordnetDictionary();
    expect(dictionary.size).toBe(11_605);
    expect(dictionary.senses('Sukkhi Gold Plated Alloy Necklace Set for Women').map((sense) => sense.id)).toContain(`${DICTIONARY}:03820446`);
    for (const name of ['Kalung Emas Wanita', 'Sepatu Kulit Pria', 'Kursi Jati Minimalis', 'Zyxo Kvrr 7']) expect(dictionary.senses(name), name).toEqual([]);
  });
});
