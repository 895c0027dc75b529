import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, runScript, startScript, stopProcess, waitFor } from './helpers/processes.js';

// The real server process on a persistent embedded database, and the real operator command
// run beside it: the command joins the server's database instead of opening its files.
const dataDir = mkdtempSync(join(tmpdir(), 'directory-cli-'));
let port: number;
let server: ReturnType<typeof startScript>;
const env = () => ({ DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' });
const keys = (...args: string[]) => runScript('src/cli/keys.ts', args, env());
const api = (path: string, key: string) => fetch(`http://127.0.0.1:${port}${path}`, { headers: { 'x-api-key': key } });

beforeAll(async () => {
  port = await freePort();
  server = startScript('src/server.ts', env());
  await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/`)).ok, 90_000, `the server\n${server.output()}`);
}, 120_000);

afterAll(async () => {
  if (server) await stopProcess(server);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('operator commands while the server runs (embedded mode)', () => {
  let id: string;
  let key: string;

  it('creates a key with --json: one JSON object on stdout, usable at once', async () => {
    const result = await keys('create', '--partner', 'Acme Procurement', '--name', 'prod', '--scopes', 'categories.read,regions.read', '--rate-limit', '120', '--json');
    expect(result.code, result.stderr).toBe(0);
    const created = JSON.parse(result.stdout);
    expect(Object.keys(created).sort()).toEqual(['expires_at', 'id', 'key', 'name', 'partner', 'rate_limit_per_minute', 'scopes']);
    expect(created).toMatchObject({ partner: 'Acme Procurement', name: 'prod', scopes: ['categories.read', 'regions.read'], rate_limit_per_minute: 120, expires_at: null });
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
    const result = await keys('create', '--partner', 'Acme', '--name', 'bad', '--scopes', 'categories.read,everything', '--json');
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

  it('refuses to start a second server on the same data directory', async () => {
    const second = await runScript('src/server.ts', [], { ...env(), PORT: String(await freePort()) });
    expect(second.code).toBe(1);
    expect(second.stderr).toMatch(/in use by process \d+/);
    // The first server is unharmed.
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
  }, 60_000);

  it('after the server stops, the command opens the data directory itself and sees the same keys', async () => {
    expect(await stopProcess(server)).toBe(0);
    expect(existsSync(join(dataDir, 'embedded.lock'))).toBe(false);
    const result = await keys('list', '--json');
    expect(result.code, result.stderr).toBe(0);
    const revoked = JSON.parse(result.stdout).data.find((row: { id: string }) => row.id === id);
    expect(revoked).toMatchObject({ is_active: false });
  }, 60_000);
});
