import { randomBytes } from 'node:crypto';
import { NotFoundError } from '../../lib/errors.js';
import type { Page, Paging } from '../../lib/paging.js';
import { toCreatedResponse, toDeliveryResponse, toSubscriptionResponse } from './webhooks.mapper.js';
import type { WebhookDeliveriesRepository } from './deliveries.repository.js';
import type { SubscriptionsRepository } from './subscriptions.repository.js';
import type {
  CreatedSubscriptionResponse,
  CreateWebhookInput,
  DeliveryResponse,
  SubscriptionResponse,
} from './webhooks.schemas.js';

/**
 * Webhook subscriptions belong to the key that created them (spec 2.9, 5.9): every operation
 * takes the caller's key id, and another key's subscription reads as absent (404).
 */
export function createWebhooksService(deps: {
  subscriptionsRepository: SubscriptionsRepository;
  deliveriesRepository: Pick<WebhookDeliveriesRepository, 'log'>;
}) {
  const repo = deps.subscriptionsRepository;

  async function owned(id: string, apiKeyId: string) {
    const row = await repo.findOwned(id, apiKeyId);
    if (!row) throw new NotFoundError(`Webhook subscription ${id} not found`);
    return row;
  }

  return {
    /** Creates a subscription with a fresh 32-byte secret, returned (as 64 hex characters) only here. */
    async create(apiKeyId: string, input: CreateWebhookInput): Promise<CreatedSubscriptionResponse> {
      const row = await repo.insert({
        apiKeyId,
        eventType: input.event_type,
        targetUrl: input.target_url,
        secret: randomBytes(32).toString('hex'),
      });
      return toCreatedResponse(row);
    },

    async list(apiKeyId: string, paging: Paging): Promise<Page<SubscriptionResponse>> {
      const { rows, total } = await repo.listByKey(apiKeyId, paging);
      return { data: rows.map(toSubscriptionResponse), total, ...paging };
    },

    async remove(apiKeyId: string, id: string): Promise<void> {
      if (!(await repo.deleteOwned(id, apiKeyId))) throw new NotFoundError(`Webhook subscription ${id} not found`);
    },

    async deliveries(apiKeyId: string, id: string, paging: Paging): Promise<Page<DeliveryResponse>> {
      const subscription = await owned(id, apiKeyId);
      const { rows, total } = await deps.deliveriesRepository.log(subscription.id, paging);
      return { data: rows.map(toDeliveryResponse), total, ...paging };
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
