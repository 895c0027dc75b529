import { describe, expect, it } from 'vitest';
import { jobsForEvent, plan } from './jobs.js';

describe('indexer jobs', () => {
  it('reindexes the record an event names', () => {
    expect(jobsForEvent({ event: 'business.created', data: { business_id: 'b1', name: 'B', slug: 'b' } })).toEqual([
      { kind: 'business', id: 'b1' },
    ]);
    expect(
      jobsForEvent({
        event: 'product.updated',
        data: { product_id: 'p1', business_id: 'b1', updated_fields: ['name'] },
      }),
    ).toEqual([{ kind: 'product', id: 'p1' }]);
    expect(
      jobsForEvent({
        event: 'rfq.created',
        data: { rfq_id: 'r1', external_rfq_id: 'x', rfq_number: 'RFQ-2026-000001' },
      }),
    ).toEqual([]);
  });

  it("refreshes a business's products when its visibility or place changes", () => {
    expect(
      jobsForEvent({ event: 'business.updated', data: { business_id: 'b1', name: 'B', updated_fields: ['name'] } }),
    ).toEqual([{ kind: 'business', id: 'b1' }]);
    expect(
      jobsForEvent({
        event: 'business.updated',
        data: { business_id: 'b1', name: 'B', updated_fields: ['visibility'] },
      }),
    ).toEqual([
      { kind: 'business', id: 'b1' },
      { kind: 'products-of-business', businessId: 'b1' },
    ]);
  });

  it('plans each document once per batch', () => {
    expect(
      plan([
        { event: 'business.created', data: { business_id: 'b1', name: 'B', slug: 'b' } },
        { event: 'business.updated', data: { business_id: 'b1', name: 'B', updated_fields: ['region_id'] } },
        { event: 'product.created', data: { product_id: 'p1', business_id: 'b1', name: 'P' } },
        { event: 'product.updated', data: { product_id: 'p1', business_id: 'b1', updated_fields: ['sku'] } },
      ]),
    ).toEqual({ businessIds: ['b1'], productIds: ['p1'], businessesWithProducts: ['b1'] });
  });
});
