import { z } from 'zod';
import { RFQ_STATUSES } from '../db/schema.js';

/**
 * The eight events of the specification (part 6), each with exactly its data fields. Writers
 * validate against these schemas before an event reaches the outbox; consumers (the indexer,
 * webhook delivery, the embedder) parse with them and work with typed data.
 */
const id = z.uuid();

export const eventSchemas = {
  'business.created': z.strictObject({ business_id: id, name: z.string(), slug: z.string() }),
  'business.updated': z.strictObject({ business_id: id, name: z.string(), updated_fields: z.array(z.string()).min(1) }),
  'product.created': z.strictObject({ product_id: id, business_id: id, name: z.string() }),
  'product.updated': z.strictObject({ product_id: id, business_id: id, updated_fields: z.array(z.string()).min(1) }),
  'supplier.performance_updated': z.strictObject({ business_id: id }),
  'rfq.created': z.strictObject({ rfq_id: id, external_rfq_id: z.string(), rfq_number: z.string() }),
  'rfq.status_changed': z.strictObject({ rfq_id: id, status: z.enum(RFQ_STATUSES), external_rfq_id: z.string() }),
  /** quoted_price is a bare number, a notice only: the exact amount and currency are read from GET /v1/rfq/:id/quotes. */
  'rfq.quote_submitted': z.strictObject({
    rfq_id: id,
    external_rfq_id: z.string(),
    supplier_id: id,
    quoted_price: z.number(),
  }),
} as const;

export type EventName = keyof typeof eventSchemas;
export const EVENT_NAMES = Object.keys(eventSchemas) as EventName[];
export type EventData<N extends EventName> = z.infer<(typeof eventSchemas)[N]>;

/** An event with its typed data: `switch (event.event)` narrows `data`. */
export type DirectoryEvent = { [N in EventName]: { event: N; data: EventData<N> } }[EventName];

export function isEventName(value: string): value is EventName {
  return Object.hasOwn(eventSchemas, value);
}

export class InvalidEventError extends Error {}

/** Checks an event's data against its schema; throws naming the event and the fields. */
export function parseEvent(event: string, data: unknown): DirectoryEvent {
  if (!isEventName(event)) throw new InvalidEventError(`unknown event "${event}"`);
  const result = eventSchemas[event].safeParse(data);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(data)'}: ${issue.message}`);
    throw new InvalidEventError(`${event}: ${problems.join('; ')}`);
  }
  return { event, data: result.data } as DirectoryEvent;
}
