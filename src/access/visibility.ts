import type { BusinessVisibility, ProductStatus } from '../db/schema.js';
import type { Scope } from './scopes.js';

/**
 * The one rule of who sees what: public businesses and active products of public
 * businesses are visible to every key; the rest needs a visibility scope, and a key without it
 * gets 404, never 403. Lists, gets, search, events, webhooks and MCP all ask here.
 */
export interface Visibility {
  /** businesses.internal.read: businesses that are not public, and the products of those. */
  hiddenBusinesses: boolean;
  /** products.internal.read: products whose status is not active. */
  inactiveProducts: boolean;
  /** businesses.assets.read: a business's assets. */
  assets: boolean;
}

export const VISIBILITY_SCOPES = {
  hiddenBusinesses: 'businesses.internal.read',
  inactiveProducts: 'products.internal.read',
  assets: 'businesses.assets.read',
} as const satisfies Record<keyof Visibility, Scope>;

export function visibilityOf(scopes: ReadonlySet<string>): Visibility {
  return {
    hiddenBusinesses: scopes.has(VISIBILITY_SCOPES.hiddenBusinesses),
    inactiveProducts: scopes.has(VISIBILITY_SCOPES.inactiveProducts),
    assets: scopes.has(VISIBILITY_SCOPES.assets),
  };
}

/** Sees everything: operator tools and internal jobs (the indexer reads every record). */
export const SEES_ALL: Visibility = { hiddenBusinesses: true, inactiveProducts: true, assets: true };

/** What every key may see without a visibility scope: the values the rule turns on. */
export const OPEN_TO_EVERY_KEY = { businessVisibility: 'public', productStatus: 'active' } as const satisfies {
  businessVisibility: BusinessVisibility;
  productStatus: ProductStatus;
};

/**
 * The rule as data: the value a record's column must hold for `viewer` to see it, absent where
 * the viewer's scope lifts the requirement. The SQL builder (record-conditions.ts), the
 * Elasticsearch filters and the checks below all read it, so the rule is written once.
 */
export interface VisibilityRequirements {
  businessVisibility?: typeof OPEN_TO_EVERY_KEY.businessVisibility;
  productStatus?: typeof OPEN_TO_EVERY_KEY.productStatus;
}

export function requirementsOf(viewer: Visibility): VisibilityRequirements {
  return {
    ...(viewer.hiddenBusinesses ? {} : { businessVisibility: OPEN_TO_EVERY_KEY.businessVisibility }),
    ...(viewer.inactiveProducts ? {} : { productStatus: OPEN_TO_EVERY_KEY.productStatus }),
  };
}

const NO_SCOPE: Visibility = { hiddenBusinesses: false, inactiveProducts: false, assets: false };

/** The scopes a key needs to see a business with this visibility. */
export function businessAudience(visibility: BusinessVisibility): Scope[] {
  return canSeeBusiness(NO_SCOPE, visibility) ? [] : [VISIBILITY_SCOPES.hiddenBusinesses];
}

/** The scopes a key needs to see a product with this status, of a business with this visibility. */
export function productAudience(status: ProductStatus, businessVisibility: BusinessVisibility): Scope[] {
  const statusOpen = canSeeProduct({ ...NO_SCOPE, hiddenBusinesses: true }, status, businessVisibility);
  return [...(statusOpen ? [] : [VISIBILITY_SCOPES.inactiveProducts]), ...businessAudience(businessVisibility)];
}

export function canSeeBusiness(viewer: Visibility, visibility: BusinessVisibility): boolean {
  const required = requirementsOf(viewer).businessVisibility;
  return required === undefined || visibility === required;
}

export function canSeeProduct(
  viewer: Visibility,
  status: ProductStatus,
  businessVisibility: BusinessVisibility,
): boolean {
  const required = requirementsOf(viewer).productStatus;
  return (required === undefined || status === required) && canSeeBusiness(viewer, businessVisibility);
}

/** Whether a key holding `scopes` may receive an event whose audience is `required`. */
export function holdsAll(scopes: ReadonlySet<string>, required: readonly string[]): boolean {
  return required.every((scope) => scopes.has(scope));
}
