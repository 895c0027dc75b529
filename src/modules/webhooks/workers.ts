import type { Logger } from '../../lib/logger.js';
import type { Metrics } from '../../lib/metrics.js';
import type { Worker } from '../../lib/workers.js';
import { type ConsumerOptions, createOutboxConsumer } from '../../events/consumer.js';
import type { WebhookDeliveriesRepository } from './deliveries.repository.js';
import { createWake, createWebhookSender } from './sender.js';

/** The outbox consumer's name: its position, lease and error count in outbox_consumers. */
export const WEBHOOKS_CONSUMER = 'webhooks';

export interface WebhookWorkersOptions {
  outbox: ConsumerOptions['outbox'];
  deliveries: WebhookDeliveriesRepository;
  log: Logger;
  timeoutMs: number;
  allowPrivateTargets: boolean;
  userAgent: string;
  concurrency?: number;
  /** Outbox poll interval of the fan-out: most of the commit-to-receipt latency. */
  fanOutIdleMs?: number;
  senderPollMs?: number;
  metrics?: Metrics;
}

/**
 * Webhook delivery as two workers. The fan-out is an outbox consumer: it turns each batch
 * into delivery rows in one statement and acknowledges, sending nothing itself, so a slow
 * receiver never holds the outbox back and a replayed batch creates no second delivery. The
 * sender claims those rows and posts them; the fan-out wakes it in-process for low latency,
 * and it also polls, for rows another process fanned out.
 */
export function webhookWorkers(options: WebhookWorkersOptions): Worker[] {
  const wake = createWake();
  const fanOut = createOutboxConsumer({
    name: WEBHOOKS_CONSUMER,
    outbox: options.outbox,
    log: options.log,
    idleMs: options.fanOutIdleMs ?? 100,
    async handle(events) {
      const created = await options.deliveries.fanOut(events.map((event) => event.id));
      if (created > 0) wake.notify();
    },
  });
  const sender = createWebhookSender({
    deliveries: options.deliveries,
    wake,
    log: options.log,
    recordError: (message) => options.outbox.recordError(WEBHOOKS_CONSUMER, message),
    timeoutMs: options.timeoutMs,
    allowPrivateTargets: options.allowPrivateTargets,
    userAgent: options.userAgent,
    concurrency: options.concurrency,
    pollMs: options.senderPollMs,
    metrics: options.metrics,
  });
  return [
    { name: 'webhook-fan-out', run: (signal) => fanOut.run({ signal }) },
    { name: 'webhook-sender', run: (signal) => sender.run(signal) },
  ];
}
