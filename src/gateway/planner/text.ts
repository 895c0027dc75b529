// The planner reads a question as a list of tokens; each rule (quantity, place, intent) claims the
// tokens it understood, and what nobody claimed (less stop words) is what the buyer looks for.

export interface Token {
  /** Lower case, accents removed. */
  text: string;
  /** Whether the token is written in digits (with its `.`/`,` separators). */
  numeric: boolean;
}

/** Lower case, accents gone: the form every word list of the planner is written in. */
export function foldCase(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
}

/**
 * Numbers keep their inner separators ("1.500", "2,5"); a number glued to a unit ("300pcs", "5k") splits in two.
 * `$` and `/` are tokens of their own: prices read them ("$20", "50rb/pcs"); they are never keywords.
 */
export function tokenize(question: string): Token[] {
  // E-mail addresses and links are contact details, not words to search or places to find.
  const text = foldCase(question)
    .replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, ' ')
    .replace(/\bhttps?:\/\/\S+/g, ' ');
  return [...text.matchAll(/\d+(?:[.,]\d+)*|\p{L}+|[$/]/gu)].map((match) => ({
    text: match[0],
    numeric: /^\d/.test(match[0]),
  }));
}

/** Whether `phrase` (already tokenised words) occurs in `words` starting at `index`. */
export function phraseAt(words: readonly string[], index: number, phrase: readonly string[]): boolean {
  return phrase.every((word, offset) => words[index + offset] === word);
}

/** Every occurrence of any phrase, longest first, claiming tokens so that matches never overlap. */
export function findPhrases<T>(
  words: readonly string[],
  phrases: ReadonlyArray<{ words: readonly string[]; value: T }>,
  claimed: boolean[],
): Array<{ start: number; length: number; value: T }> {
  const byLength = [...phrases].sort((a, b) => b.words.length - a.words.length);
  const found: Array<{ start: number; length: number; value: T }> = [];
  for (const phrase of byLength) {
    if (phrase.words.length === 0) continue;
    for (let index = 0; index + phrase.words.length <= words.length; index += 1) {
      if (!phraseAt(words, index, phrase.words)) continue;
      if (claimed.slice(index, index + phrase.words.length).some(Boolean)) continue;
      found.push({ start: index, length: phrase.words.length, value: phrase.value });
      for (let k = index; k < index + phrase.words.length; k += 1) claimed[k] = true;
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

export const words = (text: string) => tokenize(text).map((token) => token.text);

/**
 * Words that carry no search meaning in either language: function words, question words, polite
 * phrases and the generic nouns of sourcing ("products", "barang"). They leave the keywords.
 */
export const STOP_WORDS = new Set(
  `
a an the of for to in on at by with from near around and or but about is are be am was were do does did can could would will shall should may might
i me my we us our you your they them their it its this that these those there here what which who whom whose where when how why
please pls need needs want wants looking look find finding search searching get buy buying purchase order some any all also only just
who's what's i'm we're i'd we'd let lets show give tell list much many more less than per each every one other another same such like
need ask asking help hi hello hey thanks thank kindly sir madam want wanted would like have has had having charge charges cost costs price prices pricing quote quotes offer contact kontak email mail buyer pembeli
products product items item goods things stuff company companies business businesses firm firms available sell sells selling sold
yang di ke dari dan atau untuk dengan pada dalam oleh sebagai juga saja hanya ada adalah ini itu tersebut saya kami kita aku anda kamu
mau ingin butuh perlu membutuhkan memerlukan cari mencari carikan tolong mohon bisa dapat boleh apakah apa siapa mana dimana di mana bagaimana berapa
sekitar dekat daerah wilayah kota provinsi area kawasan sekitarnya nya lah kah dong ya yah nih sih deh pak bu kak gan
produk barang jual menjual dijual beli membeli pembelian pesan memesan pesanan harga murah info informasi tentang soal terima kasih halo hai
yg dgn utk tdk gak nggak ga tidak bukan belum sudah akan sedang lagi masih punya memiliki punya ada
selamat pagi siang sore malam good morning afternoon evening
deliver delivered delivery shipped ship kirim dikirim pengiriman diantar before by until sebelum paling lambat tanggal asap segera urgent
january february march april may june july august september october november december januari februari maret mei juni juli agustus oktober desember
`
    .split(/\s+/)
    .filter(Boolean)
    .concat(['$', '/']),
);

/** Marker words of each language that the language check counts when the detector is unsure. */
export const LANGUAGE_MARKERS = {
  id: new Set(
    `yang di ke dari dan atau untuk dengan pada dalam saya kami kita aku anda kamu mau ingin butuh perlu cari mencari carikan tolong mohon bisa apakah apa siapa mana bagaimana berapa
kalau kalo gimana bagaimana dong ya nih sih pemasok penyedia pabrik produsen jual beli harga murah buah biji lembar gulung kotak dus ribu juta lusin
sekitar dekat daerah wilayah kota provinsi status penawaran minta buat tolong terima kasih halo selamat pagi siang sore malam ada tidak bukan belum sudah
barat timur utara selatan tengah jawa sumatera kepulauan yg dgn utk grosir eksportir pengrajin perajin penyuplai`.split(
      /\s+/,
    ),
  ),
  en: new Set(
    `the of for to in on at by with from near around and or but about is are be am was were do does did can could would will should
i me my we us our you your they them their it this that these those there here what which who where when how why please need want looking find search get buy
supplier suppliers supply manufacturer manufacturers factory factories wholesaler wholesalers vendor vendors exporter exporters maker makers producer producers who sells price cheap pieces units tonnes tons dozen thousand million
status quote quotation request and what about how hello hi thanks thank good morning central east west north south java islands`.split(
      /\s+/,
    ),
  ),
};
