// Indonesian queries with one typo, over the real-text corpus: each Indonesian query of the main
// set (bench/eval/eval-real-queries.ts) with one word misspelt, written on 2026-11-24 before any
// search result for them was seen. The typos were chosen by rote, not by what the engines do:
// each query's longest or last Indonesian word, turn by turn a swapped pair of letters, a dropped
// letter, a doubled letter or a neighbouring key (`kalung` -> `kalugn`, `wanita` -> `wanta`).
// The labels are the source query's, so the set measures what one typo costs an Indonesian
// buyer; `npm run eval:search` reports it apart, on the Indonesian target.
import { REAL_QUERIES, type RealLabelledQuery } from './eval-real-queries.js';

/** Each source query of the main set, and the same query with one typo. */
const TYPOS: Array<[string, string]> = [
  ['mug kopi', 'mug kopu'],
  ['jam tangan', 'jam tanagn'],
  ['cincin', 'cinci'],
  ['kalung', 'kalugn'],
  ['gelang', 'gellang'],
  ['sepatu kasual wanita', 'sepatu kasual wanta'],
  ['pengisi daya ponsel', 'pengisi daya posnel'],
  ['kotak makan siang', 'kotak makam siang'],
  ['botol minum', 'botol minuum'],
  ['penahan sinar matahari kaca mobil', 'penahan sinar matahri kaca mobil'],
  ['kemeja formal pria', 'kemja formal pria'],
  ['celana jins pria', 'celana jisn pria'],
  ['atasan wanita', 'atasan wanitta'],
  ['pakaian anak perempuan', 'pakaian anak perempuam'],
  ['cat kuku', 'cat kuki'],
  ['kondisioner rambut', 'kondisioner rambt'],
  ['sofa tempat tidur', 'sofa tempat tdiur'],
  ['sprei kasur', 'sprei kasurr'],
  ['minyak aromaterapi', 'minyak aromatrapi'],
  ['tas sekolah', 'tas sekolha'],
  ['dompet', 'dompte'],
  ['bola golf', 'bloa golf'],
  ['pengharum ruangan', 'pengharum ruagan'],
  ['karpet mobil', 'karpet mobill'],
  ['baju bayi perempuan', 'baju bayi prempuan'],
  ['lampu motor', 'lampu mtoor'],
  ['keset kamar mandi', 'keset kamar mnadi'],
  ['pelindung kaki kriket', 'pelindung kaki kriet'],
  ['sweter', 'swetter'],
  ['perlengkapan mandi bayi', 'perlengkpan mandi bayi'],
];

export const INDONESIAN_TYPO_QUERIES: RealLabelledQuery[] = TYPOS.map(([source, q]) => {
  const original = REAL_QUERIES.find((query) => query.q === source && query.kind === 'indonesian');
  if (!original) throw new Error(`eval-indonesian-typo-queries.ts: no Indonesian query "${source}" in the main set`);
  return { ...original, q };
});
