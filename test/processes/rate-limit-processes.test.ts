import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processDatabaseEnv } from '../helpers/app.js';
import { freePort, runScript, startScript, stopProcess, waitFor } from '../../tools/harness/processes.js';

// Two real API processes on one PostgreSQL database (the production shape): a key's rolling
// window is shared, so a burst split between them is limited as one.
let database: Awaited<ReturnType<typeof processDatabaseEnv>>;
const servers: Array<ReturnType<typeof startScript>> = [];
const ports: number[] = [];

beforeAll(async () => {
  database = await processDatabaseEnv();
  for (let i = 0; i < 2; i += 1) {
    const port = await freePort();
    const server = startScript('src/server.ts', { ...database.env, PORT: String(port), LOG_LEVEL: 'warn' });
    servers.push(server);
    ports.push(port);
    await waitFor(
      async () => (await fetch(`http://127.0.0.1:${port}/`)).ok,
      90_000,
      `API process ${i + 1}\n${server.output()}`,
    );
  }
}, 180_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => stopProcess(server)));
  await database?.cleanup();
});

describe('rate limit across API processes', () => {
  it('lets exactly the key limit through when a burst is split between two processes', async () => {
    const created = await runScript(
      'src/cli/keys.ts',
      [
        'create',
        '--partner',
        'Burst Co',
        '--name',
        'burst',
        '--scopes',
        'regions.read',
        '--rate-limit',
        '10',
        '--json',
      ],
      { ...database.env, LOG_LEVEL: 'warn' },
    );
    expect(created.code, created.stderr).toBe(0);
    const { key } = JSON.parse(created.stdout) as { key: string };
    const statuses = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        fetch(`http://127.0.0.1:${ports[i % 2]}/v1/countries?limit=1`, { headers: { 'x-api-key': key } }).then(
          async (res) => {
            await res.arrayBuffer();
            return res.status;
          },
        ),
      ),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    // Counted apart, each process would have let 10 of its 12 through.
    expect(statuses.filter((status) => status === 429)).toHaveLength(14);
  }, 60_000);
});
