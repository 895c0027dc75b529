import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import packageJson from '../../package.json' with { type: 'json' };
import { RateLimitedError } from '../lib/errors.js';
import { type Logger, silentLogger } from '../lib/logger.js';
import type { AuthenticatedKey } from '../access/authenticated-key.js';
import { type McpServices, toolsFor } from './tools.js';

export interface McpServerOptions {
  services: McpServices;
  key: AuthenticatedKey;
  /** Counts one tool call against the key's rate limit (stdio); over HTTP the route's guard counts the request. */
  consume?: () => Promise<boolean>;
  /** The request's logger over HTTP; silent when absent (stdio: stdout carries the protocol). */
  log?: Logger;
}

/**
 * The MCP server for one key: only the tools whose REST scope the key holds, each calling the
 * same service as its route, with the key's visibility. Domain errors come back as tool errors
 * carrying the REST message.
 */
export function createMcpServer(options: McpServerOptions): McpServer {
  const server = new McpServer({ name: 'directory-service', version: packageJson.version });
  const context = { services: options.services, key: options.key, log: options.log ?? silentLogger };
  for (const definition of toolsFor(options.key)) {
    server.registerTool(
      definition.name,
      {
        title: definition.title,
        description: definition.description,
        inputSchema: definition.input,
        outputSchema: definition.output,
        annotations: {
          readOnlyHint: definition.readOnly,
          destructiveHint: false,
          idempotentHint: definition.readOnly,
          openWorldHint: false,
        },
      },
      async (args: unknown) => {
        if (options.consume && !(await options.consume())) throw new RateLimitedError();
        const result = definition.forAgents(await definition.run(args as never, context));
        return {
          structuredContent: result as Record<string, unknown>,
          content: [{ type: 'text' as const, text: definition.render(result) }],
        };
      },
    );
  }
  return server;
}
