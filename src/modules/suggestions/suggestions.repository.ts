import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { searchConditions } from '../../access/record-conditions.js';
import type { Visibility } from '../../access/visibility.js';
import type { Db, DbOrTx } from '../../db/connection.js';
import {
  businesses,
  countries,
  productCategories,
  productPricingTiers,
  productSearch,
  products,
  regions,
  supplierPerformance,
} from '../../db/schema.js';
import type { PerformanceRow } from '../businesses/businesses.repository.js';
import type { PriceTier } from './ranking.js';
import type { NamedRegion } from '../reference/region-names.js';

/**
 * What a product's name must carry to be an item: `units` (each a list of equivalent terms, any
 * of which will do, matched as a phrase), at least `required` of them; within `categoryIds` when given.
 */
export interface CatalogueItem {
  units: string[][];
  required: number;
  categoryIds?: string[] | undefined;
}

/** A visible product of a business whose name carries an item (CatalogueItem). */
export interface CatalogueMatch {
  item: number;
  businessId: string;
  productId: string;
  regionId: string | null;
}

/** The text search configurations product names are indexed in (migrations/0018 product_name_document). */
const NAME_CONFIGS = ['english', 'indonesian', 'simple'] as const;

/** A term as a phrase query in every configuration names are indexed in, any of which will do. */
function phraseQuery(term: string): SQL {
  return sql.join(
    NAME_CONFIGS.map((config) => sql`phraseto_tsquery(${sql.raw(`'${config}'`)}, ${term})`),
    sql` || `,
  );
}

function combinations<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  if (items.length < size) return [];
  const [first, ...rest] = items;
  return [...combinations(rest, size - 1).map((tail) => [first!, ...tail]), ...combinations(rest, size)];
}

/** The tsquery of an item: at least `required` of its units, each any of its terms as a phrase. */
export function catalogueQuery(item: Pick<CatalogueItem, 'units' | 'required'>): SQL {
  const units = item.units.map((terms) => sql`(${sql.join(terms.map(phraseQuery), sql` || `)})`);
  const groups = combinations(units, Math.min(Math.max(item.required, 1), units.length));
  return sql.join(
    groups.map((group) => sql`(${sql.join(group, sql` && `)})`),
    sql` || `,
  );
}

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

    /**
     * For each item, every business with a product `viewer` may see whose *name* carries the item
     * (catalogueQuery), anywhere in its catalogue: one product per business and item, the shortest
     * name (then the lowest id), with the business's region. One query for all items; the GIN index
     * on the whole document narrows, the name document decides. The name is tested first: where the
     * planner scans (a small directory), a product whose name lacks the item never has its whole
     * document read (on the 1,500-product bench directory, 45 of 56 ms went to reading documents).
     */
    async catalogueMatches(items: CatalogueItem[], viewer: Visibility, tx: DbOrTx = db): Promise<CatalogueMatch[]> {
      const selects = items.flatMap((item, index) => {
        if (item.units.length === 0) return [];
        const query = catalogueQuery(item);
        return [
          sql`SELECT DISTINCT ON (${productSearch.businessId}) ${sql.raw(String(index))} AS item,
                ${productSearch.businessId} AS business_id, ${productSearch.id} AS product_id,
                (SELECT ${businesses.regionId} FROM ${businesses} WHERE ${businesses.id} = ${productSearch.businessId}) AS region_id
              FROM ${productSearch}
              WHERE ${and(
                searchConditions('product', viewer, { category_ids: item.categoryIds }),
                sql`${productSearch.nameDocument} @@ (${query})`,
                sql`${productSearch.document} @@ (${query})`,
              )}
              ORDER BY ${productSearch.businessId}, length(${productSearch.name}), ${productSearch.id}`,
        ];
      });
      if (selects.length === 0) return [];
      const rows = await tx.execute<{
        item: number;
        business_id: string;
        product_id: string;
        region_id: string | null;
      }>(
        sql.join(
          selects.map((select) => sql`(${select})`),
          sql` UNION ALL `,
        ),
      );
      return rows.rows.map((row) => ({
        item: Number(row.item),
        businessId: row.business_id,
        productId: row.product_id,
        regionId: row.region_id,
      }));
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
