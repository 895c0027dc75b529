import { z } from 'zod';
import { PRODUCT_STATUSES, UNITS_OF_MEASURE } from '../../db/schema.js';
import { pagingQuery, uuidInput } from '../../http/schemas.js';
import { businessSummarySchema } from '../products/products.schemas.js';

export const SEARCH_TYPES = ['business', 'product', 'all'] as const;

export const searchQuery = pagingQuery.extend({
  q: z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(200),
  type: z.enum(SEARCH_TYPES).default('all'),
  category_id: uuidInput().optional(),
  region_id: uuidInput().optional(),
  country_id: uuidInput().optional(),
});
export type SearchQuery = z.output<typeof searchQuery>;

export const businessHitSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    slug: z.string(),
    description_en: z.string().nullable(),
    description_id: z.string().nullable(),
    category_id: z.uuid().nullable(),
    country_id: z.uuid().nullable(),
    region_id: z.uuid().nullable(),
    website: z.string().nullable(),
    can_fulfill_orders: z.boolean(),
    score: z.number(),
  })
  .meta({ id: 'BusinessSearchHit' });

export const productHitSchema = z
  .object({
    id: z.uuid(),
    business_id: z.uuid(),
    name: z.string(),
    slug: z.string(),
    description: z.string().nullable(),
    base_price: z.number().nullable(),
    currency: z.string(),
    unit_of_measure: z.enum(UNITS_OF_MEASURE),
    sku: z.string().nullable(),
    category_id: z.uuid().nullable(),
    is_available: z.boolean(),
    status: z.enum(PRODUCT_STATUSES),
    business: businessSummarySchema,
    score: z.number(),
  })
  .meta({ id: 'ProductSearchHit' });

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
