import { z } from 'zod';
import { idParams } from '../http/schemas.js';
import { NotFoundError } from '../lib/errors.js';
import type { Logger } from '../lib/logger.js';
import { businessForAgents, businessOutput, productForAgents, productOutput, searchForAgents, searchOutput } from './agent-amounts.js';
import type { BusinessesService } from '../modules/businesses/businesses.service.js';
import type { AuthenticatedKey } from '../access/authenticated-key.js';
import type { Scope } from '../access/scopes.js';
import type { ProductsService } from '../modules/products/products.service.js';
import { categoryNodeSchema, regionQuery, regionSchema } from '../modules/reference/reference.schemas.js';
import type { CategoryNode, ReferenceService } from '../modules/reference/reference.service.js';
import {
  attachSupplierBody,
  inboundRfqBody,
  quoteOverviewSchema,
  rfqListItemSchema,
  rfqListQuery,
  rfqSchema,
  supplierEntrySchema,
} from '../modules/rfqs/rfqs.schemas.js';
import type { RfqsService } from '../modules/rfqs/rfqs.service.js';
import { hybridQuery, semanticQuery } from '../modules/search/search.schemas.js';
import type { SearchService } from '../modules/search/search.service.js';
import { suggestSuppliersTool } from '../modules/suggestions/suggestions.tool.js';
import type { SuggestionsService } from '../modules/suggestions/suggestions.service.js';

/** The services the tools call: the same objects the REST routes call, no HTTP round trip. */
export interface McpServices {
  search: SearchService;
  businesses: BusinessesService;
  products: ProductsService;
  reference: ReferenceService;
  rfqs: RfqsService;
  suggestions: SuggestionsService;
}

export interface ToolContext {
  services: McpServices;
  key: AuthenticatedKey;
  /** Where a tool logs what the agent is not told (an embeddings provider's failure). */
  log: Logger;
}

/** One tool: the scope of its REST route, schemas derived from the REST ones, and how to render its result. */
export interface ToolDefinition<Input extends z.ZodObject = z.ZodObject, Output extends z.ZodObject = z.ZodObject> {
  name: string;
  title: string;
  scope: Scope;
  description: string;
  readOnly: boolean;
  input: Input;
  output: Output;
  run(args: z.output<Input>, context: ToolContext): Promise<z.input<Output>>;
  render(result: z.input<Output>): string;
}

function tool<Input extends z.ZodObject, Output extends z.ZodObject>(definition: ToolDefinition<Input, Output>): ToolDefinition {
  return definition as unknown as ToolDefinition;
}

/**
 * A REST input schema as a tool's input: the same fields, rules and defaults, each with a
 * description (an agent reads nothing else). Fields the REST schema describes keep that
 * description unless `descriptions` gives one that fits the tool better; it describes the others.
 */
function described<T extends z.ZodObject>(schema: T, descriptions: Partial<Record<keyof T['shape'] & string, string>>): T {
  const shape = schema.shape as Record<string, z.ZodType>;
  return schema.extend(Object.fromEntries(Object.entries(descriptions).map(([field, text]) => [field, shape[field]!.describe(text!)]))) as unknown as T;
}

const filterDescriptions = {
  category_id: 'Only records of this category (an id from list_categories: business taxonomy for businesses, product taxonomy for products)',
  region_id: 'Only records of businesses in this region (an id from list_regions)',
  country_id: 'Only records of businesses in this country (a country id, as region records carry it)',
} as const;

/** One search tool over the three REST searches: their fields and defaults, and the mode that picks one. */
const searchInput = described(
  hybridQuery.extend({
    mode: z.enum(['keyword', 'semantic', 'hybrid']).default('keyword'),
    threshold: semanticQuery.shape.threshold,
  }),
  {
    q: 'What the buyer is looking for, in English or Indonesian',
    mode: '"keyword" (default): words, typo-tolerant; "semantic": by meaning across English and Indonesian; "hybrid": both fused',
    type: 'Which groups to return: "business", "product" or "all" (default)',
    threshold: 'Semantic mode: least cosine similarity of a hit, 0..1 (default: the deployment\'s SEMANTIC_THRESHOLD_DEFAULT)',
    semantic_ratio: 'Hybrid mode: weight of the semantic leg in the fusion, 0..1 (0: keyword order only, 1: semantic order only)',
    ...filterDescriptions,
  },
);

const rfqId = idParams.shape.id.describe('RFQ id (from create_rfq or list_rfqs)');

const lines = (items: string[], more: number) => [...items, ...(more > 0 ? [`… ${more} more (use offset to page)`] : [])].join('\n');
const money = (amount: number | null | undefined, currency: string | null | undefined) =>
  amount === null || amount === undefined ? 'no price' : `${amount.toLocaleString('en-US')} ${currency ?? 'IDR'}`;

// Output schemas are plain objects: a registered id would turn the tool's schema root into a $ref.

/** Amounts in MCP results are JSON numbers (REST writes every digit; agents read numbers). */
const amount = z.number();
const quoteLineOutput = supplierEntrySchema.shape.line_items.element.extend({ unit_price: amount, quantity: amount, subtotal: amount });
const supplierOutput = supplierEntrySchema.extend({ quoted_price: amount.nullable(), line_items: z.array(quoteLineOutput) });

function findCategory(nodes: CategoryNode[], match: (node: CategoryNode) => boolean): CategoryNode | undefined {
  for (const node of nodes) {
    if (match(node)) return node;
    const found = findCategory(node.children ?? [], match);
    if (found) return found;
  }
  return undefined;
}

function toNumber(value: string | null): number | null {
  return value === null ? null : Number(value);
}

export const TOOLS: ToolDefinition[] = [
  tool({
    name: 'search',
    title: 'Search suppliers and products',
    scope: 'search',
    description:
      'Find businesses (suppliers) and products in the B2B directory. Use this first when a buyer describes what they need. ' +
      'mode "keyword" matches words in names, English and Indonesian descriptions, SKUs and categories (typo-tolerant); ' +
      '"semantic" ranks by meaning across English and Indonesian; "hybrid" fuses both. type "business", "product" or "all" (default) picks the groups. ' +
      'Filter with category_id, region_id, country_id (ids from list_categories / list_regions). Prices are in the currency shown (IDR unless stated). ' +
      'Each group has `total`: another page exists while offset + data.length < total.',
    readOnly: true,
    input: searchInput,
    output: searchOutput,
    async run({ mode, threshold, semantic_ratio, ...query }, { services, key, log }) {
      if (mode === 'semantic') return searchForAgents(await services.search.semantic({ ...query, threshold }, key.visibility, log));
      if (mode === 'hybrid') return searchForAgents(await services.search.hybrid({ ...query, semantic_ratio }, key.visibility, log));
      return searchForAgents(await services.search.keyword(query, key.visibility));
    },
    render(result) {
      const parts: string[] = [];
      if (result.mode === 'keyword') parts.push('(keyword results only: semantic search is not available)');
      if (result.businesses) {
        parts.push(`Businesses (${result.businesses.total}):`, lines(result.businesses.data.map((hit) => `- ${hit.name} [${hit.id}]`), result.businesses.total - result.businesses.data.length));
      }
      if (result.products) {
        parts.push(
          `Products (${result.products.total}):`,
          lines(result.products.data.map((hit) => `- ${hit.name} — ${money(hit.base_price, hit.currency)} by ${hit.business.name} [${hit.id}]`), result.products.total - result.products.data.length),
        );
      }
      return parts.join('\n');
    },
  }),
  tool({
    name: 'get_business',
    title: 'Get a business',
    scope: 'businesses.read',
    description: 'The full record of one business (supplier) by id: descriptions, place, contact, certifications, payment terms, minimum order value (with its currency).',
    readOnly: true,
    input: described(idParams, { id: 'Business id (from search)' }),
    output: z.object(businessOutput.shape),
    run: async (args, { services, key }) => businessForAgents(await services.businesses.get(args.id, key.visibility)),
    render: (business) => `${business.name} (${business.slug})${business.description_en ? `: ${business.description_en}` : ''}`,
  }),
  tool({
    name: 'get_product',
    title: 'Get a product',
    scope: 'products.read',
    description: 'The full record of one product by id, with variants, quantity pricing tiers (unit prices in their currency) and the supplier that sells it.',
    readOnly: true,
    input: described(idParams, { id: 'Product id (from search)' }),
    output: z.object(productOutput.shape),
    run: async (args, { services, key }) => productForAgents(await services.products.get(args.id, key.visibility)),
    render: (product) => `${product.name}: ${money(product.base_price, product.currency)} per ${product.unit_of_measure}, sold by ${product.business.name}`,
  }),
  tool({
    name: 'list_categories',
    title: 'List categories',
    scope: 'categories.read',
    description:
      'The category tree (three levels: sector, group, category). taxonomy "business" (default) classifies suppliers; "product" classifies products and RFQ items (their slugs go into create_rfq category_slug). ' +
      'Give id or slug to get only that subtree. Use the ids as category_id filters in search.',
    readOnly: true,
    input: z.object({
      taxonomy: z
        .enum(['business', 'product'])
        .default('business')
        .describe('"business" (default): the tree that classifies suppliers; "product": the tree of products and RFQ items'),
      id: idParams.shape.id.optional().describe('Only the subtree of this category id'),
      slug: z.string().min(1).max(200).optional().describe('Only the subtree of the category with this slug'),
    }),
    output: z.object({ data: z.array(categoryNodeSchema) }),
    async run(args, { services }) {
      const tree = await services.reference.tree(args.taxonomy);
      if (!args.id && !args.slug) return { data: tree };
      const node = findCategory(tree, (candidate) => candidate.id === args.id || candidate.slug === args.slug);
      if (!node) throw new NotFoundError(`Category ${args.id ?? args.slug} not found`);
      return { data: [node] };
    },
    render: (result) => result.data.map((node) => `- ${node.name} (${node.slug}) [${node.id}]${node.children ? `, ${node.children.length} below` : ''}`).join('\n'),
  }),
  tool({
    name: 'list_regions',
    title: 'List regions of a country',
    scope: 'regions.read',
    description: 'The regions (ISO 3166-2 subdivisions, e.g. Indonesian provinces) of a country given by its ISO 3166-1 alpha-2 code (e.g. "ID"). Use the ids as region_id filters in search.',
    readOnly: true,
    input: described(regionQuery.omit({ country_id: true }).required({ country_code: true }), {
      country_code: 'ISO 3166-1 alpha-2 code of the country, e.g. "ID" (any case)',
    }),
    output: z.object({ data: z.array(regionSchema), total: z.number().int(), limit: z.number().int(), offset: z.number().int() }),
    run: (args, { services }) => services.reference.regions(args),
    render: (page) => lines(page.data.map((region) => `- ${region.name} (${region.code}) [${region.id}]`), page.total - page.offset - page.data.length),
  }),
  tool({
    name: 'create_rfq',
    title: 'Create an RFQ',
    scope: 'rfq.write',
    description:
      "Create a request for quotation for the key's organisation. external_rfq_id is your own reference and must be new (a repeat is refused, naming the existing RFQ). " +
      'Each item needs name, quantity (> 0) and unit_of_measure; target_price is per unit in target_currency (ISO 4217, default IDR); category_slug comes from list_categories taxonomy "product". ' +
      'Then attach suppliers with attach_supplier and read quotes with get_rfq_quotes.',
    readOnly: false,
    input: described(inboundRfqBody, {
      external_rfq_id: "Your own reference of the RFQ (e.g. a purchase order number); unique per organisation",
      title: 'Short title of what is requested',
      buyer_name: 'Name of the buyer to contact',
      buyer_email: "Buyer's e-mail address",
      buyer_company: "Buyer's company (optional)",
      buyer_phone: "Buyer's phone number (optional)",
      delivery_location: 'Where the goods go (optional)',
      delivery_date: 'Wanted delivery date, YYYY-MM-DD (optional)',
      priority: 'low, normal (default), medium, high or urgent',
      notes: 'Free text for the suppliers (optional)',
      items: 'What is requested, at least one: name, quantity (> 0) and unit_of_measure; optional description, target_price per unit, target_currency (default IDR), category_slug',
    }),
    output: rfqSchema.pick({ id: true, rfq_number: true, external_rfq_id: true, status: true, title: true }).extend({ items_created: z.number().int() }),
    async run(args, { services, key }) {
      const { data, items_created } = await services.rfqs.inbound(args, { partnerId: key.partnerId, visibility: key.visibility });
      return { id: data.id, rfq_number: data.rfq_number, external_rfq_id: data.external_rfq_id, status: data.status, title: data.title, items_created };
    },
    render: (rfq) => `Created ${rfq.rfq_number} (${rfq.status}) with ${rfq.items_created} item(s) [${rfq.id}]`,
  }),
  tool({
    name: 'attach_supplier',
    title: 'Attach a supplier to an RFQ',
    scope: 'rfq.write',
    description: 'Invite a business (supplier id from search) to quote on one of your RFQs. Attaching the same business again changes nothing. Works while the RFQ is pending, sourcing or quoted.',
    readOnly: false,
    input: described(attachSupplierBody.extend({ rfq_id: rfqId }), { business_id: 'Business id of the supplier (from search)' }),
    output: supplierOutput.pick({ supplier_id: true, business_name: true, business_slug: true, status: true }).extend({ created: z.boolean() }),
    async run({ rfq_id, ...body }, { services, key }) {
      const { created, data } = await services.rfqs.attachSupplier(rfq_id, body, { partnerId: key.partnerId, visibility: key.visibility });
      return { supplier_id: data.supplier_id, business_name: data.business_name, business_slug: data.business_slug, status: data.status, created };
    },
    render: (entry) => `${entry.business_name} ${entry.created ? 'attached' : 'was already attached'} (${entry.status})`,
  }),
  tool({
    name: 'get_rfq_quotes',
    title: 'Read the quotes of an RFQ',
    scope: 'rfq.read',
    description:
      'The quote overview of one of your RFQs: each attached supplier with its status (invited or quoted), quoted price and currency, lead time in days, payment terms and line items (unit price × quantity = subtotal). Quote fields are null until the supplier quotes.',
    readOnly: true,
    input: z.object({ rfq_id: rfqId }),
    output: quoteOverviewSchema.extend({ suppliers: z.array(supplierOutput) }),
    async run(args, { services, key }) {
      const overview = await services.rfqs.quotes(args.rfq_id, { partnerId: key.partnerId, visibility: key.visibility });
      return {
        ...overview,
        suppliers: overview.suppliers.map((supplier) => ({
          ...supplier,
          quoted_price: toNumber(supplier.quoted_price),
          line_items: supplier.line_items.map((line) => ({ ...line, unit_price: Number(line.unit_price), quantity: Number(line.quantity), subtotal: Number(line.subtotal) })),
        })),
      };
    },
    render: (overview) =>
      [`${overview.rfq_number} ${overview.title} (${overview.status})`, ...overview.suppliers.map((s) => `- ${s.business_name}: ${s.status === 'quoted' ? money(s.quoted_price, s.quoted_currency) : 'no quote yet'}`)].join('\n'),
  }),
  tool({
    name: 'list_rfqs',
    title: 'List your RFQs',
    scope: 'rfq.read',
    description: "Your organisation's RFQs, oldest first, with item, supplier and quote counts. Filter by status or external_rfq_id. Another page exists while offset + data.length < total.",
    readOnly: true,
    input: described(rfqListQuery, {
      status: 'Only RFQs in this status: pending, sourcing, quoted, awarded, closed or cancelled',
      external_rfq_id: 'Only the RFQ with this reference of yours',
      updated_since: 'Only RFQs changed at or after this ISO 8601 timestamp',
    }),
    output: z.object({ data: z.array(rfqListItemSchema), total: z.number().int(), limit: z.number().int(), offset: z.number().int() }),
    run: (args, { services, key }) => services.rfqs.list(args, { partnerId: key.partnerId, visibility: key.visibility }),
    render: (page) => lines(page.data.map((rfq) => `- ${rfq.rfq_number} ${rfq.title} (${rfq.status}, ${rfq.quotes_count} quote(s)) [${rfq.id}]`), page.total - page.offset - page.data.length),
  }),
  suggestSuppliersTool,
];
