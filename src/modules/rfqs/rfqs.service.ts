import type { Transaction, Tx } from '../../db/connection.js';
import type { EventWriter } from '../../events/event-writer.js';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import type { Page } from '../../lib/paging.js';
import type { BusinessesRepository } from '../businesses/businesses.repository.js';
import { SEES_ALL, type Visibility } from '../../access/visibility.js';
import type { RfqStatus } from '../../db/schema.js';
import {
  canMove,
  illegalMoveMessage,
  isOpen,
  OPEN_STATUSES,
  statusAfterAttach,
  statusAfterQuote,
  statusesInWords,
} from './rfq-lifecycle.js';
import { formatRfqNumber, toQuoteOverview, toRfqListItem, toRfqResponse, toSupplierEntry } from './rfqs.mapper.js';
import type { RfqRow, RfqsRepository } from './rfqs.repository.js';
import type {
  AttachSupplierInput,
  InboundRfqInput,
  QuoteOverview,
  RfqListItem,
  RfqListQuery,
  RfqResponse,
  SubmitQuoteInput,
  SupplierEntry,
  UpdateRfqInput,
} from './rfqs.schemas.js';

export interface RfqsServiceDeps {
  rfqsRepository: RfqsRepository;
  businessesRepository: Pick<BusinessesRepository, 'findById'>;
  events: EventWriter;
  transaction: Transaction;
  now?: () => Date;
}

/** Who is asking: RFQs belong to the caller's partner; visibility decides which suppliers show. */
export interface RfqCaller {
  partnerId: string;
  visibility: Visibility;
}

export function createRfqsService(deps: RfqsServiceDeps) {
  const repo = deps.rfqsRepository;
  const now = deps.now ?? (() => new Date());
  const notFound = (id: string) => new NotFoundError(`RFQ ${id} not found`);

  /** The caller's RFQ, locked for the change; another partner's RFQ does not exist for it. */
  async function ownRfqForUpdate(id: string, caller: RfqCaller, tx: Tx): Promise<RfqRow> {
    const rfq = await repo.find(id, { partnerId: caller.partnerId, lock: true }, tx);
    if (!rfq) throw notFound(id);
    return rfq;
  }

  /** Moves the RFQ and records rfq.status_changed in the same transaction; nothing when it stays. */
  async function moveTo(rfq: RfqRow, status: RfqStatus, tx: Tx, awardedSupplierId?: string): Promise<RfqRow> {
    if (status === rfq.status) return rfq;
    const moved = await repo.setStatus(
      rfq.id,
      { status, awardedSupplierId: awardedSupplierId ?? rfq.awardedSupplierId },
      tx,
    );
    await deps.events.append(
      {
        event: 'rfq.status_changed',
        data: { rfq_id: rfq.id, status, external_rfq_id: rfq.externalRfqId },
        partnerId: rfq.partnerId,
      },
      tx,
    );
    return moved;
  }

  async function supplierEntry(rfqId: string, businessId: string, tx: Tx): Promise<SupplierEntry> {
    const [supplier] = await repo.suppliers(rfqId, { businessId }, tx);
    return toSupplierEntry(supplier!, await repo.quoteLines([supplier!.id], tx));
  }

  return {
    /** Creates an RFQ with its items; the same external id from the same partner again is a 409. */
    async inbound(input: InboundRfqInput, caller: RfqCaller): Promise<{ data: RfqResponse; items_created: number }> {
      return deps.transaction(async (tx) => {
        const slugs = [...new Set(input.items.flatMap((item) => (item.category_slug ? [item.category_slug] : [])))];
        const categories = await repo.productCategoryIds(slugs, tx);
        const unknown = input.items.flatMap((item, index) =>
          item.category_slug && !categories.has(item.category_slug)
            ? [`items[${index}].category_slug: unknown product category "${item.category_slug}"`]
            : [],
        );
        if (unknown.length > 0) throw new ValidationError(unknown.join('; '));

        const year = now().getUTCFullYear();
        const rfq = await repo.insertUnlessExternalIdTaken(
          {
            partnerId: caller.partnerId,
            rfqNumber: formatRfqNumber(year, await repo.nextNumber(year, tx)),
            externalRfqId: input.external_rfq_id,
            title: input.title,
            buyerName: input.buyer_name,
            buyerCompany: input.buyer_company ?? null,
            buyerEmail: input.buyer_email,
            buyerPhone: input.buyer_phone ?? null,
            deliveryLocation: input.delivery_location ?? null,
            deliveryDate: input.delivery_date ?? null,
            priority: input.priority,
            notes: input.notes ?? null,
          },
          tx,
        );
        if (!rfq) {
          const existing = await repo.findIdByExternalId(caller.partnerId, input.external_rfq_id, tx);
          throw new ConflictError(`An RFQ with external_rfq_id "${input.external_rfq_id}" already exists: ${existing}`);
        }
        await repo.insertItems(
          rfq.id,
          input.items.map((item) => ({
            name: item.name,
            description: item.description ?? null,
            quantity: item.quantity,
            unitOfMeasure: item.unit_of_measure,
            targetPrice: item.target_price ?? null,
            targetCurrency: item.target_currency,
            categoryId: item.category_slug ? categories.get(item.category_slug)! : null,
          })),
          tx,
        );
        await deps.events.append(
          {
            event: 'rfq.created',
            data: { rfq_id: rfq.id, external_rfq_id: rfq.externalRfqId, rfq_number: rfq.rfqNumber },
            partnerId: rfq.partnerId,
          },
          tx,
        );
        return { data: toRfqResponse(rfq, await repo.items(rfq.id, tx)), items_created: input.items.length };
      });
    },

    async get(id: string, caller: RfqCaller): Promise<RfqResponse> {
      const rfq = await repo.find(id, { partnerId: caller.partnerId });
      if (!rfq) throw notFound(id);
      return toRfqResponse(rfq, await repo.items(id));
    },

    async list(query: RfqListQuery, caller: RfqCaller): Promise<Page<RfqListItem>> {
      const { limit, offset, ...filter } = query;
      const { rows, total } = await repo.list({ ...filter, partnerId: caller.partnerId }, caller.visibility, {
        limit,
        offset,
      });
      return { data: rows.map(toRfqListItem), total, limit, offset };
    },

    /** Attaches a business the caller can see: created true for a new entry (201), false when attached already (200). */
    async attachSupplier(
      id: string,
      input: AttachSupplierInput,
      caller: RfqCaller,
    ): Promise<{ created: boolean; data: SupplierEntry }> {
      const businessId = input.business_id;
      return deps.transaction(async (tx) => {
        const rfq = await ownRfqForUpdate(id, caller, tx);
        if (!(await deps.businessesRepository.findById(businessId, caller.visibility, tx)))
          throw new NotFoundError(`Business ${businessId} not found`);
        if (!isOpen(rfq.status))
          throw new ConflictError(
            `RFQ ${id} is ${rfq.status}: suppliers can be attached while it is ${statusesInWords(OPEN_STATUSES)}`,
          );
        if (!(await repo.attach(id, businessId, tx)))
          return { created: false, data: await supplierEntry(id, businessId, tx) };
        const moved = await moveTo(rfq, statusAfterAttach(rfq.status), tx);
        if (moved === rfq) await repo.touch(id, tx);
        return { created: true, data: await supplierEntry(id, businessId, tx) };
      });
    },

    /**
     * Records a supplier's quote (the operator's supplier channel: any RFQ by id). The supplier must
     * be attached; a later quote of the same supplier replaces the earlier one.
     */
    async submitQuote(id: string, input: SubmitQuoteInput): Promise<SupplierEntry> {
      return deps.transaction(async (tx) => {
        const rfq = await repo.find(id, { lock: true }, tx);
        if (!rfq) throw notFound(id);
        const [supplier] = await repo.suppliers(id, { businessId: input.supplier_id }, tx);
        if (!supplier) throw new NotFoundError(`Supplier ${input.supplier_id} is not attached to RFQ ${id}`);
        if (!isOpen(rfq.status))
          throw new ConflictError(`RFQ ${id} is ${rfq.status}: quotes are accepted while it is sourcing or quoted`);
        const itemIds = new Set((await repo.items(id, tx)).map((item) => item.id));
        const problems = input.line_items.flatMap((line, index) => {
          if (!itemIds.has(line.item_id)) return [`line_items[${index}].item_id: not an item of this RFQ`];
          const first = input.line_items.findIndex((other) => other.item_id === line.item_id);
          return first < index ? [`line_items[${index}].item_id: repeats line_items[${first}]`] : [];
        });
        if (problems.length > 0) throw new ValidationError(problems.join('; '));
        await repo.recordQuote(
          supplier.id,
          {
            quotedPrice: input.quoted_price,
            quotedCurrency: input.quoted_currency,
            quotedLeadTimeDays: input.quoted_lead_time_days ?? null,
            quotedPaymentTerms: input.quoted_payment_terms ?? null,
            notes: input.notes ?? null,
            validUntil: input.valid_until ?? null,
          },
          input.line_items.map((line) => ({
            itemId: line.item_id,
            unitPrice: line.unit_price,
            quantity: line.quantity,
            leadTimeDays: line.lead_time_days ?? null,
            notes: line.notes ?? null,
          })),
          tx,
        );
        await deps.events.append(
          {
            event: 'rfq.quote_submitted',
            data: {
              rfq_id: id,
              external_rfq_id: rfq.externalRfqId,
              supplier_id: input.supplier_id,
              quoted_price: Number(input.quoted_price),
            },
            partnerId: rfq.partnerId,
          },
          tx,
        );
        const moved = await moveTo(rfq, statusAfterQuote(rfq.status), tx);
        if (moved === rfq) await repo.touch(id, tx);
        return supplierEntry(id, input.supplier_id, tx);
      });
    },

    /** The quote overview: supplier entries of businesses the caller may see, quote fields null until quoted. */
    async quotes(id: string, caller: RfqCaller): Promise<QuoteOverview> {
      const rfq = await repo.find(id, { partnerId: caller.partnerId });
      if (!rfq) throw notFound(id);
      const suppliers = await repo.suppliers(id, { viewer: caller.visibility });
      return toQuoteOverview(rfq, suppliers, await repo.quoteLines(suppliers.map((supplier) => supplier.id)));
    },

    /** A manual move along the lifecycle; the same status again changes nothing. */
    async update(id: string, input: UpdateRfqInput, caller: RfqCaller): Promise<RfqResponse> {
      return deps.transaction(async (tx) => {
        const rfq = await ownRfqForUpdate(id, caller, tx);
        const awardedTo = 'awarded_supplier_id' in input ? input.awarded_supplier_id : undefined;
        const sameAward = input.status !== 'awarded' || awardedTo === rfq.awardedSupplierId;
        if (input.status === rfq.status && sameAward) return toRfqResponse(rfq, await repo.items(id, tx));
        if (!canMove(rfq.status, input.status)) throw new ConflictError(illegalMoveMessage(rfq.status, input.status));
        if (input.status === 'awarded') {
          // The award goes to an attached supplier that quoted (checked without the caller's visibility: it is the caller's RFQ).
          const [supplier] = await repo.suppliers(id, { businessId: awardedTo!, viewer: SEES_ALL }, tx);
          if (supplier?.status !== 'quoted')
            throw new ConflictError(`awarded_supplier_id: ${awardedTo} has not quoted on RFQ ${id}`);
        }
        const moved = await moveTo(rfq, input.status, tx, awardedTo);
        return toRfqResponse(moved, await repo.items(id, tx));
      });
    },
  };
}

export type RfqsService = ReturnType<typeof createRfqsService>;
