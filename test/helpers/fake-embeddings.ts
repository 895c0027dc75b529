import { createHash } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the server answers: as it should, with vectors one dimension too long, with HTTP 500, or never. */
export type ProviderBehaviour = 'healthy' | 'wrong-dimensions' | 'error-500' | 'hang';

export interface FakeEmbeddingsServer {
  /** The base URL the `openai` client is given (OPENAI_BASE_URL). */
  url: string;
  dimensions: number;
  behaviour: ProviderBehaviour;
  /** Embeddings requests received so far. */
  requests: number;
  /** Texts received so far, over all requests. */
  inputs: number;
  /** The texts themselves, in the order received. */
  texts: string[];
  /** Requests held open right now by 'hang' (a client that gives up closes its connection). */
  hanging: number;
  close(): Promise<void>;
}

/**
 * A unit vector from the text's hash: the same text always gets the same vector, different texts
 * differ, and every component is positive, so any two vectors have a positive cosine similarity.
 */
function vectorOf(text: string, dimensions: number): number[] {
  const bytes = createHash('sha256').update(text).digest();
  const raw = Array.from({ length: dimensions }, (_, index) => bytes[index % bytes.length]! + 1);
  const norm = Math.hypot(...raw);
  return raw.map((value) => value / norm);
}

/**
 * A real HTTP server speaking the OpenAI embeddings protocol (`POST /embeddings`), whose behaviour
 * a test switches at any time: a provider that misbehaves the way real ones do.
 */
export async function startFakeEmbeddings(dimensions: number): Promise<FakeEmbeddingsServer> {
  const state: FakeEmbeddingsServer = {
    url: '',
    dimensions,
    behaviour: 'healthy',
    requests: 0,
    inputs: 0,
    texts: [],
    hanging: 0,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    state.requests += 1;
    if (state.behaviour === 'hang') {
      // Holds the connection open until the client or the server closes it.
      state.hanging += 1;
      response.on('close', () => (state.hanging -= 1));
      return;
    }
    if (request.method !== 'POST' || !request.url?.endsWith('/embeddings')) {
      response
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    if (state.behaviour === 'error-500') {
      response
        .writeHead(500, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'model crashed', type: 'server_error' } }));
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { model: string; input: string | string[] };
    const inputs = Array.isArray(body.input) ? body.input : [body.input];
    state.inputs += inputs.length;
    state.texts.push(...inputs);
    const length = state.behaviour === 'wrong-dimensions' ? dimensions + 1 : dimensions;
    response.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        object: 'list',
        model: body.model,
        data: inputs.map((text, index) => ({ object: 'embedding', index, embedding: vectorOf(text, length) })),
        usage: { prompt_tokens: inputs.length, total_tokens: inputs.length },
      }),
    );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return state;
}

/** The environment of an app whose embeddings come from `url` (any OpenAI-compatible server). */
export function embeddingsEnv(url: string, dimensions: number): Record<string, string> {
  return {
    EMBEDDINGS_PROVIDER: 'openai',
    OPENAI_BASE_URL: url,
    OPENAI_API_KEY: 'test',
    EMBEDDINGS_MODEL: 'fake-embeddings',
    EMBEDDINGS_DIMENSIONS: String(dimensions),
    // The fake vectors carry no meaning: every stored vector is a hit, so hit shapes are exercised.
    SEMANTIC_THRESHOLD_DEFAULT: '0',
    // No dictionary definitions: their senses would be sent to the provider beside the records'
    // texts, which these tests count, and meaningless vectors choose no sense worth testing
    // (test/semantic-definitions.test.ts tests them with the real model).
    SEMANTIC_DEFINITION_MARGIN: 'off',
  };
}
