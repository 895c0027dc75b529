// The RFQ a draft question asks for: its item from the plan, its buyer from the question's own
// words (name as written, company, e-mail address; planner/buyer.ts), and the fields still
// missing before it can be created, which the answer names in the question's language.
import { randomUUID } from 'node:crypto';
import { render, unitNames } from './answer-templates.js';
import type { Language, Plan } from './plan.js';
import { readBuyer } from './planner/buyer.js';

export const MISSING_FIELDS = ['quantity', 'buyer_name', 'buyer_email'] as const;
export type MissingField = (typeof MISSING_FIELDS)[number];

/** create_rfq's arguments for the plan's item; null fields are what the question did not say. */
export function rfqDraftArguments(
  plan: Plan,
  question: string | undefined,
  language: Language,
): { args: Record<string, unknown>; missing: MissingField[] } {
  const buyer = readBuyer(question ?? '');
  // A draft whose item the question does not name is named by the word for an item, in its language.
  const name = plan.keywords || render('rfq_unnamed_item', language);
  const unit = plan.unit ?? 'piece';
  const missing = MISSING_FIELDS.filter((field) =>
    field === 'quantity' ? plan.quantity === null : field === 'buyer_name' ? !buyer.name : !buyer.email,
  );
  return {
    args: {
      external_rfq_id: `agent-${randomUUID()}`,
      // The title reads in the question's language: the answer quotes it.
      title:
        plan.quantity === null
          ? name
          : `${plan.quantity} ${unitNames(unit, language)?.[plan.quantity === 1 ? 0 : 1] ?? unit} ${name}`,
      ...(buyer.name ? { buyer_name: buyer.name } : {}),
      ...(buyer.company ? { buyer_company: buyer.company } : {}),
      ...(buyer.email ? { buyer_email: buyer.email } : {}),
      items: [{ name, quantity: plan.quantity ?? undefined, unit_of_measure: unit }],
    },
    missing,
  };
}

/** What a proposed draft still lacks, read back from its arguments (the answer's view of it). */
export function missingFromArguments(args: Record<string, unknown>): MissingField[] {
  const item = Array.isArray(args.items) ? (args.items[0] as Record<string, unknown> | undefined) : undefined;
  return MISSING_FIELDS.filter((field) =>
    field === 'quantity' ? typeof item?.quantity !== 'number' : typeof args[field] !== 'string' || !args[field],
  );
}
