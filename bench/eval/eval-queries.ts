// The labelled sourcing queries of `npm run eval:search`. Each label says what a buyer typing the
// query wants, written from the query alone: the demo items (by SKU prefix, see
// src/modules/demo/demo-data.ts) that answer it, optionally of one material, optionally in one
// province. Labels were written before any result was looked at.

export type QueryKind = 'english' | 'indonesian' | 'cross-language' | 'paraphrase' | 'typo' | 'filtered';

export interface LabelledQuery {
  q: string;
  kind: QueryKind;
  /** SKU prefixes of the items that answer the query. */
  items: string[];
  /** A word the product's name must carry (a material or variety), English or Indonesian forms. */
  material?: string[];
  /** ISO 3166-2 code of the province the supplier must be in (sent as region_id). */
  region?: string;
}

export const QUERIES: LabelledQuery[] = [
  // English, the words of the catalogue
  { q: 'teak dining chair', kind: 'english', items: ['KRS'], material: ['Teak', 'Jati'] },
  { q: 'rattan lounge chair', kind: 'english', items: ['KSN'], material: ['Rattan', 'Rotan'] },
  { q: 'office desk', kind: 'english', items: ['MJK'] },
  { q: 'hand-drawn batik cloth', kind: 'english', items: ['BTK'] },
  { q: 'roasted coffee beans', kind: 'english', items: ['KPS'] },
  { q: 'green tea', kind: 'english', items: ['THJ'] },
  { q: 'black pepper', kind: 'english', items: ['LDH'] },
  { q: 'virgin coconut oil', kind: 'english', items: ['VCO'] },
  { q: 'frozen tuna loin', kind: 'english', items: ['TNA'] },
  { q: 'portland cement', kind: 'english', items: ['SMN'] },
  { q: 'solar panel', kind: 'english', items: ['PSY'] },
  { q: 'leather wallet', kind: 'english', items: ['DMP'] },
  { q: 'corrugated carton box', kind: 'english', items: ['KRD'] },
  { q: 'diesel generator set', kind: 'english', items: ['GST'] },
  // Indonesian
  { q: 'kursi makan jati', kind: 'indonesian', items: ['KRS'], material: ['Teak', 'Jati'] },
  { q: 'lemari pakaian', kind: 'indonesian', items: ['LMR'] },
  { q: 'kain tenun ikat', kind: 'indonesian', items: ['TEN'] },
  { q: 'kemeja batik', kind: 'indonesian', items: ['KMJ'] },
  { q: 'kopi bubuk', kind: 'indonesian', items: ['KPB'] },
  { q: 'gula aren', kind: 'indonesian', items: ['GLA'] },
  { q: 'kayu manis', kind: 'indonesian', items: ['KYM'] },
  { q: 'keripik singkong', kind: 'indonesian', items: ['KRP'] },
  { q: 'udang vaname', kind: 'indonesian', items: ['UDG'] },
  { q: 'keramik lantai', kind: 'indonesian', items: ['KRM'] },
  { q: 'pompa air', kind: 'indonesian', items: ['PMP'] },
  { q: 'sepatu kulit', kind: 'indonesian', items: ['SPT'] },
  { q: 'sabun cuci tangan', kind: 'indonesian', items: ['SCT'] },
  { q: 'kabel listrik', kind: 'indonesian', items: ['KBL'] },
  // Cross-language: the buyer's language is not the item name's
  { q: 'perhiasan perak', kind: 'cross-language', items: ['PRK'] },
  { q: 'shadow puppet', kind: 'cross-language', items: ['WYG'] },
  { q: 'tas eceng gondok', kind: 'cross-language', items: ['TSE'] },
  { q: 'reinforcing steel bar', kind: 'cross-language', items: ['BSB'] },
  { q: 'minyak nilam', kind: 'cross-language', items: ['NLM'] },
  { q: 'sweet soy sauce', kind: 'cross-language', items: ['KCP'] },
  { q: 'rumput laut kering', kind: 'cross-language', items: ['RLT'] },
  { q: 'clay roof tile', kind: 'cross-language', items: ['GTG'] },
  { q: 'seragam kerja', kind: 'cross-language', items: ['SRM'] },
  { q: 'bed frame', kind: 'cross-language', items: ['DPN'] },
  // Paraphrases: no word of the item's name
  { q: 'seat for eating at the table', kind: 'paraphrase', items: ['KRS'] },
  { q: 'cupboard for hanging clothes', kind: 'paraphrase', items: ['LMR'] },
  { q: 'shelves to store books', kind: 'paraphrase', items: ['RAK'] },
  { q: 'garments for factory workers', kind: 'paraphrase', items: ['SRM', 'CLN'] },
  { q: 'headscarf for muslim women', kind: 'paraphrase', items: ['HJB'] },
  { q: 'unroasted coffee for roasteries', kind: 'paraphrase', items: ['KPI'] },
  { q: 'sugar from palm sap', kind: 'paraphrase', items: ['GLA'] },
  { q: 'fish crackers snack', kind: 'paraphrase', items: ['KRU'] },
  { q: 'machine to join metal', kind: 'paraphrase', items: ['MLS'] },
  { q: 'electricity from sunlight', kind: 'paraphrase', items: ['PSY'] },
  { q: 'lighting for roads', kind: 'paraphrase', items: ['LPJ'] },
  { q: 'surveillance cameras', kind: 'paraphrase', items: ['CCT'] },
  { q: 'protective footwear for construction sites', kind: 'paraphrase', items: ['SFT'] },
  { q: 'plastic sacks for grain', kind: 'paraphrase', items: ['KRG'] },
  // One typo
  { q: 'dinning table', kind: 'typo', items: ['MJM'] },
  { q: 'wardobe', kind: 'typo', items: ['LMR'] },
  { q: 'songkte cloth', kind: 'typo', items: ['SGK'] },
  { q: 'cinamon sticks', kind: 'typo', items: ['KYM'] },
  { q: 'vanila beans', kind: 'typo', items: ['VNL'] },
  { q: 'cement portand', kind: 'typo', items: ['SMN'] },
  { q: 'welding machne', kind: 'typo', items: ['MLS'] },
  { q: 'sandels', kind: 'typo', items: ['SDL'] },
  { q: 'shampo', kind: 'typo', items: ['SMP'] },
  { q: 'leather handbga', kind: 'typo', items: ['TSL'] },
  // Filtered by the supplier's province
  { q: 'dining chair', kind: 'filtered', items: ['KRS'], region: 'ID-JT' },
  { q: 'batik', kind: 'filtered', items: ['BTK', 'KMJ', 'TPL'], region: 'ID-JT' },
  { q: 'coffee', kind: 'filtered', items: ['KPI', 'KPS', 'KPB'], region: 'ID-SN' },
  { q: 'kerupuk udang', kind: 'filtered', items: ['KRU'], region: 'ID-JI' },
  { q: 'wood carving', kind: 'filtered', items: ['UKR'], region: 'ID-BA' },
  { q: 'tuna', kind: 'filtered', items: ['TNA'], region: 'ID-SA' },
];
