import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '../src/composition.js';
import { parseConfig } from '../src/config.js';
import { openDatabase } from '../src/db/connection.js';
import { prepareDatabase } from '../src/db/migrate.js';
import { SEES_ALL } from '../src/access/visibility.js';
import { processDatabaseEnv } from './helpers/app.js';
import { ROOT } from './helpers/processes.js';

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
      (await services.keys.issue({ partner: 'Desktop agent', name: `stdio ${rateLimitPerMinute}`, scopes, rateLimitPerMinute })).key;
    keys = { all: await issue(['search', 'businesses.read', 'regions.read'], 1000), limited: await issue(['regions.read'], 2) };
    visibleId = (await services.businesses.create({ name: 'Toraja Coffee Roasters', description_en: 'Arabica coffee roastery' } as never)).id;
    hiddenId = (await services.businesses.create({ name: 'Toraja Hidden Roasters', description_en: 'Arabica coffee roastery', visibility: 'internal' } as never)).id;
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

async function connect(key: string) {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ['--import', 'tsx', 'src/cli/mcp.ts'],
    cwd: ROOT,
    env: { ...(process.env as Record<string, string>), ...target.env, DIRECTORY_API_KEY: key, LOG_LEVEL: 'silent' },
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
    expect((await agent.listTools()).tools.map((tool) => tool.name).sort()).toEqual(['get_business', 'list_regions', 'search']);
    const found = await agent.callTool({ name: 'search', arguments: { q: 'toraja roasters', type: 'business' } });
    const hits = (found.structuredContent as { businesses: { data: Array<{ id: string }> } }).businesses.data.map((hit) => hit.id);
    expect(hits).toEqual([visibleId]);
    expect(await agent.callTool({ name: 'get_business', arguments: { id: hiddenId } })).toMatchObject({ isError: true, content: [{ text: `Business ${hiddenId} not found` }] });
    const malformed = await agent.callTool({ name: 'get_business', arguments: { id: 'not-a-uuid' } });
    expect(malformed.isError).toBe(true);
    expect(JSON.stringify(malformed.content)).toMatch(/id/);
  }, 60_000);

  it("counts tool calls against the key's rate limit", async () => {
    const agent = await connect(keys.limited);
    for (let i = 0; i < 2; i += 1) expect((await agent.callTool({ name: 'list_regions', arguments: { country_code: 'ID', limit: 1 } })).isError).toBeFalsy();
    expect(await agent.callTool({ name: 'list_regions', arguments: { country_code: 'ID', limit: 1 } })).toMatchObject({ isError: true, content: [{ text: 'Rate limit exceeded' }] });
  }, 60_000);
});
