import { z } from 'zod';
import { ASSET_KINDS, BUSINESS_VISIBILITIES } from '../../db/schema.js';
import { exactNumber } from '../../http/serialization.js';
import {
  dataEnvelope,
  emailInput,
  listEnvelope,
  MAX_INTEGER,
  nonBlankText,
  pagingQuery,
  uuidInput,
} from '../../http/schemas.js';
import { amountSchema, currencySchema } from '../../lib/money.js';

const text = nonBlankText;
const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 ().-]{4,24}$/, { error: 'must be a phone number (digits, optional leading +)' });
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' }).max(2048);
const labels = z.array(text(100)).max(50);
const maxYear = () => new Date().getUTCFullYear();

/** Writable business fields; `null` clears an optional field on update. */
const businessFields = {
  name: text(200),
  description_en: text(10_000).nullable(),
  description_id: text(10_000).nullable(),
  category_id: uuidInput().nullable(),
  country_id: uuidInput().nullable(),
  region_id: uuidInput().nullable(),
  address: text(500).nullable(),
  phone: phone.nullable(),
  email: emailInput().nullable(),
  website: httpUrl.nullable(),
  whatsapp_number: phone.nullable(),
  can_fulfill_orders: z.boolean(),
  visibility: z.enum(BUSINESS_VISIBILITIES),
  year_established: z
    .number()
    .int({ error: 'must be a whole year' })
    .min(1800)
    .refine((year) => year <= maxYear(), { error: 'must not be in the future' })
    .nullable(),
  certifications: labels,
  payment_terms: labels,
  minimum_order_value: amountSchema.nullable(),
  minimum_order_currency: currencySchema,
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
};

export const updateBusinessBody = z.strictObject(
  Object.fromEntries(Object.entries(businessFields).map(([key, schema]) => [key, schema.optional()])) as {
    [K in keyof typeof businessFields]: z.ZodOptional<(typeof businessFields)[K]>;
  },
);

export const createBusinessBody = updateBusinessBody
  .extend({ name: businessFields.name })
  .refine((body) => Boolean(body.description_en || body.description_id), {
    error: 'description_en or description_id: at least one is required',
  });

export type CreateBusinessInput = z.output<typeof createBusinessBody>;
export type UpdateBusinessInput = z.output<typeof updateBusinessBody>;

export const businessSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    slug: z.string(),
    description_en: z.string().nullable(),
    description_id: z.string().nullable(),
    category_id: z.uuid().nullable(),
    country_id: z.uuid().nullable(),
    region_id: z.uuid().nullable(),
    address: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    website: z.string().nullable(),
    whatsapp_number: z.string().nullable(),
    can_fulfill_orders: z.boolean(),
    visibility: z.enum(BUSINESS_VISIBILITIES),
    year_established: z.number().int().nullable(),
    certifications: z.array(z.string()),
    payment_terms: z.array(z.string()),
    minimum_order_value: exactNumber().nullable(),
    minimum_order_currency: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    data_source: z.string(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'Business' });
// Services hand amounts over as decimal strings; the response schema writes them as exact numbers.
export type BusinessResponse = z.input<typeof businessSchema>;

/** The compact form of a business: search hits and MCP results carry it. */
export const businessCardSchema = businessSchema.pick({
  id: true,
  name: true,
  slug: true,
  description_en: true,
  description_id: true,
  category_id: true,
  country_id: true,
  region_id: true,
  website: true,
  can_fulfill_orders: true,
});
export type BusinessCard = z.input<typeof businessCardSchema>;

export const businessListQuery = pagingQuery.extend({
  category_id: uuidInput().optional(),
  region_id: uuidInput().optional(),
  country_id: uuidInput().optional(),
  updated_since: z.iso.datetime({ offset: true, error: 'must be an ISO 8601 timestamp' }).optional(),
});
export type BusinessListQuery = z.output<typeof businessListQuery>;

export const businessResponse = dataEnvelope(businessSchema);
export const businessListResponse = listEnvelope(businessSchema);

export const assetSchema = z
  .object({
    id: z.uuid(),
    business_id: z.uuid(),
    kind: z.enum(ASSET_KINDS),
    url: z.string(),
    title: z.string().nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'BusinessAsset' });
export const createAssetBody = z.strictObject({
  kind: z.enum(ASSET_KINDS),
  url: httpUrl,
  title: text(300).nullable().optional(),
});
export type CreateAssetInput = z.output<typeof createAssetBody>;
export const assetResponse = dataEnvelope(assetSchema);
export const assetListResponse = listEnvelope(assetSchema);

const score = z.number().min(0).max(5);
const percent = z.number().min(0).max(100);
export const performanceBody = z.strictObject({
  reliability_score: score.nullable().optional(),
  quality_score: score.nullable().optional(),
  response_rate_percent: percent.nullable().optional(),
  on_time_delivery_percent: percent.nullable().optional(),
  total_orders: z.number().int().min(0).max(MAX_INTEGER).nullable().optional(),
  notes: z.string().trim().max(5000).nullable().optional(),
});
export type PerformanceInput = z.output<typeof performanceBody>;
export const performanceSchema = z
  .object({
    business_id: z.uuid(),
    reliability_score: z.number().nullable(),
    quality_score: z.number().nullable(),
    response_rate_percent: z.number().nullable(),
    on_time_delivery_percent: z.number().nullable(),
    total_orders: z.number().int().nullable(),
    notes: z.string().nullable(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'SupplierPerformance' });
export const performanceResponse = dataEnvelope(performanceSchema);
