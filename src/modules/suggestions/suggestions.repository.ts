import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/connection.js';
import {
  countries,
  productCategories,
  productPricingTiers,
  products,
  regions,
  supplierPerformance,
} from '../../db/schema.js';
import type { PerformanceRow } from '../businesses/businesses.repository.js';
import type { PriceTier } from './ranking.js';
import type { NamedRegion } from '../reference/region-names.js';

/** What suggestions read beside the RFQ, the search and the businesses: all by id sets, one query each. */
export function createSuggestionsRepository(db: Db) {
  let regionCache: Promise<NamedRegion[]> | undefined;

  return {
    /** Each given product category with its descendants (the taxonomy is a tree of three levels). */
    async categorySubtrees(ids: string[], tx: DbOrTx = db): Promise<Map<string, string[]>> {
      if (ids.length === 0) return new Map();
      const rows = await tx.execute<{ root: string; id: string }>(sql`
        WITH RECURSIVE subtree(root, id) AS (
          SELECT id, id FROM product_categories WHERE ${inArray(productCategories.id, ids)}
          UNION ALL
          SELECT subtree.root, child.id FROM product_categories child JOIN subtree ON child.parent_id = subtree.id
        )
        SELECT root, id FROM subtree ORDER BY root, id`);
      const subtrees = new Map<string, string[]>();
      for (const row of rows.rows) subtrees.set(row.root, [...(subtrees.get(row.root) ?? []), row.id]);
      return subtrees;
    },

    /** Base price, currency and pricing tiers of the given products. */
    async prices(
      productIds: string[],
      tx: DbOrTx = db,
    ): Promise<Map<string, { basePrice: string | null; currency: string; tiers: PriceTier[] }>> {
      if (productIds.length === 0) return new Map();
      const [rows, tiers] = await Promise.all([
        tx
          .select({ id: products.id, basePrice: products.basePrice, currency: products.currency })
          .from(products)
          .where(inArray(products.id, productIds)),
        tx
          .select({
            productId: productPricingTiers.productId,
            minQuantity: productPricingTiers.minQuantity,
            maxQuantity: productPricingTiers.maxQuantity,
            unitPrice: productPricingTiers.unitPrice,
            currency: productPricingTiers.currency,
          })
          .from(productPricingTiers)
          .where(inArray(productPricingTiers.productId, productIds))
          .orderBy(asc(productPricingTiers.minQuantity)),
      ]);
      return new Map(
        rows.map((row) => [
          row.id,
          {
            basePrice: row.basePrice,
            currency: row.currency,
            tiers: tiers.filter((tier) => tier.productId === row.id),
          },
        ]),
      );
    },

    async performance(businessIds: string[], tx: DbOrTx = db): Promise<Map<string, PerformanceRow>> {
      if (businessIds.length === 0) return new Map();
      const rows = await tx
        .select()
        .from(supplierPerformance)
        .where(inArray(supplierPerformance.businessId, businessIds));
      return new Map(rows.map((row) => [row.businessId, row]));
    },

    /** Every region with its country code; reference data changes only with a release, so read once per process. */
    regions(): Promise<NamedRegion[]> {
      regionCache ??= db
        .select({ id: regions.id, name: regions.name, countryCode: countries.code, type: regions.type })
        .from(regions)
        .innerJoin(countries, eq(countries.id, regions.countryId))
        .orderBy(asc(regions.code))
        .catch((error: unknown) => {
          regionCache = undefined;
          throw error;
        });
      return regionCache;
    },
  };
}

export type SuggestionsRepository = ReturnType<typeof createSuggestionsRepository>;
