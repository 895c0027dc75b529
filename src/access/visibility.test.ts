import { describe, expect, it } from 'vitest';
import { BUSINESS_VISIBILITIES, PRODUCT_STATUSES } from '../db/schema.js';
import {
  businessAudience,
  canSeeBusiness,
  canSeeProduct,
  productAudience,
  requirementsOf,
  visibilityOf,
} from './visibility.js';

// The rule as the partner spec states it, written out by hand: public businesses and active
// products of public businesses are open to every key; businesses.internal.read opens the other
// businesses (and their products), products.internal.read the products that are not active.
const KEYS = [
  { scopes: [], business: ['public'], status: ['active'] },
  { scopes: ['businesses.internal.read'], business: ['public', 'internal', 'draft'], status: ['active'] },
  { scopes: ['products.internal.read'], business: ['public'], status: ['active', 'draft', 'archived'] },
  {
    scopes: ['businesses.internal.read', 'products.internal.read'],
    business: ['public', 'internal', 'draft'],
    status: ['active', 'draft', 'archived'],
  },
] as const;

describe('who may see what', () => {
  for (const key of KEYS) {
    const viewer = visibilityOf(new Set(key.scopes));
    it(`[${key.scopes.join(', ')}] sees businesses ${key.business.join('/')} and products ${key.status.join('/')} of those`, () => {
      for (const visibility of BUSINESS_VISIBILITIES) {
        const open = (key.business as readonly string[]).includes(visibility);
        expect(canSeeBusiness(viewer, visibility)).toBe(open);
        for (const status of PRODUCT_STATUSES) {
          expect(canSeeProduct(viewer, status, visibility)).toBe(
            open && (key.status as readonly string[]).includes(status),
          );
        }
      }
    });
  }

  it('states the requirements as data for the engines: only what the scopes do not lift', () => {
    expect(requirementsOf(visibilityOf(new Set()))).toEqual({ businessVisibility: 'public', productStatus: 'active' });
    expect(requirementsOf(visibilityOf(new Set(['businesses.internal.read'])))).toEqual({ productStatus: 'active' });
    expect(requirementsOf(visibilityOf(new Set(['products.internal.read'])))).toEqual({ businessVisibility: 'public' });
    expect(requirementsOf(visibilityOf(new Set(['businesses.internal.read', 'products.internal.read'])))).toEqual({});
  });

  it('names the scopes an event recipient needs to see the record', () => {
    expect(businessAudience('public')).toEqual([]);
    expect(businessAudience('draft')).toEqual(['businesses.internal.read']);
    expect(productAudience('active', 'public')).toEqual([]);
    expect(productAudience('archived', 'internal')).toEqual(['products.internal.read', 'businesses.internal.read']);
  });
});
