import { canonicalDecimal } from '../../lib/money.js';
import type { QuoteLineRow, RfqItemRow, RfqListRow, RfqRow, SupplierRow } from './rfqs.repository.js';
import type { QuoteOverview, RfqListItem, RfqResponse, SupplierEntry } from './rfqs.schemas.js';

// Rows to API responses; amounts stay canonical decimal strings (the HTTP layer writes them as exact numbers).

const decimal = (value: string | null) => (value === null ? null : canonicalDecimal(value));

export function toRfqResponse(rfq: RfqRow, items: RfqItemRow[]): RfqResponse {
  return {
    id: rfq.id,
    rfq_number: rfq.rfqNumber,
    external_rfq_id: rfq.externalRfqId,
    status: rfq.status,
    title: rfq.title,
    buyer_name: rfq.buyerName,
    buyer_company: rfq.buyerCompany,
    buyer_email: rfq.buyerEmail,
    buyer_phone: rfq.buyerPhone,
    delivery_location: rfq.deliveryLocation,
    delivery_date: rfq.deliveryDate,
    priority: rfq.priority,
    notes: rfq.notes,
    awarded_supplier_id: rfq.awardedSupplierId,
    items: items.map((item) => ({
      id: item.id,
      name: item.name,
      description: item.description,
      quantity: canonicalDecimal(item.quantity),
      unit_of_measure: item.unitOfMeasure,
      target_price: decimal(item.targetPrice),
      target_currency: item.targetCurrency,
      category_id: item.categoryId,
      category_slug: item.categorySlug,
    })),
    created_at: rfq.createdAt.toISOString(),
    updated_at: rfq.updatedAt.toISOString(),
  };
}

export function toRfqListItem({ rfq, itemsCount, suppliersCount, quotesCount }: RfqListRow): RfqListItem {
  return {
    id: rfq.id,
    rfq_number: rfq.rfqNumber,
    external_rfq_id: rfq.externalRfqId,
    title: rfq.title,
    status: rfq.status,
    priority: rfq.priority,
    buyer_company: rfq.buyerCompany,
    delivery_date: rfq.deliveryDate,
    items_count: itemsCount,
    suppliers_count: suppliersCount,
    quotes_count: quotesCount,
    created_at: rfq.createdAt.toISOString(),
    updated_at: rfq.updatedAt.toISOString(),
  };
}

export function toSupplierEntry(supplier: SupplierRow, lines: QuoteLineRow[]): SupplierEntry {
  return {
    supplier_id: supplier.businessId,
    business_name: supplier.businessName,
    business_slug: supplier.businessSlug,
    status: supplier.status,
    quoted_price: decimal(supplier.quotedPrice),
    quoted_currency: supplier.quotedCurrency,
    quoted_lead_time_days: supplier.quotedLeadTimeDays,
    quoted_payment_terms: supplier.quotedPaymentTerms,
    notes: supplier.notes,
    valid_until: supplier.validUntil,
    contacted_at: supplier.contactedAt.toISOString(),
    response_received_at: supplier.responseReceivedAt?.toISOString() ?? null,
    line_items: lines
      .filter((line) => line.rfqSupplierId === supplier.id)
      .map((line) => ({
        item_id: line.itemId,
        item_name: line.itemName,
        unit_price: canonicalDecimal(line.unitPrice),
        quantity: canonicalDecimal(line.quantity),
        subtotal: canonicalDecimal(line.subtotal),
        lead_time_days: line.leadTimeDays,
        notes: line.notes,
      })),
  };
}

export function toQuoteOverview(rfq: RfqRow, suppliers: SupplierRow[], lines: QuoteLineRow[]): QuoteOverview {
  return {
    rfq_id: rfq.id,
    external_rfq_id: rfq.externalRfqId,
    rfq_number: rfq.rfqNumber,
    title: rfq.title,
    status: rfq.status,
    suppliers: suppliers.map((supplier) => toSupplierEntry(supplier, lines)),
  };
}

/** RFQ-YYYY-NNNNNN: the year of creation and that year's sequence number. */
export function formatRfqNumber(year: number, sequence: number): string {
  return `RFQ-${year}-${String(sequence).padStart(6, '0')}`;
}
