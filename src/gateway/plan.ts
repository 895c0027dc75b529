/**
 * The agent gateway's shared vocabulary (docs/agents.md): what a question was understood to
 * ask (the plan), what the gateway did about it (actions) and what it found (results). The
 * rule-based planner produces plans, the executor runs them through the tool registry, and the
 * model path (when a chat provider is configured) produces and runs the same shapes.
 */
import type { UnitOfMeasure } from '../db/schema.js';
import type { RfqListItem } from '../modules/rfqs/rfqs.schemas.js';
import type { BusinessHit, ProductHit } from '../modules/search/search.schemas.js';

export const INTENTS = [
  'search_suppliers',
  'search_products',
  'compare_suppliers',
  'rfq_draft',
  'rfq_status',
  'other',
] as const;
export type Intent = (typeof INTENTS)[number];

/** The units a plan names: the directory's units of measure, and "pair", which has none of its own there. */
export type PlanUnit = UnitOfMeasure | 'pair';

export const LANGUAGES = ['en', 'id'] as const;

/** Whose text the answer is: the model's (it passed the checks) or the template's. */
export const ANSWER_SOURCES = ['model', 'template'] as const;
export type AnswerSource = (typeof ANSWER_SOURCES)[number];
export type Language = (typeof LANGUAGES)[number];

/** What the gateway understood. Ids are directory ids resolved from names in the question; null when it names none. */
export interface Plan {
  intent: Intent;
  /** The words to search for, the question's place, quantity and intent words removed. */
  keywords: string;
  category_id: string | null;
  region_id: string | null;
  country_id: string | null;
  quantity: number | null;
  /** A unit of measure as RFQ items and products name it (UNITS_OF_MEASURE, e.g. "piece", "kg"), or another normalised unit word. */
  unit: string | null;
  /**
   * The suppliers the question names (compare_suppliers), as written until they are resolved
   * against what the key can see: then `id` and the directory's `name`; `id` null is a name the
   * key cannot see (reported as not found, never revealed). Empty for other intents.
   */
  businesses: NamedBusiness[];
  /** The price limits the question states; null when it states none the planner could read. */
  price: PlanPrice | null;
  /**
   * Words of a price limit the planner could not read ("cheap", "under 50.00.0"): kept out of the
   * plan, never guessed, and named in the answer. Absent when there are none.
   */
  unread?: string[];
}

export interface NamedBusiness {
  id: string | null;
  name: string;
}

/** A price limit: at least `min`, at most `max` (either may be null), in `currency`, per `per_unit` (a plan unit) or per listed unit. */
export interface PlanPrice {
  min: number | null;
  max: number | null;
  /** ISO 4217 code; IDR unless the question names another currency. */
  currency: string;
  per_unit: string | null;
}

/** How the listed products relate to the item asked for (docs/agents.md, honest matches). */
export const MATCHES = ['exact', 'alternatives', 'none'] as const;
export type Match = (typeof MATCHES)[number];

/** The constraints the gateway may drop, least important first, when nothing satisfies them all. */
export const CONSTRAINTS = ['category', 'region', 'price'] as const;
export type Constraint = (typeof CONSTRAINTS)[number];

export interface PlanContext {
  language: Language;
  /** The plan of the previous question in the same conversation: a follow-up ("and in Bali?") refines it. */
  previous?: Plan;
}

export interface Planner {
  plan(question: string, context: PlanContext): Promise<Plan>;
}

/** One tool call the gateway made or proposes (an entry of the answer's `actions`). */
export interface AgentAction {
  tool: string;
  arguments: Record<string, unknown>;
  status: 'done' | 'proposed' | 'refused';
  error?: string;
}

/** What a plan found: the REST search cards. */
export interface PlanResults {
  businesses: BusinessHit[];
  products: ProductHit[];
  /** Whether the listed products are the item asked for (a response carries it as `data.match`). */
  match?: Match;
  /** The plan's constraints dropped to find anything (a response carries them as `data.relaxed`). */
  relaxed?: Constraint[];
  /**
   * rfq_status only: the partner's RFQs as list_rfqs returns them, for the answer to name. Not part
   * of the contract's `results` (which has the two card groups): a response leaves it out.
   */
  rfqs?: RfqListItem[];
  /** compare_suppliers only: what the answer sets side by side (not part of the contract's `results` either). */
  comparison?: ComparedSupplier[];
}

/** What the answer says about one compared supplier. */
export interface ComparedSupplier {
  id: string;
  name: string;
  region_id: string | null;
  /** Active products in its catalogue the key can see (null: the key may not read products). */
  products: number | null;
  /** Its products that carry the item's words (only when an item was asked). */
  matching: Array<{ id: string; name: string }> | null;
  /** Lowest and highest base price over the matching products (all products when no item), in one currency. */
  prices: { min: number; max: number; currency: string } | null;
  performance: {
    reliability_score: number | null;
    quality_score: number | null;
    on_time_delivery_percent: number | null;
    total_orders: number | null;
  } | null;
}
