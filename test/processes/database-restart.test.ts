import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, runScript, startScript, stopProcess, waitFor } from '../../tools/harness/processes.js';
import { type Receiver, startReceiver } from '../helpers/webhooks.js';
import { type PostgresServer, startPostgresServer } from '../../tools/harness/postgres-server.js';

// Server mode under what production does to a database: connections terminated by the server
// (pg_terminate_backend, a pooler's idle timeout, a failover) and a restart while the API takes
// writes. A real PostgreSQL server owned by this file, the real API process and the real worker
// process. Before the pool had an 'error' listener, one dropped idle connection ended both
// processes with "Unhandled 'error' event ... Connection terminated unexpectedly".
let postgres: PostgresServer;
let databaseUrl: string;
let api: ReturnType<typeof startScript>;
let worker: ReturnType<typeof startScript>;
let apiUrl: string;
let key: string;
let receiver: Receiver;

const env = () => ({ DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });

async function createBusiness(name: string, signal?: AbortSignal): Promise<{ status: number; id?: string }> {
  const response = await fetch(`${apiUrl}/v1/businesses`, {
    method: 'POST',
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    body: JSON.stringify({ name, description_en: 'Teak furniture maker' }),
    signal,
  });
  const body = (await response.json()) as { data?: { id: string } };
  return { status: response.status, id: body.data?.id };
}

/** Resolves when the receiver has a business.created delivery for this business. */
async function delivered(businessId: string, timeoutMs: number): Promise<void> {
  await waitFor(
    async () => receiver.received.some((delivery) => JSON.parse(delivery.body).data.business_id === businessId),
    timeoutMs,
    `the webhook for ${businessId}\n${worker.output()}`,
  );
}

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function expectRunning(): void {
  expect(api.exitCode, `the API exited:\n${api.output()}`).toBeNull();
  expect(worker.exitCode, `the worker exited:\n${worker.output()}`).toBeNull();
}

beforeAll(async () => {
  postgres = startPostgresServer({ port: await freePort() });
  databaseUrl = postgres.url('postgres');
  const port = await freePort();
  apiUrl = `http://127.0.0.1:${port}`;
  api = startScript('src/server.ts', { ...env(), PORT: String(port) });
  await waitFor(async () => (await fetch(`${apiUrl}/`)).ok, 90_000, `the API\n${api.output()}`);
  worker = startScript('src/worker.ts', env());
  const created = await runScript(
    'src/cli/keys.ts',
    [
      'create',
      '--partner',
      'Faults',
      '--name',
      'faults',
      '--scopes',
      'businesses.read,businesses.write,webhooks.manage',
      '--json',
    ],
    env(),
  );
  expect(created.code, created.stderr).toBe(0);
  key = (JSON.parse(created.stdout) as { key: string }).key;
  receiver = await startReceiver();
  const subscribed = await fetch(`${apiUrl}/v1/webhooks`, {
    method: 'POST',
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    body: JSON.stringify({ event_type: 'business.created', target_url: receiver.url }),
  });
  expect(subscribed.status).toBe(201);
  // The worker is up and delivering before anything is done to the database.
  const first = await createBusiness('PT Sebelum');
  await delivered(first.id!, 60_000);
}, 240_000);

afterAll(async () => {
  if (api) await stopProcess(api);
  if (worker) await stopProcess(worker);
  await receiver?.close();
  postgres?.stop();
});

describe('dropped database connections and a database restart (server mode)', () => {
  it('the API and the worker survive their connections being terminated by the server, and keep serving', async () => {
    const terminated = await withAdmin(async (admin) => {
      const { rows } = await admin.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()`,
      );
      for (const { pid } of rows) await admin.query('SELECT pg_terminate_backend($1)', [pid]);
      return rows.length;
    });
    // The API's pool, the worker's pool: at least one idle connection each.
    expect(terminated).toBeGreaterThanOrEqual(2);
    await sleep(1_000);
    expectRunning();

    expect((await fetch(`${apiUrl}/`)).status).toBe(200);
    const after = await createBusiness('PT Sesudah Putus');
    expect(after.status).toBe(201);
    await delivered(after.id!, 30_000);
    expectRunning();
    // Each process says what happened, with the cause: an idle connection as a lost connection
    // (the API's are idle here), one ended mid-query as the failure of that query (the worker's may be).
    expect(api.output()).toMatch(/"msg":"database connection lost/);
    for (const process of [api, worker])
      expect(process.output()).toContain('terminating connection due to administrator command');
  }, 90_000);

  it('a PostgreSQL restart under write load: the API answers again within seconds, no acknowledged write is lost, the worker delivers', async () => {
    const acknowledged: string[] = [];
    const failed: number[] = [];
    let restarted = false;
    let acknowledgedAfterRestart = 0;
    let stopLoad = false;
    // A bounded load loop: one write at a time, each with its own deadline, never more than 600.
    const load = (async () => {
      for (let i = 0; i < 600 && !stopLoad; i += 1) {
        try {
          const result = await createBusiness(`PT Beban ${i}`, AbortSignal.timeout(5_000));
          if (result.status === 201) {
            acknowledged.push(result.id!);
            if (restarted) acknowledgedAfterRestart += 1;
          } else failed.push(result.status);
        } catch {
          failed.push(0);
        }
        await sleep(20);
      }
    })();

    await waitFor(async () => acknowledged.length >= 10, 30_000, 'writes before the restart');
    postgres.halt();
    await sleep(3_000);
    // While the database is away: every process is still running, and the health check says so.
    expectRunning();
    const away = await fetch(`${apiUrl}/`);
    expect(away.status).toBe(503);
    expect(await away.json()).toMatchObject({ status: 'degraded' });

    postgres.resume();
    restarted = true;
    const back = Date.now();
    await waitFor(async () => (await fetch(`${apiUrl}/`)).status === 200, 10_000, 'the health check after the restart');
    await waitFor(async () => acknowledgedAfterRestart >= 5, 15_000, `writes after the restart\n${api.output()}`);
    const answeredWithinMs = Date.now() - back;
    stopLoad = true;
    await load;
    expect(answeredWithinMs).toBeLessThan(15_000);
    // Some writes failed while the database was away (a 5xx or a timeout, never a lie).
    expect(failed.length).toBeGreaterThan(0);
    // Refused while the database was away: 503 (retryable), or no answer at all (0), never 500.
    expect(failed.every((status) => status === 0 || status === 503)).toBe(true);
    expect(failed).toContain(503);

    const stored = await withAdmin(async (admin) => {
      const { rows } = await admin.query<{ id: string }>('SELECT id FROM businesses WHERE id = ANY($1::uuid[])', [
        acknowledged,
      ]);
      return new Set(rows.map((row) => row.id));
    });
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);

    expectRunning();
    // The worker is still delivering: a business created now reaches the receiver.
    const later = await createBusiness('PT Sesudah Restart');
    expect(later.status).toBe(201);
    await delivered(later.id!, 30_000);
    expectRunning();
  }, 120_000);
});
