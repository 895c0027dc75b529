// The labelled RFQs of `npm run eval:suggestions`: the demo directory's
// (data/suggestions-rfqs-demo.json), the real-text corpus's (data/suggestions-rfqs-real.json), and
// the demo RFQs of "credited with every item it sells" (data/suggestions-credit-rfqs.json).
// How the wanted and the best suppliers are labelled: bench/eval/README.md.
import { z } from 'zod';
import { readDataFile } from './data-file.js';

export interface EvalItem {
  name: string;
  description?: string;
  quantity: number;
  unit_of_measure: 'piece' | 'kg' | 'meter' | 'liter' | 'set' | 'box' | 'roll' | 'sheet';
  target_price?: number;
  target_currency?: string;
  /** Demo: the SKU prefix of the catalogue item that answers it. */
  sku?: string;
  /** Real text: category path prefixes whose listings answer it. */
  paths?: string[];
}

export interface EvalRfq {
  title: string;
  delivery_location?: string;
  /** ISO 3166-2 code of the province delivery_location names (demo corpus). */
  region?: string;
  items: EvalItem[];
}

const evalItem: z.ZodType<EvalItem> = z.strictObject({
  name: z.string().min(1),
  description: z.string().optional(),
  quantity: z.number().positive(),
  unit_of_measure: z.enum(['piece', 'kg', 'meter', 'liter', 'set', 'box', 'roll', 'sheet']),
  target_price: z.number().positive().optional(),
  target_currency: z.string().optional(),
  sku: z.string().min(1).optional(),
  paths: z.array(z.string().min(1)).min(1).optional(),
});

const evalRfq: z.ZodType<EvalRfq> = z.strictObject({
  title: z.string().min(1),
  delivery_location: z.string().optional(),
  region: z
    .string()
    .regex(/^ID-[A-Z]{2}$/)
    .optional(),
  items: z.array(evalItem).min(1),
});

export const DEMO_RFQS: EvalRfq[] = readDataFile('suggestions-rfqs-demo.json', evalRfq);
export const REAL_RFQS: EvalRfq[] = readDataFile('suggestions-rfqs-real.json', evalRfq);
/** Demo RFQs of "credited with every item it sells" (eval-suggestions.ts judgeCredit). */
export const CREDIT_RFQS: EvalRfq[] = readDataFile('suggestions-credit-rfqs.json', evalRfq);
