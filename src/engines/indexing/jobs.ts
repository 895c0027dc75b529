import type { DirectoryEvent } from '../../events/catalogue.js';
import { assertNever } from '../../lib/assert-never.js';

/** Work the indexer does for an event. */
export type IndexJob =
  | { kind: 'business'; id: string }
  | { kind: 'product'; id: string }
  /** Product documents carry their business's visibility and place: refresh them all. */
  | { kind: 'products-of-business'; businessId: string };

const FIELDS_COPIED_TO_PRODUCTS = new Set(['visibility', 'region_id', 'country_id']);

export function jobsForEvent(event: DirectoryEvent): IndexJob[] {
  switch (event.event) {
    case 'business.created':
      return [{ kind: 'business', id: event.data.business_id }];
    case 'business.updated': {
      const id = event.data.business_id;
      const jobs: IndexJob[] = [{ kind: 'business', id }];
      if (event.data.updated_fields.some((field) => FIELDS_COPIED_TO_PRODUCTS.has(field)))
        jobs.push({ kind: 'products-of-business', businessId: id });
      return jobs;
    }
    case 'product.created':
    case 'product.updated':
      return [{ kind: 'product', id: event.data.product_id }];
    case 'supplier.performance_updated':
    case 'rfq.created':
    case 'rfq.status_changed':
    case 'rfq.quote_submitted':
      return [];
    default:
      return assertNever(event);
  }
}

/** The distinct documents a batch of events touches. */
export function plan(events: DirectoryEvent[]) {
  const businessIds = new Set<string>();
  const productIds = new Set<string>();
  const businessesWithProducts = new Set<string>();
  for (const job of events.flatMap(jobsForEvent)) {
    switch (job.kind) {
      case 'business':
        businessIds.add(job.id);
        break;
      case 'product':
        productIds.add(job.id);
        break;
      case 'products-of-business':
        businessesWithProducts.add(job.businessId);
        break;
      default:
        assertNever(job);
    }
  }
  return {
    businessIds: [...businessIds],
    productIds: [...productIds],
    businessesWithProducts: [...businessesWithProducts],
  };
}
