import { createServer } from 'node:net';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, runScript, startScript, stopProcess, waitFor } from '../../tools/harness/processes.js';
import { type PostgresServer, startPostgresServer } from '../../tools/harness/postgres-server.js';
import { parseExposition, value } from '../helpers/prometheus.js';

// The admin listeners of the three real processes (API, worker, agent gateway) on a real
// PostgreSQL server owned by this file: their probes through a database stop and start, and the
// configuration mistakes that must stop a process.
let postgres: PostgresServer;
let databaseUrl: string;
const processes: Array<{ name: string; child: ReturnType<typeof startScript>; admin: number }> = [];
let apiPort: number;

const env = () => ({ DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' });

async function status(port: number, path: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(4_000) });
  return { status: response.status, body: await response.json() };
}

/** Milliseconds until every process's /readyz answers `expected`, polled every 100 ms. */
async function untilEveryReadyz(expected: number, limitMs: number): Promise<number> {
  const started = Date.now();
  const pending = new Set(processes);
  while (pending.size > 0) {
    for (const process of [...pending]) {
      const answer = await status(process.admin, '/readyz').catch(() => undefined);
      if (answer?.status === expected) pending.delete(process);
    }
    if (Date.now() - started > limitMs) {
      throw new Error(`/readyz of ${[...pending].map((p) => p.name).join(', ')} not ${expected} within ${limitMs} ms`);
    }
    if (pending.size > 0) await sleep(100);
  }
  return Date.now() - started;
}

beforeAll(async () => {
  postgres = startPostgresServer({ port: await freePort() });
  databaseUrl = postgres.url('postgres');
  apiPort = await freePort();
  const apiAdmin = await freePort();
  const api = startScript('src/server.ts', { ...env(), PORT: String(apiPort), ADMIN_PORT: String(apiAdmin) });
  processes.push({ name: 'api', child: api, admin: apiAdmin });
  await waitFor(async () => (await fetch(`http://127.0.0.1:${apiPort}/`)).ok, 90_000, `the API\n${api.output()}`);
  const workerAdmin = await freePort();
  const worker = startScript('src/worker.ts', { ...env(), ADMIN_PORT: String(workerAdmin) });
  processes.push({ name: 'worker', child: worker, admin: workerAdmin });
  const agentAdmin = await freePort();
  const agent = startScript('src/agent.ts', {
    ...env(),
    AGENT_PORT: String(await freePort()),
    ADMIN_PORT: String(agentAdmin),
  });
  processes.push({ name: 'agent', child: agent, admin: agentAdmin });
  for (const process of processes) {
    await waitFor(
      async () => (await status(process.admin, '/livez')).status === 200,
      90_000,
      `${process.name}'s admin listener\n${process.child.output()}`,
    );
  }
}, 240_000);

afterAll(async () => {
  for (const process of processes) await stopProcess(process.child);
  postgres?.stop();
});

describe('the probes of every process (server mode)', () => {
  it('each process answers /livez, /readyz and parseable /metrics on its own admin port; the API port keeps the /v1 rule', async () => {
    for (const process of processes) {
      expect(await status(process.admin, '/livez'), process.name).toEqual({ status: 200, body: { status: 'ok' } });
      expect(await status(process.admin, '/readyz'), process.name).toEqual({
        status: 200,
        body: { status: 'ready' },
      });
      const metrics = await fetch(`http://127.0.0.1:${process.admin}/metrics`);
      const families = await parseExposition(await metrics.text());
      expect(value(families, 'directory_process_cpu_seconds_total'), process.name).toBeGreaterThan(0);
      expect(families.map((family) => family.name)).toContain('directory_db_pool_connections');
    }
    expect((await fetch(`http://127.0.0.1:${apiPort}/metrics`)).status).toBe(400);
  }, 120_000);

  it('/readyz turns 503 naming the database within 5 s of it stopping, and 200 within 5 s of its return; /livez stays 200', async () => {
    postgres.halt();
    let down: number;
    try {
      down = await untilEveryReadyz(503, 15_000);
      for (const process of processes) {
        expect(await status(process.admin, '/readyz'), process.name).toEqual({
          status: 503,
          body: { status: 'unavailable', failing: ['database'] },
        });
        expect((await status(process.admin, '/livez')).status, process.name).toBe(200);
        expect(process.child.exitCode, `${process.name} exited:\n${process.child.output()}`).toBeNull();
      }
    } finally {
      postgres.resume();
    }
    const up = await untilEveryReadyz(200, 15_000);
    expect(down).toBeLessThan(5_000);
    expect(up).toBeLessThan(5_000);
  }, 120_000);
});

describe('admin configuration mistakes stop the process naming the variable', () => {
  it.each([
    ['src/server.ts', { PORT: '4321', ADMIN_PORT: '4321' }, /ADMIN_PORT: must differ from PORT \(4321\)/],
    ['src/agent.ts', { AGENT_PORT: '4322', ADMIN_PORT: '4322' }, /ADMIN_PORT: must differ from AGENT_PORT \(4322\)/],
    ['src/worker.ts', { ADMIN_PORT: '70000' }, /ADMIN_PORT:/],
  ])('%s with %j', async (script, settings, message) => {
    const result = await runScript(script, [], { ...env(), ...settings });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(message);
  });

  it('an admin port already in use stops the worker, naming ADMIN_PORT', async () => {
    const taken = createServer().listen(0, '127.0.0.1');
    await once(taken, 'listening');
    const port = (taken.address() as { port: number }).port;
    try {
      const result = await runScript('src/worker.ts', [], { ...env(), ADMIN_PORT: String(port) });
      expect(result.code).toBe(1);
      expect(`${result.stdout}${result.stderr}`).toMatch(
        new RegExp(`ADMIN_PORT: cannot listen on 127\\.0\\.0\\.1:${port}`),
      );
    } finally {
      taken.close();
    }
  }, 60_000);
});
