import { z } from 'zod';
import { EVENT_NAMES } from '../../events/catalogue.js';
import { dataEnvelope, listEnvelope, pagingQuery } from '../../http/schemas.js';

export const TARGET_URL_MAX = 2048;

/** An absolute http(s) URL with a host and without credentials (they would travel in clear to every log). */
const targetUrl = z
  .string({ error: (issue) => (issue.input === undefined ? 'is required' : undefined) })
  .max(TARGET_URL_MAX)
  .superRefine((value, ctx) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be an absolute http(s) URL' });
      return;
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') {
      ctx.addIssue({ code: 'custom', message: 'must be an absolute http(s) URL' });
    } else if (url.username !== '' || url.password !== '') {
      ctx.addIssue({ code: 'custom', message: 'must not contain credentials (user:password@)' });
    }
  })
  .meta({
    description: `Absolute http(s) URL without credentials, at most ${TARGET_URL_MAX} characters`,
    format: 'uri',
  });

export const createWebhookBody = z.strictObject({
  event_type: z.enum(EVENT_NAMES, {
    error: (issue) => (issue.input === undefined ? 'is required' : `must be one of: ${EVENT_NAMES.join(', ')}`),
  }),
  target_url: targetUrl,
});
export type CreateWebhookInput = z.infer<typeof createWebhookBody>;

export const subscriptionSchema = z
  .object({
    id: z.uuid(),
    event_type: z.enum(EVENT_NAMES),
    target_url: z.string(),
    is_active: z.boolean(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'WebhookSubscription' });
export type SubscriptionResponse = z.infer<typeof subscriptionSchema>;

export const createdSubscriptionSchema = subscriptionSchema
  .extend({
    secret: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .meta({
        description:
          'Shown only in this response. X-Webhook-Signature is keyed with this string; the Standard Webhooks secret is `whsec_` + base64 of the 32 bytes it encodes',
      }),
  })
  .meta({ id: 'WebhookSubscriptionWithSecret' });
export type CreatedSubscriptionResponse = z.infer<typeof createdSubscriptionSchema>;

export const deliverySchema = z
  .object({
    id: z.uuid().meta({ description: 'The delivery id, sent as X-Webhook-Id and webhook-id' }),
    event: z.enum(EVENT_NAMES),
    event_id: z
      .number()
      .int()
      .meta({ description: "The event's sequence number; the same for every subscription that received the event" }),
    status_code: z
      .number()
      .int()
      .nullable()
      .meta({ description: "The receiver's HTTP status; null when no response came" }),
    error: z
      .string()
      .nullable()
      .meta({ description: 'Why the delivery failed (refused target, timeout, non-2xx, ...); null on success' }),
    duration_ms: z.number().int().nullable(),
    created_at: z.iso.datetime().meta({ description: 'When the attempt was made' }),
  })
  .meta({ id: 'WebhookDelivery' });
export type DeliveryResponse = z.infer<typeof deliverySchema>;

export const subscriptionCreatedResponse = dataEnvelope(createdSubscriptionSchema);
export const subscriptionListResponse = listEnvelope(subscriptionSchema);
export const deliveryListResponse = listEnvelope(deliverySchema);
export const deletedResponse = z.object({ success: z.literal(true) });
export const webhookListQuery = pagingQuery;
