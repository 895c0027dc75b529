import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config.js';
import { openDatabase } from '../../src/db/connection.js';
import { localEmbeddingsEnv } from '../embeddings/local-env.js';
import { DATABASE_KIND, processDatabaseEnv } from '../helpers/app.js';
import { freePort, runScript, startScript, stopProcess, waitFor } from '../../tools/harness/processes.js';
import { type Receiver, startReceiver } from '../helpers/webhooks.js';

// One outbox row whose data does not parse (written around the event writer) must not stall any
// consumer: the real server (and, beside a PostgreSQL server, the worker process) run the webhook
// fan-out and the embedder; each records the row, passes over it and handles the event after it.
let database: Awaited<ReturnType<typeof processDatabaseEnv>>;
let port: number;
let receiver: Receiver;
const processes: Array<ReturnType<typeof startScript>> = [];
const env = () => ({
  ...database.env,
  PORT: String(port),
  LOG_LEVEL: 'warn',
  WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
  ...localEmbeddingsEnv(),
});

/** A query on the processes' database, joined as an operator command joins it. */
async function query<T>(statement: string, values: unknown[] = []): Promise<T[]> {
  const config = parseConfig({ LOG_LEVEL: 'silent', ...database.env });
  const joined = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 1 });
  try {
    return (await joined.pool.query(statement, values)).rows as T[];
  } finally {
    await joined.close();
  }
}

beforeAll(async () => {
  database = await processDatabaseEnv();
  port = await freePort();
  receiver = await startReceiver();
  const server = startScript('src/server.ts', env());
  processes.push(server);
  await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/`)).ok, 90_000, `the server\n${server.output()}`);
  // Beside a PostgreSQL server the API runs no workers: the worker process does.
  if (DATABASE_KIND === 'postgres') processes.push(startScript('src/worker.ts', env()));
}, 120_000);

afterAll(async () => {
  for (const child of processes) await stopProcess(child);
  await receiver?.close();
  await database?.cleanup();
});

describe(`a poisoned outbox row (${DATABASE_KIND})`, () => {
  it('is recorded and passed over by every consumer, which handle the event after it; indexer status shows it', async () => {
    const created = await runScript(
      'src/cli/keys.ts',
      ['create', '--partner', 'Poison', '--name', 'w', '--scopes', 'webhooks.manage,businesses.write', '--json'],
      env(),
    );
    expect(created.code, created.stderr).toBe(0);
    const { key } = JSON.parse(created.stdout) as { key: string };
    const call = (method: string, path: string, body: unknown) =>
      fetch(`http://127.0.0.1:${port}${path}`, {
        method,
        headers: { 'x-api-key': key, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect(
      (await call('POST', '/v1/webhooks', { event_type: 'business.created', target_url: receiver.url })).status,
    ).toBe(201);

    const [poison] = await query<{ id: string }>(
      `INSERT INTO outbox_events (event, data) VALUES ('business.created', '{"business_id": 42, "name": "Poison"}') RETURNING id::text AS id`,
    );
    const response = await call('POST', '/v1/businesses', {
      name: 'After The Poison',
      description_en: 'Teak garden furniture',
    });
    expect(response.status).toBe(201);
    const business = ((await response.json()) as { data: { id: string } }).data;

    // The webhook fan-out and sender delivered the event after the poison, and only that one.
    const [delivery] = await receiver.waitFor(1, 60_000);
    expect(JSON.parse(delivery!.body)).toMatchObject({ event: 'business.created', data: { business_id: business.id } });
    // The embedder embedded the business the event after the poison is about.
    await waitFor(
      async () => (await query('SELECT 1 FROM record_embeddings WHERE record_id = $1', [business.id])).length === 1,
      90_000,
      'the embedding',
    );

    const status = await runScript('indexer/main.ts', ['status', '--json'], env());
    expect(status.code, status.stderr).toBe(0);
    const consumers = (
      JSON.parse(status.stdout) as {
        consumers: Array<{
          name: string;
          backlog: number;
          skipped: number;
          lastSkipped: { eventId: number; error: string } | null;
        }>;
      }
    ).consumers;
    for (const name of ['webhooks', 'embedder']) {
      const consumer = consumers.find((c) => c.name === name);
      expect(consumer, name).toMatchObject({
        skipped: 1,
        lastSkipped: { eventId: Number(poison!.id), event: 'business.created' },
      });
      expect(consumer!.lastSkipped!.error).toMatch(/^business\.created: business_id: .*slug: /);
    }
    const text = await runScript('indexer/main.ts', ['status'], env());
    expect(text.stdout).toMatch(
      new RegExp(
        `webhooks: backlog 0 events;.*skipped unparseable events 1 \\(last: event ${poison!.id} business\\.created`,
      ),
    );
    expect(text.stdout).toMatch(/embedder: .*skipped unparseable events 1/);
    expect(receiver.received).toHaveLength(1);
  }, 180_000);
});
