import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireKey } from '../../http/guards.js';
import { bodyErrors, idParams, pagingQuery, protectedErrors } from '../../http/schemas.js';
import {
  assetListResponse,
  assetResponse,
  businessListQuery,
  businessListResponse,
  businessResponse,
  createAssetBody,
  createBusinessBody,
  performanceBody,
  performanceResponse,
  updateBusinessBody,
} from './businesses.schemas.js';
import type { BusinessesService } from './businesses.service.js';

const tags = ['businesses'];

export function businessesRoutes(businesses: BusinessesService) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/v1/businesses', {
      config: { scope: 'businesses.read' },
      schema: {
        operationId: 'listBusinesses',
        tags,
        summary: 'Businesses in creation order; non-public ones only with businesses.internal.read',
        querystring: businessListQuery,
        response: { 200: businessListResponse, ...protectedErrors },
      },
      handler: async (request) => businesses.list(request.query, requireKey(request).visibility),
    });

    app.get('/v1/businesses/:id', {
      config: { scope: 'businesses.read' },
      schema: {
        operationId: 'getBusiness',
        summary: 'One business by id (404 when hidden from the key)',
        tags,
        params: idParams,
        response: { 200: businessResponse, ...protectedErrors },
      },
      handler: async (request) => ({ data: await businesses.get(request.params.id, requireKey(request).visibility) }),
    });

    app.post('/v1/businesses', {
      config: { scope: 'businesses.write' },
      schema: {
        operationId: 'createBusiness',
        tags,
        summary: 'Creates a business (fires business.created); the slug comes from the name',
        body: createBusinessBody,
        response: { 201: businessResponse, ...protectedErrors, ...bodyErrors },
      },
      handler: async (request, reply) => reply.status(201).send({ data: await businesses.create(request.body) }),
    });

    for (const method of ['PATCH', 'PUT'] as const) {
      app.route({
        method,
        url: '/v1/businesses/:id',
        config: { scope: 'businesses.write' },
        schema: {
          operationId: method === 'PATCH' ? 'updateBusiness' : 'replaceBusinessFields',
          tags,
          summary:
            method === 'PATCH'
              ? 'Partial update (fires business.updated naming the changed fields; a no-op changes nothing)'
              : 'Same partial update as PATCH, for existing integrations',
          params: idParams,
          body: updateBusinessBody,
          response: { 200: businessResponse, ...protectedErrors, ...bodyErrors },
        },
        handler: async (request) => ({
          data: await businesses.update(request.params.id, request.body, requireKey(request).visibility),
        }),
      });
    }

    app.get('/v1/businesses/:id/assets', {
      schema: {
        operationId: 'listBusinessAssets',
        tags,
        summary: 'Assets of a business; answered 404 without businesses.assets.read',
        params: idParams,
        querystring: pagingQuery,
        response: { 200: assetListResponse, ...protectedErrors },
      },
      handler: async (request) =>
        businesses.listAssets(request.params.id, request.query, requireKey(request).visibility),
    });

    app.post('/v1/businesses/:id/assets', {
      config: { scope: 'businesses.write' },
      schema: {
        operationId: 'createBusinessAsset',
        tags,
        summary: 'Registers an asset of a business by URL',
        params: idParams,
        body: createAssetBody,
        response: { 201: assetResponse, ...protectedErrors, ...bodyErrors },
      },
      handler: async (request, reply) =>
        reply
          .status(201)
          .send({ data: await businesses.addAsset(request.params.id, request.body, requireKey(request).visibility) }),
    });

    app.get('/v1/businesses/:id/performance', {
      config: { scope: 'businesses.read' },
      schema: {
        operationId: 'getSupplierPerformance',
        summary: 'The supplier performance record of a business',
        tags,
        params: idParams,
        response: { 200: performanceResponse, ...protectedErrors },
      },
      handler: async (request) => ({
        data: await businesses.getPerformance(request.params.id, requireKey(request).visibility),
      }),
    });

    app.post('/v1/businesses/:id/performance', {
      config: { scope: 'businesses.write' },
      schema: {
        operationId: 'upsertSupplierPerformance',
        tags,
        summary: 'Creates (201) or updates (200) the supplier performance record; fires supplier.performance_updated',
        params: idParams,
        body: performanceBody,
        response: { 200: performanceResponse, 201: performanceResponse, ...protectedErrors, ...bodyErrors },
      },
      handler: async (request, reply) => {
        const { created, data } = await businesses.upsertPerformance(
          request.params.id,
          request.body,
          requireKey(request).visibility,
        );
        return reply.status(created ? 201 : 200).send({ data });
      },
    });
  };
}
