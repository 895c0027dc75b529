import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireKey } from '../../http/guards.js';
import { bodyErrors, idParams, protectedErrors } from '../../http/schemas.js';
import {
  attachSupplierBody,
  inboundRfqBody,
  inboundResponse,
  quoteOverviewSchema,
  rfqListQuery,
  rfqListResponse,
  rfqResponse,
  submitQuoteBody,
  supplierEntryResponse,
  updateRfqBody,
} from './rfqs.schemas.js';
import type { RfqCaller, RfqsService } from './rfqs.service.js';

const tags = ['rfq'];
const caller = (request: Parameters<typeof requireKey>[0]): RfqCaller => {
  const key = requireKey(request);
  return { partnerId: key.partnerId, visibility: key.visibility };
};

export function rfqsRoutes(rfqs: RfqsService) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post('/v1/rfq/inbound', {
      config: { scope: 'rfq.write' },
      schema: {
        operationId: 'createRfqInbound',
        tags,
        summary:
          "Creates an RFQ with its items for the key's partner (fires rfq.created); the same external_rfq_id again answers 409",
        body: inboundRfqBody,
        response: { 201: inboundResponse, ...protectedErrors, ...bodyErrors },
      },
      handler: async (request, reply) => reply.status(201).send(await rfqs.inbound(request.body, caller(request))),
    });

    app.get('/v1/rfq', {
      config: { scope: 'rfq.read' },
      schema: {
        operationId: 'listRfqs',
        tags,
        summary: "The partner's RFQs in creation order, with item, supplier and quote counts",
        querystring: rfqListQuery,
        response: { 200: rfqListResponse, ...protectedErrors },
      },
      handler: async (request) => rfqs.list(request.query, caller(request)),
    });

    app.get('/v1/rfq/:id', {
      config: { scope: 'rfq.read' },
      schema: {
        operationId: 'getRfq',
        tags,
        summary: 'The full RFQ with its items',
        params: idParams,
        response: { 200: rfqResponse, ...protectedErrors },
      },
      handler: async (request) => ({ data: await rfqs.get(request.params.id, caller(request)) }),
    });

    for (const method of ['PATCH', 'PUT'] as const) {
      app.route({
        method,
        url: '/v1/rfq/:id',
        config: { scope: 'rfq.write' },
        schema: {
          operationId: method === 'PATCH' ? 'updateRfqStatus' : 'replaceRfqStatus',
          tags,
          summary:
            method === 'PATCH'
              ? 'Moves the RFQ along its lifecycle: awarded (with awarded_supplier_id, a supplier that quoted), closed, cancelled; fires rfq.status_changed'
              : 'Same as PATCH (accepted for existing integrations)',
          params: idParams,
          body: updateRfqBody,
          response: { 200: rfqResponse, ...protectedErrors, ...bodyErrors },
        },
        handler: async (request) => ({ data: await rfqs.update(request.params.id, request.body, caller(request)) }),
      });
    }

    app.post('/v1/rfq/:id/suppliers', {
      config: { scope: 'rfq.write' },
      schema: {
        operationId: 'attachRfqSupplier',
        tags,
        summary:
          'Attaches a business as a supplier: 201 new, 200 when attached already; the first one moves the RFQ to sourcing',
        params: idParams,
        body: attachSupplierBody,
        response: { 200: supplierEntryResponse, 201: supplierEntryResponse, ...protectedErrors, ...bodyErrors },
      },
      handler: async (request, reply) => {
        const result = await rfqs.attachSupplier(request.params.id, request.body, caller(request));
        return reply.status(result.created ? 201 : 200).send({ data: result.data });
      },
    });

    app.post('/v1/rfq/:id/quotes', {
      config: { scope: 'quotes.write' },
      schema: {
        operationId: 'submitRfqQuote',
        tags,
        summary:
          "Records an attached supplier's quote (replacing its earlier one); fires rfq.quote_submitted; the first quote moves the RFQ to quoted",
        params: idParams,
        body: submitQuoteBody,
        response: { 201: supplierEntryResponse, ...protectedErrors, ...bodyErrors },
      },
      handler: async (request, reply) =>
        reply.status(201).send({ data: await rfqs.submitQuote(request.params.id, request.body) }),
    });

    app.get('/v1/rfq/:id/quotes', {
      config: { scope: 'rfq.read' },
      schema: {
        operationId: 'getRfqQuotes',
        tags,
        summary:
          'The quote overview (not enveloped): the RFQ header and every supplier entry with its quote and line items',
        params: idParams,
        response: { 200: quoteOverviewSchema, ...protectedErrors },
      },
      handler: async (request) => rfqs.quotes(request.params.id, caller(request)),
    });
  };
}
