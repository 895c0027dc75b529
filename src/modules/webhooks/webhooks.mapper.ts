import type { EventName } from '../../events/catalogue.js';
import type { DeliveryLogRow } from './deliveries.repository.js';
import type { SubscriptionRow } from './subscriptions.repository.js';
import type { DeliveryResponse, SubscriptionResponse } from './webhooks.schemas.js';

// Rows to API responses; no I/O. The secret never leaves here except through toCreatedResponse.

export function toSubscriptionResponse(row: SubscriptionRow): SubscriptionResponse {
  return {
    id: row.id,
    event_type: row.eventType as EventName,
    target_url: row.targetUrl,
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
  };
}

export function toCreatedResponse(row: SubscriptionRow): SubscriptionResponse & { secret: string } {
  return { ...toSubscriptionResponse(row), secret: row.secret };
}

export function toDeliveryResponse(row: DeliveryLogRow): DeliveryResponse {
  return {
    id: row.id,
    event: row.event as EventName,
    event_id: row.eventId,
    status_code: row.statusCode,
    error: row.error,
    duration_ms: row.durationMs,
    // Finished rows always carry the attempt time; the repository lists only those.
    created_at: (row.attemptedAt ?? new Date(0)).toISOString(),
  };
}
