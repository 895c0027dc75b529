// A caching proxy in front of an embeddings server (the local one, or the model an evaluation was
// given) for `npm run eval:search`: vectors are kept in .cache/eval-embeddings/ by model and text
// hash, so a second run embeds only the texts that changed. It speaks the OpenAI embeddings
// protocol on both sides, and sends the upstream's key when it has one.
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { appendFileSync, createReadStream, existsSync, mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

interface EmbeddingsRequest {
  model: string;
  input: string | string[];
}

export interface EmbeddingsCache {
  url: string;
  stats: () => { hits: number; misses: number };
  close: () => Promise<void>;
}

export async function startEmbeddingsCache(
  upstream: string,
  directory: string,
  options: { apiKey?: string } = {},
): Promise<EmbeddingsCache> {
  mkdirSync(directory, { recursive: true });
  // Vectors as 32-bit floats (what the models return): the full bench's 120k vectors fill
  // about 190 MB so, and the file (over 1 GB of JSON) is read a line at a time, as no string
  // may hold it whole.
  const caches = new Map<string, Promise<Map<string, Float32Array>>>();
  const fileOf = (model: string) => join(directory, `${model.replace(/[^a-zA-Z0-9._-]/g, '_')}.jsonl`);
  async function load(file: string): Promise<Map<string, Float32Array>> {
    const cache = new Map<string, Float32Array>();
    if (!existsSync(file)) return cache;
    for await (const line of createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity })) {
      if (line.trim() === '') continue;
      const entry = JSON.parse(line) as { h: string; v: number[] };
      cache.set(entry.h, Float32Array.from(entry.v));
    }
    return cache;
  }
  const cacheOf = (model: string) => {
    let cache = caches.get(model);
    if (!cache) {
      cache = load(fileOf(model));
      caches.set(model, cache);
    }
    return cache;
  };
  const hash = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
  let hits = 0;
  let misses = 0;

  async function embed(request: EmbeddingsRequest, signal: AbortSignal): Promise<number[][]> {
    const inputs = Array.isArray(request.input) ? request.input : [request.input];
    const cache = await cacheOf(request.model);
    const hashes = inputs.map(hash);
    const missing = [...new Set(hashes.filter((h) => !cache.has(h)))];
    hits += inputs.length - missing.length;
    misses += missing.length;
    if (missing.length > 0) {
      const texts = missing.map((h) => inputs[hashes.indexOf(h)]!);
      const response = await fetch(`${upstream}/embeddings`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: request.model, input: texts }),
        signal,
      });
      if (!response.ok) throw new Error(`upstream ${response.status}: ${await response.text()}`);
      const body = (await response.json()) as { data: Array<{ index: number; embedding: number[] }> };
      const lines: string[] = [];
      for (const item of body.data) {
        cache.set(missing[item.index]!, Float32Array.from(item.embedding));
        lines.push(JSON.stringify({ h: missing[item.index], v: item.embedding }));
      }
      appendFileSync(fileOf(request.model), `${lines.join('\n')}\n`);
    }
    return hashes.map((h) => Array.from(cache.get(h)!));
  }

  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      // The client gave up (its timeout): stop waiting for the model on its behalf.
      const aborted = new AbortController();
      res.on('close', () => {
        if (!res.writableFinished) aborted.abort();
      });
      const request = JSON.parse(body) as EmbeddingsRequest;
      embed(request, aborted.signal).then(
        (vectors) => {
          const data = vectors.map((embedding, index) => ({ object: 'embedding', index, embedding }));
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify({
              object: 'list',
              data,
              model: request.model,
              usage: { prompt_tokens: 0, total_tokens: 0 },
            }),
          );
        },
        (error: unknown) => {
          if (res.destroyed) return;
          res.writeHead(502, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { message: (error as Error).message } }));
        },
      );
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    stats: () => ({ hits, misses }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
