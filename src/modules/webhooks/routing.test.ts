import { describe, expect, it } from 'vitest';
import { type RoutingFacts, sendDecision } from './routing.js';

const now = new Date('2030-01-01T00:00:00Z');
type Overrides = Partial<Omit<RoutingFacts, 'key'>> & { key?: Partial<RoutingFacts['key']> };
const facts = (overrides: Overrides = {}): RoutingFacts => ({
  event: overrides.event ?? 'business.created',
  subscriptionActive: overrides.subscriptionActive ?? true,
  key: { isActive: true, expiresAt: null, scopes: ['webhooks.manage'], partnerId: 'p1', ...overrides.key },
  audience: overrides.audience ?? { requiredScopes: [], partnerId: null },
});

describe('webhook routing at send time', () => {
  it('sends a public directory event to an active, unexpired key', () => {
    expect(sendDecision(facts({ key: { expiresAt: new Date('2030-01-02T00:00:00Z') } }), now)).toEqual({ send: true });
  });
  it('does not send for an inactive subscription', () => {
    expect(sendDecision(facts({ subscriptionActive: false }), now)).toMatchObject({ send: false, reason: /inactive/ });
  });
  it('does not send to a deactivated key', () => {
    expect(sendDecision(facts({ key: { isActive: false } }), now)).toMatchObject({ send: false, reason: /deactivated/ });
  });
  it('does not send to a key that expired, even a moment ago', () => {
    expect(sendDecision(facts({ key: { expiresAt: now } }), now)).toMatchObject({ send: false, reason: /expired/ });
  });
  it('sends a hidden record only to keys holding every required scope', () => {
    const audience = { requiredScopes: ['products.internal.read', 'businesses.internal.read'], partnerId: null };
    expect(sendDecision(facts({ audience, key: { scopes: ['products.internal.read'] } }), now)).toMatchObject({ send: false, reason: /may not see/ });
    expect(sendDecision(facts({ audience, key: { scopes: ['products.internal.read', 'businesses.internal.read'] } }), now)).toEqual({ send: true });
  });
  it('sends rfq events only to the partner of the RFQ', () => {
    expect(sendDecision(facts({ event: 'rfq.created', audience: { requiredScopes: [], partnerId: 'p1' } }), now)).toEqual({ send: true });
    expect(sendDecision(facts({ event: 'rfq.created', audience: { requiredScopes: [], partnerId: 'p2' } }), now)).toMatchObject({ send: false, reason: /another partner/ });
  });
  it('sends an rfq event without a partner to nobody', () => {
    expect(sendDecision(facts({ event: 'rfq.status_changed', audience: { requiredScopes: [], partnerId: null } }), now)).toMatchObject({ send: false });
  });
});
