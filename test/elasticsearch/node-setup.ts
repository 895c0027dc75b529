import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, ROOT } from '../../tools/harness/processes.js';

declare module 'vitest' {
  export interface ProvidedContext {
    elasticsearchUrl: string;
  }
}

/**
 * The Elasticsearch suite runs against a real node: ELASTICSEARCH_URL when set (a cluster of
 * your own, or CI's), otherwise a single node started here from Maven Central jars
 * (tools/elasticsearch/start.sh) and stopped afterwards.
 */
export default async function setup(project: TestProject) {
  const given = process.env.ELASTICSEARCH_URL;
  if (given) {
    project.provide('elasticsearchUrl', given);
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'es-test-'));
  const env = { ...process.env, ES_PORT: String(await freePort()), ES_PID_FILE: join(dir, 'node.pid') };
  const script = (name: string) => join(ROOT, 'tools/elasticsearch', name);
  const output = execFileSync(script('start.sh'), {
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    timeout: 600_000,
  });
  project.provide('elasticsearchUrl', output.trim().split('\n').at(-1)!);
  return () => {
    execFileSync(script('stop.sh'), { env, stdio: 'inherit' });
    rmSync(dir, { recursive: true, force: true });
  };
}
