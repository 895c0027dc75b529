// Which region a free-text delivery location names ("Semarang, Jawa Tengah", "Central Java,
// Indonesia"). The reference data names Indonesian provinces in Indonesian (ISO 3166-2); buyers
// write English as often, so each Indonesian name also gets its English form by the rules of the
// two languages: Indonesian puts the compass word after the island ("Jawa Tengah"), English before
// it ("Central Java"), and a few islands have English names of their own. Supplier suggestions
// match delivery locations with these forms; the agent gateway's planner finds and names places
// in questions with them. Pure; unit-tested.

export interface NamedRegion {
  id: string;
  name: string;
  countryCode: string;
  type: string;
}

/** Indonesian compass words and their English equivalents (two-word ones first). */
const COMPASS: Array<[string, string]> = [
  ['barat daya', 'southwest'],
  ['barat laut', 'northwest'],
  ['tenggara', 'southeast'],
  ['timur laut', 'northeast'],
  ['barat', 'west'],
  ['timur', 'east'],
  ['utara', 'north'],
  ['selatan', 'south'],
  ['tengah', 'central'],
  ['pegunungan', 'highland'],
  ['pengunungan', 'highland'], // the spelling of one ISO 3166-2 source
];

/** The English compass words, with which the English forms of those names begin ("central java"). */
export const ENGLISH_COMPASS_WORDS: readonly string[] = [...new Set(COMPASS.map(([, english]) => english))];

/** Islands and names whose English form differs from the Indonesian one. */
const PLACE_NAMES: Record<string, string[]> = {
  jawa: ['java'],
  sumatera: ['sumatra'],
  'jakarta raya': ['jakarta', 'dki jakarta', 'special capital region of jakarta', 'greater jakarta'],
  yogyakarta: ['di yogyakarta', 'special region of yogyakarta', 'jogja', 'jogjakarta'],
  'kepulauan riau': ['riau islands'],
  'kepulauan bangka belitung': ['bangka belitung islands', 'bangka belitung'],
  'bangka belitung': ['bangka belitung islands', 'kepulauan bangka belitung'],
};

/** Lower case, accents and punctuation gone, single spaces: the form both sides are compared in. */
export function normalisePlace(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Every way of writing a region's name: itself, and for Indonesia its English forms. */
export function regionNameForms(region: Pick<NamedRegion, 'name' | 'countryCode'>): string[] {
  const name = normalisePlace(region.name);
  const forms = new Set([name]);
  if (region.countryCode !== 'ID') return [...forms];
  for (const alias of PLACE_NAMES[name] ?? []) forms.add(alias);
  for (const [indonesian, english] of COMPASS) {
    if (!name.endsWith(` ${indonesian}`)) continue;
    const base = name.slice(0, -indonesian.length - 1);
    for (const place of [base, ...(PLACE_NAMES[base] ?? [])]) forms.add(`${english} ${place}`);
    break;
  }
  return [...forms];
}

/**
 * The region a delivery location names, or null when it names none (or two equally well). The
 * longest name written in the location as whole words wins ("Papua Barat" over "Papua");
 * geographical units (island groups such as "Jawa") are not provinces and never chosen.
 */
export function resolveRegion<R extends NamedRegion>(location: string | null, regions: readonly R[]): R | null {
  if (!location) return null;
  const text = ` ${normalisePlace(location)} `;
  let best: { region: R; length: number } | null = null;
  let tied = false;
  for (const region of regions) {
    if (region.type === 'geographical unit') continue;
    const length = Math.max(
      0,
      ...regionNameForms(region)
        .filter((form) => form.length > 0 && text.includes(` ${form} `))
        .map((form) => form.length),
    );
    if (length === 0) continue;
    if (!best || length > best.length) {
      best = { region, length };
      tied = false;
    } else if (length === best.length && best.region.id !== region.id) {
      tied = true;
    }
  }
  return !best || tied ? null : best.region;
}
