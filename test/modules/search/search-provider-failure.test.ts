import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visibilityOf } from '../../../src/access/visibility.js';
import { createEmbeddingProvider } from '../../../src/engines/embeddings/provider.js';
import { createEmbeddingsRepository } from '../../../src/engines/embeddings/embeddings.repository.js';
import { createPostgresEngine } from '../../../src/engines/postgres-engine.js';
import { createBusinessesRepository } from '../../../src/modules/businesses/businesses.repository.js';
import { createProductsRepository } from '../../../src/modules/products/products.repository.js';
import { createSearchService } from '../../../src/modules/search/search.service.js';
import type { Logger } from '../../../src/lib/logger.js';
import { hybridQuery, semanticQuery } from '../../../src/modules/search/search.schemas.js';
import { startTestApp, type TestApp } from '../../helpers/app.js';
import { createBusiness, fetchJson } from '../../helpers/factories.js';
import {
  embeddingsEnv,
  type FakeEmbeddingsServer,
  type ProviderBehaviour,
  startFakeEmbeddings,
} from '../../helpers/fake-embeddings.js';
import { deadPort } from '../../helpers/webhooks.js';

// An embeddings provider that is configured but misbehaves: semantic search
// answers 503 with a message the client can act on, hybrid answers from the keyword leg, and the
// log keeps the cause. The provider is a real HTTP server speaking the OpenAI protocol, or a port
// with nothing listening on it.

const DIMENSIONS = 8;
const UNAVAILABLE =
  'Semantic search is unavailable: the embeddings provider did not answer; use /v1/search or try again later';

let provider: FakeEmbeddingsServer;
/** An app on the fake provider (its behaviour switched per case), and one on a port that refuses connections. */
let served: TestApp;
let refused: TestApp;
const keys = new Map<TestApp, string>();

beforeAll(async () => {
  provider = await startFakeEmbeddings(DIMENSIONS);
  served = await startTestApp({ env: embeddingsEnv(provider.url, DIMENSIONS) });
  refused = await startTestApp({ env: embeddingsEnv(`http://127.0.0.1:${await deadPort()}/v1`, DIMENSIONS) });
  for (const t of [served, refused]) {
    keys.set(t, await t.key(['search']));
    const writer = await t.key(['businesses.write']);
    await createBusiness(t, writer, {
      name: 'Kopi Gayo Roasters',
      description_en: 'Arabica coffee from Aceh, roasted for cafes',
    });
    await createBusiness(t, writer, {
      name: 'Java Coffee Traders',
      description_en: 'Green coffee beans for roasteries',
    });
  }
}, 120_000);
afterAll(async () => {
  await served?.close();
  await refused?.close();
  await provider?.close();
});

/** Every way the provider fails, and the app that meets it. */
const FAILURES: Array<{ name: string; app: () => TestApp; behaviour: ProviderBehaviour }> = [
  { name: 'returns vectors of the wrong length', app: () => served, behaviour: 'wrong-dimensions' },
  { name: 'answers 500 (after its retries)', app: () => served, behaviour: 'error-500' },
  { name: 'refuses connections', app: () => refused, behaviour: 'healthy' },
];

describe.each(FAILURES)('when the embeddings provider $name', ({ app, behaviour }) => {
  beforeAll(() => {
    provider.behaviour = behaviour;
  });
  afterAll(() => {
    provider.behaviour = 'healthy';
  });

  it('answers semantic search with 503 and a message naming the way out', async () => {
    const t = app();
    const res = await fetchJson(t, '/v1/semantic-search?q=coffee', keys.get(t)!);
    expect(res).toEqual({ status: 503, body: { error: UNAVAILABLE } });
  });

  it('answers hybrid search from the keyword leg, with mode keyword, as keyword search ranks it', async () => {
    const t = app();
    const key = keys.get(t)!;
    const keyword = await fetchJson(t, '/v1/search?q=coffee&type=business', key);
    const hybrid = await fetchJson(t, '/v1/hybrid-search?q=coffee&type=business', key);
    expect(hybrid.status).toBe(200);
    expect(hybrid.body).toMatchObject({
      query: 'coffee',
      mode: 'keyword',
      semantic_ratio: 0,
      businesses: { total: keyword.body.businesses.total },
    });
    expect(hybrid.body.businesses.total).toBe(2);
    expect(hybrid.body.businesses.data.map((hit: { id: string }) => hit.id)).toEqual(
      keyword.body.businesses.data.map((hit: { id: string }) => hit.id),
    );
    for (const [index, hit] of (
      hybrid.body.businesses.data as Array<{ keyword_rank: number; semantic_rank: null }>
    ).entries()) {
      expect(hit).toMatchObject({ keyword_rank: index + 1, semantic_rank: null });
    }
  });

  it("keeps the provider's error in the log, not in the answer", async () => {
    const t = app();
    const warnings: Array<{ object: object; message?: string }> = [];
    const log: Logger = { info() {}, error() {}, warn: (object, message) => warnings.push({ object, message }) };
    const viewer = visibilityOf(new Set(['search']));
    const result = await t.services.search.hybrid(hybridQuery.parse({ q: 'coffee' }), viewer, log);
    expect(result.mode).toBe('keyword');
    await expect(t.services.search.semantic(semanticQuery.parse({ q: 'coffee' }), viewer, log)).rejects.toThrow(
      UNAVAILABLE,
    );
    expect(warnings).toHaveLength(2);
    for (const warning of warnings) {
      expect(warning.message).toBe('embeddings provider failed on a search query');
      expect(String((warning.object as { err: Error }).err.message)).toMatch(
        /embeddings provider .* (dimensions|failed after)/,
      );
    }
  });
});

describe('when the embeddings provider does not answer at all', () => {
  it('answers within the query budget: semantic unavailable, hybrid from keywords', async () => {
    const db = served.database.db;
    // The app's own wiring with a short budget (the default, QUERY_EMBEDDING_BUDGET_MS, is seconds).
    const search = createSearchService({
      engine: createPostgresEngine(db),
      businessesRepository: createBusinessesRepository(db),
      productsRepository: createProductsRepository(db),
      semantic: {
        provider: createEmbeddingProvider({
          baseURL: provider.url,
          apiKey: 'test',
          documentModel: 'fake-embeddings',
          dimensions: DIMENSIONS,
          batchSize: 16,
        }),
        embeddings: createEmbeddingsRepository(db),
        cutoffs: async () => ({ threshold: 0, definitionMargin: undefined }),
        queryBudgetMs: 500,
      },
    });
    const viewer = visibilityOf(new Set(['search']));
    provider.behaviour = 'hang';
    try {
      const started = Date.now();
      const hybrid = await search.hybrid(hybridQuery.parse({ q: 'coffee', type: 'business' }), viewer);
      expect(hybrid).toMatchObject({ mode: 'keyword', semantic_ratio: 0, businesses: { total: 2 } });
      await expect(search.semantic(semanticQuery.parse({ q: 'coffee' }), viewer)).rejects.toThrow(UNAVAILABLE);
      expect(Date.now() - started).toBeLessThan(5_000);
      // Both requests were cancelled at the budget (their connections closed) and not sent again:
      // a search that gave up leaves no work behind on the provider.
      await expect.poll(() => provider.hanging, { timeout: 2_000 }).toBe(0);
      const sent = provider.requests;
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(provider.requests).toBe(sent);
    } finally {
      provider.behaviour = 'healthy';
    }
  });
});

describe('when the provider answers again', () => {
  it('serves semantic and hybrid search from it at once (nothing is cached from the failure)', async () => {
    provider.behaviour = 'error-500';
    expect((await fetchJson(served, '/v1/semantic-search?q=coffee', keys.get(served)!)).status).toBe(503);
    provider.behaviour = 'healthy';
    expect((await fetchJson(served, '/v1/semantic-search?q=coffee', keys.get(served)!)).status).toBe(200);
    const hybrid = await fetchJson(served, '/v1/hybrid-search?q=coffee&type=business', keys.get(served)!);
    expect(hybrid.body).toMatchObject({ mode: 'hybrid', semantic_ratio: 0.5 });
  });
});
