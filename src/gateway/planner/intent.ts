// What a question asks the gateway to do, from its words in English or Indonesian. The words of
// an intent leave the keywords ("pemasok kursi" searches "kursi"). Injections, greetings and
// questions about something other than sourcing are `other`: the gateway answers them without a
// tool call.
import type { Intent } from '../plan.js';
import { findPhrases, words } from './text.js';

const phrases = (intent: Intent, list: string) =>
  list
    .split(';')
    .map((phrase) => phrase.trim())
    .filter(Boolean)
    .map((phrase) => ({ words: words(phrase), value: intent }));

/** Intent phrases; where two overlap the longer wins, and rfq_status is checked before rfq_draft. */
const INTENT_PHRASES = [
  ...phrases(
    'rfq_status',
    `status rfq; rfq status; status of my rfq; status of my rfqs; my rfq; my rfqs; my quotes; my quotations; rfq saya; rfq kami; penawaran saya; penawaran kami;
     status penawaran; status permintaan penawaran; quotes on my; quotes for my; list my rfqs; show my rfqs; open rfqs; sudah ada penawaran; ada penawaran masuk;
     lihat rfq; daftar rfq; cek rfq; cek status; check status; check the status; any quotes; quotes received; penawaran masuk`,
  ),
  ...phrases(
    'rfq_draft',
    `buat rfq; bikin rfq; buatkan rfq; ajukan rfq; kirim rfq; draft rfq; create rfq; create an rfq; create a rfq; draft an rfq; draft a rfq; make an rfq; open an rfq; send an rfq;
     raise an rfq; request a quote; request quotes; request a quotation; request for quotation; request quotation; get quotes; get a quote; ask for quotes;
     minta penawaran; minta penawaran harga; mintakan penawaran; permintaan penawaran; ajukan permintaan penawaran; buat permintaan penawaran`,
  ),
  ...phrases(
    'search_suppliers',
    `who can supply; who supplies; who can provide; who makes; who produces; who sells; who can make; who can produce; where can i buy; where to buy; where can i source; source from;
     supplier; suppliers; supplying; vendor; vendors; manufacturer; manufacturers; maker; makers; producer; producers; factory; factories; exporter; exporters; distributor; distributors;
     wholesaler; wholesalers; pemasok; penyedia; penyuplai; supplier nya; cari pabrik; pabrik; produsen; pengrajin; perajin; eksportir; distributor; grosir; agen;
     siapa yang bisa memasok; siapa yang menjual; siapa yang jual; siapa yang bisa menyediakan; siapa yang memproduksi; yang bisa memasok; bisa memasok; memasok; menyediakan`,
  ),
  ...phrases(
    'search_products',
    `price of; prices of; price list; harga; daftar harga; products like; find products; cari produk; katalog; catalogue; catalog`,
  ),
];

/** Attempts to make the gateway follow instructions written in the question instead of answering it. */
const INJECTION = [
  /\b(ignore|disregard|forget)\b.{0,40}\b(instructions?|rules?|prompts?|previous|above|everything)\b/,
  /\b(abaikan|lupakan|acuhkan)\b.{0,40}\b(instruksi|perintah|aturan|sebelumnya|semua)\b/,
  /\bsystem prompt\b|\bprompt sistem\b|\byou are now\b|\bact as\b|\bpretend\b|\bjailbreak\b|\bdeveloper mode\b|\bkamu sekarang\b|\bberpura pura\b/,
  /\b(api key|apikey|password|kata sandi|secret|credentials?|token)\b/,
  /\b(drop table|delete all|hapus semua|delete every|truncate)\b/,
  /\b(reveal|show|print|tampilkan|bocorkan)\b.{0,30}\b(instructions?|instruksi|prompt|configuration|konfigurasi)\b/,
];

/** Questions that are not about sourcing at all, whatever place or number they name. */
const OUT_OF_SCOPE = [
  /\b(weather|cuaca|hujan|rain|forecast|prakiraan)\b/,
  /\b(joke|lelucon|lawak|poem|puisi|pantun|song|lagu|story|cerita|recipe|resep)\b/,
  /\b(president|presiden|election|pemilu|politics?|politik|football|sepak bola|sepakbola|movie|film|capital of|ibu kota)\b/,
  /\b(translate|terjemahkan|meaning of|arti kata|homework|pr matematika|what time|jam berapa|who are you|siapa kamu|kamu siapa)\b/,
  /\b(best beaches?|pantai terbaik|tourist|wisata|holiday|liburan|hotel booking|flight|tiket pesawat)\b/,
  // Small talk: how the gateway is, not what the directory holds.
  /\b(apa kabar|bagaimana kabar(nya)?|gimana kabar(nya)?|how are you|how is it going|how's it going)\b/,
];

const GREETING =
  /^(hi|hello|hey|halo|hai|selamat (pagi|siang|sore|malam)|good (morning|afternoon|evening)|thanks?|thank you|terima kasih|makasih|ok|oke|bye|dah)\b/;

export type IntentCue = { intent: Intent; explicit: true } | { intent: null; explicit: false };

/** Whether the question is an injection attempt or plainly out of scope (then the intent is other). */
export function isOffTopic(folded: string): boolean {
  return INJECTION.some((rule) => rule.test(folded)) || OUT_OF_SCOPE.some((rule) => rule.test(folded));
}

export function isGreetingOnly(folded: string, contentWords: number): boolean {
  return GREETING.test(folded.trim()) && contentWords === 0;
}

/** The intent its words name, claiming them; rfq_status before rfq_draft before suppliers before products. */
export function findIntent(tokens: readonly string[], claimed: boolean[]): Intent | null {
  const found = findPhrases(tokens, INTENT_PHRASES, claimed);
  const order: Intent[] = ['rfq_status', 'rfq_draft', 'search_suppliers', 'search_products'];
  for (const intent of order) if (found.some((match) => match.value === intent)) return intent;
  return null;
}
