import { z } from 'zod';
import { productCardForAgents, productCardOutput } from '../../mcp/agent-amounts.js';
import type { ToolDefinition } from '../../mcp/tools.js';
import { matchedItemSchema, suggestionSchema, suggestSuppliersInput as input } from './suggestions.schemas.js';

// The result: the REST page with amounts as JSON numbers (REST writes every digit; agents read
// numbers); plain objects, as a registered id would turn the root into a $ref.
const suggestionOutput = z.object({
  ...suggestionSchema.shape,
  matched_items: z.array(z.object({ ...matchedItemSchema.shape, product: productCardOutput, unit_price: z.number().nullable() })),
});
const output = z.object({ data: z.array(suggestionOutput), total: z.number().int(), limit: z.number().int(), offset: z.number().int() });

// The MCP tool of supplier suggestions: the same service, scope and result as
// GET /v1/rfq/:id/supplier-suggestions (first page), registered in src/mcp/tools.ts.

const definition: ToolDefinition<typeof input, typeof output> = {
  name: 'suggest_suppliers',
  title: 'Suggest suppliers for an RFQ',
  scope: 'rfq.read',
  description:
    'Suppliers that can fill one of your RFQs, best first: each item is searched (name and description; within its product category when it has one) ' +
    'and the products found are grouped by business. Each suggestion has coverage (share of the items it matched), score (0..1), ' +
    'the matched product per item with unit_price at the item quantity (pricing tiers, else base price) and vs_target_percent ' +
    '(null when currencies differ: they are never converted), region_match with the delivery location, the performance record and whether it is attached already. ' +
    'Attach the ones you want with attach_supplier.',
  readOnly: true,
  input,
  output,
  async run(args, { services, key }) {
    const page = await services.suggestions.suggest(args.rfq_id, { limit: args.limit, offset: 0 }, { partnerId: key.partnerId, visibility: key.visibility });
    return {
      ...page,
      data: page.data.map((suggestion) => ({
        ...suggestion,
        matched_items: suggestion.matched_items.map((item) => ({
          ...item,
          product: productCardForAgents(item.product),
          unit_price: item.unit_price === null ? null : Number(item.unit_price),
        })),
      })),
    };
  },
  render(page) {
    if (page.data.length === 0) return 'No supplier matches the items of this RFQ.';
    const lines = page.data.map((suggestion) => {
      const items = suggestion.matched_items
        .map((item) => `${item.item_name}: ${item.product.name}${item.unit_price === null ? '' : ` at ${item.unit_price.toLocaleString('en-US')} ${item.currency}`}`)
        .join('; ');
      const attached = suggestion.attached ? ', attached' : '';
      return `- ${suggestion.business.name} [${suggestion.business.id}] covers ${Math.round(suggestion.coverage * 100)}%${attached} (${items})`;
    });
    const more = page.total - page.data.length;
    return [...lines, ...(more > 0 ? [`… ${more} more (raise limit)`] : [])].join('\n');
  },
};

export const suggestSuppliersTool = definition as unknown as ToolDefinition;
