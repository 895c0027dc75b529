import { existsSync } from 'node:fs';
import { once } from 'node:events';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/connection.js';
import { findRunningHost } from '../../src/db/embedded.js';
import { templateDataDir } from '../helpers/app.js';
import { freePort, startScript, waitFor } from '../../tools/harness/processes.js';

// A data directory written from the migrated template: the server starts without migrating.
let target: Awaited<ReturnType<typeof templateDataDir>>;
let dataDir: string;
beforeAll(async () => {
  target = await templateDataDir();
  dataDir = target.dataDir;
});
afterAll(() => target?.cleanup());

// The real server process on the embedded default, stopped with SIGTERM while a request waits on the database.
describe('graceful shutdown', () => {
  it('finishes a request in flight, refuses new connections, and releases the data directory', async () => {
    const port = await freePort();
    const server = startScript('src/server.ts', { DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'info' });
    const exited = once(server, 'exit');
    await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/`)).ok, 90_000, `the server\n${server.output()}`);

    // An open transaction on the embedded database holds every other connection's queries.
    const host = (await findRunningHost(dataDir))!;
    const blocker = new pg.Client({ host: host.socketDir, port: host.port, user: 'postgres', database: 'postgres' });
    await blocker.connect();
    await blocker.query('BEGIN');
    await blocker.query('SELECT 1');
    const inFlight = fetch(`http://127.0.0.1:${port}/`);
    await new Promise((resolve) => setTimeout(resolve, 300));

    server.kill('SIGTERM');
    await waitFor(async () => server.output().includes('shutting down'), 10_000, 'the shutdown to begin');
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();

    await blocker.query('COMMIT');
    await blocker.end();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok' });
    const [code] = await exited;
    expect(code, server.output()).toBe(0);

    expect(existsSync(join(dataDir, 'embedded.lock')) || (await findRunningHost(dataDir)) !== undefined).toBe(false);
    const reopened = await openDatabase({ dataDir, mustHost: true });
    expect((await reopened.pool.query('SELECT count(*)::int AS n FROM countries')).rows[0].n).toBeGreaterThan(200);
    await reopened.close();
  }, 120_000);
});
