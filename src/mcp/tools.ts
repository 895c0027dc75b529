import { z } from 'zod';
import { idParams, uuidInput } from '../http/schemas.js';
import { NotFoundError } from '../lib/errors.js';
import type { Logger } from '../lib/logger.js';
import {
  businessForAgents,
  businessOutput,
  productForAgents,
  productOutput,
  quoteOverviewForAgents,
  quoteOverviewOutput,
  searchForAgents,
  searchOutput,
  suggestionsForAgents,
  suggestionsOutput,
  supplierOutput,
} from './agent-amounts.js';
import type { BusinessesService } from '../modules/businesses/businesses.service.js';
import type { AuthenticatedKey } from '../access/authenticated-key.js';
import type { Scope } from '../access/scopes.js';
import { RFQ_STATUSES } from '../db/schema.js';
import type { ProductsService } from '../modules/products/products.service.js';
import { categoryNodeSchema, regionQuery, regionSchema } from '../modules/reference/reference.schemas.js';
import type { CategoryNode, ReferenceService } from '../modules/reference/reference.service.js';
import { OPEN_STATUSES, statusesInWords } from '../modules/rfqs/rfq-lifecycle.js';
import {
  attachSupplierBody,
  inboundRfqBody,
  rfqListItemSchema,
  rfqListQuery,
  rfqSchema,
} from '../modules/rfqs/rfqs.schemas.js';
import type { RfqsService } from '../modules/rfqs/rfqs.service.js';
import { hybridQuery, semanticQuery } from '../modules/search/search.schemas.js';
import type { SearchService } from '../modules/search/search.service.js';
import type { SuggestionsService } from '../modules/suggestions/suggestions.service.js';
import { recordedSearch, type SearchLog } from '../modules/analytics/search-log.js';

/** The services the tools call: the same objects the REST routes call, no HTTP round trip. */
export interface McpServices {
  search: SearchService;
  businesses: BusinessesService;
  products: ProductsService;
  reference: ReferenceService;
  rfqs: RfqsService;
  suggestions: SuggestionsService;
  /** Where the search tool records its searches; absent: nothing is recorded. */
  searchLog?: SearchLog;
}

export interface ToolContext {
  services: McpServices;
  key: AuthenticatedKey;
  /** Where a tool logs what the agent is not told (an embeddings provider's failure). */
  log: Logger;
  /** Who calls the tools, recorded as a search's endpoint in the search log: an MCP client (default) or the agent gateway. */
  caller?: 'mcp' | 'gateway';
}

/**
 * One tool: the scope of its REST route, schemas derived from the REST ones, the service call, and
 * how its result reaches an agent. `run` answers what the service answers (amounts as exact decimal
 * strings, as REST has them: the agent gateway reads these); `forAgents` turns that into the MCP
 * result (amounts as JSON numbers), which `render` writes as text.
 */
export interface ToolDefinition<
  Input extends z.ZodObject = z.ZodObject,
  Output extends z.ZodObject = z.ZodObject,
  Result = unknown,
> {
  name: string;
  title: string;
  scope: Scope;
  description: string;
  readOnly: boolean;
  input: Input;
  output: Output;
  run(args: z.output<Input>, context: ToolContext): Promise<Result>;
  forAgents(result: Result): z.input<Output>;
  render(result: z.input<Output>): string;
}

/** A tool whose result carries amounts, so the MCP result converts them. */
function tool<Input extends z.ZodObject, Output extends z.ZodObject, Result>(
  definition: ToolDefinition<Input, Output, Result>,
): ToolDefinition;
/** A tool whose result carries no amount: the MCP result is the service's answer. */
function tool<Input extends z.ZodObject, Output extends z.ZodObject>(
  definition: Omit<ToolDefinition<Input, Output, z.input<Output>>, 'forAgents'>,
): ToolDefinition;
function tool(
  definition: Omit<ToolDefinition, 'forAgents'> & { forAgents?: ToolDefinition['forAgents'] },
): ToolDefinition {
  return { forAgents: (result) => result as never, ...definition } as ToolDefinition;
}

/**
 * A REST input schema as a tool's input: the same fields, rules and defaults, each with a
 * description (an agent reads nothing else). Fields the REST schema describes keep that
 * description unless `descriptions` gives one that fits the tool better; it describes the others.
 */
function described<T extends z.ZodObject>(
  schema: T,
  descriptions: Partial<Record<keyof T['shape'] & string, string>>,
): T {
  const shape = schema.shape as Record<string, z.ZodType>;
  return schema.extend(
    Object.fromEntries(Object.entries(descriptions).map(([field, text]) => [field, shape[field]!.describe(text!)])),
  ) as unknown as T;
}

const filterDescriptions = {
  category_id:
    'Only records of this category (an id from list_categories: business taxonomy for businesses, product taxonomy for products)',
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
    threshold:
      "Semantic mode: least cosine similarity of a hit, 0..1 (default: the deployment's SEMANTIC_THRESHOLD_DEFAULT)",
    semantic_ratio:
      'Hybrid mode: weight of the semantic leg in the fusion, 0..1 (0: keyword order only, 1: semantic order only)',
    ...filterDescriptions,
  },
);

const rfqId = idParams.shape.id.describe('RFQ id (from create_rfq or list_rfqs)');

const lines = (items: string[], more: number) =>
  [...items, ...(more > 0 ? [`… ${more} more (use offset to page)`] : [])].join('\n');
const money = (amount: number | null | undefined, currency: string | null | undefined) =>
  amount === null || amount === undefined ? 'no price' : `${amount.toLocaleString('en-US')} ${currency ?? 'IDR'}`;

// Output schemas are plain objects: a registered id would turn the tool's schema root into a $ref.

function findCategory(nodes: CategoryNode[], match: (node: CategoryNode) => boolean): CategoryNode | undefined {
  for (const node of nodes) {
    if (match(node)) return node;
    const found = findCategory(node.children ?? [], match);
    if (found) return found;
  }
  return undefined;
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
    run({ mode, threshold, semantic_ratio, ...query }, { services, key, log, caller }) {
      return recordedSearch(services.searchLog, caller ?? 'mcp', key, query, () => {
        if (mode === 'semantic') return services.search.semantic({ ...query, threshold }, key.visibility, log);
        if (mode === 'hybrid') return services.search.hybrid({ ...query, semantic_ratio }, key.visibility, log);
        return services.search.keyword(query, key.visibility);
      });
    },
    forAgents: searchForAgents,
    render(result) {
      const parts: string[] = [];
      if (result.mode === 'keyword') parts.push('(keyword results only: semantic search is not available)');
      if (result.businesses) {
        parts.push(
          `Businesses (${result.businesses.total}):`,
          lines(
            result.businesses.data.map((hit) => `- ${hit.name} [${hit.id}]`),
            result.businesses.total - result.businesses.data.length,
          ),
        );
      }
      if (result.products) {
        parts.push(
          `Products (${result.products.total}):`,
          lines(
            result.products.data.map(
              (hit) => `- ${hit.name} — ${money(hit.base_price, hit.currency)} by ${hit.business.name} [${hit.id}]`,
            ),
            result.products.total - result.products.data.length,
          ),
        );
      }
      return parts.join('\n');
    },
  }),
  tool({
    name: 'get_business',
    title: 'Get a business',
    scope: 'businesses.read',
    description:
      'The full record of one business (supplier) by id: descriptions, place, contact, certifications, payment terms, minimum order value (with its currency).',
    readOnly: true,
    input: described(idParams, { id: 'Business id (from search)' }),
    output: z.object(businessOutput.shape),
    run: (args, { services, key }) => services.businesses.get(args.id, key.visibility),
    forAgents: businessForAgents,
    render: (business) =>
      `${business.name} (${business.slug})${business.description_en ? `: ${business.description_en}` : ''}`,
  }),
  tool({
    name: 'get_product',
    title: 'Get a product',
    scope: 'products.read',
    description:
      'The full record of one product by id, with variants, quantity pricing tiers (unit prices in their currency) and the supplier that sells it.',
    readOnly: true,
    input: described(idParams, { id: 'Product id (from search)' }),
    output: z.object(productOutput.shape),
    run: (args, { services, key }) => services.products.get(args.id, key.visibility),
    forAgents: productForAgents,
    render: (product) =>
      `${product.name}: ${money(product.base_price, product.currency)} per ${product.unit_of_measure}, sold by ${product.business.name}`,
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
        .describe(
          '"business" (default): the tree that classifies suppliers; "product": the tree of products and RFQ items',
        ),
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
    render: (result) =>
      result.data
        .map(
          (node) =>
            `- ${node.name} (${node.slug}) [${node.id}]${node.children ? `, ${node.children.length} below` : ''}`,
        )
        .join('\n'),
  }),
  tool({
    name: 'list_regions',
    title: 'List regions of a country',
    scope: 'regions.read',
    description:
      'The regions (ISO 3166-2 subdivisions, e.g. Indonesian provinces) of a country given by its ISO 3166-1 alpha-2 code (e.g. "ID"). Use the ids as region_id filters in search.',
    readOnly: true,
    input: described(regionQuery.omit({ country_id: true }).required({ country_code: true }), {
      country_code: 'ISO 3166-1 alpha-2 code of the country, e.g. "ID" (any case)',
    }),
    output: z.object({
      data: z.array(regionSchema),
      total: z.number().int(),
      limit: z.number().int(),
      offset: z.number().int(),
    }),
    run: (args, { services }) => services.reference.regions(args),
    render: (page) =>
      lines(
        page.data.map((region) => `- ${region.name} (${region.code}) [${region.id}]`),
        page.total - page.offset - page.data.length,
      ),
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
      external_rfq_id: 'Your own reference of the RFQ (e.g. a purchase order number); unique per organisation',
      title: 'Short title of what is requested',
      buyer_name: 'Name of the buyer to contact',
      buyer_email: "Buyer's e-mail address",
      buyer_company: "Buyer's company (optional)",
      buyer_phone: "Buyer's phone number (optional)",
      delivery_location: 'Where the goods go (optional)',
      delivery_date: 'Wanted delivery date, YYYY-MM-DD (optional)',
      priority: 'low, normal (default), medium, high or urgent',
      notes: 'Free text for the suppliers (optional)',
      items:
        'What is requested, at least one: name, quantity (> 0) and unit_of_measure; optional description, target_price per unit, target_currency (default IDR), category_slug',
    }),
    output: rfqSchema
      .pick({ id: true, rfq_number: true, external_rfq_id: true, status: true, title: true })
      .extend({ items_created: z.number().int() }),
    async run(args, { services, key }) {
      const { data, items_created } = await services.rfqs.inbound(args, {
        partnerId: key.partnerId,
        visibility: key.visibility,
      });
      return {
        id: data.id,
        rfq_number: data.rfq_number,
        external_rfq_id: data.external_rfq_id,
        status: data.status,
        title: data.title,
        items_created,
      };
    },
    render: (rfq) => `Created ${rfq.rfq_number} (${rfq.status}) with ${rfq.items_created} item(s) [${rfq.id}]`,
  }),
  tool({
    name: 'attach_supplier',
    title: 'Attach a supplier to an RFQ',
    scope: 'rfq.write',
    description: `Invite a business (supplier id from search) to quote on one of your RFQs. Attaching the same business again changes nothing. Works while the RFQ is ${statusesInWords(OPEN_STATUSES)}.`,
    readOnly: false,
    input: described(attachSupplierBody.extend({ rfq_id: rfqId }), {
      business_id: 'Business id of the supplier (from search)',
    }),
    output: supplierOutput
      .pick({ supplier_id: true, business_name: true, business_slug: true, status: true })
      .extend({ created: z.boolean() }),
    async run({ rfq_id, ...body }, { services, key }) {
      const { created, data } = await services.rfqs.attachSupplier(rfq_id, body, {
        partnerId: key.partnerId,
        visibility: key.visibility,
      });
      return {
        supplier_id: data.supplier_id,
        business_name: data.business_name,
        business_slug: data.business_slug,
        status: data.status,
        created,
      };
    },
    render: (entry) =>
      `${entry.business_name} ${entry.created ? 'attached' : 'was already attached'} (${entry.status})`,
  }),
  tool({
    name: 'get_rfq_quotes',
    title: 'Read the quotes of an RFQ',
    scope: 'rfq.read',
    description:
      'The quote overview of one of your RFQs: each attached supplier with its status (invited or quoted), quoted price and currency, lead time in days, payment terms and line items (unit price × quantity = subtotal). Quote fields are null until the supplier quotes.',
    readOnly: true,
    input: z.object({ rfq_id: rfqId }),
    output: quoteOverviewOutput,
    run: (args, { services, key }) =>
      services.rfqs.quotes(args.rfq_id, { partnerId: key.partnerId, visibility: key.visibility }),
    forAgents: quoteOverviewForAgents,
    render: (overview) =>
      [
        `${overview.rfq_number} ${overview.title} (${overview.status})`,
        ...overview.suppliers.map(
          (s) =>
            `- ${s.business_name}: ${s.status === 'quoted' ? money(s.quoted_price, s.quoted_currency) : 'no quote yet'}`,
        ),
      ].join('\n'),
  }),
  tool({
    name: 'list_rfqs',
    title: 'List your RFQs',
    scope: 'rfq.read',
    description:
      "Your organisation's RFQs, oldest first, with item, supplier and quote counts. Filter by status or external_rfq_id. Another page exists while offset + data.length < total.",
    readOnly: true,
    input: described(rfqListQuery, {
      status: `Only RFQs in this status: ${statusesInWords(RFQ_STATUSES)}`,
      external_rfq_id: 'Only the RFQ with this reference of yours',
      updated_since: 'Only RFQs changed at or after this ISO 8601 timestamp',
    }),
    output: z.object({
      data: z.array(rfqListItemSchema),
      total: z.number().int(),
      limit: z.number().int(),
      offset: z.number().int(),
    }),
    run: (args, { services, key }) =>
      services.rfqs.list(args, { partnerId: key.partnerId, visibility: key.visibility }),
    render: (page) =>
      lines(
        page.data.map(
          (rfq) => `- ${rfq.rfq_number} ${rfq.title} (${rfq.status}, ${rfq.quotes_count} quote(s)) [${rfq.id}]`,
        ),
        page.total - page.offset - page.data.length,
      ),
  }),
  tool({
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
    // The first page of GET /v1/rfq/:id/supplier-suggestions, as long as the agent asks for.
    input: z.object({
      rfq_id: uuidInput().describe('Id of one of your RFQs (from create_rfq or list_rfqs)'),
      limit: z
        .number()
        .int()
        .min(1)
        .max(100)
        .default(20)
        .describe('How many suggestions, best first, 1 to 100 (default 20)'),
    }),
    output: suggestionsOutput,
    run: (args, { services, key }) =>
      services.suggestions.suggest(
        args.rfq_id,
        { limit: args.limit, offset: 0 },
        { partnerId: key.partnerId, visibility: key.visibility },
      ),
    forAgents: suggestionsForAgents,
    render(page) {
      if (page.data.length === 0) return 'No supplier matches the items of this RFQ.';
      const found = page.data.map((suggestion) => {
        const items = suggestion.matched_items
          .map(
            (item) =>
              `${item.item_name}: ${item.product.name}${item.unit_price === null ? '' : ` at ${item.unit_price.toLocaleString('en-US')} ${item.currency}`}`,
          )
          .join('; ');
        const attached = suggestion.attached ? ', attached' : '';
        return `- ${suggestion.business.name} [${suggestion.business.id}] covers ${Math.round(suggestion.coverage * 100)}%${attached} (${items})`;
      });
      const more = page.total - page.data.length;
      return [...found, ...(more > 0 ? [`… ${more} more (raise limit)`] : [])].join('\n');
    },
  }),
];

/**
 * Whether a key may call a tool: it holds the scope of the tool's REST route. The one check the
 * MCP server (which lists only these) and the agent gateway (which calls only these) both make.
 */
export function mayCall(key: Pick<AuthenticatedKey, 'scopes'>, definition: Pick<ToolDefinition, 'scope'>): boolean {
  return key.scopes.has(definition.scope);
}

/** The tools a key may call, in the registry's order. */
export function toolsFor(key: Pick<AuthenticatedKey, 'scopes'>): ToolDefinition[] {
  return TOOLS.filter((definition) => mayCall(key, definition));
}
