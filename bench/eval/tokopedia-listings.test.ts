// The Tokopedia export reader behind bench/eval/data/products-id.jsonl: CSV fields, the listing a
// row becomes, and which rows are kept.
import { describe, expect, it } from 'vitest';
import { csvRecords, listingOf, normaliseSegment, parseCsv, selectListings } from './tokopedia-listings.js';

const HEADER = 'id,name,category_breadcrumb,price_number,shop_name,shop_city';
const csv = (...rows: string[]) => [HEADER, ...rows].join('\n');

describe('parseCsv', () => {
  it.each([
    ['plain fields', 'a,b,c', [['a', 'b', 'c']]],
    ['a quoted comma', 'a,"b, c",d', [['a', 'b, c', 'd']]],
    ['a doubled quote', '"say ""hi""",x', [['say "hi"', 'x']]],
    [
      'a line break inside quotes',
      '"one\ntwo",x\ny,z',
      [
        ['one\ntwo', 'x'],
        ['y', 'z'],
      ],
    ],
    [
      'CRLF line ends',
      'a,b\r\nc,d\r\n',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    ['an empty last field', 'a,', [['a', '']]],
  ])('%s', (_, text, rows) => {
    expect(parseCsv(text)).toEqual(rows);
  });

  it('rejects a quoted field left open', () => {
    expect(() => parseCsv('a,"b')).toThrow('quoted field is not closed');
  });
});

describe('csvRecords', () => {
  it('keys each row by the header', () => {
    expect(csvRecords('x,y\n1,2\n')).toEqual([{ x: '1', y: '2' }]);
  });

  it('names the row whose width differs from the header', () => {
    expect(() => csvRecords('x,y\n1,2\n3')).toThrow('row 3 has 1 fields, the header 2');
  });
});

describe('listingOf', () => {
  const record = {
    id: '100025892629',
    name: ' Sepatu Pria Sneakers ',
    category_breadcrumb: 'fashion-pria/sepatu-pria/sneakers-pria',
    price_number: '86000',
    shop_name: 'Sandal Distro IDN',
    shop_city: 'Kab. Mojokerto',
  };

  it('keeps the seller text and normalises the breadcrumb into the category path', () => {
    expect(listingOf(record, 'o/r:f.csv')).toEqual({
      source_id: '100025892629',
      source: 'o/r:f.csv',
      pid: 'TKP-100025892629',
      name: 'Sepatu Pria Sneakers',
      brand: 'Sandal Distro IDN',
      category_tree: ['fashion-pria', 'sepatu-pria', 'sneakers-pria'],
      category_path: ['fashion pria', 'sepatu pria', 'sneakers pria'],
      description: null,
      price_idr: 86000,
      shop_city: 'Kab. Mojokerto',
    });
  });

  it.each([
    ['name', { name: '  ' }],
    ['category_breadcrumb', { category_breadcrumb: '' }],
    ['shop_name', { shop_name: '' }],
    ['id', { id: 'abc' }],
  ])('drops a row without a usable %s', (_, change) => {
    expect(listingOf({ ...record, ...change }, 's')).toBeNull();
  });

  it('leaves an empty price unset', () => {
    expect(listingOf({ ...record, price_number: '' }, 's')?.price_idr).toBeNull();
  });

  it('names a missing column', () => {
    const { shop_name: _, ...without } = record;
    expect(() => listingOf(without, 'o/r:f.csv')).toThrow('o/r:f.csv: no column shop_name');
  });
});

describe('normaliseSegment', () => {
  it.each([
    ['fashion-anak-bayi', 'fashion anak bayi'],
    ['Hampers, Parsel & Paket', 'hampers parsel paket'],
    ['obat-obatan', 'obat obatan'],
  ])('%s → %s', (segment, normalised) => {
    expect(normaliseSegment(segment)).toBe(normalised);
  });
});

describe('selectListings', () => {
  const row = (id: number, name = `item ${id}`) => `${id},${name},a/b,1000,shop ${id},Kota`;

  it('takes the first rows of each file, skipping unusable rows and products an earlier file gave', () => {
    const listings = selectListings(
      [
        { source: 'one', text: csv(row(1), `2,,a/b,1,s,k`, row(3), row(4)) },
        { source: 'two', text: csv(row(3), row(5), row(6)) },
      ],
      2,
    );
    expect(listings.map((listing) => [listing.source, listing.pid])).toEqual([
      ['one', 'TKP-1'],
      ['one', 'TKP-3'],
      ['two', 'TKP-5'],
      ['two', 'TKP-6'],
    ]);
  });
});
