import { sql } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERRUPTED_ERROR } from '../../../src/modules/webhooks/deliveries.repository.js';
import type { RunningWorkers } from '../../../src/lib/workers.js';
import { startTestApp, type TestApp } from '../../helpers/app.js';
import { createBusiness } from '../../helpers/factories.js';
import {
  deadPort,
  deliveryLog,
  type Receiver,
  settle,
  startDelivery,
  startReceiver,
  subscribe,
} from '../../helpers/webhooks.js';

const TIMEOUT_MS = 1500;
let t: TestApp;
const receivers: Receiver[] = [];
const running: RunningWorkers[] = [];

beforeAll(async () => {
  t = await startTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_TIMEOUT_MS: String(TIMEOUT_MS) } });
});
afterAll(async () => {
  await Promise.all(running.map((workers) => workers.stop()));
  await Promise.all(receivers.map((receiver) => receiver.close()));
  await t?.close();
});

async function receiver(respond?: Parameters<typeof startReceiver>[0]) {
  const started = await startReceiver(respond);
  receivers.push(started);
  return started;
}

function startProcess(): RunningWorkers {
  const workers = startDelivery(t);
  running.push(workers);
  return workers;
}

async function stopProcess(workers: RunningWorkers) {
  await workers.stop();
  running.splice(running.indexOf(workers), 1);
}

describe('webhook delivery timing', () => {
  it('a dead target and a hanging target neither slow the causing request nor hold up a fast target', async () => {
    const workers = startProcess();
    const fast = await receiver();
    const hanging = await receiver(() => {}); // never answers
    const dead = `http://127.0.0.1:${await deadPort()}/hook`;
    const key = await t.key(['webhooks.manage', 'businesses.write']);
    const subs = {
      hanging: await subscribe(t, key, 'business.created', hanging.url),
      dead: await subscribe(t, key, 'business.created', dead),
      fast: await subscribe(t, key, 'business.created', fast.url),
    };
    // A first event occupies the hanging target for the whole timeout ...
    await createBusiness(t, key, { name: 'First' });
    await hanging.waitFor(1);
    // ... while a second write is measured: the request does not wait for any receiver, and the
    // fast target gets its delivery within a second of the write.
    const started = performance.now();
    await createBusiness(t, key, { name: 'Second' });
    const requestMs = performance.now() - started;
    expect(requestMs).toBeLessThan(TIMEOUT_MS / 3);
    await fast.waitFor(2, 5_000);
    const second = fast.received.find((delivery) => JSON.parse(delivery.body).data.name === 'Second')!;
    expect(second.receivedAt - started).toBeLessThan(1_000);

    await settle(t);
    const hangingLog = await deliveryLog(t, key, subs.hanging.id);
    expect(hangingLog.total).toBe(2);
    for (const attempt of hangingLog.data) {
      expect(attempt).toMatchObject({
        status_code: null,
        error: `timed out after ${TIMEOUT_MS} ms waiting for the response`,
      });
      expect(attempt.duration_ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 5);
      expect(attempt.duration_ms).toBeLessThan(TIMEOUT_MS + 1_000);
    }
    const deadLog = await deliveryLog(t, key, subs.dead.id);
    expect(deadLog.total).toBe(2);
    expect(deadLog.data[0]).toMatchObject({
      event: 'business.created',
      status_code: null,
      error: expect.stringContaining('ECONNREFUSED'),
    });
    const fastLog = await deliveryLog(t, key, subs.fast.id);
    expect(fastLog.data.map((attempt) => attempt.status_code)).toEqual([200, 200]);
    // Newest first.
    expect(fastLog.data[0]!.created_at >= fastLog.data[1]!.created_at).toBe(true);
    await stopProcess(workers);
  });

  it('records a non-2xx answer, and does not follow a redirect (the redirect target receives nothing)', async () => {
    const workers = startProcess();
    const elsewhere = await receiver();
    const redirecting = await receiver((_req, res) => res.writeHead(302, { location: elsewhere.url }).end());
    const failing = await receiver((_req, res) => res.writeHead(500).end('boom'));
    const key = await t.key(['webhooks.manage', 'businesses.write']);
    const redirect = await subscribe(t, key, 'business.created', redirecting.url);
    const error = await subscribe(t, key, 'business.created', failing.url);
    await createBusiness(t, key);
    await settle(t);
    expect(redirecting.received).toHaveLength(1);
    expect(elsewhere.received).toHaveLength(0);
    expect((await deliveryLog(t, key, redirect.id)).data[0]).toMatchObject({
      status_code: 302,
      error: `receiver answered HTTP 302; redirect to ${elsewhere.url} not followed`,
    });
    expect((await deliveryLog(t, key, error.id)).data[0]).toMatchObject({
      status_code: 500,
      error: 'receiver answered HTTP 500',
    });
    await stopProcess(workers);
  });
});

describe('webhook delivery across processes and restarts', () => {
  it('delivers an event committed while no process delivered, exactly once, after a restart', async () => {
    const hook = await receiver();
    const key = await t.key(['webhooks.manage', 'businesses.write']);
    await subscribe(t, key, 'business.created', hook.url);
    // Nothing delivers now (the process "crashed"): the event is committed and waits in the outbox.
    const business = await createBusiness(t, key, { name: 'Committed While Down' });
    await sleep(300);
    expect(hook.received).toHaveLength(0);

    const first = startProcess();
    await hook.waitFor(1);
    await settle(t);
    await stopProcess(first);
    // A later process replays nothing already delivered.
    const second = startProcess();
    await sleep(500);
    await settle(t);
    await stopProcess(second);
    expect(hook.received).toHaveLength(1);
    expect(JSON.parse(hook.received[0]!.body).data.business_id).toBe(business.id);
  });

  it('two processes delivering side by side never send an event twice to a subscription', async () => {
    const hook = await receiver();
    const key = await t.key(['webhooks.manage', 'businesses.write']);
    const subs = await Promise.all([
      subscribe(t, key, 'business.created', hook.url),
      subscribe(t, key, 'business.created', hook.url),
    ]);
    const processes = [startProcess(), startProcess()];
    const names = Array.from({ length: 20 }, (_, i) => `Parallel ${i}`);
    for (const name of names) await createBusiness(t, key, { name });
    await hook.waitFor(40);
    await settle(t);
    await sleep(300);
    expect(hook.received).toHaveLength(40);
    const pairs = hook.received.map((delivery) => `${delivery.headers['x-webhook-id']}`);
    expect(new Set(pairs).size).toBe(40);
    for (const sub of subs) {
      const log = await deliveryLog(t, key, sub.id);
      expect(new Set(log.data.map((attempt) => attempt.event_id)).size).toBe(20);
    }
    await Promise.all(processes.map(stopProcess));
  });

  it('a delivery claimed by a process that died mid-send is recorded as interrupted, never re-sent', async () => {
    const hook = await receiver();
    const key = await t.key(['webhooks.manage', 'businesses.write']);
    const subscription = await subscribe(t, key, 'business.created', hook.url);
    const workers = startProcess();
    await settle(t);
    await stopProcess(workers);
    await createBusiness(t, key, { name: 'Claimed By The Dead' });
    const latest = await t.database.db.execute<{ id: string }>(
      sql`SELECT e.id::text AS id FROM outbox_events e WHERE e.event = 'business.created' ORDER BY e.id DESC LIMIT 1`,
    );
    await t.services.webhookDeliveries.fanOut([Number(latest.rows[0]!.id)]);
    // A process claims the row and dies before recording anything; its claim runs out.
    const claimed = await t.services.webhookDeliveries.claim('dead-process', 100, 1);
    expect(claimed.map((row) => row.event)).toContain('business.created');
    await sleep(20);
    const restarted = startProcess();
    await settle(t);
    await sleep(300);
    await stopProcess(restarted);
    expect(hook.received).toHaveLength(0);
    const log = await deliveryLog(t, key, subscription.id);
    expect(log.data).toHaveLength(1);
    expect(log.data[0]).toMatchObject({ status_code: null, error: INTERRUPTED_ERROR });
  });
});
