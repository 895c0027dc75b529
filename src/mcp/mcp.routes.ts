import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyInstance } from 'fastify';
import { requireKey } from '../http/guards.js';
import { createMcpServer } from './server.js';
import type { McpServices } from './tools.js';

/**
 * POST /v1/mcp: the Streamable HTTP transport, stateless with JSON responses (a server and a
 * transport per request). The guard has checked the key and counted the request against its rate
 * limit, as for every route. MCP clients discover the tools with tools/list, so the route stays out
 * of the OpenAPI document.
 */
export function mcpRoutes(services: McpServices) {
  return async function register(app: FastifyInstance) {
    app.post('/v1/mcp', {
      schema: { hide: true },
      handler: async (request, reply) => {
        const server = createMcpServer({ services, key: requireKey(request), log: request.log });
        const transport = new StreamableHTTPServerTransport({
          sessionIdGenerator: undefined,
          enableJsonResponse: true,
        });
        reply.hijack();
        reply.raw.setHeader('x-request-id', request.id);
        reply.raw.on('close', () => {
          void transport.close();
          void server.close();
        });
        await server.connect(transport);
        await transport.handleRequest(request.raw, reply.raw, request.body);
      },
    });
  };
}
