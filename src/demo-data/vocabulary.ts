import type { UNITS_OF_MEASURE } from '../db/schema.js';

/*
 * The words the demo directory is written in: sectors with their items, materials and selling
 * points in English and Indonesian, places, company-name words and trading roles. Keyword
 * search is measured on this text, so it is sector-specific and bilingual. Data only.
 */

export type Unit = (typeof UNITS_OF_MEASURE)[number];

/** A term in English and Indonesian. */
export type Term = readonly [en: string, id: string];

export interface Item {
  en: string;
  id: string;
  /** Plural for descriptions; omitted: mass noun or regular "-s". */
  plural?: string;
  mass?: boolean;
  /** SKU prefix. */
  code: string;
  unit: Unit;
  /** Base unit price range in IDR. */
  price: readonly [number, number];
  moq: readonly [number, number];
  /** Product category path; the nearest existing ancestor is used when the leaf is missing. */
  category: string;
  /** Qualifiers specific to the item (varieties, motifs); default: the sector's materials. */
  kinds?: readonly Term[];
}

export interface Sector {
  key: string;
  weight: number;
  en: string;
  id: string;
  nameWords: readonly string[];
  /** Production centres: the town, its province (ISO 3166-2) and a share of the sector's firms. */
  hubs: ReadonlyArray<readonly [town: string, region: string]>;
  /** Names of leaf business categories (NAICS industry groups). */
  categories: readonly string[];
  items: readonly Item[];
  materials: readonly Term[];
  grades: readonly Term[];
  /** Selling points of a product, one pair per sentence. */
  features: readonly Term[];
  certifications: readonly string[];
  variant: { key: string; values: ReadonlyArray<readonly [label: string, factor: number]> };
}

export const SECTORS: readonly Sector[] = [
  {
    key: 'furniture',
    weight: 12,
    en: 'furniture',
    id: 'mebel dan perabot',
    nameWords: ['Mebel', 'Furnitur', 'Jati', 'Kayu', 'Rotan', 'Interior', 'Perabot'],
    hubs: [['Jepara', 'ID-JT'], ['Klaten', 'ID-JT'], ['Sukoharjo', 'ID-JT'], ['Cirebon', 'ID-JB'], ['Pasuruan', 'ID-JI'], ['Gianyar', 'ID-BA']],
    categories: [
      'Household and Institutional Furniture and Kitchen Cabinet Manufacturing',
      'Office Furniture (including Fixtures) Manufacturing',
      'Other Furniture Related Product Manufacturing',
      'Furniture and Home Furnishing Merchant Wholesalers',
      'Furniture Stores',
    ],
    items: [
      { en: 'Dining Chair', id: 'Kursi Makan', code: 'KRS', unit: 'piece', price: [350_000, 3_500_000], moq: [4, 50], category: 'Furniture > Chairs > Kitchen & Dining Room Chairs' },
      { en: 'Dining Table', id: 'Meja Makan', code: 'MJM', unit: 'piece', price: [1_500_000, 18_000_000], moq: [1, 20], category: 'Furniture > Tables > Kitchen & Dining Room Tables' },
      { en: 'Coffee Table', id: 'Meja Tamu', code: 'MJT', unit: 'piece', price: [600_000, 6_500_000], moq: [2, 20], category: 'Furniture > Tables > Accent Tables' },
      { en: 'Wardrobe', id: 'Lemari Pakaian', code: 'LMR', unit: 'piece', price: [2_500_000, 15_000_000], moq: [1, 10], category: 'Furniture > Cabinets & Storage > Wardrobes' },
      { en: 'Sofa Set', id: 'Kursi Sofa', code: 'SFA', unit: 'set', price: [4_000_000, 35_000_000], moq: [1, 5], category: 'Furniture > Sofas' },
      { en: 'Bookshelf', plural: 'bookshelves', id: 'Rak Buku', code: 'RAK', unit: 'piece', price: [800_000, 7_500_000], moq: [2, 20], category: 'Furniture > Shelving > Bookcases & Standing Shelves' },
      { en: 'Office Desk', id: 'Meja Kantor', code: 'MJK', unit: 'piece', price: [1_200_000, 9_000_000], moq: [2, 30], category: 'Furniture > Office Furniture > Desks' },
      { en: 'Bed Frame', id: 'Dipan Tempat Tidur', code: 'DPN', unit: 'piece', price: [2_000_000, 16_000_000], moq: [1, 10], category: 'Furniture > Beds & Accessories > Beds & Bed Frames' },
      { en: 'Garden Bench', plural: 'garden benches', id: 'Bangku Taman', code: 'BGK', unit: 'piece', price: [900_000, 6_000_000], moq: [2, 20], category: 'Furniture > Outdoor Furniture > Outdoor Seating' },
      { en: 'Lounge Chair', id: 'Kursi Santai', code: 'KSN', unit: 'piece', price: [700_000, 5_500_000], moq: [2, 20], category: 'Furniture > Chairs > Arm Chairs, Recliners & Sleeper Chairs' },
    ],
    materials: [['Teak', 'Jati'], ['Mahogany', 'Mahoni'], ['Rattan', 'Rotan'], ['Bamboo', 'Bambu'], ['Suar Wood', 'Kayu Trembesi'], ['Reclaimed Teak', 'Jati Bekas']],
    grades: [['Minimalist', 'Minimalis'], ['Classic', 'Klasik'], ['Carved', 'Ukir'], ['Modern', 'Modern'], ['Rustic', 'Rustik'], ['Scandinavian', 'Skandinavia']],
    features: [
      ['Kiln-dried wood with moisture content below 12%', 'Kayu dioven dengan kadar air di bawah 12%'],
      ['Hand-finished by Jepara craftsmen', 'Finishing tangan oleh pengrajin Jepara'],
      ['Knock-down construction for container shipping', 'Konstruksi knock-down untuk pengiriman kontainer'],
      ['Water-based lacquer, safe for homes and hotels', 'Pelapis berbahan dasar air, aman untuk rumah dan hotel'],
    ],
    certifications: ['SVLK', 'FSC', 'ISO 9001', 'V-Legal'],
    variant: { key: 'finish', values: [['Natural', 1], ['Walnut', 1.05], ['Dark Brown', 1.05], ['White Wash', 1.08], ['Teak Oil', 1.03]] },
  },
  {
    key: 'textiles',
    weight: 10,
    en: 'textiles and batik',
    id: 'tekstil dan batik',
    nameWords: ['Batik', 'Tekstil', 'Tenun', 'Kain', 'Sandang', 'Wastra'],
    hubs: [['Pekalongan', 'ID-JT'], ['Surakarta', 'ID-JT'], ['Yogyakarta', 'ID-YO'], ['Cirebon', 'ID-JB'], ['Lasem', 'ID-JT'], ['Palembang', 'ID-SS'], ['Kupang', 'ID-NT']],
    categories: [
      'Fabric Mills',
      'Textile and Fabric Finishing and Fabric Coating Mills',
      'Fiber, Yarn, and Thread Mills',
      'Textile Furnishings Mills',
      'Apparel, Piece Goods, and Notions Merchant Wholesalers',
    ],
    items: [
      { en: 'Stamped Batik Fabric', id: 'Kain Batik Cap', mass: true, code: 'BTK', unit: 'meter', price: [45_000, 180_000], moq: [50, 500], category: 'Arts & Entertainment > Hobbies & Creative Arts > Arts & Crafts' },
      { en: 'Hand-drawn Batik Cloth', id: 'Kain Batik Tulis', mass: true, code: 'BTK', unit: 'piece', price: [350_000, 6_500_000], moq: [1, 20], category: 'Apparel & Accessories > Clothing > Traditional & Ceremonial Clothing' },
      { en: 'Ikat Woven Cloth', id: 'Kain Tenun Ikat', mass: true, code: 'TEN', unit: 'piece', price: [400_000, 4_500_000], moq: [2, 20], category: 'Apparel & Accessories > Clothing > Traditional & Ceremonial Clothing' },
      { en: 'Songket Cloth', id: 'Kain Songket', mass: true, code: 'SGK', unit: 'piece', price: [900_000, 12_000_000], moq: [1, 10], category: 'Apparel & Accessories > Clothing > Traditional & Ceremonial Clothing' },
      { en: 'Cotton Fabric', id: 'Kain Katun', mass: true, code: 'KTN', unit: 'roll', price: [1_800_000, 6_000_000], moq: [5, 50], category: 'Arts & Entertainment > Hobbies & Creative Arts > Arts & Crafts' },
      { en: 'Rayon Fabric', id: 'Kain Rayon', mass: true, code: 'RYN', unit: 'meter', price: [18_000, 45_000], moq: [100, 1000], category: 'Arts & Entertainment > Hobbies & Creative Arts > Arts & Crafts' },
      { en: 'Sarong', id: 'Sarung', code: 'SRG', unit: 'piece', price: [60_000, 750_000], moq: [10, 200], category: 'Apparel & Accessories > Clothing > Traditional & Ceremonial Clothing' },
      { en: 'Cotton Yarn', id: 'Benang Katun', mass: true, code: 'BNG', unit: 'kg', price: [55_000, 120_000], moq: [100, 2000], category: 'Arts & Entertainment > Hobbies & Creative Arts > Arts & Crafts' },
      { en: 'Batik Table Runner', id: 'Taplak Meja Batik', code: 'TPL', unit: 'piece', price: [85_000, 400_000], moq: [10, 100], category: 'Home & Garden > Linens & Bedding > Table Linens' },
    ],
    materials: [['Parang Motif', 'Motif Parang'], ['Kawung Motif', 'Motif Kawung'], ['Mega Mendung Motif', 'Motif Mega Mendung'], ['Truntum Motif', 'Motif Truntum'], ['Sidomukti Motif', 'Motif Sidomukti'], ['Floral Motif', 'Motif Bunga']],
    grades: [['Premium', 'Premium'], ['Natural-dyed', 'Pewarna Alami'], ['Export Quality', 'Kualitas Ekspor'], ['Primisima Cotton', 'Katun Primisima']],
    features: [
      ['Colour-fast dyes tested after 20 washes', 'Warna tidak luntur setelah 20 kali cuci'],
      ['Made by batik artisans in family workshops', 'Dibuat oleh perajin batik di bengkel keluarga'],
      ['Fabric width 110-115 cm', 'Lebar kain 110-115 cm'],
      ['Custom motifs for corporate uniforms', 'Motif custom untuk seragam perusahaan'],
    ],
    certifications: ['SNI', 'OEKO-TEX Standard 100', 'Batikmark', 'ISO 9001'],
    variant: { key: 'colour', values: [['Indigo', 1], ['Sogan Brown', 1], ['Red', 1], ['Black', 1], ['Natural Dye', 1.2]] },
  },
  {
    key: 'apparel',
    weight: 9,
    en: 'garments and apparel',
    id: 'garmen dan pakaian jadi',
    nameWords: ['Garmen', 'Konveksi', 'Busana', 'Sandang', 'Apparel', 'Fashion'],
    hubs: [['Bandung', 'ID-JB'], ['Bogor', 'ID-JB'], ['Tangerang', 'ID-BT'], ['Semarang', 'ID-JT'], ['Sukoharjo', 'ID-JT'], ['Jakarta', 'ID-JK']],
    categories: [
      'Cut and Sew Apparel Manufacturing',
      'Apparel Knitting Mills',
      'Apparel Accessories and Other Apparel Manufacturing',
      'Apparel, Piece Goods, and Notions Merchant Wholesalers',
      'Clothing Stores',
    ],
    items: [
      { en: 'Batik Shirt', id: 'Kemeja Batik', code: 'KMJ', unit: 'piece', price: [95_000, 650_000], moq: [12, 240], category: 'Apparel & Accessories > Clothing > Shirts & Tops' },
      { en: 'Plain T-shirt', id: 'Kaos Polos', code: 'KAS', unit: 'piece', price: [28_000, 95_000], moq: [24, 500], category: 'Apparel & Accessories > Clothing > Shirts & Tops' },
      { en: 'Work Uniform', id: 'Seragam Kerja', code: 'SRM', unit: 'set', price: [120_000, 450_000], moq: [20, 300], category: 'Apparel & Accessories > Clothing > Uniforms' },
      { en: 'Jacket', id: 'Jaket', code: 'JKT', unit: 'piece', price: [150_000, 850_000], moq: [12, 200], category: 'Apparel & Accessories > Clothing > Outerwear' },
      { en: 'Hijab', id: 'Kerudung', code: 'HJB', unit: 'piece', price: [25_000, 180_000], moq: [24, 500], category: 'Apparel & Accessories > Clothing Accessories > Scarves & Shawls' },
      { en: 'Work Trousers', mass: true, id: 'Celana Kerja', code: 'CLN', unit: 'piece', price: [90_000, 320_000], moq: [20, 300], category: 'Apparel & Accessories > Clothing > Pants' },
      { en: 'Polo Shirt', id: 'Kaos Polo', code: 'PLO', unit: 'piece', price: [55_000, 180_000], moq: [24, 300], category: 'Apparel & Accessories > Clothing > Shirts & Tops' },
      { en: 'Muslim Dress', plural: 'Muslim dresses', id: 'Gamis', code: 'GMS', unit: 'piece', price: [120_000, 750_000], moq: [12, 200], category: 'Apparel & Accessories > Clothing > Dresses' },
    ],
    materials: [['Combed Cotton 30s', 'Katun Combed 30s'], ['Drill', 'Drill'], ['Fleece', 'Fleece'], ['Linen', 'Linen'], ['Rayon', 'Rayon'], ['Lacoste Pique', 'Lacoste PE']],
    grades: [['Slim Fit', 'Slim Fit'], ['Regular Fit', 'Regular Fit'], ['Premium', 'Premium'], ['Custom Logo', 'Sablon Logo']],
    features: [
      ['Screen printing and embroidery available', 'Tersedia sablon dan bordir'],
      ['Double-stitched seams for daily wear', 'Jahitan rangkap untuk pemakaian harian'],
      ['Sizes S to XXL, custom sizing on request', 'Ukuran S sampai XXL, ukuran custom bisa dipesan'],
      ['Production lead time 14 to 21 days', 'Waktu produksi 14 sampai 21 hari'],
    ],
    certifications: ['SNI', 'ISO 9001', 'WRAP', 'OEKO-TEX Standard 100'],
    variant: { key: 'size', values: [['S', 1], ['M', 1], ['L', 1], ['XL', 1.05], ['XXL', 1.1]] },
  },
  {
    key: 'coffee-tea',
    weight: 10,
    en: 'coffee, tea and cocoa',
    id: 'kopi, teh dan kakao',
    nameWords: ['Kopi', 'Teh', 'Kakao', 'Agro', 'Perkebunan', 'Nusantara'],
    hubs: [['Takengon', 'ID-AC'], ['Toraja', 'ID-SN'], ['Bandar Lampung', 'ID-LA'], ['Bangli', 'ID-BA'], ['Bandung', 'ID-JB'], ['Medan', 'ID-SU'], ['Bajawa', 'ID-NT'], ['Wonosobo', 'ID-JT']],
    categories: [
      'Beverage Manufacturing',
      'Other Food Manufacturing',
      'Farm Product Raw Material Merchant Wholesalers',
      'Grocery and Related Product Merchant Wholesalers',
      'Other Crop Farming',
      'Specialty Food Stores',
    ],
    items: [
      { en: 'Green Coffee Beans', id: 'Biji Kopi Mentah', mass: true, code: 'KPI', unit: 'kg', price: [65_000, 180_000], moq: [60, 1200], category: 'Food, Beverages & Tobacco > Beverages > Coffee', kinds: [['Gayo Arabica', 'Arabika Gayo'], ['Toraja Arabica', 'Arabika Toraja'], ['Lampung Robusta', 'Robusta Lampung'], ['Kintamani Arabica', 'Arabika Kintamani'], ['Flores Bajawa Arabica', 'Arabika Flores Bajawa'], ['Java Preanger Arabica', 'Arabika Java Preanger']] },
      { en: 'Roasted Coffee Beans', id: 'Kopi Sangrai', mass: true, code: 'KPS', unit: 'kg', price: [140_000, 420_000], moq: [5, 100], category: 'Food, Beverages & Tobacco > Beverages > Coffee', kinds: [['Gayo Arabica', 'Arabika Gayo'], ['Toraja Arabica', 'Arabika Toraja'], ['Lampung Robusta', 'Robusta Lampung'], ['Civet', 'Luwak'], ['House Blend', 'Racikan Khas']] },
      { en: 'Ground Coffee', id: 'Kopi Bubuk', mass: true, code: 'KPB', unit: 'kg', price: [90_000, 300_000], moq: [10, 200], category: 'Food, Beverages & Tobacco > Beverages > Coffee', kinds: [['Robusta', 'Robusta'], ['Arabica', 'Arabika'], ['Robusta-Arabica Blend', 'Campuran Robusta Arabika']] },
      { en: 'Black Tea', id: 'Teh Hitam', mass: true, code: 'TEH', unit: 'kg', price: [45_000, 160_000], moq: [50, 1000], category: 'Food, Beverages & Tobacco > Beverages > Tea & Infusions', kinds: [['Java Orthodox', 'Ortodoks Jawa'], ['CTC', 'CTC'], ['Broken Orange Pekoe', 'BOP']] },
      { en: 'Green Tea', id: 'Teh Hijau', mass: true, code: 'THJ', unit: 'kg', price: [60_000, 220_000], moq: [25, 500], category: 'Food, Beverages & Tobacco > Beverages > Tea & Infusions', kinds: [['Sencha Style', 'Gaya Sencha'], ['Jasmine', 'Melati'], ['Organic', 'Organik']] },
      { en: 'Cocoa Beans', id: 'Biji Kakao', mass: true, code: 'KKO', unit: 'kg', price: [45_000, 95_000], moq: [500, 10_000], category: 'Food, Beverages & Tobacco > Food Items > Cooking & Baking Ingredients', kinds: [['Fermented Sulawesi', 'Fermentasi Sulawesi'], ['Java Fine Flavour', 'Jawa Fine Flavour']] },
      { en: 'Cocoa Powder', id: 'Bubuk Kakao', mass: true, code: 'KKB', unit: 'kg', price: [70_000, 160_000], moq: [25, 1000], category: 'Food, Beverages & Tobacco > Food Items > Cooking & Baking Ingredients', kinds: [['Alkalized', 'Alkali'], ['Natural', 'Natural']] },
      { en: 'Palm Sugar', id: 'Gula Aren', mass: true, code: 'GLA', unit: 'kg', price: [25_000, 60_000], moq: [50, 2000], category: 'Food, Beverages & Tobacco > Food Items > Cooking & Baking Ingredients', kinds: [['Granulated', 'Semut'], ['Block', 'Cetak'], ['Liquid', 'Cair']] },
    ],
    materials: [['Single Origin', 'Single Origin']],
    grades: [['Grade 1', 'Grade 1'], ['Specialty', 'Specialty'], ['Premium', 'Premium'], ['Organic', 'Organik'], ['Fair Trade', 'Fair Trade']],
    features: [
      ['Harvested at 1,200-1,600 m above sea level', 'Dipanen pada ketinggian 1.200-1.600 mdpl'],
      ['Moisture content 11-12%, ready for export', 'Kadar air 11-12%, siap ekspor'],
      ['Packed in GrainPro-lined jute sacks', 'Dikemas dalam karung goni berlapis GrainPro'],
      ['Traceable to farmer cooperatives', 'Dapat ditelusuri hingga koperasi petani'],
    ],
    certifications: ['Halal MUI', 'BPOM', 'Organic SNI', 'Rainforest Alliance', 'Fair Trade', 'HACCP'],
    variant: { key: 'pack', values: [['250 g pouch', 0.27], ['500 g pouch', 0.52], ['1 kg bag', 1], ['5 kg bag', 4.8]] },
  },
  {
    key: 'spices',
    weight: 7,
    en: 'spices and essential oils',
    id: 'rempah-rempah dan minyak atsiri',
    nameWords: ['Rempah', 'Atsiri', 'Cengkeh', 'Pala', 'Herbal', 'Agro'],
    hubs: [['Ambon', 'ID-MA'], ['Ternate', 'ID-MU'], ['Pangkal Pinang', 'ID-BB'], ['Bandar Lampung', 'ID-LA'], ['Sungai Penuh', 'ID-JA'], ['Manado', 'ID-SA'], ['Garut', 'ID-JB']],
    categories: [
      'Other Food Manufacturing',
      'Farm Product Raw Material Merchant Wholesalers',
      'Other Crop Farming',
      'Basic Chemical Manufacturing',
      'Grocery and Related Product Merchant Wholesalers',
    ],
    items: [
      { en: 'Cloves', mass: true, id: 'Cengkeh', code: 'CKH', unit: 'kg', price: [90_000, 180_000], moq: [100, 5000], category: 'Food, Beverages & Tobacco > Food Items > Seasonings & Spices' },
      { en: 'Black Pepper', id: 'Lada Hitam', mass: true, code: 'LDH', unit: 'kg', price: [70_000, 140_000], moq: [100, 5000], category: 'Food, Beverages & Tobacco > Food Items > Seasonings & Spices' },
      { en: 'White Pepper', id: 'Lada Putih', mass: true, code: 'LDP', unit: 'kg', price: [100_000, 190_000], moq: [100, 5000], category: 'Food, Beverages & Tobacco > Food Items > Seasonings & Spices' },
      { en: 'Nutmeg', id: 'Pala', mass: true, code: 'PLA', unit: 'kg', price: [95_000, 210_000], moq: [50, 2000], category: 'Food, Beverages & Tobacco > Food Items > Seasonings & Spices' },
      { en: 'Cinnamon Sticks', id: 'Kayu Manis', mass: true, code: 'KYM', unit: 'kg', price: [40_000, 110_000], moq: [100, 5000], category: 'Food, Beverages & Tobacco > Food Items > Seasonings & Spices' },
      { en: 'Vanilla Beans', id: 'Vanili', mass: true, code: 'VNL', unit: 'kg', price: [2_500_000, 6_500_000], moq: [1, 50], category: 'Food, Beverages & Tobacco > Food Items > Seasonings & Spices' },
      { en: 'Dried Ginger', id: 'Jahe Kering', mass: true, code: 'JHE', unit: 'kg', price: [35_000, 90_000], moq: [100, 3000], category: 'Food, Beverages & Tobacco > Food Items > Seasonings & Spices' },
      { en: 'Turmeric Powder', id: 'Kunyit Bubuk', mass: true, code: 'KNY', unit: 'kg', price: [40_000, 95_000], moq: [50, 2000], category: 'Food, Beverages & Tobacco > Food Items > Seasonings & Spices' },
      { en: 'Patchouli Oil', id: 'Minyak Nilam', mass: true, code: 'NLM', unit: 'liter', price: [750_000, 1_600_000], moq: [5, 200], category: 'Home & Garden > Decor > Home Fragrances' },
      { en: 'Citronella Oil', id: 'Minyak Sereh Wangi', mass: true, code: 'SRH', unit: 'liter', price: [250_000, 450_000], moq: [10, 500], category: 'Home & Garden > Decor > Home Fragrances' },
    ],
    materials: [['Maluku', 'Maluku'], ['Sulawesi', 'Sulawesi'], ['Lampung', 'Lampung'], ['Bangka', 'Bangka'], ['Kerinci', 'Kerinci'], ['Aceh', 'Aceh']],
    grades: [['Grade A', 'Grade A'], ['ASTA Quality', 'Kualitas ASTA'], ['Sun-dried', 'Jemur Matahari'], ['Export Grade', 'Mutu Ekspor'], ['Organic', 'Organik']],
    features: [
      ['Sorted and cleaned, admixture below 1%', 'Disortir dan dibersihkan, kotoran di bawah 1%'],
      ['Steam-distilled by our own refinery', 'Disuling uap di penyulingan milik sendiri'],
      ['Aflatoxin and pesticide residue tested', 'Diuji aflatoksin dan residu pestisida'],
      ['Direct sourcing from smallholder farmers', 'Dipasok langsung dari petani kecil'],
    ],
    certifications: ['Halal MUI', 'HACCP', 'ISO 22000', 'Organic SNI', 'BPOM'],
    variant: { key: 'pack', values: [['1 kg', 1], ['5 kg', 4.8], ['25 kg sack', 23], ['50 kg sack', 45]] },
  },
  {
    key: 'food',
    weight: 9,
    en: 'processed food and snacks',
    id: 'makanan olahan dan camilan',
    nameWords: ['Pangan', 'Boga', 'Rasa', 'Snack', 'Makmur', 'Sari'],
    hubs: [['Sidoarjo', 'ID-JI'], ['Malang', 'ID-JI'], ['Garut', 'ID-JB'], ['Karawang', 'ID-JB'], ['Palembang', 'ID-SS'], ['Makassar', 'ID-SN'], ['Padang', 'ID-SB']],
    categories: [
      'Other Food Manufacturing',
      'Grain and Oilseed Milling',
      'Fruit and Vegetable Preserving and Specialty Food Manufacturing',
      'Bakeries and Tortilla Manufacturing',
      'Grocery and Related Product Merchant Wholesalers',
    ],
    items: [
      { en: 'Cassava Chips', id: 'Keripik Singkong', mass: true, code: 'KRP', unit: 'box', price: [120_000, 350_000], moq: [10, 200], category: 'Food, Beverages & Tobacco > Food Items > Snack Foods' },
      { en: 'Shrimp Crackers', id: 'Kerupuk Udang', mass: true, code: 'KRU', unit: 'kg', price: [45_000, 140_000], moq: [20, 1000], category: 'Food, Beverages & Tobacco > Food Items > Snack Foods' },
      { en: 'Chilli Sauce', id: 'Sambal', mass: true, code: 'SMB', unit: 'box', price: [150_000, 480_000], moq: [10, 300], category: 'Food, Beverages & Tobacco > Food Items > Condiments & Sauces' },
      { en: 'Sweet Soy Sauce', id: 'Kecap Manis', mass: true, code: 'KCP', unit: 'box', price: [110_000, 320_000], moq: [20, 500], category: 'Food, Beverages & Tobacco > Food Items > Condiments & Sauces' },
      { en: 'Virgin Coconut Oil', id: 'Minyak Kelapa Murni', mass: true, code: 'VCO', unit: 'liter', price: [60_000, 150_000], moq: [20, 1000], category: 'Food, Beverages & Tobacco > Food Items > Cooking & Baking Ingredients' },
      { en: 'Premium Rice', id: 'Beras Premium', mass: true, code: 'BRS', unit: 'kg', price: [12_000, 19_000], moq: [500, 20_000], category: 'Food, Beverages & Tobacco > Food Items > Grains, Rice & Cereal' },
      { en: 'Instant Noodles', id: 'Mi Instan', mass: true, code: 'MIE', unit: 'box', price: [95_000, 140_000], moq: [50, 2000], category: 'Food, Beverages & Tobacco > Food Items > Pasta & Noodles' },
      { en: 'Beef Floss', id: 'Abon Sapi', mass: true, code: 'ABN', unit: 'kg', price: [220_000, 420_000], moq: [5, 200], category: 'Food, Beverages & Tobacco > Food Items > Meat, Seafood & Eggs' },
      { en: 'Frozen Dumplings', id: 'Dimsum Beku', mass: true, code: 'DMS', unit: 'box', price: [180_000, 480_000], moq: [10, 300], category: 'Food, Beverages & Tobacco > Food Items > Prepared Foods' },
    ],
    materials: [['Original', 'Original'], ['Spicy', 'Pedas'], ['Balado', 'Balado'], ['Garlic', 'Bawang Putih'], ['Cheese', 'Keju'], ['Traditional Recipe', 'Resep Tradisional']],
    grades: [['Premium', 'Premium'], ['Homemade', 'Rumahan'], ['Export', 'Ekspor'], ['Private Label', 'Private Label']],
    features: [
      ['No preservatives and no MSG', 'Tanpa pengawet dan tanpa MSG'],
      ['Shelf life 12 months in sealed packaging', 'Masa simpan 12 bulan dalam kemasan tertutup'],
      ['Private label and OEM packaging available', 'Tersedia private label dan kemasan OEM'],
      ['Produced in a GMP-certified kitchen', 'Diproduksi di dapur bersertifikat CPPOB'],
    ],
    certifications: ['Halal MUI', 'BPOM', 'PIRT', 'HACCP', 'ISO 22000', 'FSSC 22000'],
    variant: { key: 'pack', values: [['Small pack', 0.5], ['Regular pack', 1], ['Family pack', 1.9], ['Bulk pack', 4.5]] },
  },
  {
    key: 'seafood',
    weight: 7,
    en: 'seafood and fisheries',
    id: 'hasil laut dan perikanan',
    nameWords: ['Bahari', 'Samudra', 'Mina', 'Perikanan', 'Segara', 'Laut'],
    hubs: [['Bitung', 'ID-SA'], ['Sidoarjo', 'ID-JI'], ['Makassar', 'ID-SN'], ['Ambon', 'ID-MA'], ['Banyuwangi', 'ID-JI'], ['Kendari', 'ID-SG'], ['Benoa', 'ID-BA']],
    categories: [
      'Seafood Product Preparation and Packaging',
      'Fishing',
      'Aquaculture',
      'Grocery and Related Product Merchant Wholesalers',
    ],
    items: [
      { en: 'Vannamei Shrimp', id: 'Udang Vaname', mass: true, code: 'UDG', unit: 'kg', price: [75_000, 160_000], moq: [100, 5000], category: 'Food, Beverages & Tobacco > Food Items > Meat, Seafood & Eggs' },
      { en: 'Tuna Loin', id: 'Loin Tuna', mass: true, code: 'TNA', unit: 'kg', price: [85_000, 220_000], moq: [100, 3000], category: 'Food, Beverages & Tobacco > Food Items > Meat, Seafood & Eggs' },
      { en: 'Dried Seaweed', id: 'Rumput Laut Kering', mass: true, code: 'RLT', unit: 'kg', price: [15_000, 45_000], moq: [1000, 25_000], category: 'Food, Beverages & Tobacco > Food Items > Fruits & Vegetables' },
      { en: 'Red Snapper', id: 'Ikan Kakap Merah', mass: true, code: 'KKP', unit: 'kg', price: [65_000, 140_000], moq: [100, 2000], category: 'Food, Beverages & Tobacco > Food Items > Meat, Seafood & Eggs' },
      { en: 'Squid', id: 'Cumi-cumi', mass: true, code: 'CMI', unit: 'kg', price: [45_000, 110_000], moq: [100, 3000], category: 'Food, Beverages & Tobacco > Food Items > Meat, Seafood & Eggs' },
      { en: 'Blue Swimming Crab Meat', id: 'Daging Rajungan', mass: true, code: 'RJG', unit: 'kg', price: [250_000, 520_000], moq: [20, 500], category: 'Food, Beverages & Tobacco > Food Items > Meat, Seafood & Eggs' },
      { en: 'Dried Anchovies', id: 'Ikan Teri Kering', mass: true, code: 'TRI', unit: 'kg', price: [70_000, 180_000], moq: [20, 1000], category: 'Food, Beverages & Tobacco > Food Items > Meat, Seafood & Eggs' },
      { en: 'Milkfish', id: 'Ikan Bandeng', mass: true, code: 'BDG', unit: 'kg', price: [28_000, 60_000], moq: [100, 3000], category: 'Food, Beverages & Tobacco > Food Items > Meat, Seafood & Eggs' },
    ],
    materials: [['Frozen', 'Beku'], ['Fresh', 'Segar'], ['IQF', 'IQF'], ['Boneless', 'Tanpa Tulang'], ['Wild-caught', 'Tangkapan Alam']],
    grades: [['Sashimi Grade', 'Grade Sashimi'], ['Grade A', 'Grade A'], ['Export Quality', 'Kualitas Ekspor'], ['Size 40/50', 'Size 40/50']],
    features: [
      ['Frozen at -40 C within hours of landing', 'Dibekukan pada -40 C beberapa jam setelah didaratkan'],
      ['Cold chain from our own processing plant', 'Rantai dingin dari unit pengolahan milik sendiri'],
      ['Pole-and-line caught, traceable by vessel', 'Ditangkap dengan huhate, dapat ditelusuri per kapal'],
      ['Packed in 10 kg master cartons', 'Dikemas dalam master karton 10 kg'],
    ],
    certifications: ['HACCP', 'BRCGS', 'MSC', 'Halal MUI', 'BAP', 'SKP'],
    variant: { key: 'size', values: [['Small', 0.85], ['Medium', 1], ['Large', 1.2], ['Jumbo', 1.45]] },
  },
  {
    key: 'building',
    weight: 9,
    en: 'building materials',
    id: 'bahan bangunan',
    nameWords: ['Bangunan', 'Beton', 'Material', 'Keramik', 'Baja', 'Konstruksi'],
    hubs: [['Gresik', 'ID-JI'], ['Bogor', 'ID-JB'], ['Tangerang', 'ID-BT'], ['Karawang', 'ID-JB'], ['Cilegon', 'ID-BT'], ['Makassar', 'ID-SN']],
    categories: [
      'Cement and Concrete Product Manufacturing',
      'Clay Product and Refractory Manufacturing',
      'Glass and Glass Product Manufacturing',
      'Lumber and Other Construction Materials Merchant Wholesalers',
      'Building Material and Supplies Dealers',
      'Architectural and Structural Metals Manufacturing',
    ],
    items: [
      { en: 'Portland Cement', id: 'Semen Portland', mass: true, code: 'SMN', unit: 'box', price: [55_000, 75_000], moq: [100, 5000], category: 'Hardware > Building Consumables' },
      { en: 'Lightweight Concrete Block', id: 'Bata Ringan', code: 'BRG', unit: 'piece', price: [9_000, 16_000], moq: [500, 20_000], category: 'Hardware > Building Materials' },
      { en: 'Ceramic Floor Tile', id: 'Keramik Lantai', code: 'KRM', unit: 'box', price: [55_000, 220_000], moq: [50, 2000], category: 'Hardware > Building Materials > Flooring & Carpet' },
      { en: 'Clay Roof Tile', id: 'Genteng Tanah Liat', code: 'GTG', unit: 'piece', price: [3_500, 12_000], moq: [1000, 20_000], category: 'Hardware > Building Materials > Roofing' },
      { en: 'Reinforcing Steel Bar', id: 'Besi Beton', code: 'BSB', unit: 'piece', price: [45_000, 250_000], moq: [100, 5000], category: 'Hardware > Building Materials > Rebar & Remesh' },
      { en: 'PVC Pipe', id: 'Pipa PVC', code: 'PVC', unit: 'piece', price: [25_000, 450_000], moq: [50, 2000], category: 'Hardware > Plumbing > Plumbing Pipes' },
      { en: 'Wall Paint', mass: true, id: 'Cat Tembok', code: 'CAT', unit: 'liter', price: [35_000, 120_000], moq: [20, 1000], category: 'Hardware > Building Consumables' },
      { en: 'Tempered Glass Panel', id: 'Kaca Tempered', code: 'KCA', unit: 'sheet', price: [350_000, 2_500_000], moq: [10, 500], category: 'Hardware > Building Materials > Glass' },
      { en: 'Light Steel Truss', id: 'Rangka Baja Ringan', code: 'BJR', unit: 'piece', price: [65_000, 180_000], moq: [100, 3000], category: 'Hardware > Building Materials' },
      { en: 'Granite Tile', id: 'Granit', code: 'GRN', unit: 'box', price: [180_000, 650_000], moq: [20, 1000], category: 'Hardware > Building Materials > Flooring & Carpet' },
    ],
    materials: [['SNI Standard', 'Standar SNI'], ['Heavy Duty', 'Heavy Duty'], ['Type I', 'Tipe I'], ['60x60 cm', '60x60 cm'], ['Glazed', 'Glasir'], ['Galvalume', 'Galvalum']],
    grades: [['Grade A', 'Grade A'], ['Project Grade', 'Kelas Proyek'], ['Premium', 'Premium'], ['Economy', 'Ekonomis']],
    features: [
      ['Meets SNI standards for structural use', 'Memenuhi standar SNI untuk penggunaan struktural'],
      ['Delivered by truck to project sites across Java', 'Dikirim dengan truk ke lokasi proyek di seluruh Jawa'],
      ['Project pricing for contractors and developers', 'Harga proyek untuk kontraktor dan pengembang'],
      ['Stock ready in our warehouse', 'Stok tersedia di gudang kami'],
    ],
    certifications: ['SNI', 'ISO 9001', 'TKDN', 'Green Label Indonesia'],
    variant: { key: 'size', values: [['Standard', 1], ['Large', 1.35], ['Extra Large', 1.8]] },
  },
  {
    key: 'machinery',
    weight: 8,
    en: 'machinery and metalwork',
    id: 'mesin dan logam',
    nameWords: ['Teknik', 'Mesin', 'Logam', 'Baja', 'Industri', 'Engineering'],
    hubs: [['Cikarang', 'ID-JB'], ['Surabaya', 'ID-JI'], ['Batam', 'ID-KR'], ['Cilegon', 'ID-BT'], ['Tegal', 'ID-JT'], ['Medan', 'ID-SU']],
    categories: [
      'Industrial Machinery Manufacturing',
      'Agriculture, Construction, and Mining Machinery Manufacturing',
      'Machine Shops; Turned Product; and Screw, Nut, and Bolt Manufacturing',
      'Machinery, Equipment, and Supplies Merchant Wholesalers',
      'Iron and Steel Mills and Ferroalloy Manufacturing',
      'Engine, Turbine, and Power Transmission Equipment Manufacturing',
    ],
    items: [
      { en: 'Water Pump', id: 'Pompa Air', code: 'PMP', unit: 'piece', price: [850_000, 35_000_000], moq: [1, 20], category: 'Hardware > Hardware Pumps > Utility Pumps' },
      { en: 'Diesel Generator Set', id: 'Genset Diesel', code: 'GST', unit: 'set', price: [25_000_000, 450_000_000], moq: [1, 3], category: 'Hardware > Power & Electrical Supplies > Generators' },
      { en: 'Rice Milling Machine', id: 'Mesin Penggiling Padi', code: 'MPP', unit: 'set', price: [35_000_000, 280_000_000], moq: [1, 2], category: 'Business & Industrial > Agriculture' },
      { en: 'Stainless Steel Tank', id: 'Tangki Stainless', code: 'TGK', unit: 'piece', price: [8_000_000, 225_000_000], moq: [1, 5], category: 'Business & Industrial > Industrial Storage' },
      { en: 'Hex Bolt and Nut', plural: 'hex bolts and nuts', id: 'Baut dan Mur', code: 'BMR', unit: 'box', price: [85_000, 950_000], moq: [10, 500], category: 'Hardware > Hardware Accessories' },
      { en: 'Steel Pipe', id: 'Pipa Baja', code: 'PBJ', unit: 'piece', price: [250_000, 3_500_000], moq: [20, 1000], category: 'Hardware > Plumbing > Plumbing Pipes' },
      { en: 'Steel Plate', id: 'Plat Baja', code: 'PLT', unit: 'sheet', price: [1_200_000, 18_000_000], moq: [5, 200], category: 'Hardware > Building Materials > Lumber & Sheet Stock' },
      { en: 'Belt Conveyor', id: 'Konveyor Sabuk', code: 'KVR', unit: 'set', price: [18_000_000, 320_000_000], moq: [1, 3], category: 'Business & Industrial > Material Handling > Conveyors' },
      { en: 'Hand Tractor', id: 'Traktor Tangan', code: 'TRK', unit: 'piece', price: [15_000_000, 45_000_000], moq: [1, 10], category: 'Business & Industrial > Agriculture' },
      { en: 'Welding Machine', id: 'Mesin Las', code: 'MLS', unit: 'piece', price: [1_800_000, 65_000_000], moq: [1, 10], category: 'Hardware > Tools' },
    ],
    materials: [['Stainless Steel 304', 'Stainless Steel 304'], ['Carbon Steel', 'Baja Karbon'], ['Galvanized', 'Galvanis'], ['Cast Iron', 'Besi Cor'], ['Heavy Duty', 'Heavy Duty']],
    grades: [['Industrial', 'Industri'], ['Automatic', 'Otomatis'], ['High Capacity', 'Kapasitas Besar'], ['Compact', 'Kompak']],
    features: [
      ['Includes installation and operator training', 'Termasuk instalasi dan pelatihan operator'],
      ['12-month warranty and local spare parts', 'Garansi 12 bulan dan suku cadang lokal'],
      ['Fabricated to drawing in our own workshop', 'Difabrikasi sesuai gambar di bengkel sendiri'],
      ['High local content (TKDN) for government tenders', 'Nilai TKDN tinggi untuk tender pemerintah'],
    ],
    certifications: ['ISO 9001', 'SNI', 'TKDN', 'ISO 14001', 'CE'],
    variant: { key: 'capacity', values: [['Standard capacity', 1], ['High capacity', 1.4], ['Heavy duty', 1.75]] },
  },
  {
    key: 'handicrafts',
    weight: 8,
    en: 'handicrafts and home decor',
    id: 'kerajinan tangan dan dekorasi rumah',
    nameWords: ['Kriya', 'Kerajinan', 'Seni', 'Craft', 'Artisan', 'Anyaman'],
    hubs: [['Bantul', 'ID-YO'], ['Gianyar', 'ID-BA'], ['Ubud', 'ID-BA'], ['Tasikmalaya', 'ID-JB'], ['Lombok Barat', 'ID-NB'], ['Kotagede', 'ID-YO']],
    categories: [
      'Other Miscellaneous Manufacturing',
      'Clay Product and Refractory Manufacturing',
      'Other Wood Product Manufacturing',
      'Miscellaneous Durable Goods Merchant Wholesalers',
      'Home Furnishings Stores',
    ],
    items: [
      { en: 'Woven Basket', id: 'Keranjang Anyaman', code: 'KRJ', unit: 'piece', price: [35_000, 450_000], moq: [20, 500], category: 'Home & Garden > Decor > Baskets' },
      { en: 'Earthenware Vase', id: 'Vas Gerabah', code: 'GRB', unit: 'piece', price: [45_000, 1_200_000], moq: [10, 300], category: 'Home & Garden > Decor > Vases' },
      { en: 'Wood Carving', id: 'Ukiran Kayu', code: 'UKR', unit: 'piece', price: [150_000, 8_500_000], moq: [2, 50], category: 'Home & Garden > Decor > Artwork' },
      { en: 'Silver Jewellery', id: 'Perhiasan Perak', mass: true, code: 'PRK', unit: 'piece', price: [150_000, 3_500_000], moq: [5, 100], category: 'Apparel & Accessories > Jewelry' },
      { en: 'Wooden Mask', id: 'Topeng Kayu', code: 'TPG', unit: 'piece', price: [75_000, 1_500_000], moq: [5, 100], category: 'Home & Garden > Decor > Artwork' },
      { en: 'Water Hyacinth Bag', id: 'Tas Eceng Gondok', code: 'TSE', unit: 'piece', price: [85_000, 450_000], moq: [20, 300], category: 'Apparel & Accessories > Handbags, Wallets & Cases > Handbags' },
      { en: 'Decorative Lamp', id: 'Lampu Hias', code: 'LMP', unit: 'piece', price: [120_000, 2_500_000], moq: [5, 100], category: 'Home & Garden > Lighting > Lamps' },
      { en: 'Shadow Puppet', id: 'Wayang Kulit', code: 'WYG', unit: 'piece', price: [250_000, 4_500_000], moq: [2, 30], category: 'Home & Garden > Decor > Artwork' },
    ],
    materials: [['Pandan Leaf', 'Daun Pandan'], ['Rattan', 'Rotan'], ['Seagrass', 'Mendong'], ['Terracotta', 'Terakota'], ['Teak Root', 'Akar Jati'], ['Sterling Silver', 'Perak 925'], ['Coconut Shell', 'Batok Kelapa']],
    grades: [['Handmade', 'Buatan Tangan'], ['Fair Trade', 'Fair Trade'], ['Traditional', 'Tradisional'], ['Contemporary', 'Kontemporer']],
    features: [
      ['Each piece is handmade, so patterns vary slightly', 'Setiap produk buatan tangan sehingga motif sedikit berbeda'],
      ['Made by village artisans we work with directly', 'Dibuat oleh perajin desa yang bekerja sama langsung dengan kami'],
      ['Export packing in fumigated cartons', 'Kemasan ekspor dalam karton terfumigasi'],
      ['Custom sizes and colours for hotel projects', 'Ukuran dan warna custom untuk proyek hotel'],
    ],
    certifications: ['SVLK', 'Fair Trade', 'Indonesia Good Design'],
    variant: { key: 'size', values: [['Small', 0.7], ['Medium', 1], ['Large', 1.5], ['Set of 3', 2.6]] },
  },
  {
    key: 'packaging',
    weight: 6,
    en: 'packaging',
    id: 'kemasan',
    nameWords: ['Kemas', 'Packaging', 'Plastik', 'Karton', 'Kemasindo', 'Pack'],
    hubs: [['Tangerang', 'ID-BT'], ['Sidoarjo', 'ID-JI'], ['Bekasi', 'ID-JB'], ['Serang', 'ID-BT'], ['Semarang', 'ID-JT']],
    categories: [
      'Converted Paper Product Manufacturing',
      'Plastics Product Manufacturing',
      'Pulp, Paper, and Paperboard Mills',
      'Paper and Paper Product Merchant Wholesalers',
    ],
    items: [
      { en: 'Corrugated Carton Box', plural: 'corrugated carton boxes', id: 'Kardus Karton', code: 'KRD', unit: 'piece', price: [2_500, 25_000], moq: [500, 20_000], category: 'Office Supplies > Shipping Supplies > Moving & Shipping Boxes' },
      { en: 'Woven Polypropylene Sack', id: 'Karung Plastik', code: 'KRG', unit: 'piece', price: [1_800, 6_500], moq: [1000, 50_000], category: 'Office Supplies > Shipping Supplies > Packing Materials' },
      { en: 'Stand-up Pouch', plural: 'stand-up pouches', id: 'Standing Pouch', code: 'STP', unit: 'piece', price: [900, 4_500], moq: [1000, 50_000], category: 'Office Supplies > Shipping Supplies > Packing Materials' },
      { en: 'PET Bottle', id: 'Botol PET', code: 'BTL', unit: 'piece', price: [700, 3_500], moq: [1000, 50_000], category: 'Home & Garden > Kitchen & Dining > Food Storage' },
      { en: 'Stretch Film', mass: true, id: 'Plastik Wrap', code: 'WRP', unit: 'roll', price: [85_000, 250_000], moq: [10, 500], category: 'Office Supplies > Shipping Supplies > Packing Materials' },
      { en: 'Paper Bag', id: 'Tas Kertas', code: 'TSK', unit: 'piece', price: [1_500, 9_000], moq: [500, 20_000], category: 'Office Supplies > Shipping Supplies > Packing Materials' },
      { en: 'Thinwall Food Container', id: 'Wadah Makanan Thinwall', code: 'THW', unit: 'box', price: [85_000, 260_000], moq: [10, 500], category: 'Business & Industrial > Food Service > Take-Out Containers' },
    ],
    materials: [['Kraft Paper', 'Kertas Kraft'], ['Double Wall', 'Double Wall'], ['Food Grade', 'Food Grade'], ['Laminated', 'Laminasi'], ['Recycled', 'Daur Ulang']],
    grades: [['Custom Print', 'Cetak Custom'], ['Plain', 'Polos'], ['Heavy Duty', 'Heavy Duty'], ['Eco-friendly', 'Ramah Lingkungan']],
    features: [
      ['Offset and flexo printing up to 6 colours', 'Cetak offset dan flexo hingga 6 warna'],
      ['Food-grade materials for direct food contact', 'Bahan food grade untuk kontak langsung dengan makanan'],
      ['Free design consultation for new brands', 'Konsultasi desain gratis untuk merek baru'],
      ['Capacity of over one million pieces per month', 'Kapasitas lebih dari satu juta pcs per bulan'],
    ],
    certifications: ['ISO 9001', 'FSSC 22000', 'SNI', 'BPOM'],
    variant: { key: 'size', values: [['Small', 0.7], ['Medium', 1], ['Large', 1.4]] },
  },
  {
    key: 'personal-care',
    weight: 6,
    en: 'cosmetics, cleaning products and chemicals',
    id: 'kosmetik, produk pembersih dan kimia',
    nameWords: ['Kimia', 'Kosmetika', 'Farma', 'Herbal', 'Chemical', 'Cemerlang'],
    hubs: [['Jakarta', 'ID-JK'], ['Bekasi', 'ID-JB'], ['Surabaya', 'ID-JI'], ['Gresik', 'ID-JI'], ['Denpasar', 'ID-BA']],
    categories: [
      'Soap, Cleaning Compound, and Toilet Preparation Manufacturing',
      'Pesticide, Fertilizer, and Other Agricultural Chemical Manufacturing',
      'Basic Chemical Manufacturing',
      'Chemical and Allied Products Merchant Wholesalers',
      "Drugs and Druggists' Sundries Merchant Wholesalers",
    ],
    items: [
      { en: 'Bar Soap', id: 'Sabun Batang', code: 'SBN', unit: 'box', price: [90_000, 380_000], moq: [10, 500], category: 'Health & Beauty > Personal Care > Cosmetics' },
      { en: 'Liquid Hand Soap', id: 'Sabun Cuci Tangan', mass: true, code: 'SCT', unit: 'liter', price: [18_000, 65_000], moq: [50, 2000], category: 'Health & Beauty > Personal Care > Cosmetics' },
      { en: 'Shampoo', id: 'Sampo', mass: true, code: 'SMP', unit: 'box', price: [120_000, 480_000], moq: [10, 300], category: 'Health & Beauty > Personal Care > Hair Care' },
      { en: 'Body Scrub', id: 'Lulur', mass: true, code: 'LLR', unit: 'box', price: [150_000, 650_000], moq: [10, 300], category: 'Health & Beauty > Personal Care > Cosmetics' },
      { en: 'Floor Cleaner', id: 'Pembersih Lantai', mass: true, code: 'PBL', unit: 'liter', price: [12_000, 45_000], moq: [100, 5000], category: 'Home & Garden > Household Supplies > Household Cleaning Supplies' },
      { en: 'Organic Fertilizer', id: 'Pupuk Organik', mass: true, code: 'PPK', unit: 'kg', price: [2_500, 12_000], moq: [1000, 50_000], category: 'Home & Garden > Lawn & Garden > Gardening' },
      { en: 'Disinfectant', id: 'Disinfektan', mass: true, code: 'DSF', unit: 'liter', price: [25_000, 95_000], moq: [50, 2000], category: 'Home & Garden > Household Supplies > Household Cleaning Supplies' },
      { en: 'Hand Sanitizer', id: 'Hand Sanitizer', mass: true, code: 'HSN', unit: 'liter', price: [30_000, 110_000], moq: [50, 2000], category: 'Health & Beauty > Personal Care' },
    ],
    materials: [['Coconut Oil', 'Minyak Kelapa'], ['Aloe Vera', 'Lidah Buaya'], ['Lemongrass', 'Sereh'], ['Green Tea', 'Teh Hijau'], ['Sandalwood', 'Cendana'], ['Rice Bran', 'Bekatul']],
    grades: [['Natural', 'Alami'], ['Herbal', 'Herbal'], ['Antibacterial', 'Antibakteri'], ['Professional', 'Profesional']],
    features: [
      ['Registered with BPOM and halal certified', 'Terdaftar di BPOM dan bersertifikat halal'],
      ['Private label and maklon services', 'Layanan private label dan maklon'],
      ['Formulated in our own laboratory', 'Diformulasikan di laboratorium sendiri'],
      ['Refill packs for hotels and offices', 'Kemasan isi ulang untuk hotel dan kantor'],
    ],
    certifications: ['BPOM', 'Halal MUI', 'CPKB', 'ISO 9001', 'GMP'],
    variant: { key: 'pack', values: [['100 ml', 0.15], ['500 ml', 0.55], ['1 liter', 1], ['5 liter jerrycan', 4.6]] },
  },
  {
    key: 'electrical',
    weight: 7,
    en: 'electrical equipment and lighting',
    id: 'peralatan listrik dan lampu',
    nameWords: ['Elektrik', 'Listrik', 'Elektrindo', 'Power', 'Cahaya', 'Energi'],
    hubs: [['Batam', 'ID-KR'], ['Cikarang', 'ID-JB'], ['Tangerang', 'ID-BT'], ['Jakarta', 'ID-JK'], ['Surabaya', 'ID-JI']],
    categories: [
      'Electric Lighting Equipment Manufacturing',
      'Electrical Equipment Manufacturing',
      'Other Electrical Equipment and Component Manufacturing',
      'Household Appliances and Electrical and Electronic Goods Merchant Wholesalers',
      'Electronics Stores',
    ],
    items: [
      { en: 'Electric Cable', id: 'Kabel Listrik', code: 'KBL', unit: 'roll', price: [350_000, 4_500_000], moq: [5, 200], category: 'Hardware > Power & Electrical Supplies > Electrical Wires & Cable' },
      { en: 'LED Bulb', id: 'Lampu LED', code: 'LED', unit: 'box', price: [150_000, 650_000], moq: [10, 500], category: 'Home & Garden > Lighting > Light Bulbs' },
      { en: 'Distribution Panel', id: 'Panel Listrik', code: 'PNL', unit: 'piece', price: [2_500_000, 85_000_000], moq: [1, 10], category: 'Hardware > Power & Electrical Supplies > Circuit Breaker Panels' },
      { en: 'Wall Switch', plural: 'wall switches', id: 'Saklar Dinding', code: 'SKL', unit: 'box', price: [120_000, 480_000], moq: [10, 300], category: 'Hardware > Power & Electrical Supplies > Electrical Switches' },
      { en: 'Solar Panel', id: 'Panel Surya', code: 'PSY', unit: 'piece', price: [1_500_000, 6_500_000], moq: [2, 100], category: 'Hardware > Power & Electrical Supplies > Solar Panels' },
      { en: 'Street Light', id: 'Lampu Jalan', code: 'LPJ', unit: 'piece', price: [850_000, 7_500_000], moq: [5, 200], category: 'Home & Garden > Lighting > Flood & Spot Lights' },
      { en: 'Power Transformer', id: 'Trafo Distribusi', code: 'TRF', unit: 'piece', price: [45_000_000, 650_000_000], moq: [1, 3], category: 'Hardware > Power & Electrical Supplies > Voltage Transformers & Regulators' },
      { en: 'CCTV Camera', id: 'Kamera CCTV', code: 'CCT', unit: 'piece', price: [350_000, 4_500_000], moq: [2, 100], category: 'Home & Garden > Business & Home Security > Security Monitors & Recorders' },
    ],
    materials: [['Copper', 'Tembaga'], ['Aluminium', 'Aluminium'], ['Polycarbonate', 'Polikarbonat'], ['Monocrystalline', 'Monokristal'], ['Energy-saving', 'Hemat Energi']],
    grades: [['SNI Certified', 'Ber-SNI'], ['Industrial', 'Industri'], ['Outdoor IP65', 'Outdoor IP65'], ['Smart', 'Pintar']],
    features: [
      ['Tested to SNI and IEC standards', 'Diuji sesuai standar SNI dan IEC'],
      ['Two-year warranty with replacement in Jakarta and Surabaya', 'Garansi dua tahun dengan penggantian di Jakarta dan Surabaya'],
      ['Approved for PLN and government projects', 'Disetujui untuk proyek PLN dan pemerintah'],
      ['Technical support from certified electricians', 'Dukungan teknis dari teknisi listrik bersertifikat'],
    ],
    certifications: ['SNI', 'LMK PLN', 'TKDN', 'CE', 'ISO 9001'],
    variant: { key: 'rating', values: [['Standard', 1], ['High output', 1.3], ['Premium', 1.6]] },
  },
  {
    key: 'leather',
    weight: 6,
    en: 'leather goods and footwear',
    id: 'produk kulit dan alas kaki',
    nameWords: ['Kulit', 'Sepatu', 'Leather', 'Samak', 'Alas Kaki', 'Craft'],
    hubs: [['Cibaduyut', 'ID-JB'], ['Garut', 'ID-JB'], ['Magetan', 'ID-JI'], ['Mojokerto', 'ID-JI'], ['Sidoarjo', 'ID-JI'], ['Yogyakarta', 'ID-YO']],
    categories: [
      'Footwear Manufacturing',
      'Leather and Hide Tanning and Finishing',
      'Other Leather and Allied Product Manufacturing',
      'Apparel, Piece Goods, and Notions Merchant Wholesalers',
      'Shoe Stores',
    ],
    items: [
      { en: 'Leather Shoes', mass: true, id: 'Sepatu Kulit', code: 'SPT', unit: 'piece', price: [250_000, 1_800_000], moq: [12, 200], category: 'Apparel & Accessories > Shoes' },
      { en: 'Sandals', mass: true, id: 'Sandal', code: 'SDL', unit: 'piece', price: [45_000, 450_000], moq: [24, 500], category: 'Apparel & Accessories > Shoes' },
      { en: 'Leather Handbag', id: 'Tas Kulit', code: 'TSL', unit: 'piece', price: [250_000, 3_500_000], moq: [6, 100], category: 'Apparel & Accessories > Handbags, Wallets & Cases > Handbags' },
      { en: 'Leather Wallet', id: 'Dompet Kulit', code: 'DMP', unit: 'piece', price: [85_000, 650_000], moq: [12, 300], category: 'Apparel & Accessories > Handbags, Wallets & Cases > Wallets & Money Clips' },
      { en: 'Leather Jacket', id: 'Jaket Kulit', code: 'JKL', unit: 'piece', price: [750_000, 4_500_000], moq: [5, 100], category: 'Apparel & Accessories > Clothing > Outerwear' },
      { en: 'Leather Belt', id: 'Ikat Pinggang Kulit', code: 'IKP', unit: 'piece', price: [65_000, 450_000], moq: [12, 300], category: 'Apparel & Accessories > Clothing Accessories > Belts' },
      { en: 'Safety Boots', mass: true, id: 'Sepatu Safety', code: 'SFT', unit: 'piece', price: [280_000, 1_200_000], moq: [12, 500], category: 'Apparel & Accessories > Shoes' },
      { en: 'Tanned Cowhide', id: 'Kulit Sapi Samak', mass: true, code: 'KSS', unit: 'sheet', price: [350_000, 1_500_000], moq: [20, 1000], category: 'Arts & Entertainment > Hobbies & Creative Arts > Arts & Crafts' },
    ],
    materials: [['Cowhide', 'Kulit Sapi'], ['Goatskin', 'Kulit Kambing'], ['Suede', 'Suede'], ['Full-grain Leather', 'Kulit Full Grain'], ['Crocodile-embossed Leather', 'Kulit Motif Buaya']],
    grades: [['Handmade', 'Handmade'], ['Casual', 'Kasual'], ['Formal', 'Formal'], ['Vintage', 'Vintage']],
    features: [
      ['Vegetable-tanned leather from Garut tanneries', 'Kulit samak nabati dari penyamakan Garut'],
      ['Hand-stitched by Cibaduyut shoemakers', 'Dijahit tangan oleh perajin sepatu Cibaduyut'],
      ['Custom embossing of your logo', 'Emboss logo custom sesuai permintaan'],
      ['Rubber outsole for daily and work use', 'Sol karet untuk pemakaian harian dan kerja'],
    ],
    certifications: ['SNI', 'ISO 9001', 'LWG'],
    variant: { key: 'colour', values: [['Black', 1], ['Dark Brown', 1], ['Tan', 1], ['Burgundy', 1.05]] },
  },
];

/** Capitals and area codes of Indonesian provinces: where a business sits when not in a hub. */
export const PROVINCES: Record<string, { city: string; lat: number; lng: number; area: string; weight: number }> = {
  'ID-AC': { city: 'Banda Aceh', lat: 5.55, lng: 95.32, area: '651', weight: 2 },
  'ID-SU': { city: 'Medan', lat: 3.59, lng: 98.67, area: '61', weight: 6 },
  'ID-SB': { city: 'Padang', lat: -0.95, lng: 100.35, area: '751', weight: 2 },
  'ID-RI': { city: 'Pekanbaru', lat: 0.51, lng: 101.45, area: '761', weight: 2 },
  'ID-KR': { city: 'Batam', lat: 1.13, lng: 104.05, area: '778', weight: 3 },
  'ID-JA': { city: 'Jambi', lat: -1.61, lng: 103.61, area: '741', weight: 1 },
  'ID-SS': { city: 'Palembang', lat: -2.98, lng: 104.76, area: '711', weight: 2 },
  'ID-BB': { city: 'Pangkal Pinang', lat: -2.13, lng: 106.11, area: '717', weight: 1 },
  'ID-BE': { city: 'Bengkulu', lat: -3.8, lng: 102.27, area: '736', weight: 1 },
  'ID-LA': { city: 'Bandar Lampung', lat: -5.43, lng: 105.26, area: '721', weight: 2 },
  'ID-JK': { city: 'Jakarta', lat: -6.2, lng: 106.82, area: '21', weight: 16 },
  'ID-BT': { city: 'Tangerang', lat: -6.18, lng: 106.63, area: '21', weight: 6 },
  'ID-JB': { city: 'Bandung', lat: -6.92, lng: 107.61, area: '22', weight: 14 },
  'ID-JT': { city: 'Semarang', lat: -6.97, lng: 110.42, area: '24', weight: 11 },
  'ID-YO': { city: 'Yogyakarta', lat: -7.8, lng: 110.36, area: '274', weight: 4 },
  'ID-JI': { city: 'Surabaya', lat: -7.25, lng: 112.75, area: '31', weight: 13 },
  'ID-BA': { city: 'Denpasar', lat: -8.65, lng: 115.22, area: '361', weight: 4 },
  'ID-NB': { city: 'Mataram', lat: -8.58, lng: 116.12, area: '370', weight: 1 },
  'ID-NT': { city: 'Kupang', lat: -10.18, lng: 123.6, area: '380', weight: 1 },
  'ID-KB': { city: 'Pontianak', lat: -0.03, lng: 109.33, area: '561', weight: 1 },
  'ID-KT': { city: 'Palangka Raya', lat: -2.21, lng: 113.92, area: '536', weight: 1 },
  'ID-KS': { city: 'Banjarmasin', lat: -3.32, lng: 114.59, area: '511', weight: 1 },
  'ID-KI': { city: 'Samarinda', lat: -0.5, lng: 117.15, area: '541', weight: 2 },
  'ID-KU': { city: 'Tanjung Selor', lat: 2.84, lng: 117.37, area: '552', weight: 0.5 },
  'ID-SA': { city: 'Manado', lat: 1.47, lng: 124.84, area: '431', weight: 1 },
  'ID-GO': { city: 'Gorontalo', lat: 0.54, lng: 123.06, area: '435', weight: 0.5 },
  'ID-ST': { city: 'Palu', lat: -0.9, lng: 119.87, area: '451', weight: 0.5 },
  'ID-SR': { city: 'Mamuju', lat: -2.68, lng: 118.89, area: '426', weight: 0.5 },
  'ID-SN': { city: 'Makassar', lat: -5.15, lng: 119.43, area: '411', weight: 3 },
  'ID-SG': { city: 'Kendari', lat: -3.97, lng: 122.51, area: '401', weight: 0.5 },
  'ID-MA': { city: 'Ambon', lat: -3.7, lng: 128.18, area: '911', weight: 0.5 },
  'ID-MU': { city: 'Ternate', lat: 0.79, lng: 127.38, area: '921', weight: 0.5 },
  'ID-PA': { city: 'Jayapura', lat: -2.53, lng: 140.72, area: '967', weight: 0.5 },
  'ID-PB': { city: 'Manokwari', lat: -0.86, lng: 134.06, area: '986', weight: 0.3 },
  'ID-PD': { city: 'Sorong', lat: -0.88, lng: 131.25, area: '951', weight: 0.3 },
  'ID-PE': { city: 'Wamena', lat: -4.1, lng: 138.95, area: '969', weight: 0.2 },
  'ID-PS': { city: 'Merauke', lat: -8.49, lng: 140.4, area: '971', weight: 0.2 },
  'ID-PT': { city: 'Nabire', lat: -3.37, lng: 135.5, area: '984', weight: 0.2 },
};

/** Hub towns away from their province capital, with their own coordinates. */
export const TOWNS: Record<string, readonly [lat: number, lng: number]> = {
  Jepara: [-6.59, 110.67], Klaten: [-7.71, 110.61], Sukoharjo: [-7.68, 110.84], Cirebon: [-6.73, 108.55], Pasuruan: [-7.65, 112.91],
  Gianyar: [-8.54, 115.33], Pekalongan: [-6.89, 109.68], Surakarta: [-7.57, 110.82], Lasem: [-6.69, 111.44], Bogor: [-6.6, 106.8],
  Takengon: [4.62, 96.85], Toraja: [-2.97, 119.9], Bangli: [-8.45, 115.35], Bajawa: [-8.79, 120.98], Wonosobo: [-7.36, 109.9],
  'Sungai Penuh': [-2.06, 101.39], Garut: [-7.22, 107.9], Sidoarjo: [-7.45, 112.72], Malang: [-7.98, 112.63], Karawang: [-6.3, 107.3],
  Bitung: [1.44, 125.19], Banyuwangi: [-8.22, 114.37], Benoa: [-8.75, 115.21], Gresik: [-7.16, 112.65], Cilegon: [-6.0, 106.02],
  Cikarang: [-6.31, 107.14], Tegal: [-6.87, 109.14], Bantul: [-7.89, 110.33], Ubud: [-8.51, 115.26], Tasikmalaya: [-7.33, 108.22],
  'Lombok Barat': [-8.68, 116.11], Kotagede: [-7.83, 110.4], Bekasi: [-6.24, 106.99], Serang: [-6.12, 106.15], Cibaduyut: [-6.96, 107.59],
  Magetan: [-7.65, 111.33], Mojokerto: [-7.47, 112.43],
};

export const FOREIGN: Record<string, { city: string; lat: number; lng: number; suffix: string; dial: string }> = {
  SG: { city: 'Singapore', lat: 1.29, lng: 103.85, suffix: 'Pte Ltd', dial: '+65' },
  MY: { city: 'Kuala Lumpur', lat: 3.14, lng: 101.69, suffix: 'Sdn Bhd', dial: '+60' },
  CN: { city: 'Shenzhen', lat: 22.54, lng: 114.06, suffix: 'Co., Ltd.', dial: '+86' },
  VN: { city: 'Ho Chi Minh City', lat: 10.78, lng: 106.7, suffix: 'Co., Ltd.', dial: '+84' },
  TH: { city: 'Bangkok', lat: 13.76, lng: 100.5, suffix: 'Co., Ltd.', dial: '+66' },
  JP: { city: 'Osaka', lat: 34.69, lng: 135.5, suffix: 'K.K.', dial: '+81' },
  KR: { city: 'Busan', lat: 35.18, lng: 129.08, suffix: 'Co., Ltd.', dial: '+82' },
  AU: { city: 'Sydney', lat: -33.87, lng: 151.21, suffix: 'Pty Ltd', dial: '+61' },
  NL: { city: 'Rotterdam', lat: 51.92, lng: 4.48, suffix: 'B.V.', dial: '+31' },
  DE: { city: 'Hamburg', lat: 53.55, lng: 9.99, suffix: 'GmbH', dial: '+49' },
  US: { city: 'Los Angeles', lat: 34.05, lng: -118.24, suffix: 'Inc.', dial: '+1' },
  IN: { city: 'Mumbai', lat: 19.08, lng: 72.88, suffix: 'Pvt Ltd', dial: '+91' },
};

export const NAME_WORDS = [
  'Nusantara', 'Jaya', 'Makmur', 'Sentosa', 'Abadi', 'Mandiri', 'Sejahtera', 'Karya', 'Indah', 'Lestari', 'Prima', 'Utama',
  'Berkah', 'Sumber', 'Mitra', 'Cahaya', 'Anugerah', 'Bintang', 'Maju', 'Gemilang', 'Perkasa', 'Agung', 'Surya', 'Mulia',
  'Sinar', 'Tunggal', 'Bersama', 'Putra', 'Mas', 'Sakti', 'Harapan', 'Kencana', 'Artha', 'Wijaya', 'Persada', 'Dwi',
  'Citra', 'Kreasi', 'Inti', 'Global', 'Indo', 'Samudera', 'Raya', 'Bumi', 'Permata', 'Langgeng', 'Rejeki',
];
export const TRADE_WORDS: Record<string, string> = {
  furniture: 'Furniture', textiles: 'Textile', apparel: 'Apparel', 'coffee-tea': 'Coffee', spices: 'Spice', food: 'Foods',
  seafood: 'Seafood', building: 'Building Supply', machinery: 'Machinery', handicrafts: 'Crafts', packaging: 'Packaging',
  'personal-care': 'Chemicals', electrical: 'Electric', leather: 'Leather',
};
export const FOREIGN_WORDS = ['Pacific', 'Asia', 'Eastern', 'Harbour', 'Global', 'Oriental', 'Summit', 'Golden', 'Meridian', 'Crown', 'Evergreen', 'United'];
export const STREETS = [
  'Jl. Jenderal Sudirman', 'Jl. Gatot Subroto', 'Jl. Ahmad Yani', 'Jl. Diponegoro', 'Jl. MH Thamrin', 'Jl. Merdeka', 'Jl. Pahlawan',
  'Jl. Imam Bonjol', 'Jl. Hayam Wuruk', 'Jl. Gajah Mada', 'Jl. Veteran', 'Jl. Raya Industri', 'Jl. Pemuda', 'Jl. Slamet Riyadi',
  'Jl. Pattimura', 'Jl. Sisingamangaraja', 'Jl. Kartini', 'Jl. Teuku Umar', 'Jl. Raya Bogor', 'Jl. Kawasan Industri',
];
export const MARKETS: readonly Term[] = [
  ['hotels, restaurants and cafes', 'hotel, restoran dan kafe'],
  ['retail chains and modern trade', 'jaringan ritel dan toko modern'],
  ['export buyers in Europe and the United States', 'pembeli ekspor di Eropa dan Amerika Serikat'],
  ['contractors and property developers', 'kontraktor dan pengembang properti'],
  ['distributors across Java and Sumatra', 'distributor di seluruh Jawa dan Sumatera'],
  ['online sellers and marketplaces', 'penjual online dan marketplace'],
  ['government and state-owned enterprise procurement', 'pengadaan pemerintah dan BUMN'],
  ['importers in Japan, Korea and Australia', 'importir di Jepang, Korea dan Australia'],
];
export const STRENGTHS: readonly Term[] = [
  ['We accept OEM and custom orders', 'Kami menerima pesanan OEM dan custom'],
  ['Free samples are available for bulk buyers', 'Tersedia sampel gratis untuk pembeli partai besar'],
  ['Our team handles export documents and shipping', 'Tim kami mengurus dokumen ekspor dan pengiriman'],
  ['Quality control checks every batch before shipment', 'Setiap batch diperiksa tim quality control sebelum dikirim'],
  ['We keep stock for fast delivery', 'Kami menyediakan stok untuk pengiriman cepat'],
  ['Payment by bank transfer or letter of credit', 'Pembayaran melalui transfer bank atau L/C'],
];
export const PAYMENT_TERMS = ['T/T 30% deposit, 70% before shipment', 'Net 30', 'Net 45', 'Net 60', 'L/C at sight', 'Cash before delivery', 'COD', 'Tempo 14 hari'];
export const UNIT_ID: Record<Unit, string> = { piece: 'pcs', kg: 'kg', meter: 'meter', liter: 'liter', set: 'set', box: 'dus', roll: 'roll', sheet: 'lembar' };
export const UNIT_EN: Record<Unit, string> = { piece: 'pieces', kg: 'kg', meter: 'metres', liter: 'litres', set: 'sets', box: 'boxes', roll: 'rolls', sheet: 'sheets' };

export interface Role {
  en: string;
  id: string;
  verbEn: string;
  verbId: string;
}
export const ROLES: Record<'maker' | 'grower' | 'wholesaler' | 'retailer' | 'exporter' | 'importer', Role> = {
  maker: { en: 'manufacturer', id: 'produsen', verbEn: 'manufactures', verbId: 'memproduksi' },
  grower: { en: 'producer', id: 'produsen', verbEn: 'grows and processes', verbId: 'menanam dan mengolah' },
  wholesaler: { en: 'wholesale distributor', id: 'distributor grosir', verbEn: 'distributes', verbId: 'mendistribusikan' },
  retailer: { en: 'supplier and retailer', id: 'pemasok dan toko', verbEn: 'sells', verbId: 'menjual' },
  exporter: { en: 'manufacturer and exporter', id: 'produsen dan eksportir', verbEn: 'makes and exports', verbId: 'memproduksi dan mengekspor' },
  importer: { en: 'importer and distributor', id: 'importir dan distributor', verbEn: 'imports and distributes', verbId: 'mengimpor dan mendistribusikan' },
};
