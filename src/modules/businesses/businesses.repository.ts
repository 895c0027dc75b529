import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { byViewerShape, hasFilters, type RecordFilters, recordConditions } from '../../access/record-conditions.js';
import { createVisibleTotals } from '../../access/visible-totals.js';
import type { Db, DbOrTx, StatementName } from '../../db/connection.js';
import { businessAssets, businesses, categories, countries, regions, supplierPerformance } from '../../db/schema.js';
import type { Paging } from '../../lib/paging.js';
import type { Visibility } from '../../access/visibility.js';

export type BusinessRow = typeof businesses.$inferSelect;
export type NewBusinessRow = typeof businesses.$inferInsert;
export type AssetRow = typeof businessAssets.$inferSelect;
export type PerformanceRow = typeof supplierPerformance.$inferSelect;

export type BusinessFilter = Pick<RecordFilters, 'category_id' | 'region_id' | 'country_id' | 'updated_since'>;

/** Every method takes the caller's transaction as its optional last argument. */
export function createBusinessesRepository(db: Db, named: StatementName = () => '') {
  // The hot reads (get by id, an unfiltered list page) as statements built once per viewer shape:
  // no query building per request, and beside a server no parse and plan either.
  const prepared = byViewerShape((shape: string, viewer: Visibility) => ({
    byId: db
      .select()
      .from(businesses)
      .where(and(eq(businesses.id, sql.placeholder('id')), recordConditions('business', viewer)))
      .prepare(named(`businesses_by_id_${shape}`)),
    page: db
      .select()
      .from(businesses)
      .where(recordConditions('business', viewer))
      .orderBy(asc(businesses.createdAt), asc(businesses.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(named(`businesses_page_${shape}`)),
  }));

  // An unfiltered list's total: the tallies' sum, not a count of the rows.
  const visibleTotal = createVisibleTotals(db, 'business', named);

  return {
    async findById(id: string, viewer: Visibility, tx: DbOrTx = db): Promise<BusinessRow | undefined> {
      if (tx === db) return (await prepared(viewer).byId.execute({ id }))[0];
      const [row] = await tx
        .select()
        .from(businesses)
        .where(and(eq(businesses.id, id), recordConditions('business', viewer)));
      return row;
    },

    /** The visible rows among `ids`, in no particular order (search hydrates engine hits). */
    async findMany(ids: string[], viewer: Visibility, tx: DbOrTx = db): Promise<BusinessRow[]> {
      if (ids.length === 0) return [];
      return tx
        .select()
        .from(businesses)
        .where(and(inArray(businesses.id, ids), recordConditions('business', viewer)));
    },

    /** The row as it is now, locked until the transaction ends: updates read, diff and write it. */
    async findForUpdate(id: string, tx: DbOrTx = db): Promise<BusinessRow | undefined> {
      const [row] = await tx.select().from(businesses).where(eq(businesses.id, id)).for('update');
      return row;
    },

    async list(
      filter: BusinessFilter,
      viewer: Visibility,
      paging: Paging,
      tx: DbOrTx = db,
    ): Promise<{ rows: BusinessRow[]; total: number }> {
      if (tx === db && !hasFilters(filter)) {
        const statements = prepared(viewer);
        const [rows, total] = await Promise.all([
          statements.page.execute({ limit: paging.limit, offset: paging.offset }),
          visibleTotal(viewer),
        ]);
        return { rows, total };
      }
      const where = recordConditions('business', viewer, filter);
      const [rows, [total]] = await Promise.all([
        tx
          .select()
          .from(businesses)
          .where(where)
          .orderBy(asc(businesses.createdAt), asc(businesses.id))
          .limit(paging.limit)
          .offset(paging.offset),
        tx.select({ n: count() }).from(businesses).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Inserts unless the slug is taken (then undefined, and the transaction stays usable). */
    async insertUnlessSlugTaken(values: NewBusinessRow, tx: DbOrTx = db): Promise<BusinessRow | undefined> {
      const [row] = await tx
        .insert(businesses)
        .values(values)
        .onConflictDoNothing({ target: businesses.slug })
        .returning();
      return row;
    },

    async update(id: string, values: Partial<NewBusinessRow>, tx: DbOrTx = db): Promise<BusinessRow> {
      const [row] = await tx
        .update(businesses)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(businesses.id, id))
        .returning();
      return row!;
    },

    /** Which of the referenced ids exist, and the country each region belongs to. */
    async references(
      ids: { categoryId?: string | null; countryId?: string | null; regionId?: string | null },
      tx: DbOrTx = db,
    ) {
      const [category] = ids.categoryId
        ? await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, ids.categoryId))
        : [];
      const [country] = ids.countryId
        ? await tx.select({ id: countries.id }).from(countries).where(eq(countries.id, ids.countryId))
        : [];
      const [region] = ids.regionId
        ? await tx
            .select({ id: regions.id, countryId: regions.countryId })
            .from(regions)
            .where(eq(regions.id, ids.regionId))
        : [];
      return { categoryExists: Boolean(category), countryExists: Boolean(country), regionCountryId: region?.countryId };
    },

    async listAssets(
      businessId: string,
      paging: Paging,
      tx: DbOrTx = db,
    ): Promise<{ rows: AssetRow[]; total: number }> {
      const where = eq(businessAssets.businessId, businessId);
      const [rows, [total]] = await Promise.all([
        tx
          .select()
          .from(businessAssets)
          .where(where)
          .orderBy(asc(businessAssets.createdAt), asc(businessAssets.id))
          .limit(paging.limit)
          .offset(paging.offset),
        tx.select({ n: count() }).from(businessAssets).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async insertAsset(values: typeof businessAssets.$inferInsert, tx: DbOrTx = db): Promise<AssetRow> {
      const [row] = await tx.insert(businessAssets).values(values).returning();
      return row!;
    },

    async findPerformance(businessId: string, tx: DbOrTx = db): Promise<PerformanceRow | undefined> {
      const [row] = await tx.select().from(supplierPerformance).where(eq(supplierPerformance.businessId, businessId));
      return row;
    },

    async insertPerformance(values: typeof supplierPerformance.$inferInsert, tx: DbOrTx = db): Promise<PerformanceRow> {
      const [row] = await tx.insert(supplierPerformance).values(values).returning();
      return row!;
    },

    async updatePerformance(
      businessId: string,
      values: Partial<typeof supplierPerformance.$inferInsert>,
      tx: DbOrTx = db,
    ): Promise<PerformanceRow> {
      const [row] = await tx
        .update(supplierPerformance)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(supplierPerformance.businessId, businessId))
        .returning();
      return row!;
    },
  };
}

export type BusinessesRepository = ReturnType<typeof createBusinessesRepository>;
