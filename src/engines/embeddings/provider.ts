import { setTimeout as sleep } from 'node:timers/promises';
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';

/** A document's vector, or why the provider could not embed it even alone. */
export type DocumentEmbedding = { vector: number[] } | { error: string };

/** Embeddings from OpenAI or any OpenAI-compatible server. */
export interface EmbeddingProvider {
  /** What stored vectors are tagged with: the document model and the dimensions. */
  readonly model: string;
  readonly dimensions: number;
  /**
   * One result per text, in order. A batch that times out is split and its halves sent again; a
   * text that times out alone is answered with an error instead of a vector, so one text the
   * provider cannot handle never holds up the others. A provider that is down throws.
   */
  embedDocuments(texts: string[]): Promise<DocumentEmbedding[]>;
  /**
   * The query's vector. With `signal`, the caller's deadline: when it aborts, the request in
   * flight is cancelled (its connection closed) and no retry follows.
   */
  embedQuery(text: string, options?: { signal?: AbortSignal }): Promise<number[]>;
  /** Several queries' vectors, in order, in batches (the calibration's sampled names). A provider that fails throws. */
  embedQueries(texts: string[]): Promise<number[][]>;
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
  /** One request's whole exchange; a request still running then is cancelled (its connection closed). */
  timeoutMs?: number;
  /** Texts are cut to this many characters (at a word boundary) before they are sent, see cutToModelInput. */
  maxInputChars?: number;
  /** Requests of one embedDocuments call kept in flight at once; default 4 for OpenAI's API, else 1. */
  concurrency?: number;
}

export class EmbeddingError extends Error {}
/** The provider did not answer in time: the request was cancelled. */
export class EmbeddingTimeoutError extends EmbeddingError {}
/** The caller gave up (its signal aborted): the request in flight was cancelled and not retried. */
export class EmbeddingAbandonedError extends EmbeddingError {}

/**
 * What the model reads of a text. multilingual-e5 reads 512 tokens (the local server windows and
 * averages longer inputs, at several times the cost; OpenAI's models read 8,191). Its tokenizer
 * (XLM-R sentencepiece) spends one token on about 3 to 4 characters of English catalogue text
 * and more on codes and numbers, so 1,500 characters stays under 512 tokens for ordinary text:
 * a conservative cut, at the last whitespace before the limit.
 */
export const DEFAULT_MAX_INPUT_CHARS = 1500;

export function cutToModelInput(text: string, maxChars = DEFAULT_MAX_INPUT_CHARS): string {
  if (text.length <= maxChars) return text;
  const cut = text.slice(0, maxChars);
  const lastSpace = cut.search(/\s\S*$/);
  return (lastSpace > maxChars / 2 ? cut.slice(0, lastSpace) : cut).trimEnd();
}

const retryable = (error: unknown) =>
  !(error instanceof APIConnectionTimeoutError) &&
  (error instanceof APIConnectionError ||
    (error instanceof APIError && (error.status === 429 || (error.status ?? 0) >= 500)));

export function createEmbeddingProvider(options: ProviderOptions): EmbeddingProvider {
  const baseURL = options.baseURL ?? 'https://api.openai.com/v1';
  const timeoutMs = options.timeoutMs ?? 60_000;
  // The client's own retries are off: the policy below is ours, tested and the same for every server.
  const client = new OpenAI({ apiKey: options.apiKey ?? 'unused', baseURL, maxRetries: 0, timeout: timeoutMs });
  const attempts = options.attempts ?? 5;
  const backoffMs = options.backoffMs ?? 250;
  const isOpenAi = baseURL.includes('api.openai.com');
  const maxInputChars = options.maxInputChars ?? DEFAULT_MAX_INPUT_CHARS;
  // OpenAI's API serves many requests at once; a compatible server (the local e5 server) answers
  // one at a time, so more in flight would only queue there and run into the timeout.
  const concurrency = Math.max(1, options.concurrency ?? (isOpenAi ? 4 : 1));
  /** Inputs per request now: halved when a batch times out, so later batches do not time out too. */
  let batchSize = options.batchSize;

  async function request(model: string, input: string[], caller?: AbortSignal) {
    // Our own signal as well as the client's timeout: the request is abandoned, and its
    // connection closed, at the deadline whatever the client does with a slow body; and when
    // the caller gives up first.
    const deadline = AbortSignal.timeout(timeoutMs);
    const signal = caller ? AbortSignal.any([deadline, caller]) : deadline;
    try {
      return await client.embeddings.create(
        {
          model,
          input,
          // Only OpenAI's own models take a dimensions parameter; compatible servers may refuse it.
          ...(isOpenAi ? { dimensions: options.dimensions } : {}),
          encoding_format: 'float',
        },
        { signal, timeout: timeoutMs },
      );
    } catch (error) {
      if (caller?.aborted) throw abandoned(model, input.length);
      if (error instanceof APIConnectionTimeoutError || (error instanceof APIUserAbortError && deadline.aborted)) {
        throw new EmbeddingTimeoutError(
          `embeddings provider ${baseURL} (model ${model}) did not answer ${input.length} input(s) within ${timeoutMs} ms`,
        );
      }
      throw error;
    }
  }

  const abandoned = (model: string, inputs: number) =>
    new EmbeddingAbandonedError(
      `embeddings provider ${baseURL} (model ${model}): the caller gave up on ${inputs} input(s); the request was cancelled`,
    );

  async function embedBatch(model: string, input: string[], caller?: AbortSignal): Promise<number[][]> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        if (caller?.aborted) throw abandoned(model, input.length);
        const response = await request(
          model,
          input.map((text) => cutToModelInput(text, maxInputChars)),
          caller,
        );
        const vectors = [...response.data].sort((a, b) => a.index - b.index).map((item) => item.embedding);
        if (vectors.length !== input.length)
          throw new EmbeddingError(
            `embeddings provider ${baseURL} (model ${model}) returned ${vectors.length} vectors for ${input.length} inputs`,
          );
        const wrong = vectors.find((vector) => vector.length !== options.dimensions);
        if (wrong) {
          throw new EmbeddingError(
            `embeddings provider ${baseURL} (model ${model}) returned ${wrong.length} dimensions; EMBEDDINGS_DIMENSIONS is ${options.dimensions}`,
          );
        }
        return vectors;
      } catch (error) {
        if (error instanceof EmbeddingError) throw error;
        if (!retryable(error) || attempt >= attempts) {
          const detail =
            error instanceof APIError ? `${error.status ?? 'no status'} ${error.message}` : (error as Error).message;
          throw new EmbeddingError(
            `embeddings provider ${baseURL} (model ${model}) failed after ${attempt} attempt(s): ${detail}`,
          );
        }
        // Exponential backoff with full jitter, so processes that failed together do not retry together.
        await sleep(
          Math.random() * backoffMs * 2 ** (attempt - 1),
          undefined,
          caller ? { signal: caller } : undefined,
        ).catch(() => {
          throw abandoned(model, input.length);
        });
      }
    }
  }

  return {
    model: `${options.documentModel}/${options.dimensions}`,
    dimensions: options.dimensions,
    async embedDocuments(texts) {
      const results = new Array<DocumentEmbedding>(texts.length);
      // The texts still to send, as sorted ranges. Batches are cut from the front as they are sent,
      // so a batch size halved after a timeout applies to what follows; a batch that timed out goes
      // back in place (merged with its neighbours) and is cut again, smaller.
      const pending: Array<{ start: number; end: number }> = texts.length > 0 ? [{ start: 0, end: texts.length }] : [];
      let stopped = false;
      const take = () => {
        const first = pending[0];
        if (!first) return undefined;
        const batch = { start: first.start, end: Math.min(first.end, first.start + batchSize) };
        if (batch.end === first.end) pending.shift();
        else first.start = batch.end;
        return batch;
      };
      const putBack = (range: { start: number; end: number }) => {
        pending.push(range);
        pending.sort((a, b) => a.start - b.start);
        for (let i = pending.length - 1; i > 0; i -= 1) {
          if (pending[i - 1]!.end === pending[i]!.start)
            pending.splice(i - 1, 2, { start: pending[i - 1]!.start, end: pending[i]!.end });
        }
      };
      async function sender(): Promise<void> {
        for (let batch = take(); batch && !stopped; batch = take()) {
          const input = texts.slice(batch.start, batch.end);
          try {
            for (const [index, vector] of (await embedBatch(options.documentModel, input)).entries())
              results[batch!.start + index] = { vector };
          } catch (error) {
            if (!(error instanceof EmbeddingTimeoutError)) {
              stopped = true;
              throw error;
            }
            if (input.length === 1) results[batch.start] = { error: error.message };
            else {
              batchSize = Math.min(batchSize, Math.ceil(input.length / 2));
              putBack(batch);
            }
          }
        }
      }
      // A provider that is down fails the call as soon as one request fails for good.
      await Promise.all(
        Array.from({ length: Math.max(1, Math.min(concurrency, Math.ceil(texts.length / batchSize))) }, sender),
      );
      return results;
    },
    async embedQuery(text, { signal } = {}) {
      return (await embedBatch(options.queryModel ?? options.documentModel, [text], signal))[0]!;
    },
    async embedQueries(texts) {
      const vectors: number[][] = [];
      for (let start = 0; start < texts.length; start += batchSize)
        vectors.push(
          ...(await embedBatch(options.queryModel ?? options.documentModel, texts.slice(start, start + batchSize))),
        );
      return vectors;
    },
  };
}
