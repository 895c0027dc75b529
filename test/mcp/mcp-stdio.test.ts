import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices, prepareDatabase } from '../../src/composition.js';
import { parseConfig } from '../../src/config.js';
import { openDatabase } from '../../src/db/connection.js';
import { SEES_ALL } from '../../src/access/visibility.js';
import { processDatabaseEnv } from '../helpers/app.js';
import { ROOT, runScript } from '../../tools/harness/processes.js';
import { scriptArgs } from '../../tools/harness/scripts.js';

// `npm run mcp` as a desktop agent runs it: a real process speaking MCP over stdio, driven by the
// SDK's own client, on a persistent database (the command opens it itself, as operator commands do).
let target: Awaited<ReturnType<typeof processDatabaseEnv>>;
let keys: { all: string; limited: string };
let visibleId: string;
let hiddenId: string;
const clients: Client[] = [];

beforeAll(async () => {
  target = await processDatabaseEnv();
  const config = parseConfig({ LOG_LEVEL: 'silent', ...target.env });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 2 });
  try {
    await prepareDatabase(database);
    const services = createServices(config, database);
    const issue = async (scopes: string[], rateLimitPerMinute: number) =>
      (
        await services.keys.issue({
          partner: 'Desktop agent',
          name: `stdio ${rateLimitPerMinute}`,
          scopes,
          rateLimitPerMinute,
        })
      ).key;
    keys = {
      all: await issue(['search', 'businesses.read', 'regions.read'], 1000),
      limited: await issue(['regions.read'], 2),
    };
    visibleId = (
      await services.businesses.create({
        name: 'Toraja Coffee Roasters',
        description_en: 'Arabica coffee roastery',
      } as never)
    ).id;
    hiddenId = (
      await services.businesses.create({
        name: 'Toraja Hidden Roasters',
        description_en: 'Arabica coffee roastery',
        visibility: 'internal',
      } as never)
    ).id;
    expect((await services.businesses.get(hiddenId, SEES_ALL)).visibility).toBe('internal');
    await services.close();
  } finally {
    await database.close();
  }
}, 120_000);

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await target?.cleanup();
});

const processEnv = (key: string) => ({
  ...(process.env as Record<string, string>),
  ...target.env,
  DIRECTORY_API_KEY: key,
  LOG_LEVEL: 'silent',
});

/** Issues a key with the operator command, as an operator would while agents are connected. */
async function issueKey(scopes: string): Promise<{ id: string; key: string }> {
  const result = await runScript(
    'src/cli/keys.ts',
    ['create', '--partner', 'Desktop agent', '--name', 'revocable', '--scopes', scopes, '--json'],
    target.env,
  );
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as { id: string; key: string };
}

/** Runs a statement on the database the stdio server uses (joining it, as operator commands do). */
async function onDatabase(statement: string, values: unknown[]): Promise<void> {
  const config = parseConfig({ LOG_LEVEL: 'silent', ...target.env });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 1 });
  try {
    await database.pool.query(statement, values);
  } finally {
    await database.close();
  }
}

/** The stdio server as a bare process: its exit code and everything it wrote to stderr once `end` has ended it. */
async function runUntilEnded(
  key: string,
  end: (child: ReturnType<typeof spawn>) => void,
): Promise<{ code: number | null; signal: string | null; stderr: string }> {
  const child = spawn(process.execPath, scriptArgs('src/cli/mcp.ts'), {
    cwd: ROOT,
    env: processEnv(key),
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  child.stdout.resume();
  const closed = once(child, 'close');
  const started = Date.now();
  while (!stderr.includes('MCP server on stdio') && child.exitCode === null && Date.now() - started < 60_000) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(stderr).toContain('MCP server on stdio');
  end(child);
  const [code, signal] = (await closed) as [number | null, string | null];
  return { code, signal, stderr };
}

async function connect(key: string) {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: scriptArgs('src/cli/mcp.ts'),
    cwd: ROOT,
    env: processEnv(key),
    stderr: 'pipe',
  });
  const client = new Client({ name: 'desktop-agent', version: '1.0.0' });
  await client.connect(transport);
  clients.push(client);
  return client;
}

describe('npm run mcp (stdio)', () => {
  it('lists the tools of the key, searches without returning hidden businesses, and names a malformed field', async () => {
    const agent = await connect(keys.all);
    expect((await agent.listTools()).tools.map((tool) => tool.name).sort()).toEqual([
      'get_business',
      'list_regions',
      'search',
    ]);
    const found = await agent.callTool({ name: 'search', arguments: { q: 'toraja roasters', type: 'business' } });
    const hits = (found.structuredContent as { businesses: { data: Array<{ id: string }> } }).businesses.data.map(
      (hit) => hit.id,
    );
    expect(hits).toEqual([visibleId]);
    expect(await agent.callTool({ name: 'get_business', arguments: { id: hiddenId } })).toMatchObject({
      isError: true,
      content: [{ text: `Business ${hiddenId} not found` }],
    });
    const malformed = await agent.callTool({ name: 'get_business', arguments: { id: 'not-a-uuid' } });
    expect(malformed.isError).toBe(true);
    expect(JSON.stringify(malformed.content)).toMatch(/id/);
  }, 60_000);

  it("counts tool calls against the key's rate limit", async () => {
    const agent = await connect(keys.limited);
    for (let i = 0; i < 2; i += 1)
      expect(
        (await agent.callTool({ name: 'list_regions', arguments: { country_code: 'ID', limit: 1 } })).isError,
      ).toBeFalsy();
    expect(await agent.callTool({ name: 'list_regions', arguments: { country_code: 'ID', limit: 1 } })).toMatchObject({
      isError: true,
      content: [{ text: 'Rate limit exceeded' }],
    });
  }, 60_000);

  it('admits the key on every tool call: revoked mid-session, the next call fails with Invalid API key', async () => {
    const issued = await issueKey('regions.read');
    const agent = await connect(issued.key);
    const call = () => agent.callTool({ name: 'list_regions', arguments: { country_code: 'ID', limit: 1 } });
    expect((await call()).isError).toBeFalsy();
    const revoked = await runScript('src/cli/keys.ts', ['revoke', issued.id], target.env);
    expect(revoked.code, revoked.stderr).toBe(0);
    expect(await call()).toMatchObject({ isError: true, content: [{ text: 'Invalid API key' }] });
  }, 90_000);

  it('admits the key on every tool call: expired mid-session, the next call fails with API key expired', async () => {
    const issued = await issueKey('regions.read');
    const agent = await connect(issued.key);
    const call = () => agent.callTool({ name: 'list_regions', arguments: { country_code: 'ID', limit: 1 } });
    expect((await call()).isError).toBeFalsy();
    await onDatabase("UPDATE api_keys SET expires_at = now() - interval '1 second' WHERE id = $1", [issued.id]);
    expect(await call()).toMatchObject({ isError: true, content: [{ text: 'API key expired' }] });
  }, 90_000);

  it('records its searches in the search log as endpoint mcp, and logs on stderr only: stdout is the protocol', async () => {
    // A row past the retention: the server deletes it about a second after it starts, and says so at
    // info. The servers the tests above started (still running) delete old rows a second after their
    // start and then hourly: the row is written once their turn has passed.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await onDatabase(
      `INSERT INTO search_log (searched_at, partner_id, key_id, endpoint, type, query, filtered, hits, latency_ms)
       SELECT now() - interval '40 days', partner_id, id, 'search', 'all', 'stale query', false, 0, 1 FROM api_keys LIMIT 1`,
      [],
    );
    const child = spawn(process.execPath, scriptArgs('src/cli/mcp.ts'), {
      cwd: ROOT,
      env: { ...processEnv(keys.all), LOG_LEVEL: 'info' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const closed = once(child, 'close');
    const send = (message: object) => child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', ...message })}\n`);
    send({
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
    });
    send({ method: 'notifications/initialized' });
    send({ id: 2, method: 'tools/call', params: { name: 'search', arguments: { q: 'Toraja  Roasters' } } });
    const started = Date.now();
    while (!(stdout.includes('"id":2') && stderr.includes('search log: old rows deleted'))) {
      if (child.exitCode !== null || Date.now() - started > 30_000)
        throw new Error(`stdout:\n${stdout}\nstderr:\n${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    child.stdin.end();
    const [code] = (await closed) as [number | null];
    expect(code, stderr).toBe(0);
    for (const line of stdout.split('\n').filter(Boolean)) expect(JSON.parse(line)).toMatchObject({ jsonrpc: '2.0' });
    expect(stdout).not.toContain('search log');

    const config = parseConfig({ LOG_LEVEL: 'silent', ...target.env });
    const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 1 });
    try {
      const logged = await database.pool.query('SELECT endpoint, query FROM search_log ORDER BY id');
      expect(logged.rows).toContainEqual({ endpoint: 'mcp', query: 'toraja roasters' });
      expect(logged.rows.map((row) => row.query)).not.toContain('stale query');
    } finally {
      await database.close();
    }
  }, 90_000);

  it('ends cleanly on SIGTERM: exit 0, no stack overflow', async () => {
    const ended = await runUntilEnded(keys.all, (child) => child.kill('SIGTERM'));
    expect(ended.stderr).not.toContain('Maximum call stack');
    expect(ended.stderr).not.toMatch(/RangeError|error while closing/);
    expect(ended).toMatchObject({ code: 0, signal: null });
  }, 90_000);

  it('ends cleanly when the agent closes its stdin: exit 0, no stack overflow', async () => {
    const ended = await runUntilEnded(keys.all, (child) => child.stdin!.end());
    expect(ended.stderr).not.toContain('Maximum call stack');
    expect(ended.stderr).not.toMatch(/RangeError|error while closing/);
    expect(ended).toMatchObject({ code: 0, signal: null });
  }, 90_000);
});
