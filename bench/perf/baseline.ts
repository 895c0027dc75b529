// The bare baseline of `npm run bench`: a plain Fastify app whose routes call the same domain
// services as our endpoints (so the identical SQL, engine and embeddings calls run on the same
// database, Elasticsearch and embeddings server) with none of our HTTP layers: no request
// validation, no response schemas, envelopes or exact-number serializer. It does make the same
// admission call as the API (the key lookup and the rate-limit window: one database round trip
// beside a server), which the contract requires of every request, so the ratio measures our
// layers and not that round trip. The viewer is the key's own visibility.
// Our overhead = 1 - api rps / this rps.
import Fastify, { type FastifyRequest } from 'fastify';
import { createServices } from '../../src/composition.js';
import { loadConfig } from '../../src/config.js';
import { openDatabase } from '../../src/db/connection.js';

const PAGE = { limit: 20, offset: 0 };

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 10 });
  const services = createServices(config, database);
  const app = Fastify({ logger: false });
  type Q = { Querystring: { q: string } };
  /** The API's admission (key lookup and rate-limit window), then the key's visibility. */
  async function viewerOf(request: FastifyRequest) {
    const admission = await services.keys.admit(request.headers['x-api-key']);
    if (!admission.admitted) throw new Error('rate limited');
    return admission.key.visibility;
  }

  app.get('/', async () => ({ ready: true }));
  app.get<{ Params: { id: string } }>('/businesses/:id', async (request) =>
    services.businesses.get(request.params.id, await viewerOf(request)),
  );
  app.get('/businesses', async (request) => services.businesses.list(PAGE, await viewerOf(request)));
  app.get('/products', async (request) => services.products.list(PAGE, await viewerOf(request)));
  app.get('/categories', async (request) => {
    await viewerOf(request);
    return services.reference.tree('business');
  });
  app.get<Q>('/search', async (request) =>
    services.search.keyword({ q: request.query.q, type: 'all', ...PAGE }, await viewerOf(request)),
  );
  app.get<Q>('/semantic-search', async (request) =>
    services.search.semantic({ q: request.query.q, type: 'all', ...PAGE }, await viewerOf(request)),
  );
  app.get<Q>('/hybrid-search', async (request) =>
    services.search.hybrid({ q: request.query.q, type: 'all', ...PAGE, semantic_ratio: 0.5 }, await viewerOf(request)),
  );

  await app.listen({ port: config.PORT, host: '127.0.0.1' });
  const stop = async () => {
    await app.close();
    await services.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
