import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort, ROOT, waitFor } from '../test/helpers/processes.js';

/** The local embeddings server (tools/embeddings, multilingual e5) on a free loopback port, both cores. */
export async function startEmbeddings(): Promise<{ url: string; process: ChildProcess }> {
  const serve = execFileSync(join(ROOT, 'tools/embeddings/install.sh'), { encoding: 'utf8' }).trim();
  const port = await freePort();
  const child = spawn(serve, ['--host', '127.0.0.1', '--port', String(port), '--threads', '2'], { stdio: 'ignore' });
  await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/health`)).ok, 60_000, 'the embeddings server');
  return { url: `http://127.0.0.1:${port}/v1`, process: child };
}
