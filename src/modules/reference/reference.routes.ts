import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, pagingQuery, protectedErrors } from '../../http/schemas.js';
import {
  categoryDetailResponse,
  categoryTreeResponse,
  countryListResponse,
  regionListResponse,
  regionQuery,
} from './reference.schemas.js';
import type { ReferenceService } from './reference.service.js';

export function referenceRoutes(reference: ReferenceService) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/v1/categories', {
      config: { scope: 'categories.read' },
      schema: {
        operationId: 'listCategories',
        tags: ['reference'],
        summary: 'The business category tree: sectors with their groups and categories',
        response: { 200: categoryTreeResponse, ...protectedErrors },
      },
      handler: async () => ({ data: await reference.tree('business') }),
    });

    app.get('/v1/categories/:id', {
      config: { scope: 'categories.read' },
      schema: {
        operationId: 'getCategory',
        tags: ['reference'],
        summary: 'One business category with its subtree and its ancestors (root first)',
        params: idParams,
        response: { 200: categoryDetailResponse, ...protectedErrors },
      },
      handler: async (request) => ({ data: await reference.category('business', request.params.id) }),
    });

    app.get('/v1/product-categories', {
      config: { scope: 'categories.read' },
      schema: {
        operationId: 'listProductCategories',
        tags: ['reference'],
        summary: 'The product category tree (RFQ items refer to it by category_slug)',
        response: { 200: categoryTreeResponse, ...protectedErrors },
      },
      handler: async () => ({ data: await reference.tree('product') }),
    });

    app.get('/v1/countries', {
      config: { scope: 'regions.read' },
      schema: {
        operationId: 'listCountries',
        tags: ['reference'],
        summary: 'ISO 3166-1 countries, ordered by code',
        querystring: pagingQuery,
        response: { 200: countryListResponse, ...protectedErrors },
      },
      handler: async (request) => reference.countries(request.query),
    });

    app.get('/v1/regions', {
      config: { scope: 'regions.read' },
      schema: {
        operationId: 'listRegions',
        tags: ['reference'],
        summary: 'ISO 3166-2 subdivisions, ordered by code',
        querystring: regionQuery,
        response: { 200: regionListResponse, ...protectedErrors },
      },
      handler: async (request) => reference.regions(request.query),
    });
  };
}
