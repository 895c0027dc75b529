import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAdmin } from '../../src/composition.js';
import type { AdminListener } from '../../src/http/admin.js';
import { silentLogger } from '../../src/lib/logger.js';
import type { RunningWorkers } from '../../src/lib/workers.js';
import { startWorkers } from '../../src/lib/workers.js';
import { WEBHOOKS_CONSUMER, webhookWorkers } from '../../src/modules/webhooks/workers.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { createBusiness } from '../helpers/factories.js';
import { embeddingsEnv, type FakeEmbeddingsServer, startFakeEmbeddings } from '../helpers/fake-embeddings.js';
import { type Family, parseExposition, samples, value } from '../helpers/prometheus.js';
import { deadPort, type Receiver, settle, startReceiver, subscribe } from '../helpers/webhooks.js';

// The admin listener of a process (ADMIN_PORT) over real HTTP, on the test app's database: its three
// paths, and /metrics read by the Prometheus project's own parser and counted exactly.
const DIMENSIONS = 8;
let t: TestApp;
let admin: AdminListener;
let embeddings: FakeEmbeddingsServer;
const receivers: Receiver[] = [];
const running: RunningWorkers[] = [];

beforeAll(async () => {
  embeddings = await startFakeEmbeddings(DIMENSIONS);
  t = await startTestApp({
    env: { ADMIN_PORT: '0', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', ...embeddingsEnv(embeddings.url, DIMENSIONS) },
  });
  admin = (await startAdmin(t.config, t.services, silentLogger))!;
}, 120_000);
afterAll(async () => {
  await Promise.all(running.map((workers) => workers.stop()));
  await Promise.all(receivers.map((receiver) => receiver.close()));
  await admin?.close();
  await t?.close();
  await embeddings?.close();
});

/** The webhook workers of one process on the test app's database. */
const senderOptions = () => ({
  outbox: t.services.outbox,
  deliveries: t.services.webhookDeliveries,
  log: silentLogger,
  timeoutMs: 2_000,
  userAgent: 'directory-service-webhooks/test',
});

const adminUrl = (path: string) => `http://127.0.0.1:${admin.port}${path}`;

async function scrape(): Promise<Family[]> {
  const response = await fetch(adminUrl('/metrics'));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseExposition(await response.text());
}

async function get(url: string, key?: string) {
  return t.app.inject({ method: 'GET', url, headers: key ? { 'x-api-key': key } : {} });
}

describe('the admin listener', () => {
  it('answers /livez and /readyz with the contract bodies', async () => {
    const live = await fetch(adminUrl('/livez'));
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
    const ready = await fetch(adminUrl('/readyz'));
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  const paths = ['/livez', '/readyz', '/metrics'];
  it.each(paths.flatMap((path) => ['POST', 'PUT', 'DELETE', 'PATCH', 'HEAD'].map((method) => [method, path])))(
    'answers %s %s with 405 naming GET',
    async (method, path) => {
      const response = await fetch(adminUrl(path), { method });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET');
    },
  );

  it.each(['/', '/health', '/v1/businesses', '/metrics/x', '/LIVEZ'])('answers 404 for %s', async (path) => {
    const response = await fetch(adminUrl(path));
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'not_found' });
  });

  it('keeps the API port to the /v1 rule: /metrics there answers 400', async () => {
    expect((await get('/metrics')).statusCode).toBe(400);
  });
});

describe('metrics', () => {
  it('parses as Prometheus text and carries the process metrics, the pool and every family the contract names', async () => {
    const families = await scrape();
    const names = new Set(families.map((family) => family.name));
    for (const name of [
      'directory_process_cpu_seconds',
      'directory_process_resident_memory_bytes',
      'directory_nodejs_heap_size_used_bytes',
      'directory_nodejs_eventloop_lag_seconds',
      'directory_http_requests',
      'directory_http_request_duration_seconds',
      'directory_search_duration_seconds',
      'directory_search_zero_results',
      'directory_rate_limited',
      'directory_auth_failures',
      'directory_outbox_backlog',
      'directory_outbox_lag_seconds',
      'directory_webhook_deliveries',
      'directory_embeddings_texts',
      'directory_db_pool_connections',
    ]) {
      expect(names, name).toContain(name);
    }
    expect(samples(families, 'directory_db_pool_connections').map((sample) => sample.labels.state)).toEqual(
      expect.arrayContaining(['idle', 'active', 'waiting']),
    );
  });

  it('counts requests by route pattern: 1,000 distinct ids add no series and are counted exactly', async () => {
    const key = await t.key(['businesses.read']);
    const before = await scrape();
    const seriesBefore = samples(before, 'directory_http_requests_total').length;
    const countBefore = value(before, 'directory_http_requests_total', {
      route: '/v1/businesses/:id',
      method: 'GET',
      status: '404',
    });
    for (let i = 0; i < 1_000; i += 1) expect((await get(`/v1/businesses/${randomUUID()}`, key)).statusCode).toBe(404);
    const after = await scrape();
    expect(
      value(after, 'directory_http_requests_total', { route: '/v1/businesses/:id', method: 'GET', status: '404' }),
    ).toBe(countBefore + 1_000);
    // At most the new (route, method, status) of these requests, never one per id.
    expect(samples(after, 'directory_http_requests_total').length).toBeLessThanOrEqual(seriesBefore + 1);
    const routes = new Set(samples(after, 'directory_http_requests_total').map((sample) => sample.labels.route));
    expect([...routes].filter((route) => /[0-9a-f]{8}-/.test(route!))).toEqual([]);
    expect(
      value(after, 'directory_http_request_duration_seconds_count', { route: '/v1/businesses/:id', method: 'GET' }),
    ).toBeGreaterThanOrEqual(1_000);
    // Paths no route knows share one label value.
    await get(`/v1/nothing-here/${randomUUID()}`, key);
    await get(`/unversioned/${randomUUID()}`);
    const unmatched = samples(await scrape(), 'directory_http_requests_total', { route: 'unmatched' });
    expect(unmatched.map((sample) => sample.labels.status).sort()).toEqual(['400', '404']);
  });

  it('counts auth failures by status and rate limiting exactly', async () => {
    const limited = await t.key(['businesses.read'], { rateLimitPerMinute: 2 });
    const readOnly = await t.key(['businesses.read']);
    const before = await scrape();
    expect((await get('/v1/businesses')).statusCode).toBe(401);
    expect((await get('/v1/businesses', 'not-a-key')).statusCode).toBe(401);
    expect((await get('/v1/webhooks', readOnly)).statusCode).toBe(403);
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await get('/v1/businesses', limited)).statusCode);
    expect(statuses).toEqual([200, 200, 429, 429]);
    const after = await scrape();
    const delta = (name: string, labels: Record<string, string> = {}) =>
      value(after, name, labels) - value(before, name, labels);
    expect(delta('directory_auth_failures_total', { status: '401' })).toBe(2);
    expect(delta('directory_auth_failures_total', { status: '403' })).toBe(1);
    expect(delta('directory_rate_limited_total')).toBe(2);
  });

  it('times each engine call of a search by kind, and counts searches that found nothing', async () => {
    const key = await t.key(['search', 'businesses.write']);
    await createBusiness(t, key, { name: 'PT Metrik Jati', description_en: 'Teak garden furniture' });
    const before = await scrape();
    // Keyword search of both groups: two calls to the keyword engine.
    expect((await get('/v1/search?q=teak', key)).statusCode).toBe(200);
    expect((await get('/v1/search?q=zzqqxxnothing&type=business', key)).statusCode).toBe(200);
    expect((await get('/v1/semantic-search?q=teak&type=product', key)).statusCode).toBe(200);
    expect((await get('/v1/hybrid-search?q=teak&type=business', key)).statusCode).toBe(200);
    const after = await scrape();
    const delta = (name: string, labels: Record<string, string>) =>
      value(after, name, labels) - value(before, name, labels);
    expect(delta('directory_search_duration_seconds_count', { endpoint: 'search', engine: 'postgres' })).toBe(3);
    expect(delta('directory_search_duration_seconds_count', { endpoint: 'semantic', engine: 'vector' })).toBe(1);
    expect(delta('directory_search_duration_seconds_count', { endpoint: 'hybrid', engine: 'postgres' })).toBe(1);
    expect(delta('directory_search_duration_seconds_count', { endpoint: 'hybrid', engine: 'vector' })).toBe(1);
    expect(delta('directory_search_zero_results_total', { endpoint: 'search' })).toBe(1);
    // The semantic search of products found none: the directory has no product.
    expect(delta('directory_search_zero_results_total', { endpoint: 'semantic' })).toBe(1);
    expect(delta('directory_search_zero_results_total', { endpoint: 'hybrid' })).toBe(0);
  });

  it('counts webhook deliveries by event and outcome: delivered, failed and refused', async () => {
    const key = await t.key(['businesses.write', 'businesses.read', 'webhooks.manage']);
    const ok = await startReceiver();
    const broken = await startReceiver((_request, response) => response.writeHead(500).end('no'));
    receivers.push(ok, broken);
    await subscribe(t, key, 'business.created', ok.url);
    await subscribe(t, key, 'business.created', broken.url);
    await subscribe(t, key, 'business.created', `http://127.0.0.1:${await deadPort()}/hook`);
    const delta = (from: Family[], to: Family[], outcome: string) =>
      value(to, 'directory_webhook_deliveries_total', { event: 'business.created', outcome }) -
      value(from, 'directory_webhook_deliveries_total', { event: 'business.created', outcome });
    // Only events from now on are fanned out to these subscriptions.
    const skipEarlierEvents = async () =>
      t.services.outbox.advance(WEBHOOKS_CONSUMER, await t.services.outbox.settledHorizon());

    await skipEarlierEvents();
    const before = await scrape();
    const workers = startWorkers(
      webhookWorkers({ ...senderOptions(), allowPrivateTargets: true, metrics: t.services.metrics }),
      silentLogger,
    );
    await createBusiness(t, key, { name: 'PT Kirim Sekali' });
    await settle(t);
    await workers.stop();
    const middle = await scrape();
    expect([
      delta(before, middle, 'delivered'),
      delta(before, middle, 'failed'),
      delta(before, middle, 'refused'),
    ]).toEqual([1, 2, 0]);

    // Workers that may not reach private addresses refuse all three loopback targets.
    await skipEarlierEvents();
    const strict = startWorkers(
      webhookWorkers({ ...senderOptions(), allowPrivateTargets: false, metrics: t.services.metrics }),
      silentLogger,
    );
    await createBusiness(t, key, { name: 'PT Tolak Kirim' });
    await settle(t);
    await strict.stop();
    const after = await scrape();
    expect([
      delta(middle, after, 'delivered'),
      delta(middle, after, 'failed'),
      delta(middle, after, 'refused'),
    ]).toEqual([0, 0, 3]);
  }, 60_000);

  it('reports each outbox consumer backlog and lag, and the embedder texts by outcome', async () => {
    const key = await t.key(['businesses.write']);
    await t.services.outbox.advance('metrics-probe', await t.services.outbox.settledHorizon());
    await createBusiness(t, key, { name: 'PT Antrian Satu' });
    await createBusiness(t, key, { name: 'PT Antrian Dua' });
    const families = await scrape();
    expect(value(families, 'directory_outbox_backlog', { consumer: 'metrics-probe' })).toBeGreaterThanOrEqual(2);
    expect(value(families, 'directory_outbox_lag_seconds', { consumer: 'metrics-probe' })).toBeGreaterThan(0);

    // Three records: two texts embedded by the provider, then a third whose text is the first's (its vector reused).
    const [first, second, third] = await Promise.all(
      ['PT Vektor Satu', 'PT Vektor Dua', 'PT Vektor Tiga'].map((name) => createBusiness(t, key, { name })),
    );
    const embedder = t.services.embedder(silentLogger)!;
    const text = (words: string) => `Teak bench maker in Jepara, ${words} ${randomUUID()}`;
    const shared = text('shared');
    const delta = (from: Family[], to: Family[], outcome: string) =>
      value(to, 'directory_embeddings_texts_total', { outcome }) -
      value(from, 'directory_embeddings_texts_total', { outcome });
    await embedder.embedChanged('business', [
      { id: first!.id, text: shared },
      { id: second!.id, text: text('other') },
    ]);
    const middle = await scrape();
    expect(delta(families, middle, 'embedded')).toBe(2);
    await embedder.embedChanged('business', [{ id: third!.id, text: shared }]);
    const after = await scrape();
    expect([delta(middle, after, 'embedded'), delta(middle, after, 'reused'), delta(middle, after, 'failed')]).toEqual([
      0, 1, 0,
    ]);
  });
});

describe('readiness names what is failing, for /readyz and the health check alike', () => {
  it('an Elasticsearch that does not answer: /readyz 503 naming it, GET / degraded, /livez still ok', async () => {
    const unreachable = await startTestApp({
      env: { ADMIN_PORT: '0', ELASTICSEARCH_URL: `http://127.0.0.1:${await deadPort()}` },
    });
    const listener = (await startAdmin(unreachable.config, unreachable.services, silentLogger))!;
    try {
      const ready = await fetch(`http://127.0.0.1:${listener.port}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'unavailable', failing: ['elasticsearch'] });
      const health = await unreachable.app.inject({ method: 'GET', url: '/' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ status: 'degraded' });
      expect((await fetch(`http://127.0.0.1:${listener.port}/livez`)).status).toBe(200);
      // Searches that need it answer 503 (retryable), never 500.
      const key = await unreachable.key(['search']);
      for (const path of ['/v1/search?q=teak', '/v1/hybrid-search?q=teak']) {
        const search = await unreachable.app.inject({ method: 'GET', url: path, headers: { 'x-api-key': key } });
        expect(search.statusCode, path).toBe(503);
        expect(search.json().error).toMatch(/search cluster does not answer/);
      }
    } finally {
      await listener.close();
      await unreachable.close();
    }
  });

  it('a dead worker is named by /readyz', async () => {
    const listener = (await startAdmin(t.config, t.services, silentLogger, () => ['webhook-sender']))!;
    try {
      const ready = await fetch(`http://127.0.0.1:${listener.port}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'unavailable', failing: ['webhook-sender'] });
    } finally {
      await listener.close();
    }
  });

  it('without ADMIN_PORT there is no listener and nothing is measured', async () => {
    const plain = await startTestApp();
    try {
      expect(await startAdmin(plain.config, plain.services, silentLogger)).toBeUndefined();
      expect(plain.services.metrics.enabled).toBe(false);
    } finally {
      await plain.close();
    }
  });
});
