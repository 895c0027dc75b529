// A third held-back set, Indonesian queries only, over the real-text corpus: written on
// 2026-11-24 before the per-query results of the first blind set (bench/eval/eval-blind-queries.ts)
// were opened to diagnose its failures, and before any search result for these queries was
// seen. The first blind set stops being blind then; this one takes its place as the check of
// how Indonesian queries fare on words nobody tuned on. `npm run eval:search` reports it apart;
// it is never used for tuning.
//
// Labelled like the other sets, by rule over the listing's normalised category path, checked only
// to select at least one listing (bench/eval/eval-heldback-check.ts), never against a search result.
import type { RealLabelledQuery } from './eval-real-queries.js';

export const BLIND_2_QUERIES: RealLabelledQuery[] = [
  { q: 'lampu sepeda motor', kind: 'indonesian', relevant: [['bike lighting'], ['bike light bulbs']] },
  { q: 'aksesoris interior mobil', kind: 'indonesian', relevant: [['car interior']] },
  { q: 'baju anak perempuan', kind: 'indonesian', relevant: [['girls wear']] },
  { q: 'rok anak perempuan', kind: 'indonesian', relevant: [['girls wear', 'dresses skirts']] },
  { q: 'jaket anak laki laki', kind: 'indonesian', relevant: [['boys wear', 'winter seasonal wear']] },
  { q: 'celana jeans anak perempuan', kind: 'indonesian', relevant: [['girls wear', 'jeans']] },
  { q: 'kemeja pesta pria', kind: 'indonesian', relevant: [['casual party wear shirts']] },
  { q: 'celana olahraga pria', kind: 'indonesian', relevant: [['mens clothing', 'track pants']] },
  { q: 'sweter wanita', kind: 'indonesian', relevant: [['womens clothing', 'sweaters pullovers']] },
  { q: 'sandal olahraga wanita', kind: 'indonesian', relevant: [['womens footwear', 'sports sandals']] },
  { q: 'sepatu olahraga anak laki laki', kind: 'indonesian', relevant: [['for boys', 'sports shoes']] },
  { q: 'sofa tidur', kind: 'indonesian', relevant: [['sofa beds futons']] },
  { q: 'hiasan meja', kind: 'indonesian', relevant: [['table decor handicrafts']] },
  { q: 'sarung bantal kursi', kind: 'indonesian', relevant: [['cushions pillows covers']] },
  { q: 'taplak meja makan', kind: 'indonesian', relevant: [['table covers']] },
  { q: 'seprai ranjang', kind: 'indonesian', relevant: [['bedsheets']] },
  { q: 'kalung wanita', kind: 'indonesian', relevant: [['necklaces']] },
  { q: 'kotak bekal anak', kind: 'indonesian', relevant: [['lunch boxes']] },
  { q: 'bohlam lampu', kind: 'indonesian', relevant: [['bulbs']] },
  { q: 'pengeras suara ponsel', kind: 'indonesian', relevant: [['mobile accessories', 'speakers']] },
  { q: 'arloji', kind: 'indonesian', relevant: [['wrist watches']] },
  { q: 'kutek', kind: 'indonesian', relevant: [['nail polishes']] },
  { q: 'perkakas listrik', kind: 'indonesian', relevant: [['hardware electricals']] },
  { q: 'mainan alat musik', kind: 'indonesian', relevant: [['musical instruments toys']] },
  { q: 'kotak kosmetik', kind: 'indonesian', relevant: [['vanity boxes']] },
  { q: 'celana panjang bayi perempuan', kind: 'indonesian', relevant: [['baby girls clothes', 'shorts trousers']] },
  { q: 'tas pesta', kind: 'indonesian', relevant: [['clutches']] },
];
