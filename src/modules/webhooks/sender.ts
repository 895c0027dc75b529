import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '../../lib/logger.js';
import { disabledMetrics, type Metrics } from '../../lib/metrics.js';
import {
  INTERRUPTED_ERROR,
  type ClaimedDelivery,
  type DeliveryOutcome,
  type WebhookDeliveriesRepository,
} from './deliveries.repository.js';
import { postWebhook } from './http-post.js';
import { signDelivery } from './webhook-signing.js';

/** Wakes a sleeping loop at once (fan-out made rows, a send finished); a wake before the sleep is kept. */
export function createWake() {
  let pending = false;
  let wakeUp: (() => void) | undefined;
  return {
    notify(): void {
      pending = true;
      wakeUp?.();
    },
    /** Sleeps up to `ms`, less if notified or aborted. */
    async wait(ms: number, signal: AbortSignal): Promise<void> {
      if (pending || signal.aborted) {
        pending = false;
        return;
      }
      const woken = new Promise<void>((resolve) => {
        wakeUp = resolve;
      });
      await Promise.race([woken, sleep(ms, undefined, { signal }).catch(() => {})]);
      wakeUp = undefined;
      pending = false;
    },
  };
}

export type Wake = ReturnType<typeof createWake>;

export interface SenderOptions {
  deliveries: WebhookDeliveriesRepository;
  wake: Wake;
  log: Logger;
  /** Counts a failure of the loop itself (database unreachable) where status screens see it. */
  recordError(message: string): Promise<void>;
  timeoutMs: number;
  allowPrivateTargets: boolean;
  userAgent: string;
  /** Deliveries in flight at once; a slow target holds one slot, never the others. */
  concurrency?: number;
  /** How often to look for rows fanned out by other processes and for expired claims. */
  pollMs?: number;
  now?: () => Date;
  /** Each attempt counted by event and outcome (delivered, failed, refused). */
  metrics?: Metrics;
}

/**
 * The delivery worker: claims pending deliveries and sends each on its own, with at most
 * `concurrency` in flight, each bounded by the timeout; records every outcome in the delivery
 * log. At most once: a claimed row is never claimed again, and a claim that runs out (its
 * process died mid-send) is recorded as failed, not resent.
 */
export function createWebhookSender(options: SenderOptions) {
  const { deliveries, wake, log } = options;
  const concurrency = options.concurrency ?? 16;
  const pollMs = options.pollMs ?? 500;
  const now = options.now ?? (() => new Date());
  const metrics = options.metrics ?? disabledMetrics;
  // Long enough that a live sender always records its outcome before the claim runs out.
  const claimMs = options.timeoutMs + 60_000;
  const owner = `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;

  async function deliver(row: ClaimedDelivery): Promise<void> {
    const attemptedAt = now();
    let outcome: DeliveryOutcome;
    let refused = false;
    if (row.notSent !== null || row.data === null || row.occurredAt === null) {
      refused = true;
      // Routing was decided again when the row was claimed: a key revoked since fan-out gets nothing.
      outcome = {
        ok: false,
        statusCode: null,
        error: `not sent: ${row.notSent ?? 'the event is no longer in the outbox'}`,
        durationMs: 0,
        attemptedAt,
      };
    } else {
      const signed = signDelivery({
        deliveryId: row.id,
        event: row.event,
        occurredAt: row.occurredAt,
        data: row.data,
        secret: row.secret,
        sentAt: attemptedAt,
      });
      const { refused: targetRefused, ...result } = await postWebhook(row.targetUrl, signed, options);
      refused = targetRefused === true;
      outcome = { ...result, attemptedAt };
    }
    metrics.webhookDelivery(row.event, outcome.ok ? 'delivered' : refused ? 'refused' : 'failed');
    if (!(await deliveries.record(row.id, owner, outcome))) {
      log.warn({ delivery: row.id }, 'webhook delivery outcome not recorded: its claim had run out');
    }
  }

  return {
    owner,
    async run(signal: AbortSignal): Promise<void> {
      const inFlight = new Set<Promise<void>>();
      let nextSweep = 0;
      let backoff = pollMs;
      while (!signal.aborted) {
        let wait = pollMs;
        try {
          if (Date.now() >= nextSweep) {
            const interrupted = await deliveries.failExpiredClaims();
            if (interrupted > 0)
              log.warn({ deliveries: interrupted, error: INTERRUPTED_ERROR }, 'webhook deliveries interrupted');
            nextSweep = Date.now() + Math.max(pollMs, 5_000);
          }
          const free = concurrency - inFlight.size;
          if (free > 0) {
            const rows = await deliveries.claim(owner, free, claimMs);
            for (const row of rows) {
              const sending: Promise<void> = deliver(row)
                .catch((error: unknown) => {
                  // The outcome could not be recorded: the claim runs out and the sweep records it as interrupted.
                  log.error({ err: error, delivery: row.id }, 'webhook delivery could not be recorded');
                  return options.recordError(
                    `delivery ${row.id}: ${error instanceof Error ? error.message : String(error)}`,
                  );
                })
                .catch(() => {})
                .finally(() => {
                  inFlight.delete(sending);
                  wake.notify();
                });
              inFlight.add(sending);
            }
            if (rows.length === free) wait = 0;
          }
          backoff = pollMs;
        } catch (error) {
          log.error({ err: error }, 'webhook sender failed');
          await options
            .recordError(`webhook sender: ${error instanceof Error ? error.message : String(error)}`)
            .catch(() => {});
          wait = backoff;
          backoff = Math.min(backoff * 2, 5_000);
        }
        if (wait > 0 || inFlight.size >= concurrency) await wake.wait(wait > 0 ? wait : pollMs, signal);
      }
      await Promise.all(inFlight);
    },
  };
}
