import { z } from 'zod';
import { listEnvelope, pagingQuery } from '../../http/schemas.js';
import { exactNumber } from '../../http/serialization.js';
import { businessCardSchema, performanceSchema } from '../businesses/businesses.schemas.js';
import { productCardSchema } from '../products/products.schemas.js';

export const suggestionsQuery = pagingQuery;
export type SuggestionsQuery = z.output<typeof suggestionsQuery>;

const rank = (leg: string) =>
  z
    .number()
    .int()
    .nullable()
    .meta({
      description: `1-based rank of the product in the item's ${leg} leg; null when that leg did not return it`,
    });

export const matchedItemSchema = z.object({
  item_id: z.uuid(),
  item_name: z.string(),
  product: productCardSchema.meta({
    description: "The business's best-ranked product for this item (product search card)",
  }),
  unit_price: exactNumber().nullable().meta({
    description:
      "Unit price at the item's quantity: the pricing tier holding that quantity, else the base price; null when the product has no price",
  }),
  currency: z.string().meta({ description: 'Currency of unit_price' }),
  vs_target_percent: z.number().nullable().meta({
    description:
      '(unit_price - target_price) / target_price × 100, two decimals; null unless the item has a target above 0 in the same currency as unit_price (currencies are never converted)',
  }),
  keyword_rank: rank('keyword'),
  semantic_rank: rank('semantic'),
});

export const suggestionSchema = z
  .object({
    business: businessCardSchema,
    score: z.number().meta({
      description:
        'Weighted sum in 0..1 of coverage (0.4), relevance (0.3), price fit (0.15), region match (0.1) and performance (0.05)',
    }),
    coverage: z.number().meta({ description: 'Items this business matched / items in the RFQ' }),
    matched_items: z.array(matchedItemSchema),
    region_match: z.boolean().nullable().meta({
      description:
        'Whether the business is in the region delivery_location names; null when the location names no known region or the business has none',
    }),
    performance: performanceSchema.nullable().meta({ description: 'The supplier performance record, or null' }),
    attached: z.boolean().meta({ description: 'Already attached to this RFQ as a supplier' }),
  })
  .meta({ id: 'SupplierSuggestion' });
export type Suggestion = z.input<typeof suggestionSchema>;

export const suggestionsResponse = listEnvelope(suggestionSchema).meta({
  description: 'Ordered by coverage, then score, then business id; paged with limit and offset',
});
