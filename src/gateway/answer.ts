// The answer without a model: templates (answer-templates.json) in the question's language, filled
// only with what the plan and the results hold (supplier and product names, the place, counts, the
// RFQ action), so every statement is grounded in directory records and every word of our own is in
// one language. Record text is quoted as names, never read.
import { render, type TemplateKey, unitNames } from './answer-templates.js';
import type { AgentAction, ComparedSupplier, Constraint, Language, Plan, PlanPrice, PlanResults } from './plan.js';
import { placeName } from './planner/names.js';
import { type MissingField, missingFromArguments } from './rfq-draft.js';

const number = (value: number, language: Language) =>
  value.toLocaleString(language === 'id' ? 'id-ID' : 'en-US', { maximumFractionDigits: 3 });

function amount(quantity: number, unit: string | null, language: Language): string {
  const names = unit ? unitNames(unit, language) : undefined;
  const word = names ? names[quantity === 1 ? 0 : 1] : (unit ?? '');
  return `${number(quantity, language)}${word ? ` ${word}` : ''}`;
}

function list(names: string[], language: Language): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} ${render('and', language)} ${names[names.length - 1]}`;
}

const money = (value: number, currency: string, language: Language) =>
  currency === 'IDR' ? `Rp ${number(value, language)}` : `${number(value, language)} ${currency}`;

function price(product: PlanResults['products'][number], language: Language): string | null {
  if (product.base_price === null) return null;
  const unit = unitNames(product.unit_of_measure, language)?.[0] ?? product.unit_of_measure;
  return render('price_per', language, {
    price: money(Number(product.base_price), product.currency, language),
    unit,
  });
}

/** "at most Rp 50.000 per piece", "Rp 50.000 to Rp 100.000", in the language. */
function priceLimit(limit: PlanPrice, language: Language): string {
  const min = limit.min === null ? null : money(limit.min, limit.currency, language);
  const max = limit.max === null ? null : money(limit.max, limit.currency, language);
  const words =
    min !== null && max !== null
      ? render('limit_range', language, { min, max })
      : max !== null
        ? render('limit_max', language, { max })
        : render('limit_min', language, { min: min ?? '' });
  if (limit.per_unit === null) return words;
  const unit = unitNames(limit.per_unit, language)?.[0] ?? limit.per_unit;
  return render('limit_per', language, { limit: words, unit });
}

/** Said before any record is named: the listed products are not the item asked for. */
function matchPreface(plan: Plan, results: PlanResults, language: Language): string {
  return results.match === 'alternatives' ? render('match_alternatives', language, { what: plan.keywords }) : '';
}

/** Said after the records: the price they keep, what was dropped to find them, and the words not used. */
function constraintSentences(plan: Plan, results: PlanResults, language: Language): string {
  const parts: string[] = [];
  const relaxed: Constraint[] = results.relaxed ?? [];
  if (plan.price && !relaxed.includes('price') && results.products.length > 0)
    parts.push(render('price_kept', language, { limit: priceLimit(plan.price, language) }));
  if (relaxed.length > 0) {
    const names = list(
      relaxed.map((constraint) => render(`constraint_${constraint}`, language)),
      language,
    );
    const limit =
      relaxed.includes('price') && plan.price
        ? render('relaxed_limit', language, { limit: priceLimit(plan.price, language) })
        : '';
    parts.push(render(relaxed.length === 1 ? 'relaxed_one' : 'relaxed_many', language, { names, limit }));
  }
  if (plan.unread && plan.unread.length > 0) {
    const words = list(
      plan.unread.map((word) => `"${word}"`),
      language,
    );
    parts.push(render('unread_words', language, { words }));
  }
  return parts.map((part) => ` ${part}`).join('');
}

/** Why a tool did not run, in the language: a missing scope names it; a failure or a refusal says which. */
function reason(error: string | undefined, language: Language): string {
  const scope = error?.match(/lacks the scope (\S+)/)?.[1];
  if (scope) return render('reason_scope', language, { scope });
  return render(error === undefined || /try again/.test(error) ? 'reason_failed' : 'reason_rejected', language);
}

/** How many names an answer lists: the rest are in the results. */
const NAMED = 3;

export function writeAnswer(plan: Plan, results: PlanResults, actions: AgentAction[], language: Language): string {
  if (plan.intent === 'other') return render('scope', language);

  if (plan.intent === 'rfq_status') {
    const listed = actions.find((action) => action.tool === 'list_rfqs');
    if (listed && listed.status !== 'done')
      return render('rfqs_failed', language, { reason: reason(listed.error, language) });
    const rfqs = results.rfqs ?? [];
    if (rfqs.length === 0) return render('no_rfqs', language);
    const names = list(
      rfqs.slice(0, NAMED).map((rfq) =>
        render('rfq_entry', language, {
          number: rfq.rfq_number,
          title: rfq.title,
          status: render(`status_${rfq.status}` as TemplateKey, language),
        }),
      ),
      language,
    );
    return rfqs.length === 1
      ? render('rfqs_one', language, { names })
      : render('rfqs_many', language, { count: rfqs.length, names });
  }

  const search = actions.find((action) => action.tool === 'search');
  if (search && search.status !== 'done')
    return (
      render('no_search', language, { reason: reason(search.error, language) }) + rfqSentence(plan, actions, language)
    );
  const what = plan.keywords ? render('for_what', language, { what: plan.keywords }) : '';
  if (plan.intent === 'compare_suppliers') return compareAnswer(plan, results.comparison ?? [], what, language);

  const place = placeName(plan.region_id, language) ?? placeName(plan.country_id, language);
  const where = place ? render('in_place', language, { place }) : '';
  const parts: string[] = [];
  if (results.businesses.length === 0 && results.products.length === 0) {
    parts.push(render('nothing', language, { what, where }));
  } else {
    const suppliers = results.businesses.slice(0, NAMED).map((business) => business.name);
    const products = results.products.slice(0, NAMED).map((product) => {
      const cost = price(product, language);
      return cost
        ? render('product_entry_priced', language, {
            product: product.name,
            supplier: product.business.name,
            price: cost,
          })
        : render('product_entry', language, { product: product.name, supplier: product.business.name });
    });
    const count = results.businesses.length;
    const supplierSentence =
      suppliers.length === 0
        ? ''
        : count === 1
          ? render('suppliers_one', language, { what, where, names: list(suppliers, language) })
          : render('suppliers_many', language, { count, what, where, names: list(suppliers, language) });
    const productSentence =
      products.length > 0 ? render('products', language, { names: list(products, language) }) : '';
    // A product question leads with products; a supplier question (and an RFQ draft) with suppliers.
    parts.push(
      ...(plan.intent === 'search_products'
        ? [productSentence, supplierSentence]
        : [supplierSentence, productSentence]
      ).filter(Boolean),
    );
  }
  let answer = [matchPreface(plan, results, language), ...parts].filter(Boolean).join(' ');
  answer += constraintSentences(plan, results, language);
  if (plan.quantity !== null && plan.intent !== 'rfq_draft')
    answer += render('your_quantity', language, { amount: amount(plan.quantity, plan.unit, language) });
  return answer + rfqSentence(plan, actions, language);
}

function performance(supplier: ComparedSupplier, language: Language): string {
  const record = supplier.performance;
  if (!record) return render('perf_none', language);
  const parts = [
    record.reliability_score === null
      ? ''
      : render('perf_reliability', language, { value: number(record.reliability_score, language) }),
    record.quality_score === null
      ? ''
      : render('perf_quality', language, { value: number(record.quality_score, language) }),
    record.on_time_delivery_percent === null
      ? ''
      : render('perf_on_time', language, { value: number(record.on_time_delivery_percent, language) }),
    record.total_orders === null
      ? ''
      : render('perf_orders', language, { value: number(record.total_orders, language) }),
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : render('perf_none', language);
}

function compareAnswer(plan: Plan, compared: ComparedSupplier[], what: string, language: Language): string {
  const missing = plan.businesses.filter((named) => named.id === null).map((named) => `"${named.name}"`);
  if (compared.length === 0)
    return render('compare_none_found', language, {
      names: list(missing.length > 0 ? missing : plan.businesses.map((named) => `"${named.name}"`), language),
    });
  let answer = render('compare_intro', language, {
    names: list(
      compared.map((supplier) => supplier.name),
      language,
    ),
    what,
  });
  for (const supplier of compared) {
    const place = placeName(supplier.region_id, language);
    const total = supplier.products;
    const matching = supplier.matching;
    const names = list(
      (matching ?? []).slice(0, NAMED).map((product) => product.name),
      language,
    );
    const products =
      total === null || total === 0
        ? render('compare_no_products', language)
        : total === 1
          ? matching === null
            ? render('compare_product_one', language)
            : matching.length === 0
              ? render('compare_product_one_not_matching', language)
              : render('compare_product_one_matching', language, { names })
          : matching === null
            ? render('compare_products', language, { total })
            : matching.length === 0
              ? render('compare_products_none_matching', language, { total })
              : render('compare_products_matching', language, { matching: matching.length, total, names });
    const prices = supplier.prices
      ? render('compare_prices', language, {
          range:
            supplier.prices.min === supplier.prices.max
              ? money(supplier.prices.min, supplier.prices.currency, language)
              : `${money(supplier.prices.min, supplier.prices.currency, language)} – ${money(supplier.prices.max, supplier.prices.currency, language)}`,
        })
      : render('compare_no_prices', language);
    answer += render('compare_supplier', language, {
      name: supplier.name,
      where: place ? render('in_place', language, { place }) : '',
      products,
      prices,
      performance: performance(supplier, language),
    });
  }
  if (missing.length > 0) answer += render('compare_not_found', language, { names: list(missing, language) });
  return answer;
}

const MISSING_KEYS: Record<MissingField, TemplateKey> = {
  quantity: 'missing_quantity',
  buyer_name: 'missing_buyer_name',
  buyer_email: 'missing_buyer_email',
};

function rfqSentence(plan: Plan, actions: AgentAction[], language: Language): string {
  if (plan.intent !== 'rfq_draft') return '';
  const action = actions.find((candidate) => candidate.tool === 'create_rfq');
  if (!action) return '';
  const title = typeof action.arguments.title === 'string' ? action.arguments.title : plan.keywords;
  if (action.status === 'done') return render('rfq_created', language, { title });
  if (action.status === 'refused') return render('rfq_refused', language, { reason: reason(action.error, language) });
  const buyer = [action.arguments.buyer_name, action.arguments.buyer_company, action.arguments.buyer_email].filter(
    (value): value is string => typeof value === 'string' && value.length > 0,
  );
  const missing = missingFromArguments(action.arguments);
  return (
    render('rfq_proposed', language, { title }) +
    (buyer.length > 0 ? render('rfq_buyer', language, { buyer: buyer.join(', ') }) : '') +
    (missing.length > 0
      ? render('rfq_missing', language, {
          fields: list(
            missing.map((field) => render(MISSING_KEYS[field], language)),
            language,
          ),
        })
      : '')
  );
}
