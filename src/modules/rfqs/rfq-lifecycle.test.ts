import { describe, expect, it } from 'vitest';
import { RFQ_STATUSES } from '../../db/schema.js';
import {
  canMove,
  illegalMoveMessage,
  isOpen,
  MANUAL_TRANSITIONS,
  OPEN_STATUSES,
  statusAfterAttach,
  statusAfterQuote,
  statusesInWords,
} from './rfq-lifecycle.js';

// The contract's lifecycle, written out once more as the expected answer for every pair.
const LEGAL = new Set([
  'pending>cancelled',
  'sourcing>cancelled',
  'quoted>cancelled',
  'quoted>awarded',
  'awarded>closed',
]);

describe('RFQ lifecycle', () => {
  for (const from of RFQ_STATUSES) {
    for (const to of RFQ_STATUSES) {
      const legal = LEGAL.has(`${from}>${to}`);
      it(`${legal ? 'allows' : 'refuses'} the manual move ${from} → ${to}`, () => {
        expect(canMove(from, to)).toBe(legal);
      });
    }
  }

  it('names both states in the refusal', () => {
    expect(illegalMoveMessage('pending', 'awarded')).toBe(
      'RFQ status cannot change from pending to awarded; from pending it can move to cancelled',
    );
    expect(illegalMoveMessage('closed', 'pending')).toBe(
      'RFQ status cannot change from closed to pending; closed is final',
    );
  });

  it('moves by itself on the first supplier and the first quote, never backwards', () => {
    expect(RFQ_STATUSES.map((status) => [status, statusAfterAttach(status)])).toEqual([
      ['pending', 'sourcing'],
      ['sourcing', 'sourcing'],
      ['quoted', 'quoted'],
      ['awarded', 'awarded'],
      ['closed', 'closed'],
      ['cancelled', 'cancelled'],
    ]);
    expect(RFQ_STATUSES.map((status) => [status, statusAfterQuote(status)])).toEqual([
      ['pending', 'quoted'],
      ['sourcing', 'quoted'],
      ['quoted', 'quoted'],
      ['awarded', 'awarded'],
      ['closed', 'closed'],
      ['cancelled', 'cancelled'],
    ]);
  });

  it('takes suppliers and quotes only before it is awarded, closed or cancelled', () => {
    expect(RFQ_STATUSES.filter(isOpen)).toEqual(['pending', 'sourcing', 'quoted']);
    expect(Object.keys(MANUAL_TRANSITIONS)).toEqual([...RFQ_STATUSES]);
  });

  it('names statuses as a sentence does', () => {
    expect(statusesInWords(OPEN_STATUSES)).toBe('pending, sourcing or quoted');
    expect(statusesInWords(RFQ_STATUSES)).toBe('pending, sourcing, quoted, awarded, closed or cancelled');
    expect(statusesInWords(['closed'])).toBe('closed');
  });
});
