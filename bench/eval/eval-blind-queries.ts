// A second held-back set, Indonesian queries only, over the real-text corpus: written on
// 2026-11-24 after the lexicon's everyday words were added and before any search result for them
// was seen, so that the Indonesian figure has a blind check again (the first held-back set's
// Indonesian queries were read while diagnosing lexicon gaps: README, "Semantic and hybrid
// search"). `npm run eval:search` reports it apart; it is never used for tuning.
//
// Labelled like the other sets, by rule over the listing's normalised category path, checked only
// to select at least one listing (bench/eval/eval-heldback-check.ts), never against a search result.
import type { RealLabelledQuery } from './eval-real-queries.js';

export const BLIND_QUERIES: RealLabelledQuery[] = [
  { q: 'sepatu hak tinggi', kind: 'indonesian', relevant: [['womens footwear', 'heels']] },
  { q: 'sepatu balet', kind: 'indonesian', relevant: [['ballerinas']] },
  { q: 'sandal jepit pria', kind: 'indonesian', relevant: [['mens footwear', 'slippers flip flops']] },
  { q: 'sepatu olahraga pria', kind: 'indonesian', relevant: [['mens footwear', 'sports shoes']] },
  { q: 'sepatu anak laki laki', kind: 'indonesian', relevant: [['kids infant footwear', 'for boys']] },
  { q: 'bantal tidur', kind: 'indonesian', relevant: [['cushions pillows covers', 'pillows']] },
  { q: 'taplak meja', kind: 'indonesian', relevant: [['table covers']] },
  { q: 'seprai', kind: 'indonesian', relevant: [['bedsheets']] },
  { q: 'panci masak', kind: 'indonesian', relevant: [['pots pans']] },
  { q: 'bola lampu', kind: 'indonesian', relevant: [['bulbs']] },
  { q: 'speaker hp', kind: 'indonesian', relevant: [['mobile accessories', 'speakers']] },
  { q: 'sarung tablet', kind: 'indonesian', relevant: [['tablet accessories', 'cases covers']] },
  { q: 'buku catatan', kind: 'indonesian', relevant: [['diaries notebooks']] },
  { q: 'sampo anjing', kind: 'indonesian', relevant: [['=pet supplies', 'skin coat care']] },
  { q: 'sepatu roda', kind: 'indonesian', relevant: [['skating']] },
  { q: 'kacamata hitam', kind: 'indonesian', relevant: [['sunglasses']] },
  { q: 'baju olahraga wanita', kind: 'indonesian', relevant: [['sports gym wear']] },
  { q: 'baju tidur wanita', kind: 'indonesian', relevant: [['night dresses nighties'], ['pyjamas lounge pants']] },
  { q: 'pakaian anak laki laki', kind: 'indonesian', relevant: [['boys wear']] },
  { q: 'jaket musim dingin pria', kind: 'indonesian', relevant: [['mens clothing', 'winter seasonal wear']] },
  { q: 'tas tangan wanita', kind: 'indonesian', relevant: [['hand bags']] },
  { q: 'lampu mobil', kind: 'indonesian', relevant: [['car lighting']] },
  { q: 'rok wanita', kind: 'indonesian', relevant: [['womens clothing', 'dresses skirts']] },
  { q: 'legging wanita', kind: 'indonesian', relevant: [['leggings jeggings']] },
];
