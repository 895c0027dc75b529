import type { RfqStatus } from '../../db/schema.js';

/**
 * The RFQ lifecycle: pending → sourcing (first supplier attached) → quoted (first quote) →
 * awarded → closed; cancelled from any status before awarded. The first two moves happen by
 * themselves; the rest are asked for with PATCH { status }.
 */
export const MANUAL_TRANSITIONS: Readonly<Record<RfqStatus, readonly RfqStatus[]>> = {
  pending: ['cancelled'],
  sourcing: ['cancelled'],
  quoted: ['awarded', 'cancelled'],
  awarded: ['closed'],
  closed: [],
  cancelled: [],
};

/** Statuses in which the RFQ takes suppliers and quotes. */
export const OPEN_STATUSES: readonly RfqStatus[] = ['pending', 'sourcing', 'quoted'];
const OPEN: ReadonlySet<RfqStatus> = new Set(OPEN_STATUSES);

/** Statuses as a sentence names them: "pending, sourcing or quoted". */
export function statusesInWords(statuses: readonly RfqStatus[]): string {
  return statuses.length < 2 ? (statuses[0] ?? '') : `${statuses.slice(0, -1).join(', ')} or ${statuses.at(-1)}`;
}

export function isOpen(status: RfqStatus): boolean {
  return OPEN.has(status);
}

export function canMove(from: RfqStatus, to: RfqStatus): boolean {
  return MANUAL_TRANSITIONS[from].includes(to);
}

/** The 409 message for a move the table does not allow, naming both states. */
export function illegalMoveMessage(from: RfqStatus, to: RfqStatus): string {
  const allowed = MANUAL_TRANSITIONS[from];
  const hint = allowed.length > 0 ? `; from ${from} it can move to ${allowed.join(' or ')}` : `; ${from} is final`;
  return `RFQ status cannot change from ${from} to ${to}${hint}`;
}

/** Where an attached supplier takes the RFQ: the first one moves it from pending to sourcing. */
export function statusAfterAttach(status: RfqStatus): RfqStatus {
  return status === 'pending' ? 'sourcing' : status;
}

/** Where a quote takes the RFQ: the first one moves it to quoted. */
export function statusAfterQuote(status: RfqStatus): RfqStatus {
  return status === 'pending' || status === 'sourcing' ? 'quoted' : status;
}
