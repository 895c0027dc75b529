import { and, eq, gte, inArray, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn, QueryBuilder } from 'drizzle-orm/pg-core';
import { businessSearch, businesses, productSearch, products, recordTallies } from '../db/schema.js';
import { requirementsOf, type Visibility } from './visibility.js';

export type RecordKind = 'business' | 'product';

/**
 * The filters a read path may apply, named exactly as the query schemas produce them, so a
 * service hands its validated query straight through. Extra fields (q, limit, type…) are ignored.
 * Businesses: category_id is the business category; region_id and country_id the business's own.
 * Products: category_id is the product category; region_id and country_id those of the owning
 * business; business_id its owner.
 */
export interface RecordFilters {
  category_id?: string | undefined;
  /** Any of these categories (supplier suggestions: an RFQ item's category and its descendants); not an HTTP parameter. */
  category_ids?: readonly string[] | undefined;
  region_id?: string | undefined;
  country_id?: string | undefined;
  business_id?: string | undefined;
  /** An ISO 8601 timestamp as the schema validated it (or a Date). */
  updated_since?: string | Date | undefined;
}

// The owning business of a product (for its region and country filters), reached by a semi-join
// rather than a join: the conditions then compose into any query over `products` (lists that join
// the business for its summary, the keyword engine and the vector query that do not).
const owner = alias(businesses, 'owner');

/** The columns the rule and the filters test, in whichever table holds them for a kind. */
interface BusinessColumns {
  visibility: AnyPgColumn;
  categoryId: AnyPgColumn;
  regionId: AnyPgColumn;
  countryId: AnyPgColumn;
  updatedAt: AnyPgColumn;
}
interface ProductColumns {
  status: AnyPgColumn;
  businessVisibility: AnyPgColumn;
  businessId: AnyPgColumn;
  categoryId: AnyPgColumn;
  updatedAt: AnyPgColumn;
}

/**
 * Who may see what, and the filters, as one drizzle condition over the real table of `kind`
 * (`businesses` or `products`): every list, get, count, keyword search (trigram fallback) and
 * vector query composes it, so no read path can forget a part of the rule.
 * `viewer` SEES_ALL adds no visibility condition (operator tools, re-reads of current hits).
 * Undefined when nothing constrains the rows.
 */
export function recordConditions(kind: RecordKind, viewer: Visibility, filters: RecordFilters = {}): SQL | undefined {
  return kind === 'business'
    ? conditionsOver(businesses, undefined, viewer, filters)
    : conditionsOver(undefined, products, viewer, filters);
}

/**
 * The same rule and filters over the keyword engine's narrow search table of `kind`
 * (`business_search` or `product_search`, migrations/0018), which carries the same columns, kept
 * by triggers: the Postgres engine selects and counts its matches there without the wide rows.
 */
export function searchConditions(kind: RecordKind, viewer: Visibility, filters: RecordFilters = {}): SQL | undefined {
  return kind === 'business'
    ? conditionsOver(businessSearch, undefined, viewer, filters)
    : conditionsOver(undefined, productSearch, viewer, filters);
}

/**
 * The same rule over the tallies (migrations/0019): the (status, visibility) buckets of `kind`
 * that `viewer` sees, whose sum is the exact total of an unfiltered list. Filters have no
 * tally: a filtered list counts its rows under recordConditions.
 */
export function tallyConditions(kind: RecordKind, viewer: Visibility): SQL | undefined {
  const required = requirementsOf(viewer);
  return and(
    eq(recordTallies.kind, kind),
    required.businessVisibility ? eq(recordTallies.visibility, required.businessVisibility) : undefined,
    kind === 'product' && required.productStatus ? eq(recordTallies.status, required.productStatus) : undefined,
  );
}

function conditionsOver(
  business: BusinessColumns | undefined,
  product: ProductColumns | undefined,
  viewer: Visibility,
  filters: RecordFilters,
): SQL | undefined {
  const required = requirementsOf(viewer);
  const updatedSince = filters.updated_since === undefined ? undefined : new Date(filters.updated_since);
  if (business) {
    return and(
      required.businessVisibility ? eq(business.visibility, required.businessVisibility) : undefined,
      filters.category_id ? eq(business.categoryId, filters.category_id) : undefined,
      filters.category_ids ? inArray(business.categoryId, [...filters.category_ids]) : undefined,
      filters.region_id ? eq(business.regionId, filters.region_id) : undefined,
      filters.country_id ? eq(business.countryId, filters.country_id) : undefined,
      updatedSince ? gte(business.updatedAt, updatedSince) : undefined,
    );
  }
  if (!product) return undefined;
  const ownedBy = (condition: SQL | undefined) => inArray(product.businessId, owners().where(condition));
  return and(
    required.productStatus ? eq(product.status, required.productStatus) : undefined,
    // The business's visibility as the product row carries it (kept by triggers, migrations/0016):
    // the visible products' count reads the products_visible_idx index only, no business lookup.
    required.businessVisibility ? eq(product.businessVisibility, required.businessVisibility) : undefined,
    filters.business_id ? eq(product.businessId, filters.business_id) : undefined,
    filters.category_id ? eq(product.categoryId, filters.category_id) : undefined,
    filters.category_ids ? inArray(product.categoryId, [...filters.category_ids]) : undefined,
    filters.region_id ? ownedBy(eq(owner.regionId, filters.region_id)) : undefined,
    filters.country_id ? ownedBy(eq(owner.countryId, filters.country_id)) : undefined,
    updatedSince ? gte(product.updatedAt, updatedSince) : undefined,
  );
}

/** A subquery over the owning businesses; a query builder without a database, so it stays pure. */
function owners() {
  return new QueryBuilder().select({ id: owner.id }).from(owner);
}

/**
 * A short name for the shape recordConditions gives `viewer` when no filter is set: the SQL differs
 * only by which requirements apply, so a hot path keeps one prepared statement per shape.
 */
export function viewerShape(viewer: Visibility): string {
  const required = requirementsOf(viewer);
  return `${required.businessVisibility ? 'v' : ''}${required.productStatus ? 's' : ''}` || 'all';
}

/** Whether any filter of `filters` constrains the rows (extra fields, such as paging, are ignored). */
export function hasFilters(filters: RecordFilters): boolean {
  const keys: Array<keyof RecordFilters> = [
    'category_id',
    'category_ids',
    'region_id',
    'country_id',
    'business_id',
    'updated_since',
  ];
  return keys.some((key) => filters[key] !== undefined);
}

/**
 * Statements built once per viewer shape (see viewerShape): `build` runs on a shape's first use
 * and its result serves every later viewer of that shape.
 */
export function byViewerShape<T>(build: (shape: string, viewer: Visibility) => T): (viewer: Visibility) => T {
  const built = new Map<string, T>();
  return (viewer) => {
    const shape = viewerShape(viewer);
    let statements = built.get(shape);
    if (statements === undefined) {
      statements = build(shape, viewer);
      built.set(shape, statements);
    }
    return statements;
  };
}
