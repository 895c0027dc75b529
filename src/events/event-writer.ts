import type { DbOrTx } from '../db/connection.js';
import { type EventData, type EventName, parseEvent } from './catalogue.js';
import type { OutboxRepository } from './outbox.repository.js';

/** Who may receive an event besides its type's subscribers (webhook routing reads these). */
export interface EventAudience {
  /** Scopes a recipient's key must hold to see the record (from modules/keys/visibility). */
  requiredScopes?: readonly string[];
  /** The one partner the event belongs to (rfq.*); absent: every partner allowed by the scopes. */
  partnerId?: string | null;
}

export type NewEvent = { [N in EventName]: { event: N; data: EventData<N> } & EventAudience }[EventName];

/**
 * How services record events: checked against the catalogue, then appended to the outbox in
 * the caller's transaction, so an event exists exactly when its change does.
 */
export function createEventWriter(outbox: Pick<OutboxRepository, 'append'>) {
  return {
    async append(event: NewEvent, tx: DbOrTx): Promise<void> {
      const checked = parseEvent(event.event, event.data);
      await outbox.append(
        {
          event: checked.event,
          data: checked.data,
          requiredScopes: event.requiredScopes,
          partnerId: event.partnerId ?? null,
        },
        tx,
      );
    },
  };
}

export type EventWriter = ReturnType<typeof createEventWriter>;
