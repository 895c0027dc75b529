import { and, asc, count, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/connection.js';
import {
  businesses,
  productCategories,
  type RfqStatus,
  rfqItems,
  rfqNumberCounters,
  rfqQuoteLines,
  rfqs,
  rfqSuppliers,
} from '../../db/schema.js';
import type { Paging } from '../../lib/paging.js';
import { recordConditions } from '../../access/record-conditions.js';
import type { Visibility } from '../../access/visibility.js';

export type RfqRow = typeof rfqs.$inferSelect;
export type NewRfqRow = typeof rfqs.$inferInsert;
export type RfqItemRow = typeof rfqItems.$inferSelect & { categorySlug: string | null };
export type NewRfqItemRow = Omit<typeof rfqItems.$inferInsert, 'rfqId' | 'position'>;
export type SupplierRow = typeof rfqSuppliers.$inferSelect & { businessName: string; businessSlug: string };
export type QuoteLineRow = typeof rfqQuoteLines.$inferSelect & { itemName: string; subtotal: string };
export type NewQuoteLine = Omit<typeof rfqQuoteLines.$inferInsert, 'rfqSupplierId' | 'position'>;

/** The API's filters of GET /v1/rfq as it names them (`updated_since`: ISO 8601), plus the caller's partner. */
export interface RfqListFilter {
  partnerId: string;
  status?: RfqStatus;
  external_rfq_id?: string;
  updated_since?: string;
}

export interface RfqListRow {
  rfq: RfqRow;
  itemsCount: number;
  suppliersCount: number;
  quotesCount: number;
}

const supplierColumns = {
  id: rfqSuppliers.id,
  rfqId: rfqSuppliers.rfqId,
  businessId: rfqSuppliers.businessId,
  status: rfqSuppliers.status,
  contactedAt: rfqSuppliers.contactedAt,
  responseReceivedAt: rfqSuppliers.responseReceivedAt,
  quotedPrice: rfqSuppliers.quotedPrice,
  quotedCurrency: rfqSuppliers.quotedCurrency,
  quotedLeadTimeDays: rfqSuppliers.quotedLeadTimeDays,
  quotedPaymentTerms: rfqSuppliers.quotedPaymentTerms,
  notes: rfqSuppliers.notes,
  validUntil: rfqSuppliers.validUntil,
  businessName: businesses.name,
  businessSlug: businesses.slug,
};

/** Every method takes the caller's transaction as its optional last argument. */
export function createRfqsRepository(db: Db) {
  return {
    /** The next number of `year`, under the counter row's lock: unique and increasing across processes. */
    async nextNumber(year: number, tx: DbOrTx = db): Promise<number> {
      const [row] = await tx
        .insert(rfqNumberCounters)
        .values({ year, lastNumber: 1 })
        .onConflictDoUpdate({
          target: rfqNumberCounters.year,
          set: { lastNumber: sql`${rfqNumberCounters.lastNumber} + 1` },
        })
        .returning({ lastNumber: rfqNumberCounters.lastNumber });
      return row!.lastNumber;
    },

    /** Inserts unless the partner already has this external id (then undefined: the caller answers 409). */
    async insertUnlessExternalIdTaken(values: NewRfqRow, tx: DbOrTx = db): Promise<RfqRow | undefined> {
      const [row] = await tx
        .insert(rfqs)
        .values(values)
        .onConflictDoNothing({ target: [rfqs.partnerId, rfqs.externalRfqId] })
        .returning();
      return row;
    },

    async findIdByExternalId(partnerId: string, externalRfqId: string, tx: DbOrTx = db): Promise<string | undefined> {
      const [row] = await tx
        .select({ id: rfqs.id })
        .from(rfqs)
        .where(and(eq(rfqs.partnerId, partnerId), eq(rfqs.externalRfqId, externalRfqId)));
      return row?.id;
    },

    async insertItems(rfqId: string, items: NewRfqItemRow[], tx: DbOrTx = db): Promise<void> {
      await tx.insert(rfqItems).values(items.map((item, position) => ({ ...item, rfqId, position })));
    },

    /** Product category ids by slug, for the slugs that exist. */
    async productCategoryIds(slugs: string[], tx: DbOrTx = db): Promise<Map<string, string>> {
      if (slugs.length === 0) return new Map();
      const rows = await tx
        .select({ id: productCategories.id, slug: productCategories.slug })
        .from(productCategories)
        .where(inArray(productCategories.slug, slugs));
      return new Map(rows.map((row) => [row.slug, row.id]));
    },

    /** The RFQ if it belongs to `partnerId` (undefined: any partner); `lock` holds it until the transaction ends. */
    async find(
      id: string,
      scope: { partnerId?: string; lock?: boolean },
      tx: DbOrTx = db,
    ): Promise<RfqRow | undefined> {
      const query = tx
        .select()
        .from(rfqs)
        .where(and(eq(rfqs.id, id), scope.partnerId ? eq(rfqs.partnerId, scope.partnerId) : undefined));
      const [row] = scope.lock ? await query.for('update') : await query;
      return row;
    },

    async items(rfqId: string, tx: DbOrTx = db): Promise<RfqItemRow[]> {
      return tx
        .select({
          id: rfqItems.id,
          rfqId: rfqItems.rfqId,
          position: rfqItems.position,
          name: rfqItems.name,
          description: rfqItems.description,
          quantity: rfqItems.quantity,
          unitOfMeasure: rfqItems.unitOfMeasure,
          targetPrice: rfqItems.targetPrice,
          targetCurrency: rfqItems.targetCurrency,
          categoryId: rfqItems.categoryId,
          categorySlug: productCategories.slug,
        })
        .from(rfqItems)
        .leftJoin(productCategories, eq(productCategories.id, rfqItems.categoryId))
        .where(eq(rfqItems.rfqId, rfqId))
        .orderBy(asc(rfqItems.position));
    },

    async setStatus(
      id: string,
      values: Pick<NewRfqRow, 'status' | 'awardedSupplierId'>,
      tx: DbOrTx = db,
    ): Promise<RfqRow> {
      const [row] = await tx
        .update(rfqs)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(rfqs.id, id))
        .returning();
      return row!;
    },

    async touch(id: string, tx: DbOrTx = db): Promise<void> {
      await tx.update(rfqs).set({ updatedAt: sql`now()` }).where(eq(rfqs.id, id));
    },

    async list(
      filter: RfqListFilter,
      viewer: Visibility,
      paging: Paging,
      tx: DbOrTx = db,
    ): Promise<{ rows: RfqListRow[]; total: number }> {
      const where = and(
        eq(rfqs.partnerId, filter.partnerId),
        filter.status ? eq(rfqs.status, filter.status) : undefined,
        filter.external_rfq_id ? eq(rfqs.externalRfqId, filter.external_rfq_id) : undefined,
        filter.updated_since ? gte(rfqs.updatedAt, new Date(filter.updated_since)) : undefined,
      );
      // Suppliers of businesses the key cannot see are not counted, as they are not shown.
      const visible = recordConditions('business', viewer);
      const suppliers = (condition: SQL | undefined) =>
        sql<number>`(${tx
          .select({ n: sql<number>`count(*)::int` })
          .from(rfqSuppliers)
          .innerJoin(businesses, eq(businesses.id, rfqSuppliers.businessId))
          .where(and(eq(rfqSuppliers.rfqId, rfqs.id), condition, visible))})`;
      const [page, [total]] = await Promise.all([
        tx
          .select({
            rfq: rfqs,
            itemsCount: sql<number>`(SELECT count(*)::int FROM rfq_items i WHERE i.rfq_id = rfqs.id)`,
            suppliersCount: suppliers(undefined),
            quotesCount: suppliers(eq(rfqSuppliers.status, 'quoted')),
          })
          .from(rfqs)
          .where(where)
          .orderBy(asc(rfqs.createdAt), asc(rfqs.id))
          .limit(paging.limit)
          .offset(paging.offset),
        tx.select({ n: count() }).from(rfqs).where(where),
      ]);
      return { rows: page, total: total?.n ?? 0 };
    },

    /** Attaches a business; undefined when it was attached already (the existing entry stays). */
    async attach(rfqId: string, businessId: string, tx: DbOrTx = db): Promise<{ id: string } | undefined> {
      const [row] = await tx
        .insert(rfqSuppliers)
        .values({ rfqId, businessId })
        .onConflictDoNothing({ target: [rfqSuppliers.rfqId, rfqSuppliers.businessId] })
        .returning({ id: rfqSuppliers.id });
      return row;
    },

    /** Supplier entries with their business, optionally only those of `businessId` or those `viewer` may see. */
    async suppliers(
      rfqId: string,
      options: { businessId?: string; viewer?: Visibility },
      tx: DbOrTx = db,
    ): Promise<SupplierRow[]> {
      return tx
        .select(supplierColumns)
        .from(rfqSuppliers)
        .innerJoin(businesses, eq(businesses.id, rfqSuppliers.businessId))
        .where(
          and(
            eq(rfqSuppliers.rfqId, rfqId),
            options.businessId ? eq(rfqSuppliers.businessId, options.businessId) : undefined,
            options.viewer ? recordConditions('business', options.viewer) : undefined,
          ),
        )
        .orderBy(asc(rfqSuppliers.contactedAt), asc(rfqSuppliers.id));
    },

    async quoteLines(supplierIds: string[], tx: DbOrTx = db): Promise<QuoteLineRow[]> {
      if (supplierIds.length === 0) return [];
      return tx
        .select({
          id: rfqQuoteLines.id,
          rfqSupplierId: rfqQuoteLines.rfqSupplierId,
          itemId: rfqQuoteLines.itemId,
          position: rfqQuoteLines.position,
          unitPrice: rfqQuoteLines.unitPrice,
          quantity: rfqQuoteLines.quantity,
          leadTimeDays: rfqQuoteLines.leadTimeDays,
          notes: rfqQuoteLines.notes,
          itemName: rfqItems.name,
          // numeric multiplication in Postgres is exact: no float ever touches an amount.
          subtotal: sql<string>`(${rfqQuoteLines.unitPrice} * ${rfqQuoteLines.quantity})::text`,
        })
        .from(rfqQuoteLines)
        .innerJoin(rfqItems, eq(rfqItems.id, rfqQuoteLines.itemId))
        .where(inArray(rfqQuoteLines.rfqSupplierId, supplierIds))
        .orderBy(asc(rfqQuoteLines.rfqSupplierId), asc(rfqQuoteLines.position));
    },

    /** Records a supplier's quote, replacing an earlier one and its lines. */
    async recordQuote(
      supplierEntryId: string,
      quote: Pick<
        typeof rfqSuppliers.$inferInsert,
        'quotedPrice' | 'quotedCurrency' | 'quotedLeadTimeDays' | 'quotedPaymentTerms' | 'notes' | 'validUntil'
      >,
      lines: NewQuoteLine[],
      tx: DbOrTx = db,
    ): Promise<void> {
      await tx
        .update(rfqSuppliers)
        .set({ ...quote, status: 'quoted', responseReceivedAt: sql`now()` })
        .where(eq(rfqSuppliers.id, supplierEntryId));
      await tx.delete(rfqQuoteLines).where(eq(rfqQuoteLines.rfqSupplierId, supplierEntryId));
      if (lines.length > 0) {
        await tx
          .insert(rfqQuoteLines)
          .values(lines.map((line, position) => ({ ...line, rfqSupplierId: supplierEntryId, position })));
      }
    },
  };
}

export type RfqsRepository = ReturnType<typeof createRfqsRepository>;
