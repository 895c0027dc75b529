/*
 * Placeholder until the executor lands: runs one keyword search for the plan through the tool
 * registry's services. Replaced as a whole at merge.
 */
import type { ToolContext } from '../mcp/tools.js';
import type { AgentAction, Language, Plan, PlanResults } from './plan.js';

export async function executePlan(
  plan: Plan,
  context: ToolContext,
  options: { allowActions: boolean; language: Language },
): Promise<{ results: PlanResults; actions: AgentAction[] }> {
  void options;
  const results: PlanResults = { businesses: [], products: [] };
  if (!plan.keywords.trim() || !context.key.scopes.has('search')) return { results, actions: [] };
  const args = {
    q: plan.keywords.slice(0, 200),
    type: plan.intent === 'search_suppliers' ? ('business' as const) : ('all' as const),
    limit: 5,
    offset: 0,
    ...(plan.category_id ? { category_id: plan.category_id } : {}),
    ...(plan.region_id ? { region_id: plan.region_id } : {}),
    ...(plan.country_id && !plan.region_id ? { country_id: plan.country_id } : {}),
  };
  const found = await context.services.search.keyword(args, context.key.visibility);
  results.businesses = found.businesses?.data ?? [];
  results.products = found.products?.data ?? [];
  return { results, actions: [{ tool: 'search', arguments: args, status: 'done' }] };
}
