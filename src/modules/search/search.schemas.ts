import { z } from 'zod';
import { pagingQuery, queryNumber, unitInterval, uuidInput } from '../../http/schemas.js';
import { businessCardSchema } from '../businesses/businesses.schemas.js';
import { productCardSchema } from '../products/products.schemas.js';

export const SEARCH_TYPES = ['business', 'product', 'all'] as const;
/** Hybrid search's weight of the semantic leg when the caller names none. */
export const DEFAULT_SEMANTIC_RATIO = 0.5;

export const searchQuery = pagingQuery.extend({
  q: z
    // Only the type issue is ours: a too-long q keeps its own message (at most 200 characters).
    .string({
      error: (issue) =>
        issue.code !== 'invalid_type' ? undefined : issue.input === undefined ? 'is required' : 'must be text',
    })
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(200)
    .regex(/\S/, { error: 'must not be empty' }),
  type: z.enum(SEARCH_TYPES).default('all'),
  category_id: uuidInput().optional(),
  region_id: uuidInput().optional(),
  country_id: uuidInput().optional(),
});
export type SearchQuery = z.output<typeof searchQuery>;

export const businessHitSchema = businessCardSchema.extend({ score: z.number() }).meta({ id: 'BusinessSearchHit' });
export const productHitSchema = productCardSchema.extend({ score: z.number() }).meta({ id: 'ProductSearchHit' });

export type BusinessHit = z.input<typeof businessHitSchema>;
export type ProductHit = z.input<typeof productHitSchema>;

/** What a keyword search searched after synonym expansion (docs/search.md, Synonyms). */
export const queryTermsSchema = z
  .array(z.array(z.string()))
  .optional()
  .meta({
    description:
      "Present when synonym groups expanded the query: the words searched, one list per word or phrase of the query (normalised; overlapping phrases each have their list, a word inside a phrase has none of its own), the query's own first, then the terms its groups brought in, matched a little below it; a word no record holds read as its closest spelling lists that reading, then the reading's terms, matched below the reading itself",
    example: [
      ['meja makan', 'dining table'],
      ['jati', 'teak', 'kayu jati'],
    ],
  });

export const searchResponse = z
  .object({
    query: z.string(),
    query_terms: queryTermsSchema,
    businesses: z.object({ data: z.array(businessHitSchema), total: z.number().int() }).optional(),
    products: z.object({ data: z.array(productHitSchema), total: z.number().int() }).optional(),
  })
  .meta({ id: 'SearchResult', description: 'Only the groups that `type` asks for are present' });
export type SearchResponse = z.input<typeof searchResponse>;

export const semanticQuery = searchQuery.extend({
  threshold: queryNumber(unitInterval.optional()).meta({
    description: 'Least cosine similarity of a hit (0..1); default SEMANTIC_THRESHOLD_DEFAULT of the deployment',
  }),
});
export type SemanticQuery = z.output<typeof semanticQuery>;

export const hybridQuery = searchQuery.extend({
  semantic_ratio: queryNumber(unitInterval.default(DEFAULT_SEMANTIC_RATIO)).meta({
    description: 'Weight of the semantic leg in the fusion, 0..1 (0: keyword order only, 1: semantic order only)',
  }),
});
export type HybridQuery = z.output<typeof hybridQuery>;

const ranks = {
  keyword_rank: z
    .number()
    .int()
    .nullable()
    .meta({ description: '1-based rank in the keyword leg; null when that leg did not return the hit' }),
  semantic_rank: z
    .number()
    .int()
    .nullable()
    .meta({ description: '1-based rank in the semantic leg; null when that leg did not return the hit' }),
};

export const hybridBusinessHitSchema = businessHitSchema.extend(ranks);
export const hybridProductHitSchema = productHitSchema.extend(ranks);

export const hybridResponse = z
  .object({
    query: z.string(),
    mode: z
      .enum(['hybrid', 'keyword'])
      .meta({ description: '"keyword" when no embeddings provider is configured or it does not answer' }),
    semantic_ratio: z.number().meta({ description: 'The ratio used: 0 in keyword mode' }),
    query_terms: queryTermsSchema,
    businesses: z.object({ data: z.array(hybridBusinessHitSchema), total: z.number().int() }).optional(),
    products: z.object({ data: z.array(hybridProductHitSchema), total: z.number().int() }).optional(),
  })
  .meta({
    id: 'HybridSearchResult',
    description:
      'total: in hybrid mode the hits of the fused window (at most 100 per leg), inside which pages are stable; in keyword mode the keyword total',
  });
export type HybridResponse = z.input<typeof hybridResponse>;
