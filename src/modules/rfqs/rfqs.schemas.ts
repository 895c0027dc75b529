import { z } from 'zod';
import { RFQ_PRIORITIES, RFQ_STATUSES, RFQ_SUPPLIER_STATUSES } from '../../db/schema.js';
import { dataEnvelope, emailInput, listEnvelope, nonBlankText, pagingQuery, uuidInput } from '../../http/schemas.js';
import { exactNumber } from '../../http/serialization.js';
import { amountSchema, currencySchema, quantitySchema } from '../../lib/money.js';

const text = nonBlankText;
const optionalText = (max: number) => text(max).nullable().optional();
const calendarDate = () => z.iso.date({ error: 'must be a real calendar date (YYYY-MM-DD)' });
const days = () => z.number().int({ error: 'must be a whole number of days' }).min(0).max(3650);

export const rfqItemInput = z.strictObject({
  name: text(300),
  description: optionalText(5000),
  quantity: quantitySchema,
  unit_of_measure: text(32),
  target_price: amountSchema.nullable().optional(),
  target_currency: currencySchema.default('IDR'),
  category_slug: text(200)
    .nullable()
    .optional()
    .meta({ description: 'Slug of a product category (GET /v1/product-categories)' }),
});

export const inboundRfqBody = z
  .strictObject({
    external_rfq_id: text(200),
    title: text(300),
    buyer_name: text(200),
    buyer_email: emailInput(),
    buyer_company: optionalText(300),
    buyer_phone: optionalText(40),
    delivery_location: optionalText(500),
    delivery_date: calendarDate().nullable().optional(),
    priority: z.enum(RFQ_PRIORITIES).default('normal'),
    notes: optionalText(10_000),
    items: z.array(rfqItemInput).min(1, { error: 'must have at least one item' }).max(200),
  })
  .meta({
    examples: [
      {
        external_rfq_id: 'PO-2026-0042',
        title: 'Teak dining chairs for hotel renovation',
        buyer_name: 'Sari Wulandari',
        buyer_email: 'sari@example.co.id',
        buyer_company: 'PT Hotel Nusantara',
        delivery_location: 'Denpasar, Bali',
        delivery_date: '2026-12-15',
        priority: 'high',
        items: [
          {
            name: 'Teak dining chair',
            quantity: 50,
            unit_of_measure: 'piece',
            target_price: 4350000,
            target_currency: 'IDR',
          },
        ],
      },
    ],
  });
export type InboundRfqInput = z.output<typeof inboundRfqBody>;

export const attachSupplierBody = z.strictObject({ business_id: uuidInput() });
export type AttachSupplierInput = z.output<typeof attachSupplierBody>;

export const quoteLineInput = z.strictObject({
  item_id: uuidInput(),
  unit_price: amountSchema,
  quantity: quantitySchema,
  lead_time_days: days().nullable().optional(),
  notes: optionalText(2000),
});

export const submitQuoteBody = z
  .strictObject({
    supplier_id: uuidInput().meta({ description: 'The business id of an attached supplier' }),
    quoted_price: amountSchema,
    quoted_currency: currencySchema.default('IDR'),
    quoted_lead_time_days: days().nullable().optional(),
    quoted_payment_terms: optionalText(500),
    notes: optionalText(5000),
    valid_until: calendarDate().nullable().optional(),
    line_items: z.array(quoteLineInput).max(200).default([]),
  })
  .meta({
    examples: [
      {
        supplier_id: '0b8e7f0c-8d3e-4a8c-9a43-1f2d3c4b5a69',
        quoted_price: 217500000,
        quoted_currency: 'IDR',
        quoted_lead_time_days: 30,
        line_items: [{ item_id: '6c1f3a52-7a51-4a8e-bb0e-2f3c4d5e6f70', unit_price: 4350000, quantity: 50 }],
      },
    ],
  });
export type SubmitQuoteInput = z.output<typeof submitQuoteBody>;

/** `awarded` names the supplier it goes to; the document states that as two alternatives. */
export const updateRfqBody = z
  .discriminatedUnion('status', [
    z.strictObject({
      status: z.literal('awarded'),
      awarded_supplier_id: uuidInput().meta({ description: 'An attached supplier (business id) that quoted' }),
    }),
    z.strictObject({ status: z.enum(RFQ_STATUSES).exclude(['awarded']) }),
  ])
  .meta({ examples: [{ status: 'awarded', awarded_supplier_id: '0b8e7f0c-8d3e-4a8c-9a43-1f2d3c4b5a69' }] });
export type UpdateRfqInput = z.output<typeof updateRfqBody>;

export const rfqListQuery = pagingQuery.extend({
  status: z.enum(RFQ_STATUSES).optional(),
  external_rfq_id: text(200).optional(),
  updated_since: z.iso.datetime({ offset: true, error: 'must be an ISO 8601 timestamp' }).optional(),
});
export type RfqListQuery = z.output<typeof rfqListQuery>;

const rfqItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  quantity: exactNumber(),
  unit_of_measure: z.string(),
  target_price: exactNumber().nullable(),
  target_currency: z.string(),
  category_id: z.uuid().nullable(),
  category_slug: z.string().nullable(),
});

export const rfqSchema = z
  .object({
    id: z.uuid(),
    rfq_number: z.string(),
    external_rfq_id: z.string(),
    status: z.enum(RFQ_STATUSES),
    title: z.string(),
    buyer_name: z.string(),
    buyer_company: z.string().nullable(),
    buyer_email: z.string(),
    buyer_phone: z.string().nullable(),
    delivery_location: z.string().nullable(),
    delivery_date: z.string().nullable(),
    priority: z.enum(RFQ_PRIORITIES),
    notes: z.string().nullable(),
    awarded_supplier_id: z.uuid().nullable(),
    items: z.array(rfqItemSchema),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Rfq' });

export const rfqListItemSchema = rfqSchema
  .pick({
    id: true,
    rfq_number: true,
    external_rfq_id: true,
    title: true,
    status: true,
    priority: true,
    buyer_company: true,
    delivery_date: true,
    created_at: true,
    updated_at: true,
  })
  .extend({ items_count: z.number().int(), suppliers_count: z.number().int(), quotes_count: z.number().int() })
  .meta({ id: 'RfqListItem' });

const quoteLineSchema = z.object({
  item_id: z.uuid(),
  item_name: z.string(),
  unit_price: exactNumber(),
  quantity: exactNumber(),
  subtotal: exactNumber(),
  lead_time_days: z.number().int().nullable(),
  notes: z.string().nullable(),
});

export const supplierEntrySchema = z
  .object({
    supplier_id: z.uuid(),
    business_name: z.string(),
    business_slug: z.string(),
    status: z.enum(RFQ_SUPPLIER_STATUSES),
    quoted_price: exactNumber().nullable(),
    quoted_currency: z.string().nullable(),
    quoted_lead_time_days: z.number().int().nullable(),
    quoted_payment_terms: z.string().nullable(),
    notes: z.string().nullable(),
    valid_until: z.string().nullable(),
    contacted_at: z.string(),
    response_received_at: z.string().nullable(),
    line_items: z.array(quoteLineSchema),
  })
  .meta({ id: 'RfqSupplier' });

export const quoteOverviewSchema = z
  .object({
    rfq_id: z.uuid(),
    external_rfq_id: z.string(),
    rfq_number: z.string(),
    title: z.string(),
    status: z.enum(RFQ_STATUSES),
    suppliers: z.array(supplierEntrySchema),
  })
  .meta({ id: 'RfqQuoteOverview' });

export type RfqResponse = z.input<typeof rfqSchema>;
export type RfqListItem = z.input<typeof rfqListItemSchema>;
export type SupplierEntry = z.input<typeof supplierEntrySchema>;
export type QuoteOverview = z.input<typeof quoteOverviewSchema>;

export const inboundResponse = z.object({ data: rfqSchema, items_created: z.number().int() });
export const rfqResponse = dataEnvelope(rfqSchema);
export const rfqListResponse = listEnvelope(rfqListItemSchema);
export const supplierEntryResponse = dataEnvelope(supplierEntrySchema);
