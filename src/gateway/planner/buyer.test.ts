import { describe, expect, it } from 'vitest';
import { readBuyer } from './buyer.js';
import { readComparison } from './compare.js';

// Every phrasing of the buyer's details × every buyer: the name as written, the company and the
// e-mail come out as fields, and none of their words stays in what the planner reads.
const BUYERS = [
  { name: 'Budi Santoso', company: 'PT Hotel Nusantara', email: 'budi@hotelnusantara.co.id' },
  { name: 'Sari', company: 'CV Maju Bersama', email: 'sari.w@majubersama.id' },
  { name: 'john smith', company: 'Acme Trading', email: 'john@acme.example.com' },
];
const PHRASINGS: Array<{ text: (b: (typeof BUYERS)[number]) => string; name: boolean; company: boolean }> = [
  {
    text: (b) =>
      `draft an RFQ for 200 rattan dining chairs, my name is ${b.name} from company ${b.company}, email ${b.email}`,
    name: true,
    company: true,
  },
  {
    text: (b) => `request a quote for 200 rattan dining chairs. Buyer: ${b.name}, company: ${b.company}, ${b.email}`,
    name: true,
    company: true,
  },
  {
    text: (b) =>
      `buat RFQ untuk 200 kursi makan rotan, nama saya ${b.name} dari perusahaan ${b.company}, email ${b.email}`,
    name: true,
    company: true,
  },
  {
    text: (b) =>
      `minta penawaran 200 kursi makan rotan atas nama ${b.name}, perusahaan ${b.company}, e-mail: ${b.email}`,
    name: true,
    company: true,
  },
  { text: (b) => `buat RFQ 200 kursi makan rotan, pembeli: ${b.name}, ${b.email}`, name: true, company: false },
  { text: (b) => `request a quote for 200 rattan dining chairs, e-mail ${b.email}`, name: false, company: false },
];
const table = PHRASINGS.flatMap((phrasing, index) => BUYERS.map((buyer) => [index, buyer, phrasing] as const));

describe('readBuyer', () => {
  it.each(table)('phrasing %i with %o', (_index, buyer, phrasing) => {
    const read = readBuyer(phrasing.text(buyer));
    expect(read.email).toBe(buyer.email);
    expect(read.name).toBe(phrasing.name ? buyer.name : null);
    expect(read.company).toBe(phrasing.company ? buyer.company : null);
    const rest = read.rest.toLowerCase();
    for (const word of [...buyer.name.split(' '), ...buyer.company.split(' ').slice(1), buyer.email])
      expect(rest).not.toContain(word.toLowerCase());
    expect(rest).toMatch(/(rattan dining chairs|kursi makan rotan)/);
  });

  it('takes a capitalised name after "I am" / "saya", never an ordinary word', () => {
    expect(readBuyer('I am Dewi Lestari of PT Sinar Jaya, need 50 teak tables').name).toBe('Dewi Lestari');
    expect(readBuyer('I am Dewi Lestari of PT Sinar Jaya, need 50 teak tables').company).toBe('PT Sinar Jaya');
    expect(readBuyer('Saya Dewi, butuh 50 meja jati').name).toBe('Dewi');
    expect(readBuyer('I am looking for 50 teak tables').name).toBeNull();
    expect(readBuyer('saya mau beli 50 meja jati').name).toBeNull();
    expect(readBuyer('saya mau beli 50 meja jati').rest).toBe('saya mau beli 50 meja jati');
  });

  it.each([
    ['draft an RFQ for 200 rattan dining chairs for Budi Santoso (budi@example.com)', 'Budi Santoso'],
    ['buat RFQ 200 kursi makan rotan untuk Budi Santoso, budi@example.com', 'Budi Santoso'],
    ['RFQ 200 rattan chairs - Sari Dewi Lestari <sari@example.com>', 'Sari Dewi Lestari'],
  ])('takes the capitalised name right before the address: %s', (question, name) => {
    const read = readBuyer(question);
    expect(read.name).toBe(name);
    expect(read.rest.toLowerCase()).not.toContain(name.split(' ')[0]!.toLowerCase());
  });

  it('takes no company or single word before the address for a name', () => {
    expect(readBuyer('RFQ 200 rattan chairs, PT Hotel Nusantara budi@example.com').name).toBeNull();
    expect(readBuyer('RFQ 200 rattan chairs, Budi budi@example.com').name).toBeNull();
  });
});

describe('readComparison', () => {
  const cases: Array<[string, string[], string]> = [
    ['compare PT Sinar Jaya and CV Maju Bersama', ['PT Sinar Jaya', 'CV Maju Bersama'], ''],
    [
      'Compare PT Sinar Jaya, CV Maju Bersama and UD Tiga for rattan chairs',
      ['PT Sinar Jaya', 'CV Maju Bersama', 'UD Tiga'],
      'rattan chairs',
    ],
    [
      'bandingkan PT Sinar Jaya dengan CV Maju Bersama untuk kursi rotan',
      ['PT Sinar Jaya', 'CV Maju Bersama'],
      'kursi rotan',
    ],
    ['perbandingan antara PT Sinar Jaya dan CV Maju Bersama?', ['PT Sinar Jaya', 'CV Maju Bersama'], ''],
    ['PT Sinar Jaya vs CV Maju Bersama for teak tables', ['PT Sinar Jaya', 'CV Maju Bersama'], 'teak tables'],
    ['compare rattan suppliers PT Sinar Jaya and CV Maju Bersama', ['PT Sinar Jaya', 'CV Maju Bersama'], 'rattan'],
    ['compare Ubud Rattan Works and Jepara Teak House', ['Ubud Rattan Works', 'Jepara Teak House'], ''],
    ['bandingkan pt sinar jaya dan cv maju', ['pt sinar jaya', 'cv maju'], ''],
    ['which is better, PT Sinar Jaya or CV Maju Bersama?', ['PT Sinar Jaya', 'CV Maju Bersama'], ''],
    ['mana yang lebih baik, PT Sinar Jaya atau CV Maju Bersama?', ['PT Sinar Jaya', 'CV Maju Bersama'], ''],
  ];
  it.each(cases)('%s', (question, names, item) => {
    expect(readComparison(question)).toEqual({ names, item });
  });
  it.each([
    'compare prices of rattan chairs',
    'compare rattan chairs and teak tables',
    'pemasok kursi rotan dan meja jati',
    'bandingkan harga kopi',
  ])('asks no comparison of suppliers: %s', (question) => {
    expect(readComparison(question)).toBeNull();
  });
});
