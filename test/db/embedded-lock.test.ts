import { once } from 'node:events';
import { readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirectoryBusyError, startEmbeddedHost } from '../../src/db/embedded.js';
import { templateDataDir } from '../helpers/app.js';
import { freePort, runScript, startScript, stopProcess, waitFor } from '../../tools/harness/processes.js';

// The embedded data directory's lock after a hard stop. In a container the server is PID 1, so
// after a SIGKILL, an OOM kill or a shutdown past its grace period the lock names a PID that is
// alive again (the next server's, or init's): "PID alive" alone must not keep the directory locked.
// A data directory written from the migrated template: each server starts without migrating.
let target: Awaited<ReturnType<typeof templateDataDir>>;
let dataDir: string;
let lockPath: string;
const servers: Array<ReturnType<typeof startScript>> = [];

async function startServer(): Promise<{ server: ReturnType<typeof startScript>; port: number }> {
  const port = await freePort();
  const server = startScript('src/server.ts', { DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' });
  servers.push(server);
  const exited = once(server, 'exit').then(() => {
    throw new Error(`the server exited with ${server.exitCode}:\n${server.output()}`);
  });
  await Promise.race([
    waitFor(async () => (await fetch(`http://127.0.0.1:${port}/`)).ok, 90_000, `the server\n${server.output()}`),
    exited,
  ]);
  exited.catch(() => {});
  return { server, port };
}

async function kill(server: ReturnType<typeof startScript>): Promise<void> {
  const exited = once(server, 'exit');
  server.kill('SIGKILL');
  await exited;
}

beforeAll(async () => {
  target = await templateDataDir();
  dataDir = target.dataDir;
  lockPath = join(dataDir, 'embedded.lock');
  // A real server opens the directory and is killed: its lock and socket file stay behind.
  await kill((await startServer()).server);
}, 120_000);

afterAll(async () => {
  for (const server of servers) await stopProcess(server);
  await target?.cleanup();
});

describe('embedded data directory lock', () => {
  it.each([
    ['PID 1 (a container restart: the new server is PID 1 again)', 1],
    ['a live process that is not a server (this test runner)', process.pid],
  ])(
    'a lock left by a killed server naming %s does not block the next start',
    async (_what, pid) => {
      const lock = JSON.parse(readFileSync(lockPath, 'utf8')) as { pid: number };
      writeFileSync(lockPath, JSON.stringify({ ...lock, pid }));
      const { server, port } = await startServer();
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
      await kill(server);
    },
    120_000,
  );

  it('still refuses a second server while a live one holds the directory', async () => {
    const { server, port } = await startServer();
    const second = await runScript('src/server.ts', [], {
      DATA_DIR: dataDir,
      PORT: String(await freePort()),
      LOG_LEVEL: 'warn',
    });
    expect(second.code).toBe(1);
    expect(second.stderr).toMatch(/in use by process \d+/);
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
    expect(await stopProcess(server)).toBe(0);
  }, 120_000);

  it('a lock file still being written counts as held for a while, then as abandoned', async () => {
    const other = await templateDataDir();
    const dir = other.dataDir;
    try {
      // Created (O_EXCL) but its contents not written yet: another process is taking the lock.
      writeFileSync(join(dir, 'embedded.lock'), '');
      await expect(startEmbeddedHost({ dataDir: dir })).rejects.toBeInstanceOf(DataDirectoryBusyError);
      // Left that way by a process killed in between: after a while it is stale.
      const old = new Date(Date.now() - 60_000);
      utimesSync(join(dir, 'embedded.lock'), old, old);
      const host = await startEmbeddedHost({ dataDir: dir });
      expect(JSON.parse(readFileSync(join(dir, 'embedded.lock'), 'utf8'))).toMatchObject({ pid: process.pid });
      await host.close();
    } finally {
      await other.cleanup();
    }
  }, 60_000);
});
