import { canonicalDecimal } from '../../lib/money.js';
import type { BusinessSummary, NewProductRow, ProductRecord, ProductRow } from './products.repository.js';
import type { ProductCard, ProductResponse, UpdateProductInput } from './products.schemas.js';

// Records to API responses and API fields to columns; no I/O. Amounts stay canonical decimal
// strings (the HTTP layer writes them as exact numbers).

export const COLUMNS = {
  name: 'name',
  description: 'description',
  base_price: 'basePrice',
  currency: 'currency',
  unit_of_measure: 'unitOfMeasure',
  sku: 'sku',
  category_id: 'categoryId',
  images: 'images',
  is_available: 'isAvailable',
  specifications: 'specifications',
  moq: 'moq',
  status: 'status',
} as const satisfies Partial<Record<keyof UpdateProductInput, keyof NewProductRow>>;

export type Writable = { [K in keyof UpdateProductInput]-?: Exclude<UpdateProductInput[K], undefined> };
type Tiers = Writable['product_pricing_tiers'];

const canonical = (value: string | null) => (value === null ? null : canonicalDecimal(value));
export const byMinQuantity = (tiers: Tiers): Tiers => [...tiers].sort((a, b) => a.min_quantity - b.min_quantity);

/** The record as an update would send it (amounts canonical, no ids), so diffs compare like with like. */
export function writableView(record: ProductRecord): Writable {
  const view = {} as Record<string, unknown>;
  for (const [field, column] of Object.entries(COLUMNS)) view[field] = record.product[column];
  view.base_price = canonical(record.product.basePrice);
  view.variants = record.variants.map((variant) => ({
    name: variant.name,
    sku: variant.sku,
    attributes: variant.attributes,
    price: canonical(variant.price),
    currency: variant.currency,
    is_available: variant.isAvailable,
  }));
  view.product_pricing_tiers = record.tiers.map((tier) => ({
    min_quantity: tier.minQuantity,
    max_quantity: tier.maxQuantity,
    unit_price: canonicalDecimal(tier.unitPrice),
    currency: tier.currency,
  }));
  return view as Writable;
}

/** The full product: its card plus images, specifications, MOQ, variants, tiers and timestamps. */
export function toProductResponse(record: ProductRecord): ProductResponse {
  const { product } = record;
  return {
    ...toProductCard(record),
    images: product.images,
    specifications: product.specifications,
    moq: product.moq,
    variants: record.variants.map((variant) => ({
      id: variant.id,
      name: variant.name,
      sku: variant.sku,
      attributes: variant.attributes,
      price: canonical(variant.price),
      currency: variant.currency,
      is_available: variant.isAvailable,
    })),
    product_pricing_tiers: record.tiers.map((tier) => ({
      id: tier.id,
      min_quantity: tier.minQuantity,
      max_quantity: tier.maxQuantity,
      unit_price: canonicalDecimal(tier.unitPrice),
      currency: tier.currency,
    })),
    created_at: product.createdAt.toISOString(),
    updated_at: product.updatedAt.toISOString(),
  };
}

export function toColumns(fields: Partial<Writable>): Partial<NewProductRow> {
  const values: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(COLUMNS)) {
    const value = fields[field as keyof typeof COLUMNS];
    if (value !== undefined) values[column] = value;
  }
  return values as Partial<NewProductRow>;
}

function toBusinessSummary(business: BusinessSummary): ProductResponse['business'] {
  return {
    id: business.id,
    name: business.name,
    slug: business.slug,
    country_id: business.countryId,
    region_id: business.regionId,
  };
}

export function toProductCard({ product, business }: { product: ProductRow; business: BusinessSummary }): ProductCard {
  return {
    id: product.id,
    business_id: product.businessId,
    name: product.name,
    slug: product.slug,
    description: product.description,
    base_price: canonical(product.basePrice),
    currency: product.currency,
    unit_of_measure: product.unitOfMeasure,
    sku: product.sku,
    category_id: product.categoryId,
    is_available: product.isAvailable,
    status: product.status,
    business: toBusinessSummary(business),
  };
}
