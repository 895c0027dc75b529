import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KIND, processDatabaseEnv } from '../helpers/app.js';
import { freePort, runScript, startScript, stopProcess, waitFor } from '../../tools/harness/processes.js';

// The real server process on a persistent database (an embedded data directory, or a database on
// the PostgreSQL server), and the real operator command run beside it: in embedded mode the
// command joins the server's database instead of opening its files.
let database: Awaited<ReturnType<typeof processDatabaseEnv>>;
let port: number;
let server: ReturnType<typeof startScript>;
const env = () => ({ ...database.env, PORT: String(port), LOG_LEVEL: 'warn' });
const keys = (...args: string[]) => runScript('src/cli/keys.ts', args, env());
const api = (path: string, key: string) => fetch(`http://127.0.0.1:${port}${path}`, { headers: { 'x-api-key': key } });

beforeAll(async () => {
  database = await processDatabaseEnv();
  port = await freePort();
  server = startScript('src/server.ts', env());
  await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/`)).ok, 90_000, `the server\n${server.output()}`);
}, 120_000);

afterAll(async () => {
  if (server) await stopProcess(server);
  await database?.cleanup();
});

describe(`operator commands while the server runs (${DATABASE_KIND})`, () => {
  let id: string;
  let key: string;

  it('creates a key with --json: one JSON object on stdout, usable at once', async () => {
    const result = await keys(
      'create',
      '--partner',
      'Acme Procurement',
      '--name',
      'prod',
      '--scopes',
      'categories.read,regions.read',
      '--rate-limit',
      '120',
      '--json',
    );
    expect(result.code, result.stderr).toBe(0);
    const created = JSON.parse(result.stdout);
    expect(Object.keys(created).sort()).toEqual([
      'expires_at',
      'id',
      'key',
      'name',
      'partner',
      'rate_limit_per_minute',
      'scopes',
    ]);
    expect(created).toMatchObject({
      partner: 'Acme Procurement',
      name: 'prod',
      scopes: ['categories.read', 'regions.read'],
      rate_limit_per_minute: 120,
      expires_at: null,
    });
    ({ id, key } = created);
    const res = await api('/v1/categories', key);
    expect(res.status).toBe(200);
  });

  it('lists keys without their values', async () => {
    const result = await keys('list', '--json');
    expect(result.code, result.stderr).toBe(0);
    const listed = JSON.parse(result.stdout).data;
    expect(listed.map((row: { id: string }) => row.id)).toContain(id);
    expect(result.stdout).not.toContain(key);
    expect(result.stdout).not.toContain(key.slice(12));
  });

  it('refuses an unknown scope and issues nothing', async () => {
    const result = await keys(
      'create',
      '--partner',
      'Acme',
      '--name',
      'bad',
      '--scopes',
      'categories.read,everything',
      '--json',
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('unknown scope everything');
    const listed = JSON.parse((await keys('list', '--json')).stdout).data;
    expect(listed.map((row: { name: string }) => row.name)).not.toContain('bad');
  });

  it('revokes a key: the next request answers 401 Invalid API key', async () => {
    const result = await keys('revoke', id);
    expect(result.code, result.stderr).toBe(0);
    const res = await api('/v1/categories', key);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Invalid API key' });
  });

  it('shows every outbox consumer in indexer status, with its backlog and errors, without Elasticsearch', async () => {
    const json = await runScript('indexer/main.ts', ['status', '--json'], env());
    expect(json.code, json.stderr).toBe(0);
    const { consumers } = JSON.parse(json.stdout) as {
      consumers: Array<{ name: string; backlog: number; errorCount: number }>;
    };
    // In embedded mode the server runs the outbox workers itself (webhook delivery among them).
    if (DATABASE_KIND === 'embedded') expect(consumers.map((consumer) => consumer.name)).toContain('webhooks');
    for (const consumer of consumers)
      expect(consumer).toMatchObject({ backlog: expect.any(Number), errorCount: expect.any(Number) });
    const text = await runScript('indexer/main.ts', ['status'], env());
    expect(text.stdout).toContain('keyword search: Postgres');
  }, 60_000);

  it('refuses a malformed indexer reindex --limit with status 2, naming the option', async () => {
    for (const [args, message] of [
      [['reindex', '--limit', '5'], '--limit goes with reindex --embeddings'],
      [['reindex', '--embeddings', '--limit', '0'], '--limit must be a whole number of at least 1'],
      [['reindex', '--embeddings', '--limit', 'ten'], '--limit must be a whole number of at least 1'],
    ] as const) {
      const result = await runScript('indexer/main.ts', [...args], env());
      expect(result.code, result.stderr).toBe(2);
      expect(result.stderr).toContain(message);
    }
  }, 60_000);

  // On the embedded database a second server is refused (after waiting out its lock for 10 s):
  // test/embedded-lock.test.ts.
  if (DATABASE_KIND === 'postgres') {
    it('runs a second server beside the first on the same PostgreSQL database', async () => {
      const secondPort = await freePort();
      const second = startScript('src/server.ts', { ...env(), PORT: String(secondPort) });
      try {
        await waitFor(
          async () => (await fetch(`http://127.0.0.1:${secondPort}/`)).ok,
          60_000,
          `the second server\n${second.output()}`,
        );
        expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
      } finally {
        expect(await stopProcess(second)).toBe(0);
      }
    }, 90_000);
  }

  it('after the server stops, the command opens the data directory itself and sees the same keys', async () => {
    expect(await stopProcess(server)).toBe(0);
    if (database.env.DATA_DIR) expect(existsSync(join(database.env.DATA_DIR, 'embedded.lock'))).toBe(false);
    const result = await keys('list', '--json');
    expect(result.code, result.stderr).toBe(0);
    const revoked = JSON.parse(result.stdout).data.find((row: { id: string }) => row.id === id);
    expect(revoked).toMatchObject({ is_active: false });
  }, 60_000);
});
