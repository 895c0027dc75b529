import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  createEmbeddingProvider,
  cutToModelInput,
  type DocumentEmbedding,
  EmbeddingAbandonedError,
  EmbeddingError,
} from './provider.js';

/**
 * A provider of our own on loopback that answers with the statuses it is told, in order, after
 * the delay `delayOf` gives for the request (a slow model); it notes requests the client gave up on.
 */
let server: Server;
let statuses: number[] = [];
let requests: Array<{ model: string; input: string[] }> = [];
let dimensions = 3;
let delayOf: (input: string[]) => number = () => 0;
let abandoned = 0;
/** Requests being answered right now, and the most at once since the last reset. */
let inFlight = 0;
let mostInFlight = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const parsed = JSON.parse(body) as { model: string; input: string[] };
      requests.push(parsed);
      const status = statuses.shift() ?? 200;
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      res.on('close', () => (inFlight -= 1));
      const timer = setTimeout(() => {
        res.writeHead(status, { 'content-type': 'application/json' });
        if (status !== 200) return res.end(JSON.stringify({ error: { message: `status ${status}` } }));
        const data = parsed.input.map((_text, index) => ({
          object: 'embedding',
          index,
          embedding: Array(dimensions).fill(index / 10),
        }));
        res.end(
          JSON.stringify({ object: 'list', data, model: parsed.model, usage: { prompt_tokens: 1, total_tokens: 1 } }),
        );
      }, delayOf(parsed.input));
      res.on('close', () => {
        if (!res.writableFinished) {
          abandoned += 1;
          clearTimeout(timer);
        }
      });
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
});
afterAll(() => server.close());

const vector = (result: DocumentEmbedding | undefined) => {
  if (!result || !('vector' in result)) throw new Error(`no vector: ${JSON.stringify(result)}`);
  return result.vector;
};

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
    await expect(failing.embedDocuments(['a'])).rejects.toThrow(
      /embeddings provider http:\/\/127\.0\.0\.1:\d+\/v1 \(model doc-model\) failed after 3 attempt\(s\): 503/,
    );
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
    expect(vectors.map((result) => vector(result)[0])).toEqual([0, 0.1, 0, 0.1, 0]);
  });

  for (const [concurrency, setting] of [
    [1, undefined],
    [3, 3],
  ] as const) {
    it(`keeps at most ${concurrency} request(s) in flight (concurrency ${setting ?? 'unset, a compatible server'}) and answers in the texts' order`, async () => {
      statuses = [];
      delayOf = () => 50;
      mostInFlight = 0;
      try {
        const texts = Array.from({ length: 12 }, (_, index) => `text ${index}`);
        const results = await provider({ concurrency: setting }).embedDocuments(texts);
        expect(mostInFlight).toBe(concurrency);
        expect(requests).toHaveLength(6);
        // the fake model's vector is the input's index in its request: batches of 2, in order
        expect(results.map((result) => vector(result)[0])).toEqual(texts.map((_, index) => (index % 2) / 10));
        expect(requests.flatMap((request) => request.input).sort()).toEqual([...texts].sort());
      } finally {
        delayOf = () => 0;
      }
    });
  }

  it('embeds with the real local server: 384 dimensions, an English query nearer its Indonesian translation', async () => {
    const real = createEmbeddingProvider({
      baseURL: inject('embeddingsUrl'),
      apiKey: 'local',
      documentModel: 'e5-passage',
      queryModel: 'e5-query',
      dimensions: 384,
      batchSize: 2,
    });
    const [translation, unrelated] = (
      await real.embedDocuments(['Biji kopi arabika yang disangrai untuk kafe', 'Panel surya untuk atap rumah'])
    ).map(vector);
    const query = await real.embedQuery('roasted coffee beans');
    const cosine = (a: number[], b: number[]) => a.reduce((sum, value, index) => sum + value * b[index]!, 0);
    expect(query).toHaveLength(384);
    expect(cosine(query, translation!)).toBeGreaterThan(cosine(query, unrelated!));
  });
});

describe('embeddings provider with a model slower than its timeout', () => {
  afterEach(() => {
    delayOf = () => 0;
  });

  it('splits a batch that times out and sends the halves again, keeping the order', async () => {
    // The model answers batches of up to 2 at once and takes far longer than the timeout for more.
    delayOf = (input) => (input.length > 2 ? 5_000 : 0);
    abandoned = 0;
    const slow = provider({ batchSize: 8, timeoutMs: 300 });
    const started = performance.now();
    const results = await slow.embedDocuments(['a', 'b', 'c', 'd', 'e', 'f']);
    // the fake model's vector is the input's index in its request
    expect(results.map((result) => vector(result)[0])).toEqual([0, 0.1, 0, 0.1, 0, 0.1]);
    expect(requests.map((request) => request.input)).toEqual([
      ['a', 'b', 'c', 'd', 'e', 'f'],
      ['a', 'b', 'c'],
      // halved again, and the following batches keep the size that went through
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
    ]);
    // the two requests it gave up on were cancelled (their connections closed), not left running
    await expect.poll(() => abandoned).toBe(2);
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it('answers an error for the one text that still times out alone, and vectors for the others', async () => {
    delayOf = (input) => (input.includes('stuck') ? 5_000 : 0);
    const slow = provider({ batchSize: 4, timeoutMs: 300 });
    const results = await slow.embedDocuments(['a', 'stuck', 'c', 'd']);
    expect(results.map((result) => ('vector' in result ? 'vector' : result.error))).toEqual([
      'vector',
      expect.stringMatching(/did not answer 1 input\(s\) within 300 ms/),
      'vector',
      'vector',
    ]);
  });

  it('does not retry a query that timed out', async () => {
    delayOf = () => 5_000;
    await expect(provider({ timeoutMs: 200 }).embedQuery('kursi')).rejects.toThrow(
      'did not answer 1 input(s) within 200 ms',
    );
    expect(requests).toHaveLength(1);
  });

  it("stops a query at the caller's deadline: the request in flight is cancelled and none follows", async () => {
    delayOf = () => 5_000;
    abandoned = 0;
    const started = performance.now();
    await expect(
      provider({ timeoutMs: 10_000 }).embedQuery('kursi', { signal: AbortSignal.timeout(150) }),
    ).rejects.toThrow(EmbeddingAbandonedError);
    expect(performance.now() - started).toBeLessThan(2_000);
    await expect.poll(() => abandoned).toBe(1);
    expect(requests).toHaveLength(1);
  });

  it("stops retrying a failing query at the caller's deadline", async () => {
    delayOf = () => 0;
    statuses = [500, 500, 500, 500];
    const started = performance.now();
    await expect(
      provider({ attempts: 4, backoffMs: 2_000 }).embedQuery('kursi', { signal: AbortSignal.timeout(100) }),
    ).rejects.toThrow(EmbeddingAbandonedError);
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(requests.length).toBeLessThan(4);
    statuses = [];
  });

  it('sends texts cut to what the model reads', async () => {
    const long = `${'word '.repeat(1000)}end`;
    await provider({ maxInputChars: 100 }).embedDocuments([long, 'short']);
    expect(requests[0]!.input[0]!.length).toBeLessThanOrEqual(100);
    expect(requests[0]!.input[1]).toBe('short');
  });
});

describe('cutToModelInput', () => {
  it.each([
    ['short text', 20, 'short text'],
    ['one two three four', 10, 'one two'],
    ['abcdefghijklmnop', 5, 'abcde'],
    ['exactly ten', 11, 'exactly ten'],
  ])('cuts %j to at most %i characters at a word boundary', (text, max, expected) => {
    expect(cutToModelInput(text, max)).toBe(expected);
  });
});
