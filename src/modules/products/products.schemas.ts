import { z } from 'zod';
import { PRODUCT_STATUSES, UNITS_OF_MEASURE } from '../../db/schema.js';
import { exactNumber } from '../../http/serialization.js';
import { dataEnvelope, listEnvelope, MAX_INTEGER, nonBlankText, pagingQuery, uuidInput } from '../../http/schemas.js';
import { amountSchema, currencySchema } from '../../lib/money.js';

const text = nonBlankText;
const jsonObject = z.record(z.string().max(100), z.unknown()).refine((value) => Object.keys(value).length <= 100, {
  error: 'must have at most 100 keys',
});
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' }).max(2048);

export const variantInput = z.strictObject({
  name: text(200),
  sku: text(100).nullable().default(null),
  attributes: jsonObject.default({}),
  price: amountSchema.nullable().default(null),
  currency: currencySchema.default('IDR'),
  is_available: z.boolean().default(true),
});

export const tierInput = z
  .strictObject({
    min_quantity: z.number().int().min(1).max(MAX_INTEGER),
    max_quantity: z.number().int().min(1).max(MAX_INTEGER).nullable().default(null),
    unit_price: amountSchema,
    currency: currencySchema.default('IDR'),
  })
  .refine((tier) => tier.max_quantity === null || tier.max_quantity >= tier.min_quantity, {
    error: 'max_quantity must be at least min_quantity',
    path: ['max_quantity'],
  });

type Tier = z.output<typeof tierInput>;

/** Tiers may come in any order but their quantity ranges must not overlap. */
export function findTierOverlap(tiers: Tier[]): [number, number] | undefined {
  const order = tiers.map((tier, index) => ({ tier, index })).sort((a, b) => a.tier.min_quantity - b.tier.min_quantity);
  for (let i = 1; i < order.length; i += 1) {
    const previous = order[i - 1]!;
    const current = order[i]!;
    if (previous.tier.max_quantity === null || previous.tier.max_quantity >= current.tier.min_quantity) {
      return [Math.min(previous.index, current.index), Math.max(previous.index, current.index)];
    }
  }
  return undefined;
}

const tiersInput = z
  .array(tierInput)
  .max(50)
  .superRefine((tiers, ctx) => {
    const overlap = findTierOverlap(tiers);
    if (overlap) {
      ctx.addIssue({ code: 'custom', path: [overlap[1]], message: `overlaps product_pricing_tiers[${overlap[0]}]` });
    }
  });

const productFields = {
  name: text(300),
  description: text(20_000).nullable(),
  base_price: amountSchema.nullable(),
  currency: currencySchema,
  unit_of_measure: z.enum(UNITS_OF_MEASURE),
  sku: text(100).nullable(),
  category_id: uuidInput().nullable(),
  images: z.array(httpUrl).max(30),
  is_available: z.boolean(),
  specifications: jsonObject,
  moq: z.number().int().min(1).max(MAX_INTEGER).nullable(),
  status: z.enum(PRODUCT_STATUSES),
  variants: z.array(variantInput).max(100),
  product_pricing_tiers: tiersInput,
};

export const updateProductBody = z.strictObject(
  Object.fromEntries(Object.entries(productFields).map(([key, schema]) => [key, schema.optional()])) as {
    [K in keyof typeof productFields]: z.ZodOptional<(typeof productFields)[K]>;
  },
);
export const createProductBody = updateProductBody.extend({
  business_id: uuidInput(),
  name: productFields.name,
});
export type CreateProductInput = z.output<typeof createProductBody>;
export type UpdateProductInput = z.output<typeof updateProductBody>;

export const variantSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    sku: z.string().nullable(),
    attributes: z.record(z.string(), z.unknown()),
    price: exactNumber().nullable(),
    currency: z.string(),
    is_available: z.boolean(),
  })
  .meta({ id: 'ProductVariant' });

export const tierSchema = z
  .object({
    id: z.uuid(),
    min_quantity: z.number().int(),
    max_quantity: z.number().int().nullable().meta({ description: 'null: no upper bound' }),
    unit_price: exactNumber(),
    currency: z.string(),
  })
  .meta({ id: 'PricingTier' });

export const businessSummarySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    slug: z.string(),
    country_id: z.uuid().nullable(),
    region_id: z.uuid().nullable(),
  })
  .meta({ id: 'BusinessSummary' });

export const productSchema = z
  .object({
    id: z.uuid(),
    business_id: z.uuid(),
    name: z.string(),
    slug: z.string(),
    description: z.string().nullable(),
    base_price: exactNumber().nullable(),
    currency: z.string(),
    unit_of_measure: z.enum(UNITS_OF_MEASURE),
    sku: z.string().nullable(),
    category_id: z.uuid().nullable(),
    images: z.array(z.string()),
    is_available: z.boolean(),
    specifications: z.record(z.string(), z.unknown()),
    moq: z.number().int().nullable(),
    status: z.enum(PRODUCT_STATUSES),
    variants: z.array(variantSchema),
    product_pricing_tiers: z.array(tierSchema),
    business: businessSummarySchema,
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'Product' });
// Services hand amounts over as decimal strings; the response schema writes them as exact numbers.
export type ProductResponse = z.input<typeof productSchema>;

/** The compact form of a product (no variants or tiers): search hits and MCP results carry it. */
export const productCardSchema = productSchema.pick({
  id: true,
  business_id: true,
  name: true,
  slug: true,
  description: true,
  base_price: true,
  currency: true,
  unit_of_measure: true,
  sku: true,
  category_id: true,
  is_available: true,
  status: true,
  business: true,
});
export type ProductCard = z.input<typeof productCardSchema>;

export const productListQuery = pagingQuery.extend({
  business_id: uuidInput().optional(),
  category_id: uuidInput().optional(),
  updated_since: z.iso.datetime({ offset: true, error: 'must be an ISO 8601 timestamp' }).optional(),
});
export type ProductListQuery = z.output<typeof productListQuery>;

export const productResponse = dataEnvelope(productSchema);
export const productListResponse = listEnvelope(productSchema);
