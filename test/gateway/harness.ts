import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { createGateway, VERSION } from '../../src/composition.js';
import { parseConfig } from '../../src/config.js';
import { buildAgentApp } from '../../src/gateway/app.js';
import type { TestApp } from '../helpers/app.js';

/** The agent gateway's app on a test app's database and services, configured by `env` (AGENT_PROVIDERS, AGENT_TIMEOUT_MS). */
export async function agentApp(t: TestApp, env: Record<string, string> = {}): Promise<FastifyInstance> {
  const config = parseConfig({ LOG_LEVEL: 'silent', ...env });
  const app = await buildAgentApp({
    config,
    version: VERSION,
    keys: t.services.keys,
    gateway: createGateway(config, t.database, t.services),
    readiness: t.services.readiness(),
  });
  await app.ready();
  return app;
}

export async function ask(app: FastifyInstance, key: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/query',
    headers: { 'x-api-key': key, 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
  return {
    status: res.statusCode,
    body: String(res.headers['content-type'] ?? '').startsWith('application/json') ? res.json() : undefined,
    raw: res,
  };
}

/** A response body of server-sent events, parsed by a maintained SSE parser. */
export function parseEvents(text: string): EventSourceMessage[] {
  const events: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (event) => events.push(event) });
  parser.feed(text);
  return events;
}

export interface ChatRequestBody {
  model: string;
  messages: Array<{
    role: string;
    content: string | null;
    tool_calls?: Array<{ id: string; function: { name: string; arguments: string } }>;
    tool_call_id?: string;
  }>;
  tools?: Array<{ type: 'function'; function: { name: string; parameters: Record<string, unknown> } }>;
  response_format?: { type: string; json_schema?: { name: string; strict: boolean; schema: Record<string, unknown> } };
}

/** What a scripted provider does with one request: answer, fail with a status, or never answer. */
export type Scripted = { reply: ChatReply } | { status: number } | { hang: true };
export type ChatReply =
  | { toolCalls: Array<{ name: string; arguments: Record<string, unknown> }> }
  | { content: string };

let callId = 0;
function completion(model: string, reply: ChatReply) {
  const message =
    'toolCalls' in reply
      ? {
          role: 'assistant',
          content: null,
          tool_calls: reply.toolCalls.map((call) => ({
            id: `call_${++callId}`,
            type: 'function',
            function: { name: call.name, arguments: JSON.stringify(call.arguments) },
          })),
        }
      : { role: 'assistant', content: reply.content };
  return {
    id: `chatcmpl-${callId}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message, finish_reason: 'toolCalls' in reply ? 'tool_calls' : 'stop' }],
    usage: { prompt_tokens: 100, completion_tokens: 10, total_tokens: 110 },
  };
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

/**
 * A real HTTP server speaking the chat-completions protocol, one provider per path prefix
 * (`/a/v1`, `/b/v1`), each answering by its script. Every request is recorded.
 */
export async function startScriptedModels(script: (provider: string, body: ChatRequestBody) => Scripted) {
  const requests: Array<{ provider: string; body: ChatRequestBody }> = [];
  const hanging = new Set<import('node:http').ServerResponse>();
  const server: Server = createServer(async (request, response) => {
    const match = /^\/(\w+)\/v1\/chat\/completions$/.exec(request.url ?? '');
    if (!match || request.method !== 'POST') {
      response.writeHead(404).end();
      return;
    }
    const body = (await readJson(request)) as ChatRequestBody;
    requests.push({ provider: match[1]!, body });
    const outcome = script(match[1]!, body);
    if ('hang' in outcome) {
      hanging.add(response);
      return;
    }
    if ('status' in outcome) {
      response
        .writeHead(outcome.status, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'scripted failure', type: 'server_error' } }));
      return;
    }
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify(completion(body.model, outcome.reply)));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as AddressInfo).port;
  return {
    requests,
    /** AGENT_PROVIDERS for these providers, in this order. */
    providers: (...names: string[]) =>
      JSON.stringify(
        names.map((name) => ({ base_url: `http://127.0.0.1:${port}/${name}/v1`, model: `scripted-${name}` })),
      ),
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

/** The final structured answer a scripted model gives. */
export function finalAnswer(fields: Partial<Record<string, unknown>> = {}): ChatReply {
  return {
    content: JSON.stringify({
      intent: 'search_suppliers',
      keywords: 'rattan chairs',
      category_id: null,
      region_id: null,
      country_id: null,
      quantity: null,
      unit: null,
      answer: 'Scripted answer.',
      ...fields,
    }),
  };
}
