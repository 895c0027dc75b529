// Plans and search cards as the gateway's pure functions take them, for the unit tests of the
// answer, its checks, the RFQ draft and the model path: one place that follows the Plan and card
// shapes.
import type { Plan, PlanResults } from '../../src/gateway/plan.js';
import { EMPTY_PLAN } from '../../src/gateway/planner/index.js';

/** A plan: nothing understood, then `fields`. */
export const planOf = (fields: Partial<Plan> = {}): Plan => ({ ...EMPTY_PLAN, ...fields });

/** A business search card named `name` (its id and slug are the name too). */
export const businessCard = (name: string): PlanResults['businesses'][number] => ({
  id: name,
  name,
  slug: name,
  description_en: null,
  description_id: null,
  category_id: null,
  country_id: null,
  region_id: null,
  website: null,
  can_fulfill_orders: false,
  score: 1,
});
