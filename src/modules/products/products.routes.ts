import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireKey } from '../../http/guards.js';
import { bodyErrors, idParams, protectedErrors } from '../../http/schemas.js';
import {
  createProductBody,
  productListQuery,
  productListResponse,
  productResponse,
  updateProductBody,
} from './products.schemas.js';
import type { ProductsService } from './products.service.js';

const tags = ['products'];

export function productsRoutes(products: ProductsService) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get('/v1/products', {
      config: { scope: 'products.read' },
      schema: {
        operationId: 'listProducts',
        tags,
        summary: 'Products with variants, pricing tiers and business summary, in creation order',
        querystring: productListQuery,
        response: { 200: productListResponse, ...protectedErrors },
      },
      handler: async (request) => products.list(request.query, requireKey(request).visibility),
    });

    app.get('/v1/products/:id', {
      config: { scope: 'products.read' },
      schema: {
        operationId: 'getProduct',
        summary: 'One product by id, with variants, pricing tiers and its business (404 when hidden from the key)',
        tags,
        params: idParams,
        response: { 200: productResponse, ...protectedErrors },
      },
      handler: async (request) => ({ data: await products.get(request.params.id, requireKey(request).visibility) }),
    });

    app.post('/v1/products', {
      config: { scope: 'products.write' },
      schema: {
        operationId: 'createProduct',
        tags,
        summary: 'Creates a product of a business (fires product.created)',
        body: createProductBody,
        response: { 201: productResponse, ...protectedErrors, ...bodyErrors },
      },
      handler: async (request, reply) =>
        reply.status(201).send({ data: await products.create(request.body, requireKey(request).visibility) }),
    });

    for (const method of ['PATCH', 'PUT'] as const) {
      app.route({
        method,
        url: '/v1/products/:id',
        config: { scope: 'products.write' },
        schema: {
          operationId: method === 'PATCH' ? 'updateProduct' : 'replaceProductFields',
          tags,
          summary:
            method === 'PATCH'
              ? 'Partial update (fires product.updated naming the changed fields); variants, tiers, images and specifications are replaced when sent'
              : 'Same partial update as PATCH, for existing integrations',
          params: idParams,
          body: updateProductBody,
          response: { 200: productResponse, ...protectedErrors, ...bodyErrors },
        },
        handler: async (request) => ({
          data: await products.update(request.params.id, request.body, requireKey(request).visibility),
        }),
      });
    }
  };
}
