import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { byViewerShape, hasFilters, type RecordFilters, recordConditions } from '../../access/record-conditions.js';
import { createVisibleTotals } from '../../access/visible-totals.js';
import type { Db, DbOrTx, StatementName } from '../../db/connection.js';
import { businesses, productCategories, productPricingTiers, products, productVariants } from '../../db/schema.js';
import type { Paging } from '../../lib/paging.js';
import type { Visibility } from '../../access/visibility.js';

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type VariantRow = typeof productVariants.$inferSelect;
export type TierRow = typeof productPricingTiers.$inferSelect;
export type NewVariant = Omit<typeof productVariants.$inferInsert, 'productId' | 'position'>;
export type NewTier = Omit<typeof productPricingTiers.$inferInsert, 'productId'>;

export interface BusinessSummary {
  id: string;
  name: string;
  slug: string;
  countryId: string | null;
  regionId: string | null;
  visibility: 'public' | 'internal' | 'draft';
}

export interface ProductRecord {
  product: ProductRow;
  business: BusinessSummary;
  variants: VariantRow[];
  tiers: TierRow[];
}

export type ProductFilter = Pick<RecordFilters, 'business_id' | 'category_id' | 'updated_since'>;

const businessSummary = {
  id: businesses.id,
  name: businesses.name,
  slug: businesses.slug,
  countryId: businesses.countryId,
  regionId: businesses.regionId,
  visibility: businesses.visibility,
};

/** Every method takes the caller's transaction as its optional last argument. */
export function createProductsRepository(db: Db, named: StatementName = () => '') {
  /** Variants and tiers of a page of products, in two queries. */
  async function withChildren(
    rows: Array<{ product: ProductRow; business: BusinessSummary }>,
    tx: DbOrTx,
  ): Promise<ProductRecord[]> {
    const ids = rows.map((row) => row.product.id);
    if (ids.length === 0) return [];
    const [variants, tiers] = await Promise.all([
      tx
        .select()
        .from(productVariants)
        .where(inArray(productVariants.productId, ids))
        .orderBy(asc(productVariants.position)),
      tx
        .select()
        .from(productPricingTiers)
        .where(inArray(productPricingTiers.productId, ids))
        .orderBy(asc(productPricingTiers.minQuantity)),
    ]);
    return rows.map((row) => ({
      ...row,
      variants: variants.filter((variant) => variant.productId === row.product.id),
      tiers: tiers.filter((tier) => tier.productId === row.product.id),
    }));
  }

  // The hot reads (get by id, an unfiltered list page) as statements built once per viewer shape:
  // no query building per request, and beside a server no parse and plan either.
  const prepared = byViewerShape((shape, viewer) => ({
    byId: db
      .select({ product: products, business: businessSummary })
      .from(products)
      .innerJoin(businesses, eq(businesses.id, products.businessId))
      .where(and(eq(products.id, sql.placeholder('id')), recordConditions('product', viewer)))
      .prepare(named(`products_by_id_${shape}`)),
    page: db
      .select({ product: products, business: businessSummary })
      .from(products)
      .innerJoin(businesses, eq(businesses.id, products.businessId))
      .where(recordConditions('product', viewer))
      .orderBy(asc(products.createdAt), asc(products.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(named(`products_page_${shape}`)),
  }));

  // An unfiltered list's total: the tallies' sum, not a count of the rows.
  const visibleTotal = createVisibleTotals(db, 'product', named);

  return {
    async findById(id: string, viewer: Visibility, tx: DbOrTx = db): Promise<ProductRecord | undefined> {
      if (tx === db) return (await withChildren(await prepared(viewer).byId.execute({ id }), tx))[0];
      const rows = await tx
        .select({ product: products, business: businessSummary })
        .from(products)
        .innerJoin(businesses, eq(businesses.id, products.businessId))
        .where(and(eq(products.id, id), recordConditions('product', viewer)));
      return (await withChildren(rows, tx))[0];
    },

    /** The visible products among `ids` with their business, without variants and tiers (search hits). */
    async findSummaries(
      ids: string[],
      viewer: Visibility,
      tx: DbOrTx = db,
    ): Promise<Array<{ product: ProductRow; business: BusinessSummary }>> {
      if (ids.length === 0) return [];
      return tx
        .select({ product: products, business: businessSummary })
        .from(products)
        .innerJoin(businesses, eq(businesses.id, products.businessId))
        .where(and(inArray(products.id, ids), recordConditions('product', viewer)));
    },

    /** The product as it is now, locked until the transaction ends. */
    async findForUpdate(id: string, tx: DbOrTx = db): Promise<ProductRecord | undefined> {
      const rows = await tx
        .select({ product: products, business: businessSummary })
        .from(products)
        .innerJoin(businesses, eq(businesses.id, products.businessId))
        .where(eq(products.id, id))
        .for('update', { of: products });
      return (await withChildren(rows, tx))[0];
    },

    async list(
      filter: ProductFilter,
      viewer: Visibility,
      paging: Paging,
      tx: DbOrTx = db,
    ): Promise<{ records: ProductRecord[]; total: number }> {
      if (tx === db && !hasFilters(filter)) {
        const statements = prepared(viewer);
        const [rows, total] = await Promise.all([
          statements.page.execute({ limit: paging.limit, offset: paging.offset }),
          visibleTotal(viewer),
        ]);
        return { records: await withChildren(rows, tx), total };
      }
      const where = recordConditions('product', viewer, filter);
      const [rows, [total]] = await Promise.all([
        tx
          .select({ product: products, business: businessSummary })
          .from(products)
          .innerJoin(businesses, eq(businesses.id, products.businessId))
          .where(where)
          .orderBy(asc(products.createdAt), asc(products.id))
          .limit(paging.limit)
          .offset(paging.offset),
        // The conditions reach the owning business themselves: the count needs no join.
        tx.select({ n: count() }).from(products).where(where),
      ]);
      return { records: await withChildren(rows, tx), total: total?.n ?? 0 };
    },

    async findBusiness(id: string, tx: DbOrTx = db): Promise<BusinessSummary | undefined> {
      const [row] = await tx.select(businessSummary).from(businesses).where(eq(businesses.id, id));
      return row;
    },

    async productCategoryExists(id: string, tx: DbOrTx = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: productCategories.id })
        .from(productCategories)
        .where(eq(productCategories.id, id));
      return Boolean(row);
    },

    async insertUnlessSlugTaken(values: NewProductRow, tx: DbOrTx = db): Promise<ProductRow | undefined> {
      const [row] = await tx.insert(products).values(values).onConflictDoNothing({ target: products.slug }).returning();
      return row;
    },

    async update(id: string, values: Partial<NewProductRow>, tx: DbOrTx = db): Promise<void> {
      await tx
        .update(products)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(products.id, id));
    },

    async replaceVariants(productId: string, variants: NewVariant[], tx: DbOrTx = db): Promise<void> {
      await tx.delete(productVariants).where(eq(productVariants.productId, productId));
      if (variants.length > 0) {
        await tx
          .insert(productVariants)
          .values(variants.map((variant, position) => ({ ...variant, productId, position })));
      }
    },

    async replaceTiers(productId: string, tiers: NewTier[], tx: DbOrTx = db): Promise<void> {
      await tx.delete(productPricingTiers).where(eq(productPricingTiers.productId, productId));
      if (tiers.length > 0) await tx.insert(productPricingTiers).values(tiers.map((tier) => ({ ...tier, productId })));
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
