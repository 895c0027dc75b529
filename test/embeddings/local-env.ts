import { inject } from 'vitest';

/**
 * The environment that points the service at the real local embeddings server the suite starts
 * (test/embeddings/server-setup.ts): multilingual e5, passage and query models, 384 dimensions.
 */
export function localEmbeddingsEnv(): Record<string, string> {
  return {
    EMBEDDINGS_PROVIDER: 'openai',
    OPENAI_BASE_URL: inject('embeddingsUrl'),
    OPENAI_API_KEY: 'local',
    EMBEDDINGS_MODEL: 'e5-passage',
    EMBEDDINGS_QUERY_MODEL: 'e5-query',
    EMBEDDINGS_DIMENSIONS: '384',
  };
}
