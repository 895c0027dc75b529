import { createHmac } from 'node:crypto';

/**
 * How a delivery is signed, as pure functions. Two signatures travel with every delivery:
 * - `X-Webhook-Signature`: the spec's lowercase hex HMAC-SHA256 of the exact body bytes, keyed
 *   with the secret string as shown at creation (its 64 characters, not the bytes they encode);
 * - the Standard Webhooks headers (`webhook-id`, `webhook-timestamp`, `webhook-signature`), so a
 *   receiver can use an off-the-shelf verifier with replay protection. Those are keyed with the
 *   32 bytes the hex secret encodes; the verifier's `whsec_` form is `whsecOf(secret)`.
 */

const HEX_SECRET = /^[0-9a-f]{64}$/;

/** Lowercase hex HMAC-SHA256 of the body, keyed with the secret string itself. */
export function hexSignature(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body, 'utf8').digest('hex');
}

function secretBytes(secret: string): Buffer {
  if (!HEX_SECRET.test(secret)) throw new RangeError('a webhook secret is 64 lowercase hex characters');
  return Buffer.from(secret, 'hex');
}

/** The `webhook-signature` value: `v1,` + base64 HMAC-SHA256 of `id.timestamp.body`. */
export function standardSignature(secret: string, id: string, timestampSeconds: number, body: string): string {
  const mac = createHmac('sha256', secretBytes(secret))
    .update(`${id}.${timestampSeconds}.${body}`, 'utf8')
    .digest('base64');
  return `v1,${mac}`;
}

/** The secret as Standard Webhooks libraries take it: `whsec_` + base64 of the 32 bytes. */
export function whsecOf(secret: string): string {
  return `whsec_${secretBytes(secret).toString('base64')}`;
}

export interface DeliveryInput {
  /** Unique per delivery: X-Webhook-Id and webhook-id. */
  deliveryId: string;
  event: string;
  /** When the event happened (the body's `timestamp`). */
  occurredAt: Date;
  data: Record<string, unknown>;
  secret: string;
  /** When the delivery is sent (`webhook-timestamp`, which receivers check for replay). */
  sentAt: Date;
}

export interface SignedDelivery {
  body: string;
  headers: Record<string, string>;
}

/** The exact body bytes and every header of one delivery. */
export function signDelivery(input: DeliveryInput): SignedDelivery {
  const body = JSON.stringify({ event: input.event, timestamp: input.occurredAt.toISOString(), data: input.data });
  const timestamp = Math.floor(input.sentAt.getTime() / 1000);
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'x-webhook-signature': hexSignature(input.secret, body),
      'x-webhook-event': input.event,
      'x-webhook-id': input.deliveryId,
      'webhook-id': input.deliveryId,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': standardSignature(input.secret, input.deliveryId, timestamp, body),
    },
  };
}
