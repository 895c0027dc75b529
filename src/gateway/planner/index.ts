/*
 * Placeholder until the rule-based planner lands: the signatures the gateway calls, with the
 * simplest behaviour that keeps the gateway answering. Replaced as a whole at merge.
 */
import type { ReferenceService } from '../../modules/reference/reference.service.js';
import type { Language, Plan, PlanContext, Planner } from '../plan.js';

const INDONESIAN_WORDS = /\b(pemasok|yang|dan|di|untuk|siapa|dengan|berapa|apa|cari|mana|produk|kursi|kopi)\b/i;

export function detectLanguage(question: string): Language {
  return INDONESIAN_WORDS.test(question) ? 'id' : 'en';
}

export function createRulePlanner(deps: { reference: ReferenceService }): Planner {
  return {
    async plan(question: string, context: PlanContext): Promise<Plan> {
      const regions = (await deps.reference.regions({ country_code: 'ID', limit: 100, offset: 0 })).data as Array<{ id: string; name: string; country_id: string }>;
      const lower = question.toLowerCase();
      const region = regions.find((candidate) => lower.includes(candidate.name.toLowerCase()));
      const quantity = /(\d+(?:[.,]\d+)?)\s*(unit|units|pcs|kg|ton|tonnes?)?/i.exec(question);
      let keywords = lower.replace(/[?.!,]/g, ' ');
      if (region) keywords = keywords.replace(region.name.toLowerCase(), ' ');
      keywords = keywords
        .split(/\s+/)
        .filter((word) => word && !/^\d/.test(word) && !['who', 'can', 'supply', 'and', 'in', 'the', 'a', 'of', 'for', 'pemasok', 'di', 'untuk', 'yang', 'what', 'do', 'they', 'near', 'charge'].includes(word))
        .join(' ');
      const followUp = context.previous && keywords.split(' ').length <= 1;
      const base: Plan = followUp
        ? { ...context.previous! }
        : {
            intent: /\b(supply|supplier|suppliers|pemasok|who)\b/i.test(question) ? 'search_suppliers' : 'search_products',
            keywords,
            category_id: null,
            region_id: null,
            country_id: null,
            quantity: quantity ? Number(quantity[1]!.replace(',', '.')) : null,
            unit: quantity?.[2]?.toLowerCase() ?? null,
          };
      if (region) return { ...base, region_id: region.id, country_id: region.country_id };
      return base;
    },
  };
}
