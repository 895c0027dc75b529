// The labelled buyer queries of `npm run eval:search` over the real-text corpus
// (data/real-queries.json), and the form every real-text set shares. A label is a rule over the
// listing's normalised category path, never a list of ids (bench/eval/README.md; matched by
// bench/eval/eval-real-corpus.ts).
import { z } from 'zod';
import { readDataFile } from './data-file.js';

export type RealQueryKind = 'english' | 'paraphrase' | 'indonesian' | 'typo' | 'filtered';

export interface RealLabelledQuery {
  q: string;
  kind: RealQueryKind;
  /** Alternatives of phrases: a listing is relevant when every phrase of one alternative matches its path. */
  relevant: string[][];
  /** ISO 3166-2 code of the supplier's province (sent as region_id). */
  region?: string;
  /** Root of the listing's category path whose mapped product category is sent as category_id. */
  categoryOf?: string;
}

export const realLabelledQuery: z.ZodType<RealLabelledQuery> = z.strictObject({
  q: z.string().min(1),
  kind: z.enum(['english', 'paraphrase', 'indonesian', 'typo', 'filtered']),
  relevant: z.array(z.array(z.string().min(1)).min(1)).min(1),
  region: z
    .string()
    .regex(/^ID-[A-Z]{2}$/)
    .optional(),
  categoryOf: z.string().min(1).optional(),
});

export const REAL_QUERIES: RealLabelledQuery[] = readDataFile('real-queries.json', realLabelledQuery);
