import { setTimeout as sleep } from 'node:timers/promises';
import OpenAI, { APIConnectionError, APIError } from 'openai';

/** Embeddings from OpenAI or any OpenAI-compatible server. */
export interface EmbeddingProvider {
  /** What stored vectors are tagged with: the document model and the dimensions. */
  readonly model: string;
  readonly dimensions: number;
  embedDocuments(texts: string[]): Promise<number[][]>;
  embedQuery(text: string): Promise<number[]>;
}

export interface ProviderOptions {
  apiKey?: string;
  baseURL?: string;
  documentModel: string;
  /** Queries use this model when given (e5: `e5-query`), else the document model. */
  queryModel?: string;
  dimensions: number;
  batchSize: number;
  /** Attempts for a request that fails with 429, 5xx or a network error. */
  attempts?: number;
  /** First backoff; each retry doubles it, with jitter. */
  backoffMs?: number;
  timeoutMs?: number;
}

export class EmbeddingError extends Error {}

const retryable = (error: unknown) =>
  error instanceof APIConnectionError || (error instanceof APIError && (error.status === 429 || (error.status ?? 0) >= 500));

export function createEmbeddingProvider(options: ProviderOptions): EmbeddingProvider {
  const baseURL = options.baseURL ?? 'https://api.openai.com/v1';
  // The client's own retries are off: the policy below is ours, tested and the same for every server.
  const client = new OpenAI({ apiKey: options.apiKey ?? 'unused', baseURL, maxRetries: 0, timeout: options.timeoutMs ?? 60_000 });
  const attempts = options.attempts ?? 5;
  const backoffMs = options.backoffMs ?? 250;
  const isOpenAi = baseURL.includes('api.openai.com');

  async function embedBatch(model: string, input: string[]): Promise<number[][]> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const response = await client.embeddings.create({
          model,
          input,
          // Only OpenAI's own models take a dimensions parameter; compatible servers may refuse it.
          ...(isOpenAi ? { dimensions: options.dimensions } : {}),
          encoding_format: 'float',
        });
        const vectors = [...response.data].sort((a, b) => a.index - b.index).map((item) => item.embedding);
        if (vectors.length !== input.length) throw new EmbeddingError(`embeddings provider ${baseURL} (model ${model}) returned ${vectors.length} vectors for ${input.length} inputs`);
        const wrong = vectors.find((vector) => vector.length !== options.dimensions);
        if (wrong) {
          throw new EmbeddingError(`embeddings provider ${baseURL} (model ${model}) returned ${wrong.length} dimensions; EMBEDDINGS_DIMENSIONS is ${options.dimensions}`);
        }
        return vectors;
      } catch (error) {
        if (error instanceof EmbeddingError) throw error;
        if (!retryable(error) || attempt >= attempts) {
          const detail = error instanceof APIError ? `${error.status ?? 'no status'} ${error.message}` : (error as Error).message;
          throw new EmbeddingError(`embeddings provider ${baseURL} (model ${model}) failed after ${attempt} attempt(s): ${detail}`);
        }
        // Exponential backoff with full jitter, so processes that failed together do not retry together.
        await sleep(Math.random() * backoffMs * 2 ** (attempt - 1));
      }
    }
  }

  return {
    model: `${options.documentModel}/${options.dimensions}`,
    dimensions: options.dimensions,
    async embedDocuments(texts) {
      const vectors: number[][] = [];
      for (let start = 0; start < texts.length; start += options.batchSize) {
        vectors.push(...(await embedBatch(options.documentModel, texts.slice(start, start + options.batchSize))));
      }
      return vectors;
    },
    async embedQuery(text) {
      return (await embedBatch(options.queryModel ?? options.documentModel, [text]))[0]!;
    },
  };
}
