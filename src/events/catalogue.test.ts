import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers/app.js';
import type { Database } from '../db/connection.js';
import { outboxEvents } from '../db/schema.js';
import { EVENT_NAMES, type EventName, InvalidEventError, parseEvent } from './catalogue.js';
import { createEventWriter, type NewEvent } from './event-writer.js';
import { createOutboxRepository } from './outbox.repository.js';

const ID = '00000000-0000-4000-8000-0000000000aa';

/** One valid data object per event of spec part 6: exactly its fields. */
const VALID: { [N in EventName]: Record<string, unknown> } = {
  'business.created': { business_id: ID, name: 'Jati Abadi', slug: 'jati-abadi' },
  'business.updated': { business_id: ID, name: 'Jati Abadi', updated_fields: ['name'] },
  'product.created': { product_id: ID, business_id: ID, name: 'Kursi' },
  'product.updated': { product_id: ID, business_id: ID, updated_fields: ['base_price'] },
  'supplier.performance_updated': { business_id: ID },
  'rfq.created': { rfq_id: ID, external_rfq_id: 'EXT-1', rfq_number: 'RFQ-2026-000001' },
  'rfq.status_changed': { rfq_id: ID, status: 'sourcing', external_rfq_id: 'EXT-1' },
  'rfq.quote_submitted': { rfq_id: ID, external_rfq_id: 'EXT-1', supplier_id: ID, quoted_price: 217500000 },
};

describe('event catalogue', () => {
  it('names exactly the eight events of the specification', () => {
    expect(EVENT_NAMES.sort()).toEqual(Object.keys(VALID).sort());
  });

  for (const event of EVENT_NAMES) {
    const data = VALID[event];
    it(`accepts ${event} with exactly its fields`, () => {
      expect(parseEvent(event, data)).toEqual({ event, data });
    });

    for (const field of Object.keys(data)) {
      it(`refuses ${event} without ${field}, naming it`, () => {
        const { [field]: _dropped, ...rest } = data;
        expect(() => parseEvent(event, rest)).toThrow(new RegExp(`^${event.replace('.', '\\.')}: ${field}: `));
      });
    }

    it(`refuses ${event} with a field the specification does not name`, () => {
      expect(() => parseEvent(event, { ...data, secret: 'x' })).toThrow(InvalidEventError);
    });
  }

  it('refuses an unknown event and an RFQ status outside the lifecycle', () => {
    expect(() => parseEvent('product.price_changed', {})).toThrow('unknown event "product.price_changed"');
    expect(() => parseEvent('rfq.status_changed', { ...VALID['rfq.status_changed'], status: 'done' })).toThrow(
      /status/,
    );
  });
});

describe('event writer', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('appends a valid event with its audience, and stores nothing for an invalid one', async () => {
    const writer = createEventWriter(createOutboxRepository(database.db));
    await database.db.transaction((tx) =>
      writer.append(
        { event: 'rfq.created', data: VALID['rfq.created'] as NewEvent['data'], partnerId: ID } as NewEvent,
        tx,
      ),
    );
    const invalid = {
      event: 'business.created',
      data: { business_id: 'not-a-uuid', name: 'x', slug: 'x' },
    } as NewEvent;
    await expect(database.db.transaction((tx) => writer.append(invalid, tx))).rejects.toThrow(/business_id/);
    const rows = await database.db.select().from(outboxEvents);
    expect(rows.map((row) => [row.event, row.data, row.partnerId, row.requiredScopes])).toEqual([
      ['rfq.created', VALID['rfq.created'], ID, []],
    ]);
  });
});
