// Where a question asks about: an Indonesian province by its Indonesian or English name
// ("Jawa Tengah", "Central Java"), a town that buyers name instead of its province ("near Medan"),
// or a country in English or Indonesian ("Malaysia", "Tiongkok"). Names come from the reference
// data (regions and countries) and i18n-iso-countries; the towns are the one list written here.
import countryNames from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import indonesian from 'i18n-iso-countries/langs/id.json' with { type: 'json' };
import { regionNameForms } from '../../modules/reference/region-names.js';
import { findPhrases, STOP_WORDS, words } from './text.js';

countryNames.registerLocale(english);
countryNames.registerLocale(indonesian);
export { countryNames };

/**
 * Towns buyers name for a province (ISO 3166-2 code): the provincial capitals and the production
 * centres of Indonesian trade (furniture in Jepara, batik in Pekalongan, coffee near Medan).
 */
export const TOWNS: Record<string, string> = {
  'banda aceh': 'ID-AC',
  denpasar: 'ID-BA',
  gianyar: 'ID-BA',
  ubud: 'ID-BA',
  badung: 'ID-BA',
  'pangkal pinang': 'ID-BB',
  pangkalpinang: 'ID-BB',
  serang: 'ID-BT',
  tangerang: 'ID-BT',
  cilegon: 'ID-BT',
  bandung: 'ID-JB',
  bekasi: 'ID-JB',
  bogor: 'ID-JB',
  depok: 'ID-JB',
  cirebon: 'ID-JB',
  tasikmalaya: 'ID-JB',
  garut: 'ID-JB',
  karawang: 'ID-JB',
  surabaya: 'ID-JI',
  malang: 'ID-JI',
  pasuruan: 'ID-JI',
  sidoarjo: 'ID-JI',
  kediri: 'ID-JI',
  gresik: 'ID-JI',
  mojokerto: 'ID-JI',
  jember: 'ID-JI',
  banyuwangi: 'ID-JI',
  semarang: 'ID-JT',
  jepara: 'ID-JT',
  surakarta: 'ID-JT',
  solo: 'ID-JT',
  klaten: 'ID-JT',
  sukoharjo: 'ID-JT',
  pekalongan: 'ID-JT',
  kudus: 'ID-JT',
  lasem: 'ID-JT',
  magelang: 'ID-JT',
  pontianak: 'ID-KB',
  samarinda: 'ID-KI',
  balikpapan: 'ID-KI',
  batam: 'ID-KR',
  'tanjung pinang': 'ID-KR',
  banjarmasin: 'ID-KS',
  'palangka raya': 'ID-KT',
  palangkaraya: 'ID-KT',
  'tanjung selor': 'ID-KU',
  tarakan: 'ID-KU',
  'bandar lampung': 'ID-LA',
  ambon: 'ID-MA',
  ternate: 'ID-MU',
  sofifi: 'ID-MU',
  mataram: 'ID-NB',
  lombok: 'ID-NB',
  sumbawa: 'ID-NB',
  kupang: 'ID-NT',
  flores: 'ID-NT',
  sumba: 'ID-NT',
  jayapura: 'ID-PA',
  manokwari: 'ID-PB',
  sorong: 'ID-PD',
  wamena: 'ID-PE',
  merauke: 'ID-PS',
  nabire: 'ID-PT',
  pekanbaru: 'ID-RI',
  manado: 'ID-SA',
  padang: 'ID-SB',
  bukittinggi: 'ID-SB',
  kendari: 'ID-SG',
  makassar: 'ID-SN',
  toraja: 'ID-SN',
  mamuju: 'ID-SR',
  palembang: 'ID-SS',
  palu: 'ID-ST',
  medan: 'ID-SU',
  'pematang siantar': 'ID-SU',
  sleman: 'ID-YO',
  bantul: 'ID-YO',
  kotagede: 'ID-YO',
  'kulon progo': 'ID-YO',
  'gunung kidul': 'ID-YO',
  cikarang: 'ID-JB',
  cibitung: 'ID-JB',
  cikampek: 'ID-JB',
  purwakarta: 'ID-JB',
  sukabumi: 'ID-JB',
  cianjur: 'ID-JB',
  cimahi: 'ID-JB',
  subang: 'ID-JB',
  indramayu: 'ID-JB',
  majalengka: 'ID-JB',
  sumedang: 'ID-JB',
  ciamis: 'ID-JB',
  cibaduyut: 'ID-JB',
  tegal: 'ID-JT',
  brebes: 'ID-JT',
  wonosobo: 'ID-JT',
  temanggung: 'ID-JT',
  kendal: 'ID-JT',
  boyolali: 'ID-JT',
  salatiga: 'ID-JT',
  pati: 'ID-JT',
  rembang: 'ID-JT',
  demak: 'ID-JT',
  purwokerto: 'ID-JT',
  banyumas: 'ID-JT',
  cilacap: 'ID-JT',
  kebumen: 'ID-JT',
  purworejo: 'ID-JT',
  blora: 'ID-JT',
  sragen: 'ID-JT',
  karanganyar: 'ID-JT',
  wonogiri: 'ID-JT',
  lamongan: 'ID-JI',
  tuban: 'ID-JI',
  probolinggo: 'ID-JI',
  lumajang: 'ID-JI',
  blitar: 'ID-JI',
  tulungagung: 'ID-JI',
  madiun: 'ID-JI',
  magetan: 'ID-JI',
  ponorogo: 'ID-JI',
  bojonegoro: 'ID-JI',
  madura: 'ID-JI',
  bangkalan: 'ID-JI',
  sumenep: 'ID-JI',
  situbondo: 'ID-JI',
  ngawi: 'ID-JI',
  jombang: 'ID-JI',
  bangli: 'ID-BA',
  tabanan: 'ID-BA',
  singaraja: 'ID-BA',
  buleleng: 'ID-BA',
  karangasem: 'ID-BA',
  klungkung: 'ID-BA',
  jimbaran: 'ID-BA',
  kuta: 'ID-BA',
  sanur: 'ID-BA',
  benoa: 'ID-BA',
  takengon: 'ID-AC',
  lhokseumawe: 'ID-AC',
  gayo: 'ID-AC',
  bajawa: 'ID-NT',
  ende: 'ID-NT',
  maumere: 'ID-NT',
  'labuan bajo': 'ID-NT',
  bitung: 'ID-SA',
  tomohon: 'ID-SA',
  'sungai penuh': 'ID-JA',
  kerinci: 'ID-JA',
  dumai: 'ID-RI',
  payakumbuh: 'ID-SB',
  binjai: 'ID-SU',
  sibolga: 'ID-SU',
  berastagi: 'ID-SU',
  lubuklinggau: 'ID-SS',
  prabumulih: 'ID-SS',
  belitung: 'ID-BB',
  singkawang: 'ID-KB',
  bontang: 'ID-KI',
  palopo: 'ID-SN',
  parepare: 'ID-SN',
  bulukumba: 'ID-SN',
  baubau: 'ID-SG',
  luwuk: 'ID-ST',
  poso: 'ID-ST',
  biak: 'ID-PA',
  timika: 'ID-PT',
};

/** The short names Indonesians write for provinces ("Jatim", "NTT", "DIY"). */
export const PROVINCE_ABBREVIATIONS: Record<string, string> = {
  nad: 'ID-AC',
  sumut: 'ID-SU',
  sumbar: 'ID-SB',
  sumsel: 'ID-SS',
  babel: 'ID-BB',
  kepri: 'ID-KR',
  dki: 'ID-JK',
  jabar: 'ID-JB',
  jateng: 'ID-JT',
  diy: 'ID-YO',
  jatim: 'ID-JI',
  ntb: 'ID-NB',
  ntt: 'ID-NT',
  kalbar: 'ID-KB',
  kalteng: 'ID-KT',
  kalsel: 'ID-KS',
  kaltim: 'ID-KI',
  kaltara: 'ID-KU',
  sulut: 'ID-SA',
  sulteng: 'ID-ST',
  sulsel: 'ID-SN',
  sultra: 'ID-SG',
  sulbar: 'ID-SR',
  malut: 'ID-MU',
  pabar: 'ID-PB',
};

export interface RegionRef {
  id: string;
  country_id: string;
  country_code: string;
  code: string;
  name: string;
  type: string;
}
export interface CountryRef {
  id: string;
  code: string;
  name: string;
}

export type Place = { kind: 'region'; region: RegionRef } | { kind: 'country'; country: CountryRef };

/** The names of places, as word lists, built once from the reference data. */
export interface PlaceIndex {
  phrases: Array<{ words: string[]; value: Place }>;
  countryById: Map<string, CountryRef>;
  regionById: Map<string, RegionRef>;
}

export function buildPlaceIndex(regions: readonly RegionRef[], countries: readonly CountryRef[]): PlaceIndex {
  const phrases: PlaceIndex['phrases'] = [];
  const seen = new Set<string>();
  const add = (name: string, value: Place) => {
    const list = words(name);
    const key = list.join(' ');
    // Two-letter codes and words that are also ordinary words ("us") are no place names in a sentence.
    if (list.length === 0 || seen.has(key) || (list.length === 1 && (list[0]!.length <= 2 || STOP_WORDS.has(list[0]!))))
      return;
    seen.add(key);
    phrases.push({ words: list, value });
  };
  const byCode = new Map(regions.map((region) => [region.code, region]));
  for (const region of regions) {
    if (region.type === 'geographical unit') continue;
    for (const form of regionNameForms({ name: region.name, countryCode: region.country_code }))
      add(form, { kind: 'region', region });
  }
  for (const [town, code] of [...Object.entries(PROVINCE_ABBREVIATIONS), ...Object.entries(TOWNS)]) {
    const region = byCode.get(code);
    if (region) add(town, { kind: 'region', region });
  }
  for (const country of countries) {
    const names = [
      country.name,
      ...[countryNames.getNames('en', { select: 'all' })[country.code] ?? []].flat(),
      ...[countryNames.getNames('id', { select: 'all' })[country.code] ?? []].flat(),
    ];
    for (const name of names) add(name, { kind: 'country', country });
  }
  return {
    phrases,
    countryById: new Map(countries.map((country) => [country.id, country])),
    regionById: new Map(regions.map((region) => [region.id, region])),
  };
}

/**
 * The place a question names: the first region named (it sets the country too), else the first
 * country. Claims the tokens of every place named, so none of them becomes a keyword.
 */
export function findPlace(
  tokens: readonly string[],
  index: PlaceIndex,
  claimed: boolean[],
): { region: RegionRef | null; country: CountryRef | null } {
  const found = findPhrases(tokens, index.phrases, claimed);
  const region = found.find((match) => match.value.kind === 'region')?.value;
  if (region?.kind === 'region')
    return { region: region.region, country: index.countryById.get(region.region.country_id) ?? null };
  const country = found.find((match) => match.value.kind === 'country')?.value;
  return { region: null, country: country?.kind === 'country' ? country.country : null };
}
