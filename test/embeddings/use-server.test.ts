import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddingProvider } from '../../src/engines/embeddings/provider.js';
import { startUseEmbeddings, USE_MODEL } from '../../tools/harness/local-embeddings.js';

// The second local model's server (tools/embeddings-use) through the service's own provider (the
// `openai` package): the protocol holds, and its score range differs from e5's.
let server: Awaited<ReturnType<typeof startUseEmbeddings>>;

beforeAll(async () => {
  server = await startUseEmbeddings();
}, 180_000);
afterAll(() => {
  server?.process.kill();
});

const cosine = (a: number[], b: number[]) => a.reduce((sum, x, i) => sum + x * b[i]!, 0);

describe('the second local embeddings model', () => {
  it('embeds documents and queries over the OpenAI protocol, 512 normalised dimensions, related texts closer', async () => {
    const provider = createEmbeddingProvider({
      apiKey: 'local',
      baseURL: server.url,
      documentModel: USE_MODEL.model,
      dimensions: USE_MODEL.dimensions,
      batchSize: 64,
      timeoutMs: 60_000,
    });
    const results = await provider.embedDocuments(['black pepper', 'teak garden chair', 'lada hitam']);
    const vectors = results.map((result) => {
      if (!('vector' in result)) throw new Error(result.error);
      return result.vector;
    });
    for (const vector of vectors) {
      expect(vector).toHaveLength(512);
      expect(cosine(vector, vector)).toBeCloseTo(1, 3);
    }
    expect(cosine(vectors[0]!, vectors[2]!)).toBeGreaterThan(cosine(vectors[0]!, vectors[1]!) + 0.2);
    const query = await provider.embedQuery('pepper');
    expect(query).toHaveLength(512);
  });

  it('refuses input that is not text, naming the field', async () => {
    const response = await fetch(`${server.url}/embeddings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: USE_MODEL.model, input: [1, 2] }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/^input:/);
  });
});
