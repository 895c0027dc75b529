import { describe, expect, it } from 'vitest';
import { type NamedRegion, regionNameForms, resolveRegion } from './region-names.js';

const regions: NamedRegion[] = [
  ['ID-JT', 'Jawa Tengah', 'province'],
  ['ID-JB', 'Jawa Barat', 'province'],
  ['ID-JI', 'Jawa Timur', 'province'],
  ['ID-JW', 'Jawa', 'geographical unit'],
  ['ID-JK', 'Jakarta Raya', 'capital district'],
  ['ID-YO', 'Yogyakarta', 'special region'],
  ['ID-SU', 'Sumatera Utara', 'province'],
  ['ID-PA', 'Papua', 'province'],
  ['ID-PP', 'Papua', 'geographical unit'],
  ['ID-PD', 'Papua Barat Daya', 'province'],
  ['ID-PB', 'Papua Barat', 'province'],
  ['ID-KR', 'Kepulauan Riau', 'province'],
  ['ID-RI', 'Riau', 'province'],
  ['ID-BA', 'Bali', 'province'],
  ['MY-01', 'Johor', 'state'],
].map(([code, name, type]) => ({ id: code!, name: name!, countryCode: code!.slice(0, 2), type: type! }));

describe('resolveRegion: the region a delivery location names, in Indonesian or English', () => {
  it.each([
    ['Jawa Tengah', 'ID-JT'],
    ['Central Java', 'ID-JT'],
    ['Jl. Pemuda 12, Semarang, Central Java 50132, Indonesia', 'ID-JT'],
    ['semarang, JAWA TENGAH', 'ID-JT'],
    ['West Java', 'ID-JB'],
    ['Surabaya, East Java', 'ID-JI'],
    ['North Sumatra', 'ID-SU'],
    ['Medan, Sumatera Utara', 'ID-SU'],
    ['Jakarta', 'ID-JK'],
    ['DKI Jakarta', 'ID-JK'],
    ['Special Region of Yogyakarta', 'ID-YO'],
    ['Jayapura, Papua', 'ID-PA'],
    ['Sorong, Southwest Papua', 'ID-PD'],
    ['Papua Barat Daya', 'ID-PD'],
    ['Manokwari, West Papua', 'ID-PB'],
    ['Batam, Riau Islands', 'ID-KR'],
    ['Kepulauan Riau', 'ID-KR'],
    ['Pekanbaru, Riau', 'ID-RI'],
    ['Denpasar, Bali', 'ID-BA'],
    ['Johor Bahru, Johor', 'MY-01'],
    ['Java', null],
    ['Jawa', null],
    ['Warehouse 7, Singapore', null],
    ['Balikpapan', null],
    ['', null],
    [null, null],
  ] as const)('%j → %s', (location, code) => {
    expect(resolveRegion(location, regions)?.id ?? null).toBe(code);
  });

  it('names each Indonesian compass province in English too, and leaves other countries alone', () => {
    expect(regionNameForms({ name: 'Jawa Tengah', countryCode: 'ID' })).toEqual([
      'jawa tengah',
      'central jawa',
      'central java',
    ]);
    expect(regionNameForms({ name: 'Nusa Tenggara Timur', countryCode: 'ID' })).toContain('east nusa tenggara');
    expect(regionNameForms({ name: 'Sulawesi Tenggara', countryCode: 'ID' })).toContain('southeast sulawesi');
    expect(regionNameForms({ name: 'Johor', countryCode: 'MY' })).toEqual(['johor']);
  });
});
