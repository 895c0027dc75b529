import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createServices } from '../../../src/composition.js';
import { parseConfig } from '../../../src/config.js';
import { createCalibrationRepository } from '../../../src/engines/embeddings/calibration.repository.js';
import { createCalibrator } from '../../../src/engines/embeddings/calibrator.js';
import { createEmbeddingProvider, type EmbeddingProvider } from '../../../src/engines/embeddings/provider.js';
import { silentLogger } from '../../../src/lib/logger.js';
import { SEES_ALL } from '../../../src/access/visibility.js';
import { startUseEmbeddings, USE_MODEL } from '../../../tools/harness/local-embeddings.js';
import { localEmbeddingsEnv } from '../../embeddings/local-env.js';
import { startTestApp, type TestApp } from '../../helpers/app.js';
import { createBusiness, createProduct } from '../../helpers/factories.js';

// Calibration with two real models of different score ranges (the local e5 server the suite
// starts, and the universal-sentence-encoder server of tools/embeddings-use) on listings no one
// here wrote (the real-text corpus), on the database of the project running this file.
const listings = readFileSync(new URL('../../../bench/eval/data/products.jsonl', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as { name: string; description?: string })
  .filter((_, index) => index % 7 === 0);
const FIRST = 60;
const MORE = 20;
const SMALL = { minVectors: 50, sampleSize: 80 };

let t: TestApp;
let key: string;
let businessId: string;
let use: Awaited<ReturnType<typeof startUseEmbeddings>>;
const env = () => ({ ...localEmbeddingsEnv(), SEMANTIC_DEFINITION_MARGIN: 'off' });

function e5Provider(): EmbeddingProvider {
  return createEmbeddingProvider({
    apiKey: 'local',
    baseURL: inject('embeddingsUrl'),
    documentModel: 'e5-passage',
    queryModel: 'e5-query',
    dimensions: 384,
    batchSize: 64,
    timeoutMs: 120_000,
  });
}

async function addListings(from: number, count: number) {
  for (const listing of listings.slice(from, from + count)) {
    await createProduct(t, key, businessId, {
      name: listing.name.slice(0, 200),
      description: (listing.description ?? '').slice(0, 600) || null,
    });
  }
}

beforeAll(async () => {
  [t, use] = await Promise.all([startTestApp({ env: env() }), startUseEmbeddings()]);
  key = await t.key(['businesses.write', 'products.write']);
  businessId = (await createBusiness(t, key, { name: 'PT Kalibrasi' })).id;
  await addListings(0, FIRST);
  await t.services.embedder(silentLogger)!.reindex({ only: 'product' });
}, 600_000);
afterAll(async () => {
  use?.process.kill();
  await t?.close();
});

const repository = () => createCalibrationRepository(t.database.db);

describe('calibrating the embeddings model on the directory', () => {
  it('a directory too small to measure: the family defaults, said so, nothing stored', async () => {
    const calibrator = createCalibrator({
      provider: e5Provider(),
      repository: repository(),
      log: silentLogger,
      minVectors: 1_000,
    });
    const calibration = await calibrator.calibrate();
    expect(calibration).toMatchObject({ source: 'defaults', family: 'e5', sample: 0, self: null });
    expect(calibration.vectors).toBe(FIRST);
    expect(await repository().get('e5-passage/384', 384)).toBeUndefined();
  });

  it('e5: measured, stored, inside its bunched score range, and semantic search counts by it', async () => {
    const calibrator = createCalibrator({
      provider: e5Provider(),
      repository: repository(),
      log: silentLogger,
      ...SMALL,
    });
    const calibration = await calibrator.calibrate();
    expect(calibration).toMatchObject({ source: 'measured', family: 'e5', vectors: FIRST, sample: FIRST });
    // e5 scores unrelated texts high: the cut-offs lie between the two medians, high in the range.
    expect(calibration.semanticThreshold).toBeGreaterThan(calibration.unrelated!.p50);
    expect(calibration.semanticThreshold).toBeLessThan(calibration.self!.p50);
    expect(calibration.semanticThreshold).toBeGreaterThan(0.7);
    expect(calibration.suggestionsThreshold).toBeGreaterThanOrEqual(calibration.semanticThreshold);
    expect(await repository().get('e5-passage/384', 384)).toMatchObject({
      semanticThreshold: calibration.semanticThreshold,
      suggestionsThreshold: calibration.suggestionsThreshold,
      definitionMargin: calibration.definitionMargin,
    });

    // A fresh process's search reads the stored calibration: without a threshold, every hit is at least as similar.
    const search = createServices(parseConfig({ LOG_LEVEL: 'silent', ...env() }), t.database).search;
    const query = { q: 'women cycling shorts', type: 'product' as const, limit: 100, offset: 0 };
    const calibrated = await search.semantic(query, SEES_ALL);
    const everything = await search.semantic({ ...query, threshold: 0 }, SEES_ALL);
    expect(calibrated.products!.data.every((hit) => hit.score >= calibration.semanticThreshold)).toBe(true);
    expect(calibrated.products!.total).toBeGreaterThan(0);
    expect(calibrated.products!.total).toBeLessThan(everything.products!.total);
  });

  it('SEMANTIC_THRESHOLD_DEFAULT overrides the calibration', async () => {
    const overridden = createServices(
      parseConfig({ LOG_LEVEL: 'silent', ...env(), SEMANTIC_THRESHOLD_DEFAULT: '0.99' }),
      t.database,
    ).search;
    const result = await overridden.semantic(
      { q: 'women cycling shorts', type: 'product', limit: 100, offset: 0 },
      SEES_ALL,
    );
    expect(result.products!.data.every((hit) => hit.score >= 0.99)).toBe(true);
  });

  it('recalibrates once the vectors grow by a quarter, not before', async () => {
    const calibrator = createCalibrator({
      provider: e5Provider(),
      repository: repository(),
      log: silentLogger,
      ...SMALL,
    });
    expect(await calibrator.refreshIfStale()).toBeUndefined();
    await addListings(FIRST, MORE);
    await t.services.embedder(silentLogger)!.reindex({ only: 'product' });
    const again = await calibrator.refreshIfStale();
    expect(again).toMatchObject({ source: 'measured', vectors: FIRST + MORE });
    expect((await repository().get('e5-passage/384', 384))!.vectors).toBe(FIRST + MORE);
  }, 300_000);

  it('a model change: the second model starts on its family defaults, then gets its own calibration in its own range; e5 keeps its', async () => {
    const useConfig = parseConfig({
      LOG_LEVEL: 'silent',
      EMBEDDINGS_PROVIDER: 'openai',
      OPENAI_BASE_URL: use.url,
      OPENAI_API_KEY: 'local',
      EMBEDDINGS_MODEL: USE_MODEL.model,
      EMBEDDINGS_DIMENSIONS: String(USE_MODEL.dimensions),
      SEMANTIC_DEFINITION_MARGIN: 'off',
    });
    const services = createServices(useConfig, t.database);
    expect(await services.calibrator!.current()).toMatchObject({ source: 'defaults', family: 'use', vectors: 0 });
    await services.embedder(silentLogger)!.reindex({ only: 'product' });
    const provider = createEmbeddingProvider({
      apiKey: 'local',
      baseURL: use.url,
      documentModel: USE_MODEL.model,
      dimensions: USE_MODEL.dimensions,
      batchSize: 64,
      timeoutMs: 120_000,
    });
    const e5 = (await repository().get('e5-passage/384', 384))!;
    const calibration = await createCalibrator({
      provider,
      repository: repository(),
      log: silentLogger,
      ...SMALL,
    }).calibrate();
    expect(calibration).toMatchObject({ source: 'measured', family: 'use', vectors: FIRST + MORE });
    // Unrelated texts score near 0 on this model: its cut-offs sit far below e5's.
    expect(calibration.unrelated!.p50).toBeLessThan(0.3);
    expect(calibration.semanticThreshold).toBeLessThan(e5.semanticThreshold - 0.3);
    expect(calibration.semanticThreshold).toBeGreaterThan(calibration.unrelated!.p50);
    expect(calibration.semanticThreshold).toBeLessThan(calibration.self!.p50);
    expect(await repository().get('e5-passage/384', 384)).toEqual(e5);
  }, 300_000);

  it('the sample is drawn by text, not by id: one record per text, the least hashes first', async () => {
    const model = 'e5-passage/384';
    const sampleNames = async (size = 1_000) => (await repository().sample(model, size)).map((record) => record.name);
    const distinctTexts = async () =>
      (
        await t.database.pool.query<{ n: number }>(
          'SELECT count(DISTINCT text_hash)::int AS n FROM record_embeddings WHERE model = $1',
          [model],
        )
      ).rows[0]!.n;
    const before = await sampleNames();
    const vectors = await repository().vectors(model);
    expect(before).toHaveLength(await distinctTexts());
    // The same listing again, under a new id: its text, and so its vector, is one already sampled.
    await addListings(0, 1);
    await t.services.embedder(silentLogger)!.reindex({ only: 'product' });
    expect(await repository().vectors(model)).toBe(vectors + 1);
    expect(await sampleNames()).toEqual(before);

    // A smaller sample is the texts with the least hashes, whatever the records' ids.
    const { rows } = await t.database.pool.query<{ text_hash: string; name: string }>(
      `SELECT e.text_hash, COALESCE(b.name, p.name) AS name FROM record_embeddings e
       LEFT JOIN businesses b ON e.kind = 'business' AND b.id = e.record_id
       LEFT JOIN products p ON e.kind = 'product' AND p.id = e.record_id
       WHERE e.model = $1 AND COALESCE(b.name, p.name) IS NOT NULL`,
      [model],
    );
    const byText = new Map(rows.map((row) => [row.text_hash, row.name]));
    const leastHashes = [...byText.keys()].sort().slice(0, 20);
    expect(await sampleNames(20)).toEqual(leastHashes.map((hash) => byText.get(hash)));

    // Enough vectors, but fewer distinct texts than the sample needs: the defaults, nothing stored.
    const stored = await repository().get(model, 384);
    const tooFewTexts = await createCalibrator({
      provider: e5Provider(),
      repository: repository(),
      log: silentLogger,
      minVectors: vectors + 1,
      sampleSize: 1_000,
    }).calibrate();
    expect(tooFewTexts).toMatchObject({ source: 'defaults', family: 'e5', vectors: vectors + 1, sample: 0 });
    expect(await repository().get(model, 384)).toEqual(stored);
  }, 300_000);
});
