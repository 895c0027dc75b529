// The labelled RFQs of `npm run eval:suggestions`. Each label says which suppliers a buyer sending
// the RFQ wants, written from the RFQ alone, by rule, before any result was looked at:
// - demo directory (src/demo-data/): a supplier is wanted when it sells an item the RFQ asks for,
//   told by the SKU prefixes of the demo catalogue (one prefix per RFQ item);
// - real-text corpus (bench/eval/data/products.jsonl, suppliers = brands): a supplier is wanted
//   when one of its listings sits under one of the category paths the item names
//   (`category_path` joined with " > ", matched as a prefix).
// The best supplier is a wanted one that covers the most items; when the RFQ names a delivery
// province and some of those are in it, only those.

export interface EvalItem {
  name: string;
  description?: string;
  quantity: number;
  unit_of_measure: 'piece' | 'kg' | 'meter' | 'liter' | 'set' | 'box' | 'roll' | 'sheet';
  target_price?: number;
  target_currency?: string;
  /** Demo: the SKU prefix of the catalogue item that answers it. */
  sku?: string;
  /** Real text: category path prefixes whose listings answer it. */
  paths?: string[];
}

export interface EvalRfq {
  title: string;
  delivery_location?: string;
  /** ISO 3166-2 code of the province delivery_location names (demo corpus). */
  region?: string;
  items: EvalItem[];
}

export const DEMO_RFQS: EvalRfq[] = [
  {
    title: 'Hotel restaurant seating',
    delivery_location: 'Semarang, Central Java',
    region: 'ID-JT',
    items: [
      { name: 'Teak dining chair', quantity: 120, unit_of_measure: 'piece', target_price: 1_500_000, sku: 'KRS' },
      { name: 'Teak dining table', quantity: 30, unit_of_measure: 'piece', target_price: 6_000_000, sku: 'MJM' },
    ],
  },
  {
    title: 'Perabot ruang makan',
    delivery_location: 'Jepara, Jawa Tengah',
    region: 'ID-JT',
    items: [
      { name: 'Kursi makan', quantity: 24, unit_of_measure: 'piece', sku: 'KRS' },
      { name: 'Meja makan', quantity: 4, unit_of_measure: 'piece', sku: 'MJM' },
    ],
  },
  {
    title: 'Office fit-out',
    delivery_location: 'Jakarta',
    region: 'ID-JK',
    items: [
      { name: 'Office desk', quantity: 40, unit_of_measure: 'piece', target_price: 2_500_000, sku: 'MJK' },
      { name: 'Bookshelf', quantity: 20, unit_of_measure: 'piece', sku: 'RAK' },
    ],
  },
  {
    title: 'Villa bedrooms',
    delivery_location: 'Denpasar, Bali',
    region: 'ID-BA',
    items: [
      { name: 'Wardrobe', quantity: 12, unit_of_measure: 'piece', sku: 'LMR' },
      { name: 'Bed frame', quantity: 12, unit_of_measure: 'piece', sku: 'DPN' },
    ],
  },
  {
    title: 'Batik for a fashion label',
    delivery_location: 'Pekalongan, Central Java',
    region: 'ID-JT',
    items: [{ name: 'Hand-drawn batik cloth', quantity: 200, unit_of_measure: 'meter', sku: 'BTK' }],
  },
  {
    title: 'Staff clothing',
    items: [
      { name: 'Batik shirt', quantity: 300, unit_of_measure: 'piece', target_price: 250_000, sku: 'KMJ' },
      { name: 'Work uniform', quantity: 300, unit_of_measure: 'piece', sku: 'SRM' },
    ],
  },
  {
    title: 'Roastery supplies',
    items: [
      { name: 'Green coffee beans', description: 'arabica, for roasting', quantity: 1000, unit_of_measure: 'kg', sku: 'KPI' },
      { name: 'Palm sugar', quantity: 200, unit_of_measure: 'kg', sku: 'GLA' },
    ],
  },
  {
    title: 'Kedai kopi dan teh',
    items: [
      { name: 'Kopi bubuk', quantity: 100, unit_of_measure: 'kg', sku: 'KPB' },
      { name: 'Teh hitam', quantity: 50, unit_of_measure: 'kg', sku: 'TEH' },
    ],
  },
  {
    title: 'Spice export lot',
    items: [
      { name: 'Black pepper', quantity: 5000, unit_of_measure: 'kg', sku: 'LDH' },
      { name: 'Cloves', quantity: 2000, unit_of_measure: 'kg', sku: 'CKH' },
      { name: 'Nutmeg', quantity: 1000, unit_of_measure: 'kg', sku: 'PLA' },
    ],
  },
  {
    title: 'Vanilla for a bakery chain',
    items: [{ name: 'Vanilla beans', quantity: 50, unit_of_measure: 'kg', target_price: 4_000_000, sku: 'VNL' }],
  },
  {
    title: 'Snacks for a minimarket chain',
    delivery_location: 'Surabaya, East Java',
    region: 'ID-JI',
    items: [
      { name: 'Cassava chips', quantity: 2000, unit_of_measure: 'kg', sku: 'KRP' },
      { name: 'Shrimp crackers', quantity: 2000, unit_of_measure: 'kg', sku: 'KRU' },
    ],
  },
  {
    title: 'Seafood for export',
    items: [
      { name: 'Frozen tuna loin', quantity: 10_000, unit_of_measure: 'kg', sku: 'TNA' },
      { name: 'Vannamei shrimp', quantity: 5000, unit_of_measure: 'kg', sku: 'UDG' },
    ],
  },
  {
    title: 'Warehouse construction',
    delivery_location: 'Makassar, Sulawesi Selatan',
    region: 'ID-SN',
    items: [
      { name: 'Portland cement', quantity: 20_000, unit_of_measure: 'kg', sku: 'SMN' },
      { name: 'Reinforcing steel bar', quantity: 3000, unit_of_measure: 'piece', sku: 'BSB' },
      { name: 'Ceramic floor tile', quantity: 1500, unit_of_measure: 'piece', sku: 'KRM' },
    ],
  },
  {
    title: 'Plantation equipment',
    items: [
      { name: 'Water pump', quantity: 10, unit_of_measure: 'piece', sku: 'PMP' },
      { name: 'Diesel generator set', quantity: 2, unit_of_measure: 'set', sku: 'GST' },
    ],
  },
  {
    title: 'Workshop equipment',
    items: [
      { name: 'Welding machine', quantity: 5, unit_of_measure: 'piece', sku: 'MLS' },
      { name: 'Steel plate', quantity: 200, unit_of_measure: 'sheet', sku: 'PLT' },
    ],
  },
  {
    title: 'Gallery stock',
    delivery_location: 'Ubud, Bali',
    region: 'ID-BA',
    items: [
      { name: 'Wood carving', quantity: 50, unit_of_measure: 'piece', sku: 'UKR' },
      { name: 'Wooden mask', quantity: 50, unit_of_measure: 'piece', sku: 'TPG' },
    ],
  },
  {
    title: 'Eco homeware',
    items: [
      { name: 'Woven basket', quantity: 500, unit_of_measure: 'piece', sku: 'KRJ' },
      { name: 'Water hyacinth bag', quantity: 300, unit_of_measure: 'piece', sku: 'TSE' },
    ],
  },
  {
    title: 'Packaging for a snack brand',
    items: [
      { name: 'Corrugated carton box', quantity: 10_000, unit_of_measure: 'piece', sku: 'KRD' },
      { name: 'Stand-up pouch', quantity: 50_000, unit_of_measure: 'piece', sku: 'STP' },
    ],
  },
  {
    title: 'Hygiene supplies for offices',
    items: [
      { name: 'Liquid hand soap', quantity: 500, unit_of_measure: 'liter', sku: 'SCT' },
      { name: 'Hand sanitizer', quantity: 500, unit_of_measure: 'liter', sku: 'HSN' },
      { name: 'Disinfectant', quantity: 300, unit_of_measure: 'liter', sku: 'DSF' },
    ],
  },
  {
    title: 'Village electrification',
    items: [
      { name: 'Solar panel', quantity: 100, unit_of_measure: 'piece', sku: 'PSY' },
      { name: 'Street light', quantity: 60, unit_of_measure: 'piece', sku: 'LPJ' },
    ],
  },
  {
    title: 'Site safety and workwear accessories',
    items: [
      { name: 'Safety boots', quantity: 200, unit_of_measure: 'piece', sku: 'SFT' },
      { name: 'Leather belt', quantity: 200, unit_of_measure: 'piece', sku: 'IKP' },
    ],
  },
  {
    title: 'Produk kulit untuk toko',
    delivery_location: 'Bandung, Jawa Barat',
    region: 'ID-JB',
    items: [
      { name: 'Sepatu kulit', quantity: 100, unit_of_measure: 'piece', sku: 'SPT' },
      { name: 'Dompet kulit', quantity: 200, unit_of_measure: 'piece', sku: 'DMP' },
    ],
  },
];

export const REAL_RFQS: EvalRfq[] = [
  { title: 'Denim for a menswear shop', items: [{ name: "Men's jeans", quantity: 100, unit_of_measure: 'piece', paths: ['clothing > mens clothing > jeans'] }] },
  { title: 'Casual shoes', items: [{ name: "Women's casual shoes", quantity: 60, unit_of_measure: 'piece', paths: ['footwear > womens footwear > casual shoes'] }] },
  { title: 'Rings for a jewellery counter', items: [{ name: 'Gold plated ring for women', quantity: 50, unit_of_measure: 'piece', paths: ['jewellery > rings'] }] },
  { title: 'Bracelets', items: [{ name: 'Bracelet', quantity: 80, unit_of_measure: 'piece', paths: ['jewellery > bangles bracelets armlets'] }] },
  { title: 'Necklaces', items: [{ name: 'Necklace', quantity: 40, unit_of_measure: 'piece', paths: ['jewellery > necklaces chains'] }] },
  { title: 'Salon hair care', items: [{ name: 'Hair conditioner', quantity: 120, unit_of_measure: 'piece', paths: ['beauty and personal care > hair care'] }] },
  {
    title: 'Phone accessories kiosk',
    items: [
      { name: 'Mobile charger', quantity: 200, unit_of_measure: 'piece', paths: ['mobiles accessories > mobile accessories > chargers'] },
      { name: 'Mobile pouch', quantity: 200, unit_of_measure: 'piece', paths: ['mobiles accessories > mobile accessories > mobile pouches'] },
    ],
  },
  { title: 'Car care', items: [{ name: 'Car polish and wax', quantity: 100, unit_of_measure: 'piece', paths: ['automotive > accessories spare parts > car bike care'] }] },
  { title: 'Room fragrance', items: [{ name: 'Aroma oil for home fragrance', quantity: 300, unit_of_measure: 'piece', paths: ['home decor festive needs > candles fragrances'] }] },
  { title: 'Office clocks', items: [{ name: 'Wall clock', quantity: 30, unit_of_measure: 'piece', paths: ['home decor festive needs > wall decor clocks'] }] },
  { title: 'Water bottles for a gym', items: [{ name: 'Water bottle', quantity: 500, unit_of_measure: 'piece', paths: ['kitchen dining > containers bottles'] }] },
  {
    title: 'Cricket club kit',
    items: [
      { name: 'Cricket bat', quantity: 20, unit_of_measure: 'piece', paths: ['sports fitness > team sports > cricket'] },
      { name: 'Cricket ball', quantity: 100, unit_of_measure: 'piece', paths: ['sports fitness > team sports > cricket'] },
    ],
  },
  { title: 'Back to school', items: [{ name: 'School bag', quantity: 300, unit_of_measure: 'piece', paths: ['toys school supplies > school supplies > school bags'] }] },
  { title: 'Evening clutches', items: [{ name: "Women's clutch", quantity: 60, unit_of_measure: 'piece', paths: ['bags wallets belts > wallets clutches > clutches'] }] },
  {
    title: 'Hotel soft furnishing',
    items: [
      { name: 'Window curtains', quantity: 80, unit_of_measure: 'piece', paths: ['home furnishing > curtains accessories'] },
      { name: 'Double bedsheet', quantity: 120, unit_of_measure: 'piece', paths: ['home furnishing > bed linen'] },
    ],
  },
  {
    title: 'Team sportswear',
    items: [
      { name: "Men's sports t-shirt", quantity: 100, unit_of_measure: 'piece', paths: ['clothing > mens clothing > sports wear'] },
      { name: "Men's track pants", quantity: 100, unit_of_measure: 'piece', paths: ['clothing > mens clothing > sports wear'] },
    ],
  },
];
