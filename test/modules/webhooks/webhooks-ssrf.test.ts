import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningWorkers } from '../../../src/lib/workers.js';
import { startTestApp, type TestApp } from '../../helpers/app.js';
import { createBusiness } from '../../helpers/factories.js';
import { deliveryLog, type Receiver, settle, startDelivery, startReceiver, subscribe } from '../../helpers/webhooks.js';

// The production setting: WEBHOOK_ALLOW_PRIVATE_TARGETS is off.
let t: TestApp;
let workers: RunningWorkers;
let loopback: Receiver;
let redirecting: Receiver;

beforeAll(async () => {
  t = await startTestApp({ env: { WEBHOOK_TIMEOUT_MS: '1500' } });
  expect(t.config.WEBHOOK_ALLOW_PRIVATE_TARGETS).toBe(false);
  workers = startDelivery(t);
  loopback = await startReceiver();
  redirecting = await startReceiver((_req, res) =>
    res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end(),
  );
});
afterAll(async () => {
  await workers?.stop();
  await loopback?.close();
  await redirecting?.close();
  await t?.close();
});

describe('SSRF guard at delivery time', () => {
  it('refuses loopback, private, link-local and metadata targets, by literal and by name, and logs why', async () => {
    const key = await t.key(['webhooks.manage', 'businesses.write']);
    const targets: Array<[string, RegExp]> = [
      [loopback.url, /^refused: target is 127\.0\.0\.1 \(loopback\)/],
      ['http://10.0.0.1/hook', /^refused: target is 10\.0\.0\.1 \(private\)/],
      ['http://169.254.169.254/latest/meta-data/', /^refused: target is 169\.254\.169\.254 \(cloud metadata\)/],
      [`http://[::1]:${loopback.port}/hook`, /^refused: target is ::1 \(loopback\)/],
      [`http://localhost:${loopback.port}/hook`, /^refused: localhost resolves to (127\.0\.0\.1|::1) \(loopback\)/],
      // The redirect towards the metadata address is never reached: its first hop is itself loopback.
      [redirecting.url, /^refused: target is 127\.0\.0\.1 \(loopback\)/],
    ];
    const subscriptions = [];
    // Subscriptions are accepted (the address is judged when delivering, where DNS can change).
    for (const [url] of targets) subscriptions.push(await subscribe(t, key, 'business.created', url));
    await createBusiness(t, key);
    await settle(t);

    for (const [index, [url, reason]] of targets.entries()) {
      const log = await deliveryLog(t, key, subscriptions[index]!.id);
      expect(log.total, url).toBe(1);
      expect(log.data[0]!.status_code, url).toBeNull();
      expect(log.data[0]!.error, url).toMatch(reason);
      expect(log.data[0]!.error, url).toContain('WEBHOOK_ALLOW_PRIVATE_TARGETS=true');
      expect(log.data[0]!.duration_ms, url).toBeLessThan(1000);
    }
    expect(loopback.received).toEqual([]);
    expect(redirecting.received).toEqual([]);
  });
});
