import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createServices, prepareDatabase } from '../composition.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/connection.js';
import { createMcpServer } from '../mcp/server.js';
import { createProcessLogger } from '../lib/process-logger.js';

/**
 * `npm run mcp`: the MCP server over stdio for desktop agents, acting with the key in
 * DIRECTORY_API_KEY. Like the other operator commands it joins a running embedded server (or
 * opens DATA_DIR, or DATABASE_URL). Stdout carries only protocol messages; everything else goes
 * to stderr. Every tool call is admitted as an HTTP request is (keys.admit): a key revoked or
 * expired mid-session fails the next call with its 401 message, and each call counts against the
 * key's rate limit (in the window the API's processes share, on either database).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const apiKey = config.DIRECTORY_API_KEY;
  if (!apiKey) throw new Error('DIRECTORY_API_KEY: required (the API key the agent acts with)');
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 4 });
  await prepareDatabase(database);
  // Stdout carries the protocol: what the services log (the search log's warnings) goes to stderr.
  const services = createServices(config, database, { log: createProcessLogger(config.LOG_LEVEL, 'mcp', 'stderr') });
  // Checked (not counted) at start so a wrong key fails fast; the tools offered follow its scopes.
  const key = await services.keys.authenticate(apiKey);
  const server = createMcpServer({ services, key, consume: async () => (await services.keys.admit(apiKey)).admitted });
  const transport = new StdioServerTransport();

  // Closing the server closes the transport, whose onclose calls this again, synchronously and
  // before any promise could be stored: a flag set first ends that loop (and a signal arriving
  // while stdin ends) at once.
  let closing = false;
  const close = async (): Promise<void> => {
    if (closing) return;
    closing = true;
    let code = 0;
    try {
      await server.close();
      await services.close();
      await database.close();
    } catch (error) {
      console.error(`error while closing: ${error instanceof Error ? error.message : String(error)}`);
      code = 1;
    }
    process.exit(code);
  };
  transport.onclose = () => void close();
  // The agent closing our stdin is its way of ending the session.
  process.stdin.once('end', () => void close());
  process.once('SIGINT', () => void close());
  process.once('SIGTERM', () => void close());
  await server.connect(transport);
  console.error(`directory-service MCP server on stdio (key ${key.id})`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
