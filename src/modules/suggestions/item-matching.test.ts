import { describe, expect, it } from 'vitest';
import { readLexicon } from '../synonyms/lexicon-file.js';
import { idiomTerms, lexiconTerms, namesOnItsOwn } from '../synonyms/lexicon-terms.js';
import { parseGroup } from '../synonyms/synonym-expansion.js';
import {
  catalogueTerms,
  distinctiveWords,
  WELL_NAMED_SUPPLIERS,
  wantsFill,
  fuseWordResults,
  type ItemHit,
  MAX_RELAXED_WORDS,
  nameMatch,
  orderItemHits,
  productTerms,
  productWords,
  relaxedWords,
  type WordResult,
} from './item-matching.js';

const hit = (id: string, rank: number): ItemHit => ({
  product: { id } as ItemHit['product'],
  rank,
  keywordRank: rank,
  semanticRank: null,
});
const result = (total: number, ...ids: string[]): WordResult => ({
  total,
  hits: ids.map((id, index) => hit(id, index + 1)),
});
const order = (hits: ItemHit[]) => hits.map((entry) => `${entry.product.id}@${entry.rank}`);

describe('relaxedWords: the words of an item worth searching alone', () => {
  it.each([
    ['Gold plated ring for women', ['gold', 'plated', 'ring', 'women']],
    ["Women's casual shoes", ['women', 'casual', 'shoes']],
    // `kursi makan` (dining chair) names its thing on its own: one word.
    ['Kursi makan untuk restoran dan hotel', ['kursi makan', 'restoran', 'hotel']],
    ['Besi beton 10 mm', ['besi beton']],
    ['Ring ring RING', ['ring']],
    ['TV', []],
    [
      'one two three four five six seven eight',
      ['one', 'two', 'three', 'four', 'five', 'six'].slice(0, MAX_RELAXED_WORDS),
    ],
  ])('%j → %j', (text, words) => {
    expect(relaxedWords(text)).toEqual(words);
  });
});

describe('fuseWordResults: at least half of the words, more and rarer words first', () => {
  it.each([
    // [name, word results, fused order]
    [
      'a product found by both words beats one found by one',
      [result(100, 'a', 'b'), result(100, 'b', 'c')],
      ['b@1', 'a@2', 'c@3'],
    ],
    [
      'a rarer word counts more: 25 matches weigh twice 100',
      [result(25, 'rare'), result(100, 'common')],
      ['rare@1', 'common@2'],
    ],
    [
      'weights add up: three words of 100, 9 and 9 matches outweigh two of 4 and 100',
      [result(4, 'p'), result(100, 'p', 'q'), result(9, 'q'), result(9, 'q')],
      ['q@1', 'p@2'],
    ],
    [
      'equal weights: more words first',
      [result(4, 'p'), result(16, 'p', 'q'), result(16, 'q'), result(16, 'q')],
      ['q@1', 'p@2'],
    ],
    ['of three words a product needs two', [result(10, 'a', 'b'), result(10, 'a'), result(10, 'c')], ['a@1']],
    [
      'of four words a product needs two',
      [result(10, 'a', 'b'), result(10, 'a', 'b'), result(10, 'c'), result(10, 'd')],
      ['a@1', 'b@2'],
    ],
    [
      'equal scores: the better rank in any word, then the id',
      [result(10, 'z', 'y'), result(10, 'x', 'w')],
      ['x@1', 'z@2', 'w@3', 'y@4'],
    ],
    ['nothing found: nothing', [result(0), result(0)], []],
  ] as const)('%s', (_name, results, expected) => {
    expect(order(fuseWordResults(results as unknown as WordResult[]))).toEqual(expected);
  });
});

describe('productWords: what the item is, before any "for"/"untuk", without audience words, stemmed', () => {
  it.each([
    ['Gold plated ring for women', ['gold', 'plate', 'ring']],
    ["Women's casual shoes", ['casual', 'shoe']],
    // `track pants` is a term of its own in the lexicon (its group's English name is another).
    ["Men's track pants", ['track pant']],
    ['Kursi makan untuk restoran dan hotel', ['kursi makan']],
    ['Aroma oil for home fragrance', ['aroma', 'oil']],
    ['Kayu manis', ['kayu mani']],
    ['Water bottles', ['water', 'bottl']],
    ['Baby', ['babi']],
    ['For kids: crayons', ['crayon']],
    ['TV', ['tv']],
  ])('%j → %j', (name, words) => {
    expect(productWords(name)).toEqual(words);
  });
});

describe('nameMatch: the share of product words a name carries, singular or plural', () => {
  it.each([
    [['water', 'bottl'], 'Blue Birds aluminium water bottle 750 ml', 1],
    [['water', 'bottl'], 'Garnet traveller 1500 ml BOTTLES', 0.5],
    [['water', 'bottl'], 'Itiha home liquid air freshener', 0],
    [['ring'], 'Voril gold plated alloy earring', 0],
    [['casual', 'shoe'], 'Hansfootnfit casuals', 0.5],
    [[], 'anything', 0],
  ] as const)('%j in %j → %s', (words, name, share) => {
    expect(nameMatch(words, name)).toBe(share);
  });

  it('reads a long name whole, beyond the words a query keeps', () => {
    expect(nameMatch(['ring'], 'one two three four five six seven eight nine ten eleven twelve thirteen ring')).toBe(1);
  });
});

describe("distinctiveWords: what tells an item from the RFQ's other items", () => {
  it.each([
    [['mobil', 'charger'], [['mobil', 'pouch']], ['charger']],
    [['teak', 'dine', 'tabl'], [['teak', 'dine', 'chair'], ['bed']], ['tabl']],
    [['kursi', 'makan'], [['meja', 'makan']], ['kursi']],
    [['water', 'bottl'], [], ['water', 'bottl']],
    [['cricket'], [['cricket']], ['cricket']],
  ] as const)('%j beside %j → %j', (own, others, words) => {
    expect(distinctiveWords(own, others)).toEqual(words);
  });
});

describe('orderItemHits: names carrying the item first, the window filled from the relaxed match', () => {
  const named = (id: string, name: string, rank: number): ItemHit => ({
    product: { id, name } as ItemHit['product'],
    rank,
    keywordRank: rank,
    semanticRank: null,
  });
  const words = { product: ['mobil', 'charger'], distinctive: ['charger'] };
  it('orders by distinctive words, then product words, then the search order; renumbers ranks', () => {
    const own = [
      named('a', 'Sofa cover', 1),
      named('b', 'Mobile back cover', 2),
      named('c', 'Battery charger', 3),
      named('d', 'Mobile charger', 4),
    ];
    expect(order(orderItemHits(words, own, [], 10))).toEqual(['d@1', 'c@2', 'b@3', 'a@4']);
  });
  it('fills with relaxed hits not yet present whose name carries a distinctive word, after equally named own hits', () => {
    const own = [named('c', 'Battery charger', 1)];
    const relaxed = [
      named('c', 'Battery charger', 1),
      named('p', 'Mobile pouch', 2),
      named('w', 'Wall charger', 3),
      named('s', 'Bluetooth speaker', 4),
    ];
    expect(order(orderItemHits(words, own, relaxed, 10))).toEqual(['c@1', 'w@2']);
  });
  it('keeps at most the limit', () => {
    const own = Array.from({ length: 5 }, (_, index) => named(`p${index}`, 'charger', index + 1));
    expect(orderItemHits(words, own, [], 3)).toHaveLength(3);
  });
});

describe('wantsFill: the relaxed match fills an item only while few suppliers name it', () => {
  const words = { product: ['teh', 'hitam'], distinctive: ['teh', 'hitam'] };
  const hit = (business: string, name: string): ItemHit => ({
    product: { id: `${business}-${name}`, business_id: business, name } as ItemHit['product'],
    rank: 1,
    keywordRank: 1,
    semanticRank: null,
  });
  const wellNamed = (count: number) =>
    Array.from({ length: count }, (_, index) => hit(`b${index}`, 'Teh hitam ortodoks'));
  it.each([
    ['no hits', [], 50, true],
    ['one supplier short of the shortlist', wellNamed(WELL_NAMED_SUPPLIERS - 1), 50, true],
    ['a shortlist of suppliers naming the item', wellNamed(WELL_NAMED_SUPPLIERS), 50, false],
    [
      'many products of one supplier count once',
      Array.from({ length: 10 }, (_, index) => hit('b0', `Teh hitam ${index}`)),
      50,
      true,
    ],
    [
      'half-named products do not count',
      Array.from({ length: 10 }, (_, index) => hit(`b${index}`, 'Teh hijau')),
      50,
      true,
    ],
    ['a full window', wellNamed(3), 3, false],
  ] as const)('%s → %s', (_name, own, window, expected) => {
    expect(wantsFill(words, own, window)).toBe(expected);
  });
});

describe('one term, not its words: the lexicon phrases in item matching (tables from the lexicon)', () => {
  const phrases = idiomTerms().phrases();
  const tradeTerms = readLexicon('trade-terms').map((entry) => parseGroup(entry.terms));

  it('keeps every multi-word term of the lexicon that names its thing on its own whole, as one product word', () => {
    expect(phrases.length).toBeGreaterThan(1000);
    expect(phrases.length).toBe(lexiconTerms().phrases().filter(namesOnItsOwn).length);
    const split = phrases.filter((phrase) => {
      const words = productTerms(phrase);
      return words.length > 1 && words.some((word) => phrase.split(' ').includes(word));
    });
    expect(split).toEqual([]);
  });

  it.each(
    tradeTerms.flatMap((terms) =>
      terms
        .filter((term) => namesOnItsOwn(term))
        .flatMap((term) => terms.filter((other) => other !== term).map((other) => [term, other])),
    ),
  )('an item %j is carried by a name %j of its group', (item, name) => {
    expect(nameMatch(productWords(item), `Supplier ${name} grade A`)).toBe(1);
  });

  it.each(
    tradeTerms.flatMap((terms) =>
      terms
        .filter((term) => namesOnItsOwn(term))
        .flatMap((term) =>
          // A word that is itself a term of the group (`cumi` of `cumi cumi`) is the item.
          term
            .split(' ')
            .filter((word) => word.length >= 3 && !terms.includes(word))
            .map((word) => [term, word]),
        ),
    ),
  )('an item %j is not carried by a name holding only its word %j', (item, word) => {
    expect(nameMatch(productWords(item), `Supplier ${word} grade A`)).toBe(0);
  });

  // A single word reads through its groups too: an English item is carried by the Indonesian name.
  const tradeWords = readLexicon('trade-words').map((entry) => parseGroup(entry.terms));
  const single = (term: string) => !term.includes(' ') && productWords(term).length === 1;
  it.each(
    tradeWords.flatMap((terms) =>
      terms.filter(single).flatMap((term) =>
        terms
          .filter((other) => other !== term && single(other))
          .slice(0, 2)
          .map((other) => [term, other]),
      ),
    ),
  )('an item %j is carried by a name %j of its group', (item, name) => {
    expect(nameMatch(productWords(item), `Supplier ${name} grade A`)).toBe(1);
  });

  it.each([
    ['Wardrobe', 'Lemari Pakaian Jati', 1],
    ['chair', 'Kursi Rotan Sintetis', 1],
    ['shirt', 'Kemeja Batik Pria', 1],
    ['shirt', 'Sepatu Kulit', 0],
    ['besi beton', 'Reinforcing Steel Bar 12 mm', 1],
    ['Besi beton ulir', 'Reinforcing Steel Bar deformed', 0.5],
    ['kayu manis', 'Ukiran kayu jati', 0],
    ['kayu manis', 'Cinnamon Sticks Grade A', 1],
    ['lada hitam', 'Lada Putih Muntok', 0],
    ['lada hitam', 'Black Pepper Lampung', 1],
  ] as const)('item %j in a name %j → %s', (item, name, share) => {
    expect(nameMatch(productWords(item), name)).toBe(share);
  });

  it('credits a catalogue product by every term, each by any of its equivalents', () => {
    const { units, required } = catalogueTerms('Besi beton untuk proyek');
    expect(units).toHaveLength(1);
    expect(units[0]).toEqual(expect.arrayContaining(['besi beton', 'reinforcing steel bar', 'rebar']));
    expect(required).toBe(1);
    // A single word by its group's terms too.
    const table = catalogueTerms('Teak dining table');
    expect(table.required).toBe(3);
    expect(table.units.map((unit) => unit[0])).toEqual(['teak', 'dining', 'table']);
    expect(table.units[0]).toContain('jati');
    expect(table.units[2]).toContain('meja');
    const long = catalogueTerms('Blue cotton slim fit office shirt');
    expect(long.required).toBe(long.units.length - 1);
  });
});
