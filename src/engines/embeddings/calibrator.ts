import type { Logger } from '../../lib/logger.js';
import {
  CALIBRATION_SAMPLE,
  type Calibration,
  type Cutoffs,
  defaultCalibration,
  deriveCutoffs,
  familyDefaults,
  MIN_CALIBRATION_VECTORS,
  measure,
  quantiles,
  RECALIBRATE_GROWTH,
} from './calibration.js';
import type { CalibrationRepository } from './calibration.repository.js';
import type { EmbeddingProvider } from './provider.js';

export interface CalibratorDeps {
  provider: Pick<EmbeddingProvider, 'model' | 'dimensions' | 'embedQueries'>;
  repository: CalibrationRepository;
  log: Logger;
  /** Overrides for tests: fewer vectors suffice, a smaller sample. */
  minVectors?: number;
  sampleSize?: number;
  /** How long a process keeps the calibration it read before reading it again (another process may have measured). */
  cacheMs?: number;
}

/**
 * The configured model's calibration (calibration.ts): measured on the directory when it has
 * enough vectors, stored per model, read by every process; the family's defaults otherwise.
 * Reading it never fails a search: a database error gives the defaults.
 */
export function createCalibrator(deps: CalibratorDeps) {
  const { provider, repository, log } = deps;
  const minVectors = deps.minVectors ?? MIN_CALIBRATION_VECTORS;
  const sampleSize = deps.sampleSize ?? CALIBRATION_SAMPLE;
  const cacheMs = deps.cacheMs ?? 60_000;
  let cached: { calibration: Calibration; until: number } | undefined;

  const withFamily = (calibration: Calibration): Calibration => ({
    ...calibration,
    family: familyDefaults(provider.model).family,
  });

  async function read(): Promise<Calibration> {
    const stored = await repository.get(provider.model, provider.dimensions);
    if (stored) return withFamily(stored);
    return defaultCalibration(provider.model, provider.dimensions, await repository.vectors(provider.model));
  }

  /**
   * Measures the model on the directory now and stores it. Too few vectors, or too few distinct
   * texts among them to fill the sample: the defaults, not stored.
   */
  async function calibrate(): Promise<Calibration> {
    const vectors = await repository.vectors(provider.model);
    if (vectors < minVectors) return defaultCalibration(provider.model, provider.dimensions, vectors);
    const sampled = await repository.sample(provider.model, sampleSize);
    if (sampled.length < Math.min(minVectors, sampleSize))
      return defaultCalibration(provider.model, provider.dimensions, vectors);
    const queries = await provider.embedQueries(sampled.map((record) => record.name));
    const { self, unrelated } = measure(
      queries,
      sampled.map((record) => record.vector),
    );
    const calibration: Calibration = withFamily({
      model: provider.model,
      dimensions: provider.dimensions,
      source: 'measured',
      family: '',
      vectors,
      sample: sampled.length,
      measuredAt: new Date(),
      self: quantiles(self),
      unrelated: quantiles(unrelated),
      ...deriveCutoffs(self, unrelated),
    });
    await repository.save(calibration);
    cached = { calibration, until: Date.now() + cacheMs };
    log.info(
      {
        model: provider.model,
        vectors,
        sample: sampled.length,
        semanticThreshold: calibration.semanticThreshold,
        suggestionsThreshold: calibration.suggestionsThreshold,
        definitionMargin: calibration.definitionMargin,
      },
      'embeddings model calibrated on the directory',
    );
    return calibration;
  }

  async function current(): Promise<Calibration> {
    if (cached && cached.until > Date.now()) return cached.calibration;
    const calibration = await read();
    cached = { calibration, until: Date.now() + cacheMs };
    return calibration;
  }

  return {
    calibrate,
    current,

    /** Measures when no measurement exists and the directory is large enough, or its vectors grew by RECALIBRATE_GROWTH. */
    async refreshIfStale(): Promise<Calibration | undefined> {
      const stored = await repository.get(provider.model, provider.dimensions);
      const vectors = await repository.vectors(provider.model);
      if (vectors < minVectors) return undefined;
      if (stored && vectors < stored.vectors * RECALIBRATE_GROWTH) return undefined;
      return calibrate();
    },

    /** The cut-offs search uses now; the family defaults when the calibration cannot be read. */
    async cutoffs(): Promise<Cutoffs> {
      try {
        return await current();
      } catch (error) {
        log.warn({ err: error }, 'embeddings calibration could not be read; using the model family defaults');
        return familyDefaults(provider.model).cutoffs;
      }
    },
  };
}

export type Calibrator = ReturnType<typeof createCalibrator>;
