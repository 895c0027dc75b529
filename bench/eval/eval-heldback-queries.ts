// A held-back set of labelled buyer queries over the real-text corpus (bench/eval/data/products.jsonl),
// in the same form and kinds as bench/eval/eval-real-queries.ts, written before any result was seen and
// never used for tuning: `npm run eval:search` reports it apart, to show whether what was tuned on
// the main set holds on queries nobody tuned on.
//
// Labelled like the main set: each rule is over the listing's normalised category path, checked
// only to select at least one listing (bench/eval/eval-heldback-check.ts), never against a search
// result. Mostly categories the main set does not ask for, and never one of its query texts.
import type { RealLabelledQuery } from './eval-real-queries.js';

const GIRLS_DRESSES = [['girls wear', 'dresses']];
const KURTIS = [['kurtas kurtis'], ['kurtis'], ['kurtas']];
const TRACK_PANTS = [['track pants']];
const CAR_CHARGERS = [['car chargers']];
const CUSHIONS = [['cushions pillows covers']];
const CRICKET_GLOVES = [['cricket gloves']];
const THERMALS = [['thermals']];
const CAR_COVERS = [['car body covers']];
const PANS = [['pans tawas']];
const VANITY_BOXES = [['vanity boxes']];
const PENDANTS = [['pendants lockets']];
const MANGALSUTRAS = [['mangalsutras tanmaniyas']];
const POTPOURRI = [['potpourri']];
const SWIMSUITS = [['swimsuits']];
const WAISTCOATS = [['waistcoats']];
const SOCKS = [['socks']];
const CURTAINS = [['curtains accessories']];
const SHOWPIECES = [['showpieces'], ['showpiece']];
const CUPS_SAUCERS = [['cups saucers']];
const MOBILE_POUCHES = [['mobile pouches']];
const SALWAR = [['salwar material']];
const SPORTS_SHOES = [['sports shoes']];
const WALL_CHARGERS = [['wall chargers']];

export const HELDBACK_QUERIES: RealLabelledQuery[] = [
  // English head terms
  { q: 'girls dress', kind: 'english', relevant: GIRLS_DRESSES },
  { q: 'kurti', kind: 'english', relevant: KURTIS },
  { q: 'track pants', kind: 'english', relevant: TRACK_PANTS },
  { q: 'car charger', kind: 'english', relevant: CAR_CHARGERS },
  { q: 'wall charger', kind: 'english', relevant: WALL_CHARGERS },
  { q: 'cushion cover', kind: 'english', relevant: CUSHIONS },
  { q: 'cricket gloves', kind: 'english', relevant: CRICKET_GLOVES },
  { q: 'thermal wear', kind: 'english', relevant: THERMALS },
  { q: 'car body cover', kind: 'english', relevant: CAR_COVERS },
  { q: 'tawa', kind: 'english', relevant: PANS },
  { q: 'vanity box', kind: 'english', relevant: VANITY_BOXES },
  { q: 'pendant', kind: 'english', relevant: PENDANTS },
  { q: 'mangalsutra', kind: 'english', relevant: MANGALSUTRAS },
  { q: 'swimsuit', kind: 'english', relevant: SWIMSUITS },
  { q: 'waistcoat', kind: 'english', relevant: WAISTCOATS },
  { q: 'mens socks', kind: 'english', relevant: SOCKS },
  { q: 'window curtain', kind: 'english', relevant: CURTAINS },
  { q: 'showpiece', kind: 'english', relevant: SHOWPIECES },
  { q: 'tea cups', kind: 'english', relevant: CUPS_SAUCERS },
  { q: 'mobile pouch', kind: 'english', relevant: MOBILE_POUCHES },
  { q: 'salwar suit material', kind: 'english', relevant: SALWAR },
  { q: 'running shoes', kind: 'english', relevant: SPORTS_SHOES },

  // Paraphrases: no word of the category path or the usual listing title
  { q: 'frock for a little girl', kind: 'paraphrase', relevant: GIRLS_DRESSES },
  { q: 'jogging bottoms', kind: 'paraphrase', relevant: TRACK_PANTS },
  { q: 'phone power adapter for the vehicle lighter socket', kind: 'paraphrase', relevant: CAR_CHARGERS },
  { q: 'slipcase for a sofa throw', kind: 'paraphrase', relevant: CUSHIONS },
  { q: 'hand protection for a batsman', kind: 'paraphrase', relevant: CRICKET_GLOVES },
  { q: 'warm underlayer for chilly days', kind: 'paraphrase', relevant: THERMALS },
  { q: 'dust sheet for a parked automobile', kind: 'paraphrase', relevant: CAR_COVERS },
  { q: 'griddle for flatbread', kind: 'paraphrase', relevant: PANS },
  { q: 'case for storing cosmetics', kind: 'paraphrase', relevant: VANITY_BOXES },
  { q: 'charm that hangs on a neck chain', kind: 'paraphrase', relevant: PENDANTS },
  { q: 'sacred neckpiece of a married hindu woman', kind: 'paraphrase', relevant: MANGALSUTRAS },
  { q: 'scented gel to freshen a room', kind: 'paraphrase', relevant: POTPOURRI },
  { q: 'bathing costume', kind: 'paraphrase', relevant: SWIMSUITS },
  { q: 'sleeveless vest worn over a shirt with a suit', kind: 'paraphrase', relevant: WAISTCOATS },
  { q: 'decorative figurine for a shelf', kind: 'paraphrase', relevant: SHOWPIECES },

  // Indonesian queries over the English listings
  { q: 'gaun anak perempuan', kind: 'indonesian', relevant: GIRLS_DRESSES },
  { q: 'celana training', kind: 'indonesian', relevant: TRACK_PANTS },
  { q: 'charger mobil', kind: 'indonesian', relevant: CAR_CHARGERS },
  { q: 'sarung bantal sofa', kind: 'indonesian', relevant: CUSHIONS },
  { q: 'sarung tangan kriket', kind: 'indonesian', relevant: CRICKET_GLOVES },
  { q: 'baju hangat dalam anak', kind: 'indonesian', relevant: THERMALS },
  { q: 'sarung mobil', kind: 'indonesian', relevant: CAR_COVERS },
  { q: 'wajan datar', kind: 'indonesian', relevant: PANS },
  { q: 'kotak rias', kind: 'indonesian', relevant: VANITY_BOXES },
  { q: 'liontin', kind: 'indonesian', relevant: PENDANTS },
  { q: 'pengharum ruangan cair', kind: 'indonesian', relevant: POTPOURRI },
  { q: 'baju renang', kind: 'indonesian', relevant: SWIMSUITS },
  { q: 'rompi', kind: 'indonesian', relevant: WAISTCOATS },
  { q: 'kaus kaki pria', kind: 'indonesian', relevant: SOCKS },
  { q: 'gorden jendela', kind: 'indonesian', relevant: CURTAINS },
  { q: 'hiasan pajangan', kind: 'indonesian', relevant: SHOWPIECES },
  { q: 'cangkir teh', kind: 'indonesian', relevant: CUPS_SAUCERS },
  { q: 'sarung ponsel', kind: 'indonesian', relevant: MOBILE_POUCHES },
  { q: 'sepatu lari', kind: 'indonesian', relevant: SPORTS_SHOES },

  // One typo: a letter dropped, doubled, replaced, or two neighbours swapped (transposition)
  { q: 'kurit', kind: 'typo', relevant: KURTIS },
  { q: 'track pnats', kind: 'typo', relevant: TRACK_PANTS },
  { q: 'car chargr', kind: 'typo', relevant: CAR_CHARGERS },
  { q: 'cushoin cover', kind: 'typo', relevant: CUSHIONS },
  { q: 'cricket glvoes', kind: 'typo', relevant: CRICKET_GLOVES },
  { q: 'thermall wear', kind: 'typo', relevant: THERMALS },
  { q: 'potpouri', kind: 'typo', relevant: POTPOURRI },
  { q: 'mangalsurta', kind: 'typo', relevant: MANGALSUTRAS },
  { q: 'pendnat', kind: 'typo', relevant: PENDANTS },
  { q: 'vanity boz', kind: 'typo', relevant: VANITY_BOXES },
  { q: 'swimsiut', kind: 'typo', relevant: SWIMSUITS },
  { q: 'waistcaot', kind: 'typo', relevant: WAISTCOATS },
  { q: 'showpeice', kind: 'typo', relevant: SHOWPIECES },

  // Filtered: by the supplier's province or by product category
  { q: 'kurti', kind: 'filtered', relevant: KURTIS, region: 'ID-JB' },
  { q: 'hoodie for men', kind: 'filtered', relevant: [['sweatshirts']], region: 'ID-JI' },
  { q: 'loafer shoes', kind: 'filtered', relevant: [['loafers']], region: 'ID-JT' },
  { q: 'tunic', kind: 'filtered', relevant: [['shirts tops tunics']], region: 'ID-BA' },
  { q: 'watch', kind: 'filtered', relevant: [['wrist watches']], region: 'ID-JI' },
  { q: 'printed mug', kind: 'filtered', relevant: [['coffee mugs']], region: 'ID-BA' },
  { q: 'jeans', kind: 'filtered', relevant: [['jeans']], categoryOf: 'clothing' },
  { q: 'shampoo', kind: 'filtered', relevant: [['pet supplies', 'shampoo']], categoryOf: 'pet supplies' },
  { q: 'shoes', kind: 'filtered', relevant: SPORTS_SHOES, categoryOf: 'footwear' },
  { q: 'lampu', kind: 'filtered', relevant: [['lighting', 'bulbs']], categoryOf: 'kitchen dining' },
  { q: 'cover', kind: 'filtered', relevant: [['cases covers']], categoryOf: 'mobiles accessories' },
];
