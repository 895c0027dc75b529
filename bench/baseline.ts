// The bare baseline of `npm run bench`: a plain Fastify app with no guard, no validation, no
// envelopes and no response schemas, whose routes run the identical SQL of our endpoints (the
// same repository and engine calls) on the same database. Our overhead = 1 - api rps / this rps.
import Fastify from 'fastify';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/connection.js';
import { createBusinessesRepository } from '../src/modules/businesses/businesses.repository.js';
import { createProductsRepository } from '../src/modules/products/products.repository.js';
import { createReferenceRepository } from '../src/modules/reference/reference.repository.js';
import { createPostgresEngine } from '../src/search/postgres-engine.js';

const PUBLIC = { hiddenBusinesses: false, inactiveProducts: false, assets: false };
const PAGE = { limit: 20, offset: 0 };

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 10 });
  const businesses = createBusinessesRepository(database.db);
  const products = createProductsRepository(database.db);
  const reference = createReferenceRepository(database.db);
  const engine = createPostgresEngine(database.db);
  const app = Fastify({ logger: false });

  app.get<{ Params: { id: string } }>('/businesses/:id', async (request) => businesses.findById(request.params.id, PUBLIC));
  app.get('/businesses', async () => businesses.list({}, PUBLIC, PAGE));
  app.get('/products', async () => products.list({}, PUBLIC, PAGE));
  app.get('/categories', async () => reference.taxonomy('business'));
  app.get<{ Querystring: { q: string } }>('/search', async (request) => {
    const search = { q: request.query.q, ...PAGE, visibility: PUBLIC };
    const [found, foundProducts] = await Promise.all([engine.searchBusinesses(search), engine.searchProducts(search)]);
    const [rows, records] = await Promise.all([
      businesses.findMany(found.hits.map((hit) => hit.id), PUBLIC),
      products.findSummaries(foundProducts.hits.map((hit) => hit.id), PUBLIC),
    ]);
    return { rows, records, totals: [found.total, foundProducts.total] };
  });

  await app.listen({ port: config.PORT, host: '127.0.0.1' });
  const stop = async () => {
    await app.close();
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
