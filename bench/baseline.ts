// The bare baseline of `npm run bench`: a plain Fastify app whose routes call the same domain
// services as our endpoints (so the identical SQL, engine and embeddings calls run on the same
// database, Elasticsearch and embeddings server) with none of our HTTP layers: no key lookup or
// rate limit, no request validation, no response schemas, envelopes or exact-number serializer.
// The viewer is the bench key's own visibility. Our overhead = 1 - api rps / this rps.
import Fastify from 'fastify';
import { createServices } from '../src/composition.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/connection.js';
import { visibilityOf } from '../src/access/visibility.js';
import { BENCH_READ_SCOPES } from './scenarios.js';

const PAGE = { limit: 20, offset: 0 };

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 10 });
  const services = createServices(config, database);
  const viewer = visibilityOf(new Set(BENCH_READ_SCOPES));
  const app = Fastify({ logger: false });
  type Q = { Querystring: { q: string } };

  app.get<{ Params: { id: string } }>('/businesses/:id', async (request) => services.businesses.get(request.params.id, viewer));
  app.get('/businesses', async () => services.businesses.list(PAGE, viewer));
  app.get('/products', async () => services.products.list(PAGE, viewer));
  app.get('/categories', async () => services.reference.tree('business'));
  app.get<Q>('/search', async (request) => services.search.keyword({ q: request.query.q, type: 'all', ...PAGE }, viewer));
  app.get<Q>('/semantic-search', async (request) => services.search.semantic({ q: request.query.q, type: 'all', ...PAGE }, viewer));
  app.get<Q>('/hybrid-search', async (request) => services.search.hybrid({ q: request.query.q, type: 'all', ...PAGE, semantic_ratio: 0.5 }, viewer));

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
