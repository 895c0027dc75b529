// The labelled sourcing queries of `npm run eval:search` over the demo directory
// (data/demo-queries.json; how they are labelled: bench/eval/README.md).
import { z } from 'zod';
import { readDataFile } from './data-file.js';

export type QueryKind = 'english' | 'indonesian' | 'cross-language' | 'paraphrase' | 'typo' | 'filtered';

export interface LabelledQuery {
  q: string;
  kind: QueryKind;
  /** SKU prefixes of the items that answer the query. */
  items: string[];
  /** A word the product's name must carry (a material or variety), English or Indonesian forms. */
  material?: string[];
  /** ISO 3166-2 code of the province the supplier must be in (sent as region_id). */
  region?: string;
}

const labelledQuery: z.ZodType<LabelledQuery> = z.strictObject({
  q: z.string().min(1),
  kind: z.enum(['english', 'indonesian', 'cross-language', 'paraphrase', 'typo', 'filtered']),
  items: z.array(z.string().min(1)).min(1),
  material: z.array(z.string().min(1)).min(1).optional(),
  region: z
    .string()
    .regex(/^ID-[A-Z]{2}$/)
    .optional(),
});

export const QUERIES: LabelledQuery[] = readDataFile('demo-queries.json', labelledQuery);
