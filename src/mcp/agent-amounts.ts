import { z } from 'zod';
import { businessSchema, type BusinessResponse } from '../modules/businesses/businesses.schemas.js';
import {
  productCardSchema,
  productSchema,
  tierSchema,
  variantSchema,
  type ProductCard,
  type ProductResponse,
} from '../modules/products/products.schemas.js';
import { type QuoteOverview, quoteOverviewSchema, supplierEntrySchema } from '../modules/rfqs/rfqs.schemas.js';
import {
  hybridResponse,
  searchResponse,
  type HybridResponse,
  type SearchResponse,
} from '../modules/search/search.schemas.js';
import { matchedItemSchema, type Suggestion, suggestionSchema } from '../modules/suggestions/suggestions.schemas.js';
import type { Page } from '../lib/paging.js';

// REST writes amounts with every digit (exact JSON numbers); MCP results carry plain JSON
// numbers, which agents read. These are the directory's output shapes with that one difference,
// and the conversions from the services' answers (exact decimal strings) to them. Output schemas
// are plain objects: a registered id would turn a tool's schema root into a $ref.

const amount = z.number();
const toNumber = (value: string | null) => (value === null ? null : Number(value));

export const businessOutput = businessSchema.extend({ minimum_order_value: amount.nullable() });
export const productOutput = productSchema.extend({
  base_price: amount.nullable(),
  variants: z.array(variantSchema.extend({ price: amount.nullable() })),
  product_pricing_tiers: z.array(tierSchema.extend({ unit_price: amount })),
});

/**
 * The result of every mode, from the REST responses: keyword and semantic answer the search
 * result; hybrid adds mode and semantic_ratio, and each hit its rank in each leg.
 */
const ranksOptional = { keyword_rank: true, semantic_rank: true } as const;
const hybridBusinesses = hybridResponse.shape.businesses.unwrap();
const hybridProducts = hybridResponse.shape.products.unwrap();
export const searchOutput = searchResponse.extend({
  mode: hybridResponse.shape.mode.optional(),
  semantic_ratio: hybridResponse.shape.semantic_ratio.optional(),
  businesses: hybridBusinesses
    .extend({ data: z.array(hybridBusinesses.shape.data.element.partial(ranksOptional)) })
    .optional(),
  products: hybridProducts
    .extend({
      data: z.array(hybridProducts.shape.data.element.partial(ranksOptional).extend({ base_price: amount.nullable() })),
    })
    .optional(),
});

export const productCardOutput = productCardSchema.extend({ base_price: amount.nullable() });

export function productCardForAgents(card: ProductCard): z.input<typeof productCardOutput> {
  return { ...card, base_price: toNumber(card.base_price) };
}

export function businessForAgents(business: BusinessResponse): z.input<typeof businessOutput> {
  return { ...business, minimum_order_value: toNumber(business.minimum_order_value) };
}

export function productForAgents(product: ProductResponse): z.input<typeof productOutput> {
  return {
    ...product,
    base_price: toNumber(product.base_price),
    variants: product.variants.map((variant) => ({ ...variant, price: toNumber(variant.price) })),
    product_pricing_tiers: product.product_pricing_tiers.map((tier) => ({
      ...tier,
      unit_price: Number(tier.unit_price),
    })),
  };
}

/** Any search result (every mode) with its product hits' base_price as a JSON number. */
export function searchForAgents(result: SearchResponse | HybridResponse): z.input<typeof searchOutput> {
  if (!result.products) return { ...result, products: undefined };
  return {
    ...result,
    products: {
      ...result.products,
      data: result.products.data.map((hit) => ({ ...hit, base_price: toNumber(hit.base_price) })),
    },
  };
}

const quoteLineOutput = supplierEntrySchema.shape.line_items.element.extend({
  unit_price: amount,
  quantity: amount,
  subtotal: amount,
});
export const supplierOutput = supplierEntrySchema.extend({
  quoted_price: amount.nullable(),
  line_items: z.array(quoteLineOutput),
});
export const quoteOverviewOutput = quoteOverviewSchema.extend({ suppliers: z.array(supplierOutput) });

/** A quote overview with quoted prices and line amounts as JSON numbers. */
export function quoteOverviewForAgents(overview: QuoteOverview): z.input<typeof quoteOverviewOutput> {
  return {
    ...overview,
    suppliers: overview.suppliers.map((supplier) => ({
      ...supplier,
      quoted_price: toNumber(supplier.quoted_price),
      line_items: supplier.line_items.map((line) => ({
        ...line,
        unit_price: Number(line.unit_price),
        quantity: Number(line.quantity),
        subtotal: Number(line.subtotal),
      })),
    })),
  };
}

const suggestionOutput = z.object({
  ...suggestionSchema.shape,
  matched_items: z.array(
    z.object({ ...matchedItemSchema.shape, product: productCardOutput, unit_price: amount.nullable() }),
  ),
});
export const suggestionsOutput = z.object({
  data: z.array(suggestionOutput),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});

/** A page of supplier suggestions with each matched product's prices as JSON numbers. */
export function suggestionsForAgents(page: Page<Suggestion>): z.input<typeof suggestionsOutput> {
  return {
    ...page,
    data: page.data.map((suggestion) => ({
      ...suggestion,
      matched_items: suggestion.matched_items.map((item) => ({
        ...item,
        product: productCardForAgents(item.product),
        unit_price: toNumber(item.unit_price),
      })),
    })),
  };
}
