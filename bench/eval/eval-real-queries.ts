// The labelled buyer queries of `npm run eval:search` over the real-text corpus
// (bench/eval/data/products.jsonl: 1,347 English product listings written outside this project,
// each with the seller's own category path). Written, and labelled, before any result was seen.
//
// A label is a rule over the listing's normalised category path (`category_path`), never a list
// of hand-picked ids: `relevant` is a list of alternatives; a listing is relevant when, for at
// least one alternative, every phrase of it occurs in some segment of the path as whole words
// (`'casual shoes'` matches the segment `womens casual shoes`), or, written `=phrase`, equals a
// segment. Filtered queries also send a filter; their relevant set is the rule's listings that
// pass the filter (the supplier's province, or the product category the listing was given by
// the loader, see bench/eval/eval-real-corpus.ts).

export type RealQueryKind = 'english' | 'paraphrase' | 'indonesian' | 'typo' | 'filtered';

export interface RealLabelledQuery {
  q: string;
  kind: RealQueryKind;
  /** Alternatives of phrases, see above. */
  relevant: string[][];
  /** ISO 3166-2 code of the supplier's province (sent as region_id). */
  region?: string;
  /** Root of the listing's category path whose mapped product category is sent as category_id. */
  categoryOf?: string;
}

const BRACELETS = [['bracelets'], ['bangles bracelets armlets']];
const BOTTLES = [['bottles sippers'], ['water bottle'], ['water bottles']];
const BIKE_LIGHTS = [['bike lighting'], ['bike light bulbs']];

export const REAL_QUERIES: RealLabelledQuery[] = [
  // English head terms: the words sellers use for the category
  { q: 'coffee mug', kind: 'english', relevant: [['coffee mugs']] },
  { q: 'wrist watch', kind: 'english', relevant: [['wrist watches']] },
  { q: 'casual shoes for women', kind: 'english', relevant: [['womens footwear', 'casual shoes']] },
  { q: 'rings', kind: 'english', relevant: [['=jewellery', '=rings']] },
  { q: 'necklace', kind: 'english', relevant: [['necklaces']] },
  { q: 'bracelet', kind: 'english', relevant: BRACELETS },
  { q: 'clutch bag', kind: 'english', relevant: [['clutches']] },
  { q: 'mobile charger', kind: 'english', relevant: [['chargers']] },
  { q: 'car sun shade', kind: 'english', relevant: [['car sun shades']] },
  { q: 'mobile speaker', kind: 'english', relevant: [['speakers']] },
  { q: 'lunch box', kind: 'english', relevant: [['lunch boxes']] },
  { q: 'water bottle', kind: 'english', relevant: BOTTLES },
  { q: 'cricket pads', kind: 'english', relevant: [['cricket pads']] },
  { q: 'golf balls', kind: 'english', relevant: [['golf balls']] },
  { q: 'girls clothing', kind: 'english', relevant: [['girls wear']] },
  { q: 'womens tops', kind: 'english', relevant: [['womens clothing', 'tops']] },
  { q: 'mens formal shirt', kind: 'english', relevant: [['formal shirts']] },
  { q: 'jeans for men', kind: 'english', relevant: [['mens clothing', 'jeans']] },
  { q: 'sweatshirt', kind: 'english', relevant: [['sweatshirts']] },
  { q: 'leggings', kind: 'english', relevant: [['leggings jeggings']] },
  { q: 'nail polish', kind: 'english', relevant: [['nail polishes']] },
  { q: 'hair conditioner', kind: 'english', relevant: [['conditioners']] },
  { q: 'diwan set', kind: 'english', relevant: [['diwan sets']] },
  { q: 'sofa bed', kind: 'english', relevant: [['sofa beds futons']] },
  { q: 'bedsheet', kind: 'english', relevant: [['bedsheets']] },
  { q: 'aroma oil', kind: 'english', relevant: [['aroma oils']] },
  { q: 'car mats', kind: 'english', relevant: [['car mats']] },
  { q: 'school bag', kind: 'english', relevant: [['school bags']] },
  { q: 'loafers', kind: 'english', relevant: [['loafers']] },
  { q: 'baby girl clothes', kind: 'english', relevant: [['baby girls clothes']] },

  // Paraphrases: what a buyer who does not know the seller's word would type
  { q: 'cup for hot drinks', kind: 'paraphrase', relevant: [['coffee mugs']] },
  { q: 'timepiece worn on the arm', kind: 'paraphrase', relevant: [['wrist watches']] },
  { q: 'finger ornament', kind: 'paraphrase', relevant: [['=jewellery', '=rings']] },
  { q: 'gadget that refills a handset', kind: 'paraphrase', relevant: [['chargers']] },
  { q: 'screen that blocks sunlight through a vehicle window', kind: 'paraphrase', relevant: [['car sun shades']] },
  { q: 'tiffin carrier for the office', kind: 'paraphrase', relevant: [['lunch boxes']] },
  { q: 'ornament worn around the neck', kind: 'paraphrase', relevant: [['necklaces']] },
  { q: 'ornament worn around the wrist', kind: 'paraphrase', relevant: BRACELETS },
  { q: 'pleasant scent for the house', kind: 'paraphrase', relevant: [['home fragrances']] },
  { q: 'small evening purse', kind: 'paraphrase', relevant: [['clutches']] },
  { q: 'warm garments for cold weather', kind: 'paraphrase', relevant: [['winter seasonal wear']] },
  { q: 'lacquer for fingernails', kind: 'paraphrase', relevant: [['nail polishes']] },
  { q: 'couch that unfolds into a place to sleep', kind: 'paraphrase', relevant: [['sofa beds futons']] },
  { q: 'knapsack for pupils', kind: 'paraphrase', relevant: [['school bags']] },
  { q: 'leg guards for batsmen', kind: 'paraphrase', relevant: [['cricket pads']] },
  { q: 'fragrant essential liquids for diffusers', kind: 'paraphrase', relevant: [['aroma oils']] },
  { q: 'lamps for motorcycles', kind: 'paraphrase', relevant: BIKE_LIGHTS },
  { q: 'absorbent rug for the washroom floor', kind: 'paraphrase', relevant: [['bath mats']] },
  { q: 'stretchy tight trousers for ladies', kind: 'paraphrase', relevant: [['leggings jeggings']] },
  { q: 'drinking flask to carry along', kind: 'paraphrase', relevant: BOTTLES },

  // Indonesian queries over the English listings
  { q: 'mug kopi', kind: 'indonesian', relevant: [['coffee mugs']] },
  { q: 'jam tangan', kind: 'indonesian', relevant: [['wrist watches']] },
  { q: 'cincin', kind: 'indonesian', relevant: [['=jewellery', '=rings']] },
  { q: 'kalung', kind: 'indonesian', relevant: [['necklaces']] },
  { q: 'gelang', kind: 'indonesian', relevant: BRACELETS },
  { q: 'sepatu kasual wanita', kind: 'indonesian', relevant: [['womens footwear', 'casual shoes']] },
  { q: 'pengisi daya ponsel', kind: 'indonesian', relevant: [['chargers']] },
  { q: 'kotak makan siang', kind: 'indonesian', relevant: [['lunch boxes']] },
  { q: 'botol minum', kind: 'indonesian', relevant: BOTTLES },
  { q: 'penahan sinar matahari kaca mobil', kind: 'indonesian', relevant: [['car sun shades']] },
  { q: 'kemeja formal pria', kind: 'indonesian', relevant: [['formal shirts']] },
  { q: 'celana jins pria', kind: 'indonesian', relevant: [['mens clothing', 'jeans']] },
  { q: 'atasan wanita', kind: 'indonesian', relevant: [['womens clothing', 'tops']] },
  { q: 'pakaian anak perempuan', kind: 'indonesian', relevant: [['girls wear']] },
  { q: 'cat kuku', kind: 'indonesian', relevant: [['nail polishes']] },
  { q: 'kondisioner rambut', kind: 'indonesian', relevant: [['conditioners']] },
  { q: 'sofa tempat tidur', kind: 'indonesian', relevant: [['sofa beds futons']] },
  { q: 'sprei kasur', kind: 'indonesian', relevant: [['bedsheets']] },
  { q: 'minyak aromaterapi', kind: 'indonesian', relevant: [['aroma oils']] },
  { q: 'tas sekolah', kind: 'indonesian', relevant: [['school bags']] },
  { q: 'dompet', kind: 'indonesian', relevant: [['wallets clutches']] },
  { q: 'bola golf', kind: 'indonesian', relevant: [['golf balls']] },
  { q: 'pengharum ruangan', kind: 'indonesian', relevant: [['home fragrances']] },
  { q: 'karpet mobil', kind: 'indonesian', relevant: [['car mats']] },
  { q: 'baju bayi perempuan', kind: 'indonesian', relevant: [['baby girls clothes']] },
  { q: 'lampu motor', kind: 'indonesian', relevant: BIKE_LIGHTS },
  { q: 'keset kamar mandi', kind: 'indonesian', relevant: [['bath mats']] },
  { q: 'pelindung kaki kriket', kind: 'indonesian', relevant: [['cricket pads']] },
  { q: 'sweter', kind: 'indonesian', relevant: [['sweaters']] },
  { q: 'perlengkapan mandi bayi', kind: 'indonesian', relevant: [['baby bath skin']] },

  // One typo: a letter dropped, doubled, replaced, or two neighbours swapped (transposition)
  { q: 'cofee mug', kind: 'typo', relevant: [['coffee mugs']] },
  { q: 'wirst watch', kind: 'typo', relevant: [['wrist watches']] },
  { q: 'wrist wacth', kind: 'typo', relevant: [['wrist watches']] },
  { q: 'neckalce', kind: 'typo', relevant: [['necklaces']] },
  { q: 'braclet', kind: 'typo', relevant: BRACELETS },
  { q: 'lucnh box', kind: 'typo', relevant: [['lunch boxes']] },
  { q: 'sweatshrit', kind: 'typo', relevant: [['sweatshirts']] },
  { q: 'leggnigs', kind: 'typo', relevant: [['leggings jeggings']] },
  { q: 'nial polish', kind: 'typo', relevant: [['nail polishes']] },
  { q: 'condtioner', kind: 'typo', relevant: [['conditioners']] },
  { q: 'bedhseet', kind: 'typo', relevant: [['bedsheets']] },
  { q: 'clucth bag', kind: 'typo', relevant: [['clutches']] },
  { q: 'car sun shdae', kind: 'typo', relevant: [['car sun shades']] },
  { q: 'loafres', kind: 'typo', relevant: [['loafers']] },
  { q: 'schol bag', kind: 'typo', relevant: [['school bags']] },
  { q: 'golf blals', kind: 'typo', relevant: [['golf balls']] },
  { q: 'mobile chrager', kind: 'typo', relevant: [['chargers']] },
  { q: 'formal shrits', kind: 'typo', relevant: [['formal shirts']] },
  { q: 'cricket pasd', kind: 'typo', relevant: [['cricket pads']] },
  { q: 'sofa bde', kind: 'typo', relevant: [['sofa beds futons']] },
  { q: 'dinwan set', kind: 'typo', relevant: [['diwan sets']] },
  { q: 'lunch boxe', kind: 'typo', relevant: [['lunch boxes']] },

  // Filtered: by the supplier's province or by product category
  { q: 'casual shoes', kind: 'filtered', relevant: [['casual shoes']], region: 'ID-JB' },
  { q: 'tops', kind: 'filtered', relevant: [['tops']], region: 'ID-JT' },
  { q: 'rings', kind: 'filtered', relevant: [['=jewellery', '=rings']], region: 'ID-JI' },
  { q: 'wrist watch', kind: 'filtered', relevant: [['wrist watches']], region: 'ID-BA' },
  { q: 'coffee mug', kind: 'filtered', relevant: [['coffee mugs']], region: 'ID-JK' },
  { q: 'dress', kind: 'filtered', relevant: [['dresses']], region: 'ID-YO' },
  { q: 'shorts', kind: 'filtered', relevant: [['shorts']], region: 'ID-JB' },
  { q: 'kalung', kind: 'filtered', relevant: [['necklaces']], region: 'ID-JT' },
  { q: 'bottle', kind: 'filtered', relevant: BOTTLES, categoryOf: 'kitchen dining' },
  { q: 'bag', kind: 'filtered', relevant: [['=bags']], categoryOf: 'bags wallets belts' },
  { q: 'lights', kind: 'filtered', relevant: [['car bike lighting'], ['bike lighting'], ['car lighting']], categoryOf: 'automotive' },
  { q: 'charger', kind: 'filtered', relevant: [['chargers']], categoryOf: 'mobiles accessories' },
  { q: 'sepatu', kind: 'filtered', relevant: [['=footwear']], categoryOf: 'footwear' },
];
