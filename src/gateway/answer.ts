// The answer without a model: short templates in the question's language, filled only with what
// the plan and the results hold (supplier and product names, the place, counts, the RFQ action),
// so every statement is grounded in directory records. Record text is quoted as names, never read.
import type { AgentAction, Language, Plan, PlanResults, PlanUnit } from './plan.js';
import { placeName } from './planner/names.js';

const UNIT_NAMES: Record<PlanUnit, Record<Language, [one: string, many: string]>> = {
  piece: { en: ['piece', 'pieces'], id: ['buah', 'buah'] },
  kg: { en: ['kg', 'kg'], id: ['kg', 'kg'] },
  meter: { en: ['metre', 'metres'], id: ['meter', 'meter'] },
  liter: { en: ['litre', 'litres'], id: ['liter', 'liter'] },
  set: { en: ['set', 'sets'], id: ['set', 'set'] },
  box: { en: ['box', 'boxes'], id: ['kotak', 'kotak'] },
  roll: { en: ['roll', 'rolls'], id: ['gulung', 'gulung'] },
  sheet: { en: ['sheet', 'sheets'], id: ['lembar', 'lembar'] },
  pair: { en: ['pair', 'pairs'], id: ['pasang', 'pasang'] },
};

const number = (value: number, language: Language) =>
  value.toLocaleString(language === 'id' ? 'id-ID' : 'en-US', { maximumFractionDigits: 3 });

/** A unit's names in the language; undefined for a word no plan unit is (a model may give any). */
const unitNames = (unit: string, language: Language) =>
  Object.hasOwn(UNIT_NAMES, unit) ? UNIT_NAMES[unit as PlanUnit][language] : undefined;

function amount(quantity: number, unit: string | null, language: Language): string {
  const names = unit ? unitNames(unit, language) : undefined;
  const word = names ? names[quantity === 1 ? 0 : 1] : (unit ?? '');
  return `${number(quantity, language)}${word ? ` ${word}` : ''}`;
}

function list(names: string[], language: Language): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} ${language === 'id' ? 'dan' : 'and'} ${names[names.length - 1]}`;
}

function price(product: PlanResults['products'][number], language: Language): string | null {
  if (product.base_price === null) return null;
  const value = number(Number(product.base_price), language);
  const per = unitNames(product.unit_of_measure, language)?.[0] ?? product.unit_of_measure;
  return `${product.currency === 'IDR' ? `Rp ${value}` : `${value} ${product.currency}`} ${language === 'id' ? 'per' : 'per'} ${per}`;
}

const TEXT = {
  en: {
    scope:
      'I can find suppliers and products in the directory, draft an RFQ or show the status of your RFQs. For example: "who can supply teak dining chairs in Central Java?"',
    noSearch: (reason: string) => `I could not search the directory: ${reason}.`,
    nothing: (what: string, where: string) =>
      `I found no suppliers or products${what ? ` for "${what}"` : ''}${where}. Try other words or a wider area.`,
    suppliers: (count: number, what: string, where: string, names: string) =>
      `${count === 1 ? 'One supplier' : `${count} suppliers`}${what ? ` for "${what}"` : ''}${where}: ${names}.`,
    products: (names: string) => `Matching products: ${names}.`,
    by: 'by',
    forQuantity: (text: string) => ` Your quantity: ${text}.`,
    in: (place: string) => ` in ${place}`,
    noRfqs: 'You have no RFQs yet.',
    rfqs: (count: number, names: string) => `You have ${count === 1 ? 'one RFQ' : `${count} RFQs`}: ${names}.`,
    rfqsFailed: (reason: string) => `I could not read your RFQs: ${reason}.`,
    rfqCreated: (title: string) => ` I created the RFQ "${title}".`,
    rfqProposed: (title: string, missing?: string) =>
      ` I prepared the RFQ "${title}"; it is created only when you allow actions${missing ? ` (${missing})` : ''}.`,
    rfqRefused: (reason: string) => ` I could not create the RFQ: ${reason}.`,
  },
  id: {
    scope:
      'Saya dapat mencari pemasok dan produk di direktori, menyusun RFQ, atau menampilkan status RFQ Anda. Contoh: "pemasok kursi makan jati di Jawa Tengah".',
    noSearch: (reason: string) => `Saya tidak dapat mencari di direktori: ${reason}.`,
    nothing: (what: string, where: string) =>
      `Tidak ditemukan pemasok atau produk${what ? ` untuk "${what}"` : ''}${where}. Coba kata lain atau wilayah yang lebih luas.`,
    suppliers: (count: number, what: string, where: string, names: string) =>
      `${count === 1 ? 'Satu pemasok' : `${count} pemasok`}${what ? ` untuk "${what}"` : ''}${where}: ${names}.`,
    products: (names: string) => `Produk yang cocok: ${names}.`,
    by: 'dari',
    forQuantity: (text: string) => ` Jumlah yang Anda minta: ${text}.`,
    in: (place: string) => ` di ${place}`,
    noRfqs: 'Anda belum memiliki RFQ.',
    rfqs: (count: number, names: string) => `Anda memiliki ${count} RFQ: ${names}.`,
    rfqsFailed: (reason: string) => `Saya tidak dapat membaca RFQ Anda: ${reason}.`,
    rfqCreated: (title: string) => ` RFQ "${title}" sudah dibuat.`,
    rfqProposed: (title: string, missing?: string) =>
      ` Saya menyiapkan RFQ "${title}"; RFQ baru dibuat jika Anda mengizinkan tindakan${missing ? ` (${missing})` : ''}.`,
    rfqRefused: (reason: string) => ` RFQ tidak dapat dibuat: ${reason}.`,
  },
} as const;

/** How many names an answer lists: the rest are in the results. */
const NAMED = 3;

export function writeAnswer(
  question: string,
  plan: Plan,
  results: PlanResults,
  actions: AgentAction[],
  language: Language,
): string {
  const text = TEXT[language];
  if (plan.intent === 'other') return text.scope;

  if (plan.intent === 'rfq_status') {
    const listed = actions.find((action) => action.tool === 'list_rfqs');
    if (listed && listed.status !== 'done') return text.rfqsFailed(listed.error ?? 'refused');
    const rfqs = results.rfqs ?? [];
    if (rfqs.length === 0) return text.noRfqs;
    return text.rfqs(
      rfqs.length,
      list(
        rfqs.slice(0, NAMED).map((rfq) => `${rfq.rfq_number} "${rfq.title}" (${rfq.status})`),
        language,
      ),
    );
  }

  const search = actions.find((action) => action.tool === 'search');
  if (search && search.status !== 'done')
    return text.noSearch(search.error ?? 'refused') + rfqSentence(plan, actions, language);
  const place = placeName(plan.region_id, language) ?? placeName(plan.country_id, language);
  const where = place ? text.in(place) : '';
  const what = plan.keywords;
  const parts: string[] = [];
  if (results.businesses.length === 0 && results.products.length === 0) {
    parts.push(text.nothing(what, where));
  } else {
    const suppliers = results.businesses.slice(0, NAMED).map((business) => business.name);
    const products = results.products.slice(0, NAMED).map((product) => {
      const cost = price(product, language);
      return `${product.name} (${text.by} ${product.business.name}${cost ? `, ${cost}` : ''})`;
    });
    const supplierSentence =
      suppliers.length > 0 ? text.suppliers(results.businesses.length, what, where, list(suppliers, language)) : '';
    const productSentence = products.length > 0 ? text.products(list(products, language)) : '';
    // A product question leads with products; a supplier question (and an RFQ draft) with suppliers.
    parts.push(
      ...(plan.intent === 'search_products'
        ? [productSentence, supplierSentence]
        : [supplierSentence, productSentence]
      ).filter(Boolean),
    );
  }
  let answer = parts.join(' ');
  if (plan.quantity !== null && plan.intent !== 'rfq_draft')
    answer += text.forQuantity(amount(plan.quantity, plan.unit, language));
  return answer + rfqSentence(plan, actions, language);
}

function rfqSentence(plan: Plan, actions: AgentAction[], language: Language): string {
  if (plan.intent !== 'rfq_draft') return '';
  const text = TEXT[language];
  const action = actions.find((candidate) => candidate.tool === 'create_rfq');
  if (!action) return '';
  const title = typeof action.arguments.title === 'string' ? action.arguments.title : plan.keywords;
  if (action.status === 'done') return text.rfqCreated(title);
  if (action.status === 'proposed') return text.rfqProposed(title, action.error);
  return text.rfqRefused(action.error ?? 'refused');
}
