import { canonicalDecimal } from '../../lib/money.js';
import type { AssetRow, BusinessRow, NewBusinessRow, PerformanceRow } from './businesses.repository.js';
import type { BusinessCard, BusinessResponse, UpdateBusinessInput } from './businesses.schemas.js';

// Rows to API responses and API fields to columns; no I/O.

// API field -> column, for every writable field.
export const COLUMNS = {
  name: 'name',
  description_en: 'descriptionEn',
  description_id: 'descriptionId',
  category_id: 'categoryId',
  country_id: 'countryId',
  region_id: 'regionId',
  address: 'address',
  phone: 'phone',
  email: 'email',
  website: 'website',
  whatsapp_number: 'whatsappNumber',
  can_fulfill_orders: 'canFulfillOrders',
  visibility: 'visibility',
  year_established: 'yearEstablished',
  certifications: 'certifications',
  payment_terms: 'paymentTerms',
  minimum_order_value: 'minimumOrderValue',
  minimum_order_currency: 'minimumOrderCurrency',
  latitude: 'latitude',
  longitude: 'longitude',
} as const satisfies Record<keyof UpdateBusinessInput, keyof NewBusinessRow>;

export type WritableFields = { [K in keyof typeof COLUMNS]-?: Exclude<UpdateBusinessInput[K], undefined> };

export function toBusinessResponse(row: BusinessRow): BusinessResponse {
  return {
    ...writableView(row),
    id: row.id,
    slug: row.slug,
    minimum_order_value: row.minimumOrderValue === null ? null : canonicalDecimal(row.minimumOrderValue),
    data_source: row.dataSource,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toBusinessCard(row: BusinessRow): BusinessCard {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description_en: row.descriptionEn,
    description_id: row.descriptionId,
    category_id: row.categoryId,
    country_id: row.countryId,
    region_id: row.regionId,
    website: row.website,
    can_fulfill_orders: row.canFulfillOrders,
  };
}

/** The writable fields as an update would send them (amounts as canonical decimals), for diffs. */
export function writableView(row: BusinessRow): WritableFields {
  const view = {} as Record<string, unknown>;
  for (const [field, column] of Object.entries(COLUMNS)) view[field] = row[column];
  view.minimum_order_value = row.minimumOrderValue === null ? null : canonicalDecimal(row.minimumOrderValue);
  return view as WritableFields;
}

export function toColumns(fields: Partial<WritableFields>): Partial<NewBusinessRow> {
  const values: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(fields)) {
    if (value !== undefined) values[COLUMNS[field as keyof typeof COLUMNS]] = value;
  }
  return values as Partial<NewBusinessRow>;
}

export function toAssetResponse(row: AssetRow) {
  return {
    id: row.id,
    business_id: row.businessId,
    kind: row.kind,
    url: row.url,
    title: row.title,
    created_at: row.createdAt.toISOString(),
  };
}

const num = (value: string | null) => (value === null ? null : Number(value));
export const dec = (value: number | null | undefined) =>
  value === undefined || value === null ? value : String(value);

export function toPerformanceResponse(row: PerformanceRow) {
  return {
    business_id: row.businessId,
    reliability_score: num(row.reliabilityScore),
    quality_score: num(row.qualityScore),
    response_rate_percent: num(row.responseRatePercent),
    on_time_delivery_percent: num(row.onTimeDeliveryPercent),
    total_orders: row.totalOrders,
    notes: row.notes,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
