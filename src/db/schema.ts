import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * A pgvector vector of any length. drizzle's vector() fixes the dimension, but record_embeddings
 * holds vectors of several models, so the column has none: queries and each model's partial HNSW
 * index cast it to the model's vector(N) (engines/embeddings/embeddings.repository.ts).
 */
const anyVector = customType<{ data: number[]; driverData: string }>({
  dataType: () => 'vector',
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (value) => value.slice(1, -1).split(',').map(Number),
});

/** A 64-bit transaction id (Postgres xid8), carried as a decimal string. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const partners = pgTable('partners', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  createdAt: createdAt(),
});

export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    name: text('name').notNull(),
    // The visible prefix helps operators recognise a key; the secret part is only ever hashed.
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    scopes: text('scopes').array().notNull(),
    // null: the RATE_LIMIT_DEFAULT_PER_MINUTE in force when the request arrives.
    rateLimitPerMinute: integer('rate_limit_per_minute'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    isActive: boolean('is_active').notNull().default(true),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('api_keys_partner_idx').on(table.partnerId),
    check('api_keys_rate_limit_positive', sql`${table.rateLimitPerMinute} IS NULL OR ${table.rateLimitPerMinute} > 0`),
  ],
);

/** Both taxonomies share one node shape: a three-level tree (sector, group, category). */
function taxonomyTable(name: 'categories' | 'product_categories') {
  const table = pgTable(
    name,
    {
      id: uuid('id').primaryKey().defaultRandom(),
      parentId: uuid('parent_id').references((): AnyPgColumn => table.id),
      name: text('name').notNull(),
      slug: text('slug').notNull().unique(),
      depth: smallint('depth').notNull(),
      // Order among siblings, as the source taxonomy gives it.
      position: integer('position').notNull(),
      createdAt: createdAt(),
    },
    (t) => [
      index(`${name}_parent_idx`).on(t.parentId),
      check(`${name}_depth_range`, sql`${t.depth} BETWEEN 0 AND 2`),
      check(`${name}_root_has_no_parent`, sql`(${t.depth} = 0) = (${t.parentId} IS NULL)`),
    ],
  );
  return table;
}

export const categories = taxonomyTable('categories');
export const productCategories = taxonomyTable('product_categories');

export const countries = pgTable('countries', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  code3: text('code3').notNull().unique(),
  name: text('name').notNull(),
  currency: text('currency'),
});

export const regions = pgTable(
  'regions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    countryId: uuid('country_id')
      .notNull()
      .references(() => countries.id),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    type: text('type').notNull(),
  },
  (table) => [index('regions_country_idx').on(table.countryId, table.code)],
);

const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
// Money is exact: numeric in Postgres, strings in JavaScript, never float arithmetic.
const money = (name: string) => numeric(name, { precision: 20, scale: 4 });

export const BUSINESS_VISIBILITIES = ['public', 'internal', 'draft'] as const;
export const PRODUCT_STATUSES = ['active', 'draft', 'archived'] as const;
export type BusinessVisibility = (typeof BUSINESS_VISIBILITIES)[number];
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
/** Units of measure of products (and the planner's units of the agent gateway). */
export const UNITS_OF_MEASURE = ['piece', 'kg', 'meter', 'liter', 'set', 'box', 'roll', 'sheet'] as const;
export type UnitOfMeasure = (typeof UNITS_OF_MEASURE)[number];
export const ASSET_KINDS = ['logo', 'image', 'document', 'certificate', 'catalog'] as const;

export const businesses = pgTable(
  'businesses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    descriptionEn: text('description_en'),
    descriptionId: text('description_id'),
    categoryId: uuid('category_id').references(() => categories.id),
    countryId: uuid('country_id').references(() => countries.id),
    regionId: uuid('region_id').references(() => regions.id),
    address: text('address'),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    whatsappNumber: text('whatsapp_number'),
    canFulfillOrders: boolean('can_fulfill_orders').notNull().default(false),
    visibility: text('visibility', { enum: BUSINESS_VISIBILITIES }).notNull().default('public'),
    yearEstablished: integer('year_established'),
    certifications: text('certifications').array().notNull().default(sql`'{}'::text[]`),
    paymentTerms: text('payment_terms').array().notNull().default(sql`'{}'::text[]`),
    minimumOrderValue: money('minimum_order_value'),
    minimumOrderCurrency: text('minimum_order_currency').notNull().default('IDR'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    dataSource: text('data_source').notNull().default('api'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('businesses_created_idx').on(t.createdAt, t.id),
    index('businesses_updated_idx').on(t.updatedAt, t.id),
    index('businesses_category_idx').on(t.categoryId),
    index('businesses_country_idx').on(t.countryId),
    index('businesses_region_idx').on(t.regionId),
    // Index-only counts of visible businesses (migrations/0008).
    index('businesses_visibility_idx').on(t.visibility, t.id),
    check('businesses_visibility_valid', sql`${t.visibility} IN ('public', 'internal', 'draft')`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    description: text('description'),
    basePrice: money('base_price'),
    currency: text('currency').notNull().default('IDR'),
    unitOfMeasure: text('unit_of_measure', { enum: UNITS_OF_MEASURE }).notNull().default('piece'),
    sku: text('sku'),
    categoryId: uuid('category_id').references(() => productCategories.id),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    isAvailable: boolean('is_available').notNull().default(true),
    specifications: jsonb('specifications').$type<Record<string, unknown>>().notNull().default({}),
    moq: integer('moq'),
    status: text('status', { enum: PRODUCT_STATUSES }).notNull().default('active'),
    /**
     * The owning business's visibility, kept by triggers (migrations/0016), never written by the
     * service: a visible-products count reads products alone. src/access/record-conditions.ts tests it.
     */
    businessVisibility: text('business_visibility', { enum: BUSINESS_VISIBILITIES }).notNull().default('public'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_created_idx').on(t.createdAt, t.id),
    index('products_updated_idx').on(t.updatedAt, t.id),
    index('products_business_idx').on(t.businessId),
    index('products_category_idx').on(t.categoryId),
    // Index-only counts of list totals, joined to the business's visibility (migrations/0008).
    index('products_status_business_idx').on(t.status, t.businessId),
    // Index-only counts of visible products, without the business (migrations/0016).
    index('products_visible_idx').on(t.status, t.businessVisibility, t.id),
    check('products_status_valid', sql`${t.status} IN ('active', 'draft', 'archived')`),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    sku: text('sku'),
    attributes: jsonb('attributes').$type<Record<string, unknown>>().notNull().default({}),
    price: money('price'),
    currency: text('currency').notNull().default('IDR'),
    isAvailable: boolean('is_available').notNull().default(true),
  },
  (t) => [index('product_variants_product_idx').on(t.productId, t.position)],
);

export const productPricingTiers = pgTable(
  'product_pricing_tiers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    minQuantity: integer('min_quantity').notNull(),
    maxQuantity: integer('max_quantity'),
    unitPrice: money('unit_price').notNull(),
    currency: text('currency').notNull().default('IDR'),
  },
  (t) => [index('product_pricing_tiers_product_idx').on(t.productId, t.minQuantity)],
);

export const businessAssets = pgTable(
  'business_assets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    kind: text('kind', { enum: ASSET_KINDS }).notNull(),
    url: text('url').notNull(),
    title: text('title'),
    createdAt: createdAt(),
  },
  (t) => [index('business_assets_business_idx').on(t.businessId, t.createdAt, t.id)],
);

export const supplierPerformance = pgTable('supplier_performance', {
  businessId: uuid('business_id')
    .primaryKey()
    .references(() => businesses.id),
  reliabilityScore: numeric('reliability_score', { precision: 3, scale: 2 }),
  qualityScore: numeric('quality_score', { precision: 3, scale: 2 }),
  responseRatePercent: numeric('response_rate_percent', { precision: 5, scale: 2 }),
  onTimeDeliveryPercent: numeric('on_time_delivery_percent', { precision: 5, scale: 2 }),
  totalOrders: integer('total_orders'),
  notes: text('notes'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * The transactional outbox. Each row is written in the transaction of the change it reports.
 * Consumers read in (txid, id) order and only below the oldest running transaction, so a row
 * committed after a later id is never skipped (see events/outbox.repository.ts).
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    txid: xid8('txid').notNull().default(sql`pg_current_xact_id()`),
    event: text('event').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    // Who may see the record the event is about: the scopes needed beyond the event's own audience.
    requiredScopes: text('required_scopes').array().notNull().default(sql`'{}'::text[]`),
    // rfq.* events belong to one partner; directory events to everyone who may see the record.
    partnerId: uuid('partner_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('outbox_events_position_idx').on(t.txid, t.id)],
);

/** Each consumer's position in the outbox (webhooks, indexer, ...), independent of the others. */
export const outboxConsumers = pgTable('outbox_consumers', {
  name: text('name').primaryKey(),
  lastTxid: xid8('last_txid').notNull().default(sql`'0'::xid8`),
  lastId: bigint('last_id', { mode: 'number' }).notNull().default(0),
  // A lease instead of a long transaction: several processes share a consumer name, one
  // works a batch at a time, and a crashed holder's lease simply runs out.
  leaseOwner: text('lease_owner'),
  leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
  // Failures of the consumer's work, kept so `indexer status` (another process) can show them.
  errorCount: bigint('error_count', { mode: 'number' }).notNull().default(0),
  lastError: text('last_error'),
  lastErrorAt: timestamp('last_error_at', { withTimezone: true, mode: 'date' }),
  updatedAt: updatedAt(),
});

/**
 * Outbox events a consumer passed over because their data does not parse against the event
 * catalogue (written around the event writer, or by an older release): recorded once per
 * consumer and event, shown by `indexer status`, never retried, so one bad row stalls nothing.
 */
export const outboxSkippedEvents = pgTable(
  'outbox_skipped_events',
  {
    consumer: text('consumer').notNull(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    event: text('event').notNull(),
    error: text('error').notNull(),
    skippedAt: timestamp('skipped_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.consumer, t.eventId] }),
    index('outbox_skipped_events_latest_idx').on(t.consumer, t.skippedAt),
  ],
);

/**
 * The shared rolling rate-limit window (`admit_request()`, migration 0011; src/modules/keys/admission.ts): per key, a ring of its
 * last `size` admitted requests. Scratch state, so the migration makes both tables UNLOGGED (no
 * WAL, emptied after a crash) and ties them to no foreign key; `admit_request()` is the only writer.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  keyId: uuid('key_id').primaryKey(),
  admitted: bigint('admitted', { mode: 'number' }).notNull(),
  size: integer('size').notNull(),
});

export const rateLimitSlots = pgTable(
  'rate_limit_slots',
  {
    keyId: uuid('key_id').notNull(),
    slot: integer('slot').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.keyId, table.slot] })],
);

/** A webhook subscription: one event type, owned by the key that created it (spec 2.9). */
export const webhookSubscriptions = pgTable(
  'webhook_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    apiKeyId: uuid('api_key_id')
      .notNull()
      .references(() => apiKeys.id),
    eventType: text('event_type').notNull(),
    targetUrl: text('target_url').notNull(),
    // 64 hex characters, shown once at creation; the sender needs it in clear to sign.
    secret: text('secret').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_subscriptions_key_idx').on(t.apiKeyId, t.createdAt, t.id),
    index('webhook_subscriptions_event_idx').on(t.eventType).where(sql`${t.isActive}`),
  ],
);

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/**
 * One delivery of one outbox event to one subscription, and its outcome (the delivery log).
 * `sending` rows carry a claim: the process that took them and until when; a claim that runs
 * out was interrupted and is recorded as failed, never sent again (no retries).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => webhookSubscriptions.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    event: text('event').notNull(),
    status: text('status').$type<WebhookDeliveryStatus>().notNull().default('pending'),
    claimedBy: text('claimed_by'),
    claimUntil: timestamp('claim_until', { withTimezone: true, mode: 'date' }),
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms'),
    attemptedAt: timestamp('attempted_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('webhook_deliveries_once').on(t.subscriptionId, t.eventId),
    check('webhook_deliveries_status', sql`${t.status} IN ('pending', 'sending', 'sent', 'failed')`),
    index('webhook_deliveries_pending_idx').on(t.createdAt, t.eventId).where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_sending_idx').on(t.claimUntil).where(sql`${t.status} = 'sending'`),
    index('webhook_deliveries_log_idx').on(t.subscriptionId, t.attemptedAt, t.id),
  ],
);

/** The statuses of an RFQ's lifecycle (modules/rfqs/rfq-lifecycle.ts moves between them; rfq.status_changed carries them). */
export const RFQ_STATUSES = ['pending', 'sourcing', 'quoted', 'awarded', 'closed', 'cancelled'] as const;
export type RfqStatus = (typeof RFQ_STATUSES)[number];
export const RFQ_PRIORITIES = ['low', 'normal', 'medium', 'high', 'urgent'] as const;
export const RFQ_SUPPLIER_STATUSES = ['invited', 'quoted'] as const;

/** The next RFQ number of each year (RFQ-YYYY-NNNNNN), taken under the row's lock. */
export const rfqNumberCounters = pgTable('rfq_number_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

export const rfqs = pgTable(
  'rfqs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    rfqNumber: text('rfq_number').notNull().unique(),
    externalRfqId: text('external_rfq_id').notNull(),
    title: text('title').notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerCompany: text('buyer_company'),
    buyerEmail: text('buyer_email').notNull(),
    buyerPhone: text('buyer_phone'),
    deliveryLocation: text('delivery_location'),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    priority: text('priority', { enum: RFQ_PRIORITIES }).notNull().default('normal'),
    notes: text('notes'),
    status: text('status', { enum: RFQ_STATUSES }).notNull().default('pending'),
    awardedSupplierId: uuid('awarded_supplier_id').references(() => businesses.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('rfqs_partner_external_idx').on(t.partnerId, t.externalRfqId),
    index('rfqs_partner_created_idx').on(t.partnerId, t.createdAt, t.id),
    index('rfqs_partner_updated_idx').on(t.partnerId, t.updatedAt),
  ],
);

export const rfqItems = pgTable(
  'rfq_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rfqId: uuid('rfq_id')
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    quantity: money('quantity').notNull(),
    unitOfMeasure: text('unit_of_measure').notNull(),
    targetPrice: money('target_price'),
    targetCurrency: text('target_currency').notNull().default('IDR'),
    categoryId: uuid('category_id').references(() => productCategories.id),
  },
  (t) => [index('rfq_items_rfq_idx').on(t.rfqId, t.position)],
);

export const rfqSuppliers = pgTable(
  'rfq_suppliers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rfqId: uuid('rfq_id')
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id),
    status: text('status', { enum: RFQ_SUPPLIER_STATUSES }).notNull().default('invited'),
    contactedAt: timestamp('contacted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    responseReceivedAt: timestamp('response_received_at', { withTimezone: true, mode: 'date' }),
    quotedPrice: money('quoted_price'),
    quotedCurrency: text('quoted_currency'),
    quotedLeadTimeDays: integer('quoted_lead_time_days'),
    quotedPaymentTerms: text('quoted_payment_terms'),
    notes: text('notes'),
    validUntil: date('valid_until', { mode: 'string' }),
  },
  (t) => [uniqueIndex('rfq_suppliers_rfq_business_idx').on(t.rfqId, t.businessId)],
);

export const rfqQuoteLines = pgTable(
  'rfq_quote_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rfqSupplierId: uuid('rfq_supplier_id')
      .notNull()
      .references(() => rfqSuppliers.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => rfqItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    unitPrice: money('unit_price').notNull(),
    quantity: money('quantity').notNull(),
    leadTimeDays: integer('lead_time_days'),
    notes: text('notes'),
  },
  (t) => [index('rfq_quote_lines_supplier_idx').on(t.rfqSupplierId, t.position)],
);

/**
 * Every word the keyword search has indexed (migrations/0003): statement-level triggers on
 * businesses and products fill it; the Postgres engine expands a query word to the words within
 * one or two edits of it.
 */
export const searchVocabulary = pgTable(
  'search_vocabulary',
  {
    word: text('word').primaryKey(),
    length: smallint('length').notNull(),
  },
  (t) => [index('search_vocabulary_length_idx').on(t.length)],
);

/** A full-text search vector (weighted lexemes with positions), as text when read. */
const tsvector = customType<{ data: string; driverData: string }>({ dataType: () => 'tsvector' });

/**
 * The Postgres keyword engine's narrow rows, one per product (migrations/0018), kept in the same
 * statement as every write by triggers on products, never written by the service: the columns the
 * filters and the visibility rule test (src/access/record-conditions.ts, searchConditions), the
 * lowercased name (with a trigram index for the fallback), the name's tsvector (weight A: name
 * and SKU) inline, and the full document out of line. Only src/engines/postgres-engine.ts reads them.
 */
export const productSearch = pgTable(
  'product_search',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    status: text('status', { enum: PRODUCT_STATUSES }).notNull(),
    businessVisibility: text('business_visibility', { enum: BUSINESS_VISIBILITIES }).notNull(),
    businessId: uuid('business_id').notNull(),
    categoryId: uuid('category_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
    name: text('name').notNull(),
    nameDocument: tsvector('name_document').notNull(),
    document: tsvector('document').notNull(),
    /** Makes each new row long enough for Postgres to move the document out of line (migrations/0018); never read. */
    toastPad: text('toast_pad').notNull().default(sql`repeat(' ', 2048)`),
  },
  (t) => [
    index('product_search_document_idx').using('gin', t.document),
    index('product_search_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

/** The same for businesses (migrations/0018), kept by triggers on businesses. */
export const businessSearch = pgTable(
  'business_search',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    visibility: text('visibility', { enum: BUSINESS_VISIBILITIES }).notNull(),
    categoryId: uuid('category_id'),
    regionId: uuid('region_id'),
    countryId: uuid('country_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
    name: text('name').notNull(),
    nameDocument: tsvector('name_document').notNull(),
    document: tsvector('document').notNull(),
    toastPad: text('toast_pad').notNull().default(sql`repeat(' ', 2048)`),
  },
  (t) => [
    index('business_search_document_idx').using('gin', t.document),
    index('business_search_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

/**
 * How many records each (status, visibility) bucket holds, as rows of changes appended by
 * statement-level triggers on products and businesses (migrations/0019) and folded back by
 * compact_record_tallies: an unfiltered list's exact total is a sum of a few rows
 * (src/access/visible-totals.ts). Products: status and business visibility; businesses: status ''.
 */
export const recordTallies = pgTable(
  'record_tallies',
  {
    kind: text('kind', { enum: ['business', 'product'] }).notNull(),
    status: text('status').notNull(),
    visibility: text('visibility').notNull(),
    delta: bigint('delta', { mode: 'number' }).notNull(),
  },
  (t) => [index('record_tallies_bucket_idx').on(t.kind, t.visibility, t.status)],
);

/** Documents the search index refused, kept for `indexer status` (migrations/0004). */
export const searchIndexFailures = pgTable(
  'search_index_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    indexKind: text('index_kind').notNull(),
    documentId: text('document_id').notNull(),
    status: integer('status').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('search_index_failures_created_idx').on(t.createdAt)],
);

export const EMBEDDING_KINDS = ['business', 'product'] as const;

/**
 * One embedding per record and model (migrations/0009). `model` is the model identity
 * "model/dimensions", so vectors of different models are never compared; each model gets a
 * partial HNSW index on (embedding::vector(N)) WHERE model = '…', created when first used.
 */
export const recordEmbeddings = pgTable(
  'record_embeddings',
  {
    kind: text('kind', { enum: EMBEDDING_KINDS }).notNull(),
    recordId: uuid('record_id').notNull(),
    model: text('model').notNull(),
    textHash: text('text_hash').notNull(),
    embedding: anyVector('embedding').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'record_embeddings_pkey', columns: [t.kind, t.model, t.recordId] }),
    // A text's vector shared by every record with that text (migrations/0016).
    index('record_embeddings_text_idx').on(t.model, t.textHash),
    check('record_embeddings_kind_valid', sql`${t.kind} IN ('business', 'product')`),
  ],
);

/**
 * One calibration per embeddings model (engines/embeddings/calibration.ts): the similarity
 * distributions measured on the directory and the cut-offs read from them.
 */
export const embeddingCalibrations = pgTable(
  'embedding_calibrations',
  {
    model: text('model').notNull(),
    dimensions: integer('dimensions').notNull(),
    vectors: integer('vectors').notNull(),
    sample: integer('sample').notNull(),
    semanticThreshold: doublePrecision('semantic_threshold').notNull(),
    suggestionsThreshold: doublePrecision('suggestions_threshold').notNull(),
    definitionMargin: doublePrecision('definition_margin').notNull(),
    // Percentiles of both distributions (p5 .. p99), for `indexer status`.
    self: jsonb('self').$type<Record<string, number>>().notNull(),
    unrelated: jsonb('unrelated').$type<Record<string, number>>().notNull(),
    measuredAt: timestamp('measured_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'embedding_calibrations_pkey', columns: [t.model, t.dimensions] })],
);

/**
 * One vector per dictionary sense and model (migrations/0023, engines/embeddings/definitions.ts):
 * the sense's "lemmas: gloss" embedded as a passage, shared by every product of that sense.
 */
export const definitionEmbeddings = pgTable(
  'definition_embeddings',
  {
    model: text('model').notNull(),
    sense: text('sense').notNull(),
    textHash: text('text_hash').notNull(),
    embedding: anyVector('embedding').notNull(),
    /** Some product was defined by it (migrations/0024): the senses a vector query walks. */
    used: boolean('used').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ name: 'definition_embeddings_pkey', columns: [t.model, t.sense] })],
);

/**
 * The dictionary sense chosen for a product under a model (migrations/0023): the candidate sense of
 * its name nearest its own vector, or none; for the product text of `textHash`.
 */
export const productDefinitions = pgTable(
  'product_definitions',
  {
    productId: uuid('product_id').notNull(),
    model: text('model').notNull(),
    textHash: text('text_hash').notNull(),
    sense: text('sense'),
    /** The rule the product was defined under (DEFINITION_RULE); '' before it was recorded (migrations/0025). */
    rule: text('rule').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'product_definitions_pkey', columns: [t.model, t.productId] }),
    index('product_definitions_sense_idx').on(t.model, t.sense, t.productId),
  ],
);

/** Texts the embeddings provider refused even alone (migrations/0014): skipped until their text changes; shown by `indexer status`. */
export const embeddingFailures = pgTable(
  'embedding_failures',
  {
    kind: text('kind').notNull(),
    recordId: uuid('record_id').notNull(),
    model: text('model').notNull(),
    textHash: text('text_hash').notNull(),
    reason: text('reason').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.model, t.recordId], name: 'embedding_failures_pkey' })],
);

/**
 * Operator-managed synonym groups (migrations/0014; `npm run synonyms`). The one row of
 * synonyms_state carries a version a trigger moves on every change to the groups, whoever makes
 * it, so every process reloads them on its next query.
 */
export const synonymGroups = pgTable('synonym_groups', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  terms: text('terms').array().notNull(),
  source: text('source').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Every word of the synonym groups' terms, rebuilt by a trigger whenever the groups change
 * (migrations/0022): spelling reads a query word no record holds as a misspelt lexicon word.
 */
export const synonymVocabulary = pgTable(
  'synonym_vocabulary',
  {
    word: text('word').primaryKey(),
    length: smallint('length').notNull(),
  },
  (t) => [index('synonym_vocabulary_length_idx').on(t.length)],
);

export const synonymsState = pgTable('synonyms_state', {
  id: boolean('id').primaryKey().default(true),
  version: bigint('version', { mode: 'number' }).notNull(),
  defaultsLoadedAt: timestamp('defaults_loaded_at', { withTimezone: true, mode: 'date' }),
});

/**
 * The default synonym groups already offered to this database (migrations/0020), by key (the
 * group's terms, sorted and joined): each start adds only default groups not offered before.
 */
export const synonymDefaultsOffered = pgTable('synonym_defaults_offered', {
  key: text('key').primaryKey(),
  offeredAt: timestamp('offered_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * The agent gateway's questions and answers (migrations/0017; src/gateway/). Plan, actions,
 * results (the search cards answered) and usage are stored as the response gave them, so
 * GET /v1/query/:id reads back exactly what was answered.
 */
export const agentQueries = pgTable(
  'agent_queries',
  {
    id: uuid('id').primaryKey(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.id),
    keyId: uuid('key_id')
      .notNull()
      .references(() => apiKeys.id),
    conversationId: uuid('conversation_id').notNull(),
    question: text('question').notNull(),
    language: text('language', { enum: ['en', 'id'] }).notNull(),
    plan: jsonb('plan').notNull(),
    actions: jsonb('actions').notNull(),
    results: jsonb('results').notNull(),
    answer: text('answer').notNull(),
    model: text('model'),
    usage: jsonb('usage').notNull(),
    latencyMs: integer('latency_ms').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('agent_queries_conversation_idx').on(t.partnerId, t.conversationId, t.createdAt, t.id),
    check('agent_queries_language', sql`${t.language} IN ('en', 'id')`),
    check('agent_queries_latency_non_negative', sql`${t.latencyMs} >= 0`),
  ],
);

export const SEARCH_LOG_ENDPOINTS = ['search', 'semantic', 'hybrid', 'mcp', 'gateway'] as const;
export type SearchLogEndpoint = (typeof SEARCH_LOG_ENDPOINTS)[number];

/**
 * One row per search that passed validation, for the operator's `npm run analytics`
 * (modules/analytics/). Written in batches off the request path and deleted after
 * SEARCH_LOG_RETENTION_DAYS. No foreign keys: a log row must never fail for a reference, and
 * partners and keys are never deleted. `hits` is the response's total of its groups; `mode` is a
 * hybrid search's mode (null for the others).
 */
export const searchLog = pgTable(
  'search_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    searchedAt: timestamp('searched_at', { withTimezone: true, mode: 'date' }).notNull(),
    partnerId: uuid('partner_id').notNull(),
    keyId: uuid('key_id').notNull(),
    endpoint: text('endpoint', { enum: SEARCH_LOG_ENDPOINTS }).notNull(),
    type: text('type', { enum: ['business', 'product', 'all'] }).notNull(),
    query: text('query').notNull(),
    filtered: boolean('filtered').notNull(),
    hits: integer('hits').notNull(),
    mode: text('mode', { enum: ['hybrid', 'keyword'] }),
    latencyMs: integer('latency_ms').notNull(),
  },
  (t) => [
    // Reports read a window of time (all partners), retention deletes below a time.
    index('search_log_searched_at_idx').on(t.searchedAt),
    // `--partner`: one partner's window.
    index('search_log_partner_searched_at_idx').on(t.partnerId, t.searchedAt),
    check('search_log_endpoint', sql`${t.endpoint} IN ('search', 'semantic', 'hybrid', 'mcp', 'gateway')`),
    check('search_log_type', sql`${t.type} IN ('business', 'product', 'all')`),
    check('search_log_mode', sql`${t.mode} IS NULL OR ${t.mode} IN ('hybrid', 'keyword')`),
    check('search_log_hits_non_negative', sql`${t.hits} >= 0`),
    check('search_log_latency_non_negative', sql`${t.latencyMs} >= 0`),
    check('search_log_query_length', sql`char_length(${t.query}) <= 200`),
  ],
);
