// The evaluation's choice of embeddings model (tools/harness/local-embeddings.ts) and its vector cache
// (bench/embeddings-cache.ts) in front of a real OpenAI-protocol server on loopback.
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddingsCache } from './embeddings-cache.js';
import { embeddingsEnv, embeddingsModelOf, LOCAL_MODEL } from '../tools/harness/local-embeddings.js';

describe('the evaluation model options', () => {
  const url = 'http://127.0.0.1:9/v1';
  it.each([
    [{ 'embeddings-model': 'm' }, '--embeddings-model goes with --embeddings-url'],
    [{ 'embeddings-dimensions': '8' }, '--embeddings-dimensions goes with --embeddings-url'],
    [{ 'embeddings-query-model': 'q' }, '--embeddings-query-model goes with --embeddings-url'],
    [{ 'embeddings-url': url }, '--embeddings-url needs --embeddings-model'],
    [{ 'embeddings-url': url, 'embeddings-model': 'm' }, '--embeddings-url needs --embeddings-dimensions'],
    [
      { 'embeddings-url': url, 'embeddings-model': 'm', 'embeddings-dimensions': 'many' },
      '--embeddings-url needs --embeddings-dimensions',
    ],
    [
      { 'embeddings-url': url, 'embeddings-model': 'm', 'embeddings-dimensions': '0' },
      '--embeddings-url needs --embeddings-dimensions',
    ],
    [
      { 'embeddings-url': url, 'embeddings-model': 'm', 'embeddings-dimensions': '1.5' },
      '--embeddings-url needs --embeddings-dimensions',
    ],
  ])('refuses %j, naming the option', (values, message) => {
    expect(() => embeddingsModelOf(values)).toThrow(message);
  });

  it('is the local e5 model without options, and the given one with them', () => {
    expect(embeddingsModelOf({})).toEqual(LOCAL_MODEL);
    expect(embeddingsEnv('http://cache/v1')).toMatchObject({
      EMBEDDINGS_MODEL: 'e5-passage',
      EMBEDDINGS_QUERY_MODEL: 'e5-query',
      EMBEDDINGS_DIMENSIONS: '384',
    });
    const given = embeddingsModelOf({
      'embeddings-url': `${url}//`,
      'embeddings-model': 'doc',
      'embeddings-dimensions': '768',
    });
    expect(given).toEqual({ url, model: 'doc', queryModel: 'doc', dimensions: 768 });
    expect(
      embeddingsModelOf({
        'embeddings-url': url,
        'embeddings-model': 'doc',
        'embeddings-query-model': 'ask',
        'embeddings-dimensions': '8',
      }).queryModel,
    ).toBe('ask');
    expect(embeddingsEnv('http://cache/v1', given)).toMatchObject({
      OPENAI_BASE_URL: 'http://cache/v1',
      EMBEDDINGS_MODEL: 'doc',
      EMBEDDINGS_QUERY_MODEL: 'doc',
      EMBEDDINGS_DIMENSIONS: '768',
    });
  });
});

describe('the vector cache in front of a model', () => {
  const seen: Array<{ headers: IncomingHttpHeaders; model: string; input: string[] }> = [];
  let upstream: Server;
  let upstreamUrl: string;
  let directory: string;
  // A vector that says which text and model it was made for.
  const vectorOf = (model: string, text: string) => [text.length, model.length, text.charCodeAt(0)];

  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 'eval-cache-'));
    upstream = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const request = JSON.parse(body) as { model: string; input: string[] };
        seen.push({ headers: req.headers, ...request });
        const data = request.input.map((text, index) => ({
          object: 'embedding',
          index,
          embedding: vectorOf(request.model, text),
        }));
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ object: 'list', data, model: request.model }));
      });
    });
    upstream.listen(0, '127.0.0.1');
    await once(upstream, 'listening');
    upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => {
    upstream.close();
    rmSync(directory, { recursive: true, force: true });
  });

  const embed = async (url: string, model: string, input: string[]) => {
    const response = await fetch(`${url}/embeddings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model, input }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: Array<{ embedding: number[] }> }).data.map((item) => item.embedding);
  };

  it('sends the key upstream, asks only for texts it lacks, and keeps them for the next run', async () => {
    const cache = await startEmbeddingsCache(upstreamUrl, directory, { apiKey: 'sk-test' });
    try {
      expect(await embed(cache.url, 'doc', ['mug', 'kettle'])).toEqual([
        vectorOf('doc', 'mug'),
        vectorOf('doc', 'kettle'),
      ]);
      expect(seen.at(-1)).toMatchObject({ model: 'doc', input: ['mug', 'kettle'] });
      expect(seen.at(-1)!.headers.authorization).toBe('Bearer sk-test');
      expect(await embed(cache.url, 'doc', ['kettle', 'teapot'])).toEqual([
        vectorOf('doc', 'kettle'),
        vectorOf('doc', 'teapot'),
      ]);
      expect(seen.at(-1)!.input).toEqual(['teapot']);
      // Another model's vectors are its own, even for the same text.
      expect(await embed(cache.url, 'ask', ['mug'])).toEqual([vectorOf('ask', 'mug')]);
      expect(seen).toHaveLength(3);
      expect(cache.stats()).toEqual({ hits: 1, misses: 4 });
    } finally {
      await cache.close();
    }
    const again = await startEmbeddingsCache(upstreamUrl, directory);
    try {
      expect(await embed(again.url, 'doc', ['teapot', 'mug'])).toEqual([
        vectorOf('doc', 'teapot'),
        vectorOf('doc', 'mug'),
      ]);
      expect(seen).toHaveLength(3);
      await embed(again.url, 'doc', ['cup']);
      expect(seen.at(-1)!.headers.authorization).toBeUndefined();
    } finally {
      await again.close();
    }
  });
});
