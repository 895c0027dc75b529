import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processDatabaseEnv } from '../helpers/app.js';
import { freePort, runScript } from '../../tools/harness/processes.js';

// The worker process (`npm run worker`) must keep the errors it logs: their message and stack,
// not `{}` or a bare message on stderr. Real processes in configurations where something fails.
let database: Awaited<ReturnType<typeof processDatabaseEnv>>;

interface LogLine {
  level: number;
  msg: string;
  process?: string;
  err?: { message?: string; stack?: string };
  worker?: string;
}

function logLines(output: string): LogLine[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
}

beforeAll(async () => {
  database = await processDatabaseEnv();
});

afterAll(async () => {
  await database?.cleanup();
});

describe('worker process logs', () => {
  it('a worker that dies is logged with its error message and stack, and the process exits 1', async () => {
    // Nothing listens on this port: the search indexer cannot prepare its indices and dies.
    const elasticsearch = `http://127.0.0.1:${await freePort()}`;
    const result = await runScript('src/worker.ts', [], {
      ...database.env,
      ELASTICSEARCH_URL: elasticsearch,
      LOG_LEVEL: 'info',
    });
    expect(result.code).toBe(1);
    const died = logLines(result.stdout).find((line) => line.worker === 'search-indexer' && line.level >= 50);
    expect(died, result.stdout + result.stderr).toBeDefined();
    expect(died!.msg).toBe('worker search-indexer died');
    expect(died!.err?.message).toMatch(/ECONNREFUSED/);
    expect(died!.err?.stack).toMatch(/\n\s+at /);
  }, 120_000);

  it('a failure before the workers start (the database is not there) is logged with its message and stack', async () => {
    const env = { DATABASE_URL: `postgres://postgres@127.0.0.1:${await freePort()}/postgres`, LOG_LEVEL: 'info' };
    const result = await runScript('src/worker.ts', [], env);
    expect(result.code).toBe(1);
    const failed = logLines(result.stdout).find((line) => line.level >= 50);
    expect(failed, result.stdout + result.stderr).toBeDefined();
    expect(failed!.process).toBe('worker');
    expect(failed!.err?.message).toMatch(/ECONNREFUSED/);
    expect(failed!.err?.stack).toMatch(/\n\s+at /);
  }, 60_000);
});
