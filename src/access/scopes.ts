/** Every scope a key can carry; docs/operations.md (Keys and scopes) says what each grants. */
export const SCOPES = [
  'categories.read',
  'regions.read',
  'businesses.read',
  'businesses.write',
  'businesses.internal.read',
  'businesses.assets.read',
  'products.read',
  'products.write',
  'products.internal.read',
  'search',
  'rfq.read',
  'rfq.write',
  'quotes.write',
  'webhooks.manage',
  // The agent gateway's routes (`npm run agent`, docs/agents.md); what it does with a question
  // is still limited to the key's other scopes.
  'agent.query',
] as const;

export type Scope = (typeof SCOPES)[number];

export function isScope(value: string): value is Scope {
  return (SCOPES as readonly string[]).includes(value);
}
