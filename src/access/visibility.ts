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

/** The scopes a key needs to see a business with this visibility. */
export function businessAudience(visibility: BusinessVisibility): Scope[] {
  return visibility === 'public' ? [] : [VISIBILITY_SCOPES.hiddenBusinesses];
}

/** The scopes a key needs to see a product with this status, of a business with this visibility. */
export function productAudience(status: ProductStatus, businessVisibility: BusinessVisibility): Scope[] {
  return [...(status === 'active' ? [] : [VISIBILITY_SCOPES.inactiveProducts]), ...businessAudience(businessVisibility)];
}

export function canSeeBusiness(viewer: Visibility, visibility: BusinessVisibility): boolean {
  return viewer.hiddenBusinesses || visibility === 'public';
}

export function canSeeProduct(viewer: Visibility, status: ProductStatus, businessVisibility: BusinessVisibility): boolean {
  return (viewer.inactiveProducts || status === 'active') && canSeeBusiness(viewer, businessVisibility);
}

/** Whether a key holding `scopes` may receive an event whose audience is `required`. */
export function holdsAll(scopes: ReadonlySet<string>, required: readonly string[]): boolean {
  return required.every((scope) => scopes.has(scope));
}
