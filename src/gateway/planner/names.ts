// Names of the places a plan's ids stand for, in each answer language, for the answers' templates.
// The planner fills this once from the reference data it loads (the same for every planner and
// process: reference data changes only with a migration); before that an id has no name here.
import type { Language } from '../plan.js';
import { ENGLISH_COMPASS_WORDS, regionNameForms } from '../../modules/reference/region-names.js';
import { type CountryRef, countryNames, type RegionRef } from './places.js';

const names = new Map<string, Record<Language, string>>();

// The English forms come island name first as written, then its English name ("central jawa", "central java"): the last is English throughout.
const ENGLISH_COMPASS = new RegExp(`^(${ENGLISH_COMPASS_WORDS.join('|')}) `);
const titleCase = (text: string) => text.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());

export function rememberPlaceNames(regions: readonly RegionRef[], countries: readonly CountryRef[]): void {
  for (const region of regions) {
    const english = regionNameForms({ name: region.name, countryCode: region.country_code })
      .filter((form) => ENGLISH_COMPASS.test(form))
      .at(-1);
    names.set(region.id, { id: region.name, en: english ? titleCase(english) : region.name });
  }
  for (const country of countries)
    names.set(country.id, { id: countryNames.getName(country.code, 'id') ?? country.name, en: country.name });
}

/** The place's name in the language, or null when the planner has not loaded it. */
export function placeName(id: string | null, language: Language): string | null {
  return id === null ? null : (names.get(id)?.[language] ?? null);
}
