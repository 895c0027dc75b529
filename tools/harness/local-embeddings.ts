import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort, ROOT, waitFor } from './processes.js';

/** The embeddings model a run measures with: its passage and query model names and dimensions. */
export interface EmbeddingsModel {
  /** An OpenAI-compatible base URL; unset for the local e5 server, which the run starts. */
  url?: string;
  model: string;
  queryModel: string;
  dimensions: number;
}

export const LOCAL_MODEL: EmbeddingsModel = { model: 'e5-passage', queryModel: 'e5-query', dimensions: 384 };

/**
 * The command-line options of the evaluations that choose another model than the local one
 * (its key, if it needs one, from OPENAI_API_KEY: never on a command line).
 */
export const EMBEDDINGS_OPTIONS = {
  'embeddings-url': { type: 'string' },
  'embeddings-model': { type: 'string' },
  'embeddings-query-model': { type: 'string' },
  'embeddings-dimensions': { type: 'string' },
} as const;

export function embeddingsModelOf(values: Partial<Record<keyof typeof EMBEDDINGS_OPTIONS, string>>): EmbeddingsModel {
  const url = values['embeddings-url'];
  if (url === undefined) {
    const stray = Object.keys(EMBEDDINGS_OPTIONS).find(
      (name) => values[name as keyof typeof EMBEDDINGS_OPTIONS] !== undefined,
    );
    if (stray)
      throw new Error(
        `--${stray} goes with --embeddings-url (the local model is e5-passage / e5-query, 384 dimensions)`,
      );
    return LOCAL_MODEL;
  }
  const model = values['embeddings-model'];
  const dimensions = Number(values['embeddings-dimensions']);
  if (!model) throw new Error('--embeddings-url needs --embeddings-model');
  if (!Number.isInteger(dimensions) || dimensions < 1)
    throw new Error('--embeddings-url needs --embeddings-dimensions, a whole number');
  return { url: url.replace(/\/+$/, ''), model, queryModel: values['embeddings-query-model'] ?? model, dimensions };
}

/** What a run's results say about the model they were measured with. */
export function describeModel(model: EmbeddingsModel): string {
  const names = model.queryModel === model.model ? model.model : `${model.model} / ${model.queryModel}`;
  return model.url
    ? `${names}, ${model.dimensions} dimensions, at ${model.url}`
    : `local e5 model (${names}, ${model.dimensions} dimensions)`;
}

/**
 * The service's settings for `model` (the local e5 model unless given) served at `url`: its own
 * server, or a vector cache in front of it. Callers add batch size and threshold.
 */
export function embeddingsEnv(url: string, model: EmbeddingsModel = LOCAL_MODEL): Record<string, string> {
  return {
    EMBEDDINGS_PROVIDER: 'openai',
    OPENAI_BASE_URL: url,
    OPENAI_API_KEY: 'local',
    EMBEDDINGS_MODEL: model.model,
    EMBEDDINGS_QUERY_MODEL: model.queryModel,
    EMBEDDINGS_DIMENSIONS: String(model.dimensions),
  };
}

/** The local embeddings server (tools/embeddings, multilingual e5) on a free loopback port, both cores. */
export async function startEmbeddings(): Promise<{ url: string; process: ChildProcess }> {
  const serve = execFileSync(join(ROOT, 'tools/embeddings/install.sh'), { encoding: 'utf8' }).trim();
  const port = await freePort();
  const child = spawn(serve, ['--host', '127.0.0.1', '--port', String(port), '--threads', '2'], { stdio: 'ignore' });
  await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/health`)).ok, 60_000, 'the embeddings server');
  return { url: `http://127.0.0.1:${port}/v1`, process: child };
}

/** The second local model (tools/embeddings-use, universal-sentence-encoder multilingual v3): one model for documents and queries. */
export const USE_MODEL: EmbeddingsModel = {
  model: 'use-multilingual-v3',
  queryModel: 'use-multilingual-v3',
  dimensions: 512,
};

/** The second local model's server (tools/embeddings-use) on a free loopback port. */
export async function startUseEmbeddings(): Promise<{ url: string; process: ChildProcess }> {
  const python = execFileSync(join(ROOT, 'tools/embeddings-use/install.sh'), { encoding: 'utf8' }).trim();
  const port = await freePort();
  const child = spawn(python, [join(ROOT, 'tools/embeddings-use/server.py'), '--port', String(port)], {
    stdio: 'ignore',
  });
  await waitFor(
    async () => (await fetch(`http://127.0.0.1:${port}/health`).catch(() => undefined))?.ok === true,
    120_000,
    'the second embeddings server',
  );
  return { url: `http://127.0.0.1:${port}/v1`, process: child };
}

/**
 * The upstream a run's vector cache asks: the local server, started here, or the given one with
 * OPENAI_API_KEY as its key. `stop` ends what was started.
 */
export async function startModel(model: EmbeddingsModel): Promise<{ url: string; apiKey?: string; stop: () => void }> {
  if (model.url) return { url: model.url, apiKey: process.env.OPENAI_API_KEY || undefined, stop: () => {} };
  const local = await startEmbeddings();
  return { url: local.url, stop: () => local.process.kill() };
}
