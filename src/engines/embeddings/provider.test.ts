import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createEmbeddingProvider, EmbeddingError } from './provider.js';

/** A provider of our own on loopback that answers with the statuses it is told, in order. */
let server: Server;
let statuses: number[] = [];
let requests: Array<{ model: string; input: string[] }> = [];
let dimensions = 3;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const parsed = JSON.parse(body) as { model: string; input: string[] };
      requests.push(parsed);
      const status = statuses.shift() ?? 200;
      res.writeHead(status, { 'content-type': 'application/json' });
      if (status !== 200) return res.end(JSON.stringify({ error: { message: `status ${status}` } }));
      const data = parsed.input.map((_text, index) => ({ object: 'embedding', index, embedding: Array(dimensions).fill(index / 10) }));
      res.end(JSON.stringify({ object: 'list', data, model: parsed.model, usage: { prompt_tokens: 1, total_tokens: 1 } }));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
});
afterAll(() => server.close());

const provider = (overrides: Partial<Parameters<typeof createEmbeddingProvider>[0]> = {}) => {
  requests = [];
  return createEmbeddingProvider({
    baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    documentModel: 'doc-model',
    queryModel: 'query-model',
    dimensions: 3,
    batchSize: 2,
    backoffMs: 1,
    attempts: 3,
    ...overrides,
  });
};

describe('embeddings provider', () => {
  it('retries a 429, then succeeds', async () => {
    statuses = [429];
    expect(await provider().embedQuery('kursi')).toEqual([0, 0, 0]);
    expect(requests.map((request) => request.model)).toEqual(['query-model', 'query-model']);
  });

  it('gives up after its attempts on 5xx with an error naming the provider and the model', async () => {
    statuses = [500, 502, 503];
    const failing = provider();
    await expect(failing.embedDocuments(['a'])).rejects.toThrow(/embeddings provider http:\/\/127\.0\.0\.1:\d+\/v1 \(model doc-model\) failed after 3 attempt\(s\): 503/);
    expect(requests).toHaveLength(3);
  });

  it('does not retry a 400', async () => {
    statuses = [400];
    await expect(provider().embedDocuments(['a'])).rejects.toBeInstanceOf(EmbeddingError);
    expect(requests).toHaveLength(1);
  });

  it('refuses vectors of the wrong length', async () => {
    statuses = [];
    dimensions = 5;
    await expect(provider().embedQuery('x')).rejects.toThrow('returned 5 dimensions; EMBEDDINGS_DIMENSIONS is 3');
    dimensions = 3;
  });

  it('splits documents into batches of the configured size, in order', async () => {
    statuses = [];
    const vectors = await provider().embedDocuments(['a', 'b', 'c', 'd', 'e']);
    expect(requests.map((request) => request.input)).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
    expect(vectors.map((vector) => vector[0])).toEqual([0, 0.1, 0, 0.1, 0]);
  });

  it('embeds with the real local server: 384 dimensions, an English query nearer its Indonesian translation', async () => {
    const real = createEmbeddingProvider({ baseURL: inject('embeddingsUrl'), apiKey: 'local', documentModel: 'e5-passage', queryModel: 'e5-query', dimensions: 384, batchSize: 2 });
    const [translation, unrelated] = await real.embedDocuments(['Biji kopi arabika yang disangrai untuk kafe', 'Panel surya untuk atap rumah']);
    const query = await real.embedQuery('roasted coffee beans');
    const cosine = (a: number[], b: number[]) => a.reduce((sum, value, index) => sum + value * b[index]!, 0);
    expect(query).toHaveLength(384);
    expect(cosine(query, translation!)).toBeGreaterThan(cosine(query, unrelated!));
  });
});
