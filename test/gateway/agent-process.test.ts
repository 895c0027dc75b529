import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KIND, processDatabaseEnv } from '../helpers/app.js';
import { freePort, runScript, startScript, stopProcess, waitFor } from '../../tools/harness/processes.js';

// `npm run agent` as a real process beside the API: the same database and keys, its own port,
// a clean SIGTERM.
let env: Record<string, string>;
let cleanup: () => Promise<void>;
let api: (ChildProcess & { output: () => string }) | undefined;
let agent: (ChildProcess & { output: () => string }) | undefined;
let apiUrl: string;
let agentUrl: string;

const healthy = (url: string) => async () => (await fetch(`${url}/`)).ok;

beforeAll(async () => {
  const database = await processDatabaseEnv();
  cleanup = database.cleanup;
  const [port, agentPort] = [await freePort(), await freePort()];
  env = { ...database.env, PORT: String(port), AGENT_PORT: String(agentPort), LOG_LEVEL: 'warn', AGENT_PROVIDERS: '' };
  apiUrl = `http://127.0.0.1:${port}`;
  agentUrl = `http://127.0.0.1:${agentPort}`;
  api = startScript('src/server.ts', env);
  await waitFor(healthy(apiUrl), 60_000, `the API\n${api.output()}`);
}, 120_000);
afterAll(async () => {
  if (agent) await stopProcess(agent);
  if (api) await stopProcess(api);
  await cleanup?.();
});

async function issueKey(scopes: string, rateLimit = 100): Promise<string> {
  const issued = await runScript(
    'src/cli/keys.ts',
    [
      'create',
      '--partner',
      'Process partner',
      '--name',
      `k${Date.now()}`,
      '--scopes',
      scopes,
      '--rate-limit',
      String(rateLimit),
      '--json',
    ],
    env,
  );
  expect(issued.code, issued.stderr).toBe(0);
  return JSON.parse(issued.stdout).key;
}

const query = (key: string, question: string) =>
  fetch(`${agentUrl}/v1/query`, {
    method: 'POST',
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    body: JSON.stringify({ question }),
  });

describe('npm run agent', () => {
  it("answers on AGENT_PORT with the keys of the API's database, then stops cleanly on SIGTERM (exit 0)", async () => {
    agent = startScript('src/agent.ts', env);
    await waitFor(healthy(agentUrl), 60_000, `the agent gateway\n${agent.output()}`);
    const key = await issueKey('agent.query,search,businesses.read');
    const answered = await query(key, 'Who can supply rattan chairs in Bali?');
    expect(answered.status).toBe(200);
    const body = (await answered.json()) as { data: { model: null; plan: { intent: string }; answer: string } };
    expect(body.data.model).toBeNull();
    expect(body.data.plan.intent).toBe('search_suppliers');
    expect(answered.headers.get('x-request-id')).toBeTruthy();
    // The API does not serve the gateway's routes, the gateway not the API's.
    expect(
      (
        await fetch(`${apiUrl}/v1/query`, {
          method: 'POST',
          headers: { 'x-api-key': key, 'content-type': 'application/json' },
          body: '{"question":"x"}',
        })
      ).status,
    ).toBe(404);
    expect((await fetch(`${agentUrl}/v1/businesses`, { headers: { 'x-api-key': key } })).status).toBe(404);

    // The window is the one every process on the database counts in (embedded or server): a
    // request spent on the API counts on the gateway, and the other way round.
    const limited = await issueKey('agent.query,search', 2);
    expect((await fetch(`${apiUrl}/v1/search?q=rattan`, { headers: { 'x-api-key': limited } })).status).toBe(200);
    expect((await query(limited, 'rattan chairs')).status).toBe(200);
    expect((await query(limited, 'rattan chairs')).status).toBe(429);
    expect((await fetch(`${apiUrl}/v1/search?q=rattan`, { headers: { 'x-api-key': limited } })).status).toBe(429);

    const code = await stopProcess(agent);
    agent = undefined;
    expect(code).toBe(0);
    // The API still serves.
    expect((await fetch(`${apiUrl}/`)).ok).toBe(true);
  }, 120_000);

  it.runIf(DATABASE_KIND === 'embedded')(
    'refuses to start on an embedded data directory no API serves, naming what to do',
    async () => {
      const other = await processDatabaseEnv();
      try {
        const result = await runScript('src/agent.ts', [], {
          ...other.env,
          AGENT_PORT: String(await freePort()),
          LOG_LEVEL: 'warn',
        });
        expect(result.code).toBe(1);
        expect(result.stderr).toContain('npm start');
      } finally {
        await other.cleanup();
      }
    },
    60_000,
  );
});
