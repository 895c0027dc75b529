import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createEmbeddingProvider } from '../../../src/engines/embeddings/provider.js';
import { silentLogger } from '../../../src/lib/logger.js';
import { localEmbeddingsEnv } from '../../embeddings/local-env.js';
import { startTestApp, type TestApp } from '../../helpers/app.js';
import { createBusiness, createProduct, fetchJson } from '../../helpers/factories.js';

// The semantic leg's translation against the real local model: a query a synonym group matches is
// also embedded in the group's other terms, and each record scores the better of its similarities
// to the two vectors. Checked against the rule computed here from the same model's vectors.
let t: TestApp;
let reader: string;
const ids: Record<string, string> = {};
const provider = createEmbeddingProvider({
  apiKey: 'local',
  baseURL: inject('embeddingsUrl'),
  documentModel: 'e5-passage',
  queryModel: 'e5-query',
  dimensions: 384,
  batchSize: 16,
  timeoutMs: 60_000,
});
const cosine = (a: number[], b: number[]) => {
  const dot = a.reduce((sum, x, i) => sum + x * b[i]!, 0);
  return dot / (Math.hypot(...a) * Math.hypot(...b));
};

beforeAll(async () => {
  t = await startTestApp({
    env: { ...localEmbeddingsEnv(), SEMANTIC_THRESHOLD_DEFAULT: '0', SEMANTIC_DEFINITION_MARGIN: 'off' },
  });
  reader = await t.key(['search']);
  const writer = await t.key(['businesses.write', 'products.write']);
  await t.services.synonyms.add('melinjo crackers, emping melinjo');
  const maker = await createBusiness(t, writer, { name: 'UD Sari Laut Sidoarjo' });
  ids.indonesian = (
    await createProduct(t, writer, maker.id, {
      name: 'Emping melinjo mentah 1 kg',
      description: 'Emping melinjo khas Pandeglang, digoreng sendiri, renyah dan gurih',
    })
  ).id;
  ids.english = (
    await createProduct(t, writer, maker.id, {
      name: 'Cassava chips, salted, 500 g',
      description: 'Thin crisp cassava chips for snack shops',
    })
  ).id;
  await t.services.embedder(silentLogger)!.reindex({ only: 'product' });
}, 180_000);
afterAll(async () => {
  await t?.close();
});

async function storedVector(id: string): Promise<number[]> {
  const result = await t.database.db.execute<{ embedding: string }>(
    sql`SELECT embedding::text AS embedding FROM record_embeddings WHERE record_id = ${id}`,
  );
  return result.rows[0]!.embedding.slice(1, -1).split(',').map(Number);
}

describe('the semantic leg embeds a query and its translation, and keeps the better similarity', () => {
  it('an English query reaches an Indonesian listing at the better of its two similarities', async () => {
    const res = await fetchJson(t, '/v1/semantic-search?q=melinjo%20crackers&type=product', reader);
    expect(res.status).toBe(200);
    const hits = res.body.products.data as Array<{ id: string; score: number }>;
    const [asTyped, translated] = await provider.embedQueries(['melinjo crackers', 'emping melinjo']);
    for (const [name, id] of Object.entries(ids)) {
      const record = await storedVector(id);
      const expected = Math.max(cosine(asTyped!, record), cosine(translated!, record));
      expect(hits.find((hit) => hit.id === id)?.score, name).toBeCloseTo(expected, 4);
    }
    // The Indonesian listing is reached through its own language's words: better than as typed.
    const indonesian = await storedVector(ids.indonesian!);
    expect(cosine(translated!, indonesian)).toBeGreaterThan(cosine(asTyped!, indonesian));
    expect(hits[0]!.id).toBe(ids.indonesian);
  });

  it('a query no group matches is embedded once, scores as typed', async () => {
    const res = await fetchJson(t, '/v1/semantic-search?q=salted%20cassava%20chips&type=product', reader);
    const hits = res.body.products.data as Array<{ id: string; score: number }>;
    const [asTyped] = await provider.embedQueries(['salted cassava chips']);
    const expected = cosine(asTyped!, await storedVector(ids.english!));
    expect(hits.find((hit) => hit.id === ids.english)?.score).toBeCloseTo(expected, 4);
  });
});
