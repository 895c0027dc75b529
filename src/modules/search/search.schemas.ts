import { z } from 'zod';
import { pagingQuery, uuidInput } from '../../http/schemas.js';
import { businessCardSchema } from '../businesses/businesses.schemas.js';
import { productCardSchema } from '../products/products.schemas.js';

export const SEARCH_TYPES = ['business', 'product', 'all'] as const;

export const searchQuery = pagingQuery.extend({
  q: z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
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

export type BusinessHit = z.infer<typeof businessHitSchema>;
export type ProductHit = z.infer<typeof productHitSchema>;

export const searchResponse = z
  .object({
    query: z.string(),
    businesses: z.object({ data: z.array(businessHitSchema), total: z.number().int() }).optional(),
    products: z.object({ data: z.array(productHitSchema), total: z.number().int() }).optional(),
  })
  .meta({ id: 'SearchResult', description: 'Only the groups that `type` asks for are present' });
export type SearchResponse = z.infer<typeof searchResponse>;
