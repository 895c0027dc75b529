// The labelled questions of `npm run eval:agent` (data/agent-questions.json): what a partner's
// procurement assistant sends the agent gateway, half in Indonesian. How each field is labelled:
// bench/eval/README.md.
import { z } from 'zod';
import { readDataFile } from './data-file.js';

export interface EvalQuestion {
  id: string;
  language: 'en' | 'id';
  question: string;
  after?: string;
  intent: 'search_suppliers' | 'search_products' | 'rfq_draft' | 'rfq_status' | 'other';
  region?: string | null;
  country?: string | null;
  category?: string | null;
  quantity?: number | null;
  unit?: string | null;
  supplier?: string[];
}

const evalQuestion: z.ZodType<EvalQuestion> = z.strictObject({
  id: z.string().min(1),
  language: z.enum(['en', 'id']),
  question: z.string().min(1),
  after: z.string().min(1).optional(),
  intent: z.enum(['search_suppliers', 'search_products', 'rfq_draft', 'rfq_status', 'other']),
  region: z.string().nullable().optional(),
  country: z.string().nullable().optional(),
  category: z.string().nullable().optional(),
  quantity: z.number().nullable().optional(),
  unit: z.string().nullable().optional(),
  supplier: z.array(z.string().min(1)).optional(),
});

export const QUESTIONS: EvalQuestion[] = readDataFile('agent-questions.json', evalQuestion);
