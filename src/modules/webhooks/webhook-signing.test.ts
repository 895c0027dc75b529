import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { hexSignature, signDelivery, standardSignature, whsecOf } from './webhook-signing.js';

const SECRET = '00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff';

describe('webhook signing', () => {
  it('hex signature is the RFC 4231-style HMAC-SHA256 of the body keyed with the secret string', () => {
    // The well-known HMAC-SHA256 vector for key "key".
    expect(hexSignature('key', 'The quick brown fox jumps over the lazy dog')).toBe(
      'f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8',
    );
  });

  it('hex signature keys with the 64 characters, not the bytes they encode', () => {
    const body = '{"a":1}';
    expect(hexSignature(SECRET, body)).toBe(
      createHmac('sha256', Buffer.from(SECRET, 'utf8')).update(body).digest('hex'),
    );
    expect(hexSignature(SECRET, body)).not.toBe(
      createHmac('sha256', Buffer.from(SECRET, 'hex')).update(body).digest('hex'),
    );
  });

  it('whsec form is whsec_ + base64 of the 32 secret bytes', () => {
    expect(whsecOf(SECRET)).toBe('whsec_ABEiM0RVZneImaq7zN3u/wARIjNEVWZ3iJmqu8zd7v8=');
  });

  it('standard signature is v1, + base64 HMAC of id.timestamp.body keyed with the secret bytes', () => {
    const expected = createHmac('sha256', Buffer.from(SECRET, 'hex')).update('msg_1.1700000000.{}').digest('base64');
    expect(standardSignature(SECRET, 'msg_1', 1_700_000_000, '{}')).toBe(`v1,${expected}`);
  });

  it('refuses a secret that is not 64 lowercase hex characters for the standard signature', () => {
    expect(() => standardSignature('not-hex', 'id', 1, '{}')).toThrow(RangeError);
    expect(() => whsecOf(SECRET.toUpperCase())).toThrow(RangeError);
  });

  it('a signed delivery has the spec body, both signatures and the event headers', () => {
    const sentAt = new Date();
    const delivery = signDelivery({
      deliveryId: '0f5e6a9e-1111-4222-8333-944445555666',
      event: 'business.created',
      occurredAt: new Date('2030-01-02T03:04:05.678Z'),
      data: { business_id: 'b', name: 'N', slug: 's' },
      secret: SECRET,
      sentAt,
    });
    expect(delivery.body).toBe(
      '{"event":"business.created","timestamp":"2030-01-02T03:04:05.678Z","data":{"business_id":"b","name":"N","slug":"s"}}',
    );
    expect(delivery.headers['x-webhook-signature']).toBe(hexSignature(SECRET, delivery.body));
    expect(delivery.headers['x-webhook-event']).toBe('business.created');
    expect(delivery.headers['x-webhook-id']).toBe(delivery.headers['webhook-id']);
    expect(delivery.headers['webhook-timestamp']).toBe(String(Math.floor(sentAt.getTime() / 1000)));
    // An off-the-shelf verifier accepts it, and rejects a tampered body.
    const verifier = new Webhook(whsecOf(SECRET));
    expect(verifier.verify(delivery.body, delivery.headers)).toEqual(JSON.parse(delivery.body));
    expect(() => verifier.verify(delivery.body.replace('"N"', '"M"'), delivery.headers)).toThrow();
  });
});
