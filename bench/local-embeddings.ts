import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort, ROOT, waitFor } from '../test/helpers/processes.js';

/**
 * The service's settings for the local e5 model served at `url` (the server below, or a vector
 * cache in front of it): passage and query models, 384 dimensions. Callers add batch size and
 * threshold.
 */
export function localEmbeddingsEnv(url: string): Record<string, string> {
  return {
    EMBEDDINGS_PROVIDER: 'openai',
    OPENAI_BASE_URL: url,
    OPENAI_API_KEY: 'local',
    EMBEDDINGS_MODEL: 'e5-passage',
    EMBEDDINGS_QUERY_MODEL: 'e5-query',
    EMBEDDINGS_DIMENSIONS: '384',
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
