import { and, asc, count, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connection.js';
import { businesses, categories, productCategories, products } from '../db/schema.js';
import type { BusinessDocument, ProductDocument } from './elasticsearch/bodies.js';

/** Which rows to read: a page after the last-seen id (full reindex), or given ids (sync). */
export type DocumentSelection = { afterId: string | null; limit: number } | { ids: string[] };

function selection(
  column: typeof businesses.id | typeof products.id,
  which: DocumentSelection,
): { where: SQL | undefined; limit?: number } {
  if ('ids' in which) return { where: inArray(column, which.ids) };
  return { where: which.afterId ? gt(column, which.afterId) : undefined, limit: which.limit };
}

/** Reads the search documents of businesses and products from Postgres, the source of truth. */
export function createDocumentsRepository(db: Db) {
  return {
    async businesses(which: DocumentSelection): Promise<BusinessDocument[]> {
      if ('ids' in which && which.ids.length === 0) return [];
      const { where, limit } = selection(businesses.id, which);
      const query = db
        .select({
          id: businesses.id,
          name: businesses.name,
          description_en: businesses.descriptionEn,
          description_id: businesses.descriptionId,
          category_name: categories.name,
          category_id: businesses.categoryId,
          country_id: businesses.countryId,
          region_id: businesses.regionId,
          visibility: businesses.visibility,
        })
        .from(businesses)
        .leftJoin(categories, eq(categories.id, businesses.categoryId))
        .where(where)
        .orderBy(asc(businesses.id));
      return limit ? query.limit(limit) : query;
    },

    async products(which: DocumentSelection): Promise<ProductDocument[]> {
      if ('ids' in which && which.ids.length === 0) return [];
      const { where, limit } = selection(products.id, which);
      const query = db
        .select({
          id: products.id,
          business_id: products.businessId,
          name: products.name,
          sku: products.sku,
          description: products.description,
          category_name: productCategories.name,
          category_id: products.categoryId,
          country_id: businesses.countryId,
          region_id: businesses.regionId,
          status: products.status,
          business_visibility: businesses.visibility,
        })
        .from(products)
        .innerJoin(businesses, eq(businesses.id, products.businessId))
        .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
        .where(where)
        .orderBy(asc(products.id));
      return limit ? query.limit(limit) : query;
    },

    async count(kind: 'businesses' | 'products'): Promise<number> {
      const [row] = await db.select({ n: count() }).from(kind === 'businesses' ? businesses : products);
      return row?.n ?? 0;
    },

    /** Ids of a business's products, paged by last-seen id (their documents carry its visibility and place). */
    async productIdsOfBusiness(businessId: string, afterId: string | null, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.businessId, businessId), afterId ? gt(products.id, afterId) : undefined))
        .orderBy(asc(products.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },
  };
}

export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
