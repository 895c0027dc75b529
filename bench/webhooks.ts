// npm run bench:webhooks -- [--events 1000] [--clients 10] [--subscriptions 1]
//
// Starts the real API server on a fresh embedded database (which runs the webhook workers
// in-process), subscribes a fast loopback receiver, creates businesses through the API and
// reports delivery throughput and commit-to-receipt latency. "Commit" is the moment the API
// response reaches the client: the server answers only after the transaction committed, so the
// figure slightly overstates nothing and understates by at most the response's transit time.
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, runScript, startScript, stopProcess, waitFor } from '../test/helpers/processes.js';

const { values } = parseArgs({
  options: {
    events: { type: 'string', default: '1000' },
    clients: { type: 'string', default: '10' },
    subscriptions: { type: 'string', default: '1' },
  },
});
const events = Number(values.events);
const clients = Number(values.clients);
const subscriptionCount = Number(values.subscriptions);
const expected = events * subscriptionCount;

const step = (message: string) => process.stderr.write(`[bench] ${message}\n`);
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const dir = mkdtempSync(join(tmpdir(), 'bench-webhooks-'));
const env = { DATA_DIR: join(dir, 'data'), LOG_LEVEL: 'warn', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' };

// The fast receiver: answers 204 at once and notes when each business's delivery arrived.
const received = new Map<string, number[]>();
let receipts = 0;
let lastReceipt = 0;
const receiver = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const at = performance.now();
    const id = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data: { business_id: string } }).data.business_id;
    received.set(id, [...(received.get(id) ?? []), at]);
    receipts += 1;
    lastReceipt = at;
    response.writeHead(204).end();
  });
});
receiver.listen(0, '127.0.0.1');
await once(receiver, 'listening');
const target = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

const port = await freePort();
const server = startScript('src/server.ts', { ...env, PORT: String(port) });
try {
  await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/`).catch(() => undefined))?.ok === true, 600_000, `the server\n${server.output()}`);
  const created = await runScript('src/cli/keys.ts', ['create', '--partner', 'bench', '--name', 'bench', '--scopes', 'businesses.write,webhooks.manage', '--rate-limit', '100000000', '--json'], env);
  if (created.code !== 0) throw new Error(created.stderr);
  const key = (JSON.parse(created.stdout) as { key: string }).key;
  const headers = { 'x-api-key': key, 'content-type': 'application/json' };
  for (let i = 0; i < subscriptionCount; i += 1) {
    const res = await fetch(`http://127.0.0.1:${port}/v1/webhooks`, { method: 'POST', headers, body: JSON.stringify({ event_type: 'business.created', target_url: target }) });
    if (res.status !== 201) throw new Error(`subscribe: ${res.status} ${await res.text()}`);
  }

  step(`creating ${events} businesses with ${clients} clients, ${subscriptionCount} subscription(s)`);
  const committedAt = new Map<string, number>();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < events) {
        const index = next++;
        const res = await fetch(`http://127.0.0.1:${port}/v1/businesses`, { method: 'POST', headers, body: JSON.stringify({ name: `Bench Supplier ${index}`, description_en: 'Supplier of goods for the webhook benchmark' }) });
        const body = (await res.json()) as { data: { id: string } };
        if (res.status !== 201) throw new Error(`create: ${res.status} ${JSON.stringify(body)}`);
        committedAt.set(body.data.id, performance.now());
      }
    }),
  );
  const writesDone = performance.now();
  await waitFor(async () => receipts >= expected, 600_000, `${expected} deliveries (got ${receipts})`);
  await new Promise((resolve) => setTimeout(resolve, 500));

  const latencies: number[] = [];
  for (const [id, at] of committedAt) for (const receipt of received.get(id) ?? []) latencies.push(Math.max(0, receipt - at));
  latencies.sort((a, b) => a - b);
  const result = {
    events,
    subscriptions: subscriptionCount,
    clients,
    deliveries: receipts,
    duplicates: receipts - expected,
    writesPerSecond: Math.round(events / ((writesDone - started) / 1000)),
    deliveriesPerSecond: Math.round(receipts / ((lastReceipt - started) / 1000)),
    commitToReceiptMs: { p50: Math.round(percentile(latencies, 50)), p99: Math.round(percentile(latencies, 99)), max: Math.round(latencies.at(-1) ?? 0) },
  };
  console.log(JSON.stringify(result, null, 2));
} finally {
  await stopProcess(server);
  receiver.close();
  rmSync(dir, { recursive: true, force: true });
}
