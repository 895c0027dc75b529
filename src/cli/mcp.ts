import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createServices } from '../composition.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/connection.js';
import { prepareDatabase } from '../db/migrate.js';
import { createMcpServer } from '../mcp/server.js';

/**
 * `npm run mcp`: the MCP server over stdio for desktop agents, acting with the key in
 * DIRECTORY_API_KEY. Like the other operator commands it joins a running embedded server (or
 * opens DATA_DIR, or DATABASE_URL). Stdout carries only protocol messages; everything else goes
 * to stderr. Each tool call counts against the key's rate limit: in this process's memory on the embedded
 * database, in the window API processes share beside a PostgreSQL server.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.DIRECTORY_API_KEY) throw new Error('DIRECTORY_API_KEY: required (the API key the agent acts with)');
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 4 });
  await prepareDatabase(database);
  const services = createServices(config, database);
  const key = await services.keys.authenticate(config.DIRECTORY_API_KEY);
  const server = createMcpServer({ services, key, consume: () => services.keys.consume(key) });
  const transport = new StdioServerTransport();
  const close = async () => {
    await server.close();
    await services.close();
    await database.close();
    process.exit(0);
  };
  transport.onclose = () => void close();
  process.once('SIGINT', () => void close());
  process.once('SIGTERM', () => void close());
  await server.connect(transport);
  console.error(`directory-service MCP server on stdio (key ${key.id})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
