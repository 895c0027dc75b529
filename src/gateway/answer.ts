/*
 * Placeholder until the template answers land. Replaced as a whole at merge.
 */
import type { AgentAction, Language, Plan, PlanResults } from './plan.js';

export function writeAnswer(question: string, plan: Plan, results: PlanResults, actions: AgentAction[], language: Language): string {
  void question;
  void plan;
  void actions;
  const names = [...results.businesses.map((hit) => hit.name), ...results.products.map((hit) => hit.name)].slice(0, 5);
  if (language === 'id') return names.length ? `Ditemukan: ${names.join(', ')}.` : 'Tidak ada hasil yang cocok.';
  return names.length ? `Found: ${names.join(', ')}.` : 'Nothing matched.';
}
