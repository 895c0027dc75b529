import { inject } from 'vitest';
import { embeddingsEnv } from '../../tools/harness/local-embeddings.js';

/**
 * The environment that points the service at the real local embeddings server the suite starts
 * (test/embeddings/server-setup.ts): multilingual e5, passage and query models, 384 dimensions.
 */
export function localEmbeddingsEnv(): Record<string, string> {
  return embeddingsEnv(inject('embeddingsUrl'));
}
