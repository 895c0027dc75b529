import { holdsAll } from '../../access/visibility.js';

export interface RoutingFacts {
  event: string;
  subscriptionActive: boolean;
  key: { isActive: boolean; expiresAt: Date | null; scopes: readonly string[]; partnerId: string };
  /** The event's audience, as the event writer stored it. */
  audience: { requiredScopes: readonly string[]; partnerId: string | null };
}

export type SendDecision = { send: true } | { send: false; reason: string };

/**
 * Who may receive an event, decided again just before sending (fan-out decided it once, but a
 * key may have been revoked or expired since): directory events go to keys that may see the
 * record; rfq.* events only to keys of the RFQ's partner, and an rfq.* event without a partner
 * to nobody. Mirrors the fan-out query in deliveries.repository.ts.
 */
export function sendDecision(facts: RoutingFacts, now: Date): SendDecision {
  const notSent = (reason: string): SendDecision => ({ send: false, reason: `not sent: ${reason}` });
  if (!facts.subscriptionActive) return notSent('the subscription is inactive');
  if (!facts.key.isActive) return notSent("the subscription's API key was deactivated");
  if (facts.key.expiresAt && facts.key.expiresAt.getTime() <= now.getTime()) return notSent("the subscription's API key has expired");
  if (!holdsAll(new Set(facts.key.scopes), facts.audience.requiredScopes)) return notSent("the subscription's API key may not see this record");
  const partner = facts.audience.partnerId;
  if (facts.event.startsWith('rfq.') ? partner !== facts.key.partnerId : partner !== null && partner !== facts.key.partnerId) {
    return notSent('the event belongs to another partner');
  }
  return { send: true };
}
