// The answer side of `npm run eval:agent` (data/agent-answer-questions.json): compare, follow-ups,
// RFQ drafts with buyer details, the answer's language, price limits, honest matches and
// multi-word trade terms, each question scored in its category.
// How each field is labelled: bench/eval/README.md ("Answer questions").
import { z } from 'zod';
import { render, TEMPLATES } from '../../src/gateway/answer-templates.js';
import {
  type AgentAction,
  CONSTRAINTS,
  type Constraint,
  type Language,
  MATCHES,
  type Match,
  type Plan,
  type PlanPrice,
  type PlanResults,
} from '../../src/gateway/plan.js';
import { detectLanguage } from '../../src/gateway/planner/index.js';
import { amountUnits } from '../../src/lib/money.js';
import type { MissingField } from '../../src/gateway/rfq-draft.js';
import { readDataFile } from './data-file.js';

export const ANSWER_CATEGORIES = [
  'compare',
  'follow_up',
  'rfq_buyer',
  'answer_language',
  'price',
  'match',
  'phrase',
] as const;
export type AnswerCategory = (typeof ANSWER_CATEGORIES)[number];

export interface AnswerQuestion {
  id: string;
  category: AnswerCategory;
  language: Language;
  question: string;
  after?: string;
  intent: Plan['intent'];
  region?: string | null;
  quantity?: number | null;
  unit?: string | null;
  keywords?: string;
  compare?: { found: string[]; not_found: string[] };
  buyer?: {
    name: string | null;
    company: string | null;
    email: string | null;
    item: string;
    missing: MissingField[];
  };
  /** The limit as the question states it; null: none with a number (`unread` then holds its words). */
  price?: PlanPrice | null;
  unread?: string[];
  match?: Match;
  /** The constraints the answer must say it dropped, exactly. */
  relaxed?: Constraint[];
}

const answerQuestion: z.ZodType<AnswerQuestion> = z.strictObject({
  id: z.string().min(1),
  category: z.enum(ANSWER_CATEGORIES),
  language: z.enum(['en', 'id']),
  question: z.string().min(1),
  after: z.string().min(1).optional(),
  intent: z.enum(['search_suppliers', 'search_products', 'compare_suppliers', 'rfq_draft', 'rfq_status', 'other']),
  region: z.string().nullable().optional(),
  quantity: z.number().nullable().optional(),
  unit: z.string().nullable().optional(),
  keywords: z.string().optional(),
  compare: z.strictObject({ found: z.array(z.string().min(1)), not_found: z.array(z.string().min(1)) }).optional(),
  buyer: z
    .strictObject({
      name: z.string().nullable(),
      company: z.string().nullable(),
      email: z.string().nullable(),
      item: z.string().min(1),
      missing: z.array(z.enum(['quantity', 'buyer_name', 'buyer_email'])),
    })
    .optional(),
  price: z
    .strictObject({
      min: z.number().positive().nullable(),
      max: z.number().positive().nullable(),
      currency: z.string().regex(/^[A-Z]{3}$/),
      per_unit: z.string().min(1).nullable(),
    })
    .nullable()
    .optional(),
  unread: z.array(z.string().min(1)).min(1).optional(),
  match: z.enum(MATCHES).optional(),
  relaxed: z.array(z.enum(CONSTRAINTS)).optional(),
});

export const ANSWER_QUESTIONS: AnswerQuestion[] = readDataFile('agent-answer-questions.json', answerQuestion);

/** What one answer was, as the old set's runner returns it, with its actions. */
export interface AnsweredQuestion {
  language: string;
  plan: Plan;
  results: PlanResults;
  answer: string;
  actions: AgentAction[];
}

/** What the scoring needs of the database under test: a public business's id by its exact name. */
export interface AnswerResolver {
  region(code: string | null | undefined): string | null;
  publicBusiness(name: string): string | null;
}

/** Quoted text (the buyer's words, names as written) and record names are data in any language. */
const unquoted = (text: string) => text.replace(/"[^"]*"/g, ' ').replace(/`[^`]*`/g, ' ');
const wordsOf = (text: string) =>
  (
    unquoted(text)
      .replace(/\{\w+\}/g, ' ')
      .toLowerCase()
      .match(/\p{L}{2,}/gu) ?? []
  ).filter((word) => word !== 'rp');
const vocabulary = (language: Language) => new Set(Object.values(TEMPLATES[language]).flatMap(wordsOf));
const ONLY: Record<Language, Set<string>> = {
  en: new Set([...vocabulary('en')].filter((word) => !vocabulary('id').has(word))),
  id: new Set([...vocabulary('id')].filter((word) => !vocabulary('en').has(word))),
};

/** The answer's own words that only the other language's templates use (record names removed first). */
export function foreignWords(answer: string, language: Language, results: PlanResults): string[] {
  const names = [
    ...results.businesses.map((business) => business.name),
    ...results.products.flatMap((product) => [product.name, product.business.name]),
  ].sort((a, b) => b.length - a.length);
  const text = names.reduce((rest, name) => rest.replaceAll(name, ' '), answer);
  const other: Language = language === 'en' ? 'id' : 'en';
  return wordsOf(text).filter((word) => ONLY[other].has(word));
}

function samePrice(planned: PlanPrice | null, labelled: PlanPrice | null): boolean {
  if (planned === null || labelled === null) return planned === labelled;
  return (
    planned.min === labelled.min &&
    planned.max === labelled.max &&
    planned.currency === labelled.currency &&
    planned.per_unit === labelled.per_unit
  );
}

/** Whether a listed product keeps a limit: its base price, in the limit's currency and unit, within the bounds. */
export function withinPrice(
  product: { base_price: string | number | null; currency: string; unit_of_measure: string },
  limit: PlanPrice,
): boolean {
  if (product.base_price === null || product.currency !== limit.currency) return false;
  if (limit.per_unit !== null && product.unit_of_measure !== limit.per_unit) return false;
  const price = amountUnits(product.base_price);
  if (price === null) return false;
  const bound = (value: number) => amountUnits(value)!;
  return (limit.min === null || price >= bound(limit.min)) && (limit.max === null || price <= bound(limit.max));
}

export interface AnswerRow {
  id: string;
  category: AnswerCategory;
  question: string;
  /** Each measure: true / false where it applies. */
  correct: {
    plan?: boolean;
    language?: boolean;
    rfq_fields?: boolean;
    compare?: boolean;
    constraint?: boolean;
    match?: boolean;
    consistency?: boolean;
  };
  wrong: string[];
  plan: Plan;
  answer: string;
}

export function judgeAnswer(question: AnswerQuestion, answered: AnsweredQuestion, resolve: AnswerResolver): AnswerRow {
  const wrong: string[] = [];
  const { plan } = answered;
  const check = (what: string, ok: boolean) => {
    if (!ok) wrong.push(what);
    return ok;
  };
  // Plan fields where labelled.
  let planOk = check('intent', plan.intent === question.intent);
  if (question.region !== undefined)
    planOk = check('region', plan.region_id === resolve.region(question.region)) && planOk;
  if (question.quantity !== undefined) planOk = check('quantity', plan.quantity === question.quantity) && planOk;
  if (question.unit !== undefined) planOk = check('unit', plan.unit === question.unit) && planOk;
  if (question.keywords !== undefined) planOk = check('keywords', plan.keywords === question.keywords) && planOk;
  if (question.price !== undefined)
    planOk = check(`price ${JSON.stringify(plan.price)}`, samePrice(plan.price, question.price)) && planOk;
  if (question.unread !== undefined)
    planOk =
      check(
        `unread ${JSON.stringify(plan.unread ?? [])}`,
        question.unread.every((word) => (plan.unread ?? []).includes(word)),
      ) && planOk;
  // The answer: in the labelled language, detected as such, with no word only the other language uses.
  const language = question.language;
  const foreign = foreignWords(answered.answer, language, answered.results);
  const languageOk =
    check('language', answered.language === language) &&
    check(`answer words ${foreign.join(',')}`, foreign.length === 0) &&
    check('answer language detected', detectLanguage(unquoted(answered.answer)) === language);
  const correct: AnswerRow['correct'] = { plan: planOk, language: languageOk };

  if (question.buyer) {
    const draft = answered.actions.find((action) => action.tool === 'create_rfq');
    const args = draft?.arguments ?? {};
    const item = Array.isArray(args.items) ? (args.items[0] as { name?: unknown } | undefined) : undefined;
    const field = (name: string, expected: string | null) =>
      check(`${name} ${JSON.stringify(args[name] ?? null)}`, (args[name] ?? null) === expected);
    const missingText = question.buyer.missing.map((missing) => render(`missing_${missing}`, language));
    correct.rfq_fields =
      check('create_rfq drafted', draft !== undefined) &&
      [
        field('buyer_name', question.buyer.name),
        field('buyer_company', question.buyer.company),
        field('buyer_email', question.buyer.email),
        check(`item ${JSON.stringify(item?.name)}`, item?.name === question.buyer.item),
        check(
          'missing named',
          missingText.every((text) => answered.answer.includes(text)),
        ),
        check(
          'nothing named missing',
          question.buyer.missing.length > 0 ||
            !answered.answer.includes(render('rfq_missing', language, { fields: '\u0000' }).split('\u0000')[0]!.trim()),
        ),
      ].every(Boolean);
  }

  if (question.compare) {
    const expected = [
      ...question.compare.found.map((name) => ({ name, id: resolve.publicBusiness(name) })),
      ...question.compare.not_found.map((name) => ({ name, id: null })),
    ];
    const byName = new Map(plan.businesses.map((named) => [named.name.toLowerCase(), named.id]));
    const resolvedIds = new Set(plan.businesses.map((named) => named.id).filter(Boolean));
    correct.compare =
      check('businesses named', plan.businesses.length === expected.length) &&
      expected
        .map((entry) =>
          entry.id === null
            ? check(`${entry.name} not found`, byName.get(entry.name.toLowerCase()) === null) &&
              check(`${entry.name} reported`, answered.answer.includes(`"${entry.name}"`))
            : check(`${entry.name} found`, resolvedIds.has(entry.id)) &&
              check(`${entry.name} compared`, answered.answer.includes(entry.name)),
        )
        .every(Boolean);
  }
  const { products, businesses } = answered.results;
  if (question.relaxed !== undefined) {
    // Exactly the labelled constraints dropped; every listed product within the labelled price
    // (compared here, not by the gateway's own rule) unless the price is among them.
    const relaxed = [...(answered.results.relaxed ?? [])].sort();
    const limit = question.relaxed.includes('price') ? null : (question.price ?? null);
    const outside = limit ? products.filter((product) => !withinPrice(product, limit)) : [];
    correct.constraint =
      check(`relaxed ${JSON.stringify(relaxed)}`, relaxed.join() === [...question.relaxed].sort().join()) &&
      check(`outside the price: ${outside.map((product) => product.name).join(', ')}`, outside.length === 0);
  }
  if (question.match !== undefined)
    correct.match = check(`match ${answered.results.match}`, answered.results.match === question.match);
  if (question.relaxed !== undefined || question.match !== undefined) {
    const owners = new Set(products.map((product) => product.business_id));
    const strangers = businesses.filter((business) => !owners.has(business.id));
    correct.consistency = check(
      `suppliers without a listed product: ${strangers.map((business) => business.name).join(', ')}`,
      strangers.length === 0,
    );
  }
  return {
    id: question.id,
    category: question.category,
    question: question.question,
    correct,
    wrong,
    plan,
    answer: answered.answer,
  };
}

/** Per category and measure: the share of questions right, over those it applies to. */
export function summariseAnswers(rows: AnswerRow[]) {
  const measures = ['plan', 'language', 'rfq_fields', 'compare', 'constraint', 'match', 'consistency'] as const;
  const summary: Record<string, Record<string, { n: number; value: number }>> = {};
  for (const category of [...ANSWER_CATEGORIES, 'all'] as const) {
    const inCategory = rows.filter((row) => category === 'all' || row.category === category);
    summary[category] = {};
    for (const measure of measures) {
      const judged = inCategory.map((row) => row.correct[measure]).filter((value) => value !== undefined);
      if (judged.length > 0)
        summary[category]![measure] = { n: judged.length, value: judged.filter(Boolean).length / judged.length };
    }
    const whole = inCategory.map((row) => row.wrong.length === 0);
    summary[category]!.all_right = { n: whole.length, value: whole.filter(Boolean).length / Math.max(1, whole.length) };
  }
  return summary;
}
