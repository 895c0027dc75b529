import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireKey } from '../http/guards.js';
import { bodyErrors, errorSchema, idParams, protectedErrors } from '../http/schemas.js';
import { serializerCompiler } from '../http/serialization.js';
import { agentAnswerResponse, agentAnswerSchema, queryBody } from './gateway.schemas.js';
import type { GatewayEvent, GatewayService } from './gateway.service.js';

const tags = ['agent'];

/** The `done` event's data: the answer as the JSON response writes it (exact amounts included). */
const serializeAnswer = serializerCompiler({
  schema: agentAnswerSchema,
  method: 'POST',
  url: '/v1/query',
  httpStatus: '200',
});

/** Whether the caller asked for server-sent events (`Accept: text/event-stream`). */
function wantsEventStream(accept: string | undefined): boolean {
  return (accept ?? '').split(',').some((part) => part.split(';', 1)[0]!.trim().toLowerCase() === 'text/event-stream');
}

/** One SSE event; data is one line of JSON (JSON never contains a raw newline). */
function sse(reply: FastifyReply, event: string, json: string): void {
  reply.raw.write(`event: ${event}\ndata: ${json}\n\n`);
}

function eventJson(event: GatewayEvent): [string, string] {
  switch (event.type) {
    case 'plan':
      return ['plan', JSON.stringify(event.plan)];
    case 'action':
      return ['action', JSON.stringify(event.action)];
    case 'answer':
      return ['answer', JSON.stringify({ delta: event.delta })];
  }
}

export function gatewayRoutes(gateway: GatewayService) {
  return async function register(fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.post('/v1/query', {
      config: { scope: 'agent.query' },
      schema: {
        operationId: 'askQuery',
        tags,
        summary:
          'Answers a question in English or Indonesian from directory records: the plan understood, the matching suppliers and products, the tool calls made and a short answer (stored for the partner)',
        description:
          'With `Accept: text/event-stream` the answer streams as server-sent events: `plan` (the plan), `action` (each tool call), `answer` (`{ "delta" }` text pieces) and `done` (the full answer object, as `data` of the JSON response). ' +
          'A failure after the stream started is an `error` event (`{ "error" }`). Each question counts once against the key\'s rate limit.',
        body: queryBody,
        response: {
          200: agentAnswerResponse.describe('The answer (JSON), or with Accept: text/event-stream the event stream'),
          ...protectedErrors,
          413: bodyErrors[413],
          415: bodyErrors[415],
          503: errorSchema,
        },
      },
      handler: async (request, reply) => {
        const key = requireKey(request);
        if (!wantsEventStream(request.headers.accept)) {
          return { data: await gateway.ask(request.body, key, { log: request.log }) };
        }
        let streaming = false;
        try {
          const answer = await gateway.ask(request.body, key, {
            log: request.log,
            onStart() {
              streaming = true;
              reply.hijack();
              reply.raw.writeHead(200, {
                'content-type': 'text/event-stream; charset=utf-8',
                'cache-control': 'no-cache',
                connection: 'keep-alive',
                'x-request-id': request.id,
              });
            },
            onEvent: (event) => sse(reply, ...eventJson(event)),
          });
          sse(reply, 'done', serializeAnswer(answer));
        } catch (error) {
          // Before the stream starts (a conversation of another partner) the error handler answers as usual.
          if (!streaming) throw error;
          request.log.error({ err: error, requestId: request.id }, 'agent query failed while streaming');
          sse(reply, 'error', JSON.stringify({ error: 'Internal server error' }));
        }
        reply.raw.end();
        return reply;
      },
    });

    app.get('/v1/query/:id', {
      config: { scope: 'agent.query' },
      schema: {
        operationId: 'getQuery',
        tags,
        summary: "A stored answer by id (the key's partner only; another partner's answer is 404)",
        params: idParams,
        response: { 200: agentAnswerResponse, ...protectedErrors },
      },
      handler: async (request) => ({ data: await gateway.get(request.params.id, requireKey(request)) }),
    });
  };
}
