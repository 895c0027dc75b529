import { once } from 'node:events';
import { sql } from 'drizzle-orm';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { WEBHOOKS_CONSUMER } from '../../src/modules/webhooks/workers.js';
import { silentLogger } from '../../src/lib/logger.js';
import { type RunningWorkers, startWorkers } from '../../src/lib/workers.js';
import type { TestApp } from './app.js';

export interface ReceivedDelivery {
  headers: http.IncomingHttpHeaders;
  /** The exact body bytes, as text. */
  body: string;
  receivedAt: number;
}

export interface Receiver {
  url: string;
  port: number;
  received: ReceivedDelivery[];
  /** Resolves when `count` deliveries have arrived; rejects after timeoutMs. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedDelivery[]>;
  close(): Promise<void>;
}

/** A real HTTP receiver on 127.0.0.1; `respond` decides the answer (default 200 at once). */
export async function startReceiver(
  respond: (request: http.IncomingMessage, response: http.ServerResponse) => void = (_req, res) => res.end('ok'),
): Promise<Receiver> {
  const received: ReceivedDelivery[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        receivedAt: performance.now(),
      });
      respond(request, response);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    port,
    received,
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`receiver got ${received.length} deliveries, expected ${count}`);
        await sleep(10);
      }
      return received;
    },
    async close() {
      server.closeAllConnections();
      server.close();
    },
  };
}

/** A port with nothing listening on it. */
export async function deadPort(): Promise<number> {
  const server = http.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as AddressInfo).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The outbox workers of one "process" on the test app's database. */
export function startDelivery(t: TestApp): RunningWorkers {
  return startWorkers(t.services.outboxWorkers(silentLogger), silentLogger);
}

/** Waits until every committed event is fanned out and every delivery has an outcome. */
export async function settle(t: TestApp, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await t.services.outbox.status(WEBHOOKS_CONSUMER);
    if (status.backlog === 0 && (await t.services.webhookDeliveries.pendingCount()) === 0) return;
    if (Date.now() > deadline) {
      const rows = await t.database.db.execute(
        sql`SELECT event, status, claim_until::text, error FROM webhook_deliveries WHERE status IN ('pending', 'sending')`,
      );
      throw new Error(`webhooks did not settle: backlog ${status.backlog}, unfinished ${JSON.stringify(rows.rows)}`);
    }
    await sleep(25);
  }
}

export async function subscribe(
  t: TestApp,
  key: string,
  eventType: string,
  targetUrl: string,
): Promise<{ id: string; secret: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/webhooks',
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    payload: { event_type: eventType, target_url: targetUrl },
  });
  if (res.statusCode !== 201) throw new Error(`subscribe: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

export async function deliveryLog(t: TestApp, key: string, subscriptionId: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v1/webhooks/${subscriptionId}/deliveries?limit=100`,
    headers: { 'x-api-key': key },
  });
  if (res.statusCode !== 200) throw new Error(`deliveries: ${res.statusCode} ${res.body}`);
  return res.json() as {
    data: Array<{
      id: string;
      event: string;
      event_id: number;
      status_code: number | null;
      error: string | null;
      duration_ms: number | null;
      created_at: string;
    }>;
    total: number;
  };
}
