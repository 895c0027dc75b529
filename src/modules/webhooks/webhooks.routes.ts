import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireKey } from '../../http/guards.js';
import { bodyErrors, idParams, protectedErrors } from '../../http/schemas.js';
import {
  createWebhookBody,
  deletedResponse,
  deliveryListResponse,
  subscriptionCreatedResponse,
  subscriptionListResponse,
  webhookListQuery,
} from './webhooks.schemas.js';
import type { WebhooksService } from './webhooks.service.js';

const tags = ['webhooks'];

export function webhooksRoutes(webhooks: WebhooksService) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post('/v1/webhooks', {
      config: { scope: 'webhooks.manage' },
      schema: {
        operationId: 'createWebhook',
        tags,
        summary: 'Subscribes a target URL to one event type; the secret is returned only here',
        body: createWebhookBody,
        response: { 201: subscriptionCreatedResponse, ...protectedErrors, ...bodyErrors },
      },
      handler: async (request, reply) =>
        reply.status(201).send({ data: await webhooks.create(requireKey(request).id, request.body) }),
    });

    app.get('/v1/webhooks', {
      config: { scope: 'webhooks.manage' },
      schema: {
        operationId: 'listWebhooks',
        tags,
        summary: "The calling key's subscriptions, without secrets, in creation order",
        querystring: webhookListQuery,
        response: { 200: subscriptionListResponse, ...protectedErrors },
      },
      handler: async (request) => webhooks.list(requireKey(request).id, request.query),
    });

    app.delete('/v1/webhooks/:id', {
      config: { scope: 'webhooks.manage' },
      schema: {
        operationId: 'deleteWebhook',
        tags,
        summary: "Deletes one of the calling key's subscriptions and its delivery log",
        params: idParams,
        response: { 200: deletedResponse, ...protectedErrors },
      },
      handler: async (request) => {
        await webhooks.remove(requireKey(request).id, request.params.id);
        return { success: true as const };
      },
    });

    app.get('/v1/webhooks/:id/deliveries', {
      config: { scope: 'webhooks.manage' },
      schema: {
        operationId: 'listWebhookDeliveries',
        tags,
        summary: 'Recent delivery attempts of a subscription, newest first (sent, failed, refused, not sent)',
        params: idParams,
        querystring: webhookListQuery,
        response: { 200: deliveryListResponse, ...protectedErrors },
      },
      handler: async (request) => webhooks.deliveries(requireKey(request).id, request.params.id, request.query),
    });
  };
}
