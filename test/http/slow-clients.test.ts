import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processDatabaseEnv } from '../helpers/app.js';
import { freePort, runScript, startScript, stopProcess, waitFor } from '../../tools/harness/processes.js';

// Slow and stuck clients against the real API process: a request whose headers never end, one
// whose body never ends, and SIGTERM while such a connection is open. Before the server had
// request timeouts, a partial body held its connection indefinitely and made SIGTERM exit 1 with
// the embedded lock left behind.
// The server runs with short timeouts (HTTP_*_TIMEOUT_MS, SHUTDOWN_GRACE_MS) so the test waits
// seconds, not the defaults' 30; the defaults themselves are src/config.test.ts's.
const HEADERS_TIMEOUT_MS = 2_000;
const REQUEST_TIMEOUT_MS = 5_000;
const SHUTDOWN_GRACE_MS = 2_000;
/** Node checks the timeouts once a second; the socket needs a moment more to close. */
const SLACK_MS = 3_000;

let database: Awaited<ReturnType<typeof processDatabaseEnv>>;
let server: ReturnType<typeof startScript>;
let port: number;
let key: string;

async function startServer(): Promise<void> {
  port = await freePort();
  server = startScript('src/server.ts', {
    ...database.env,
    PORT: String(port),
    LOG_LEVEL: 'info',
    HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
    HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    SHUTDOWN_GRACE_MS: String(SHUTDOWN_GRACE_MS),
  });
  await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/`)).ok, 90_000, `the server\n${server.output()}`);
}

/** A raw connection that sends `text` and then nothing more; `closed` resolves with what the server answered and when. */
async function stuckClient(
  text: string,
): Promise<{ socket: Socket; closed: Promise<{ answer: string; afterMs: number }> }> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  const start = Date.now();
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk));
  socket.on('error', () => {});
  const closed = once(socket, 'close').then(() => ({ answer, afterMs: Date.now() - start }));
  socket.write(text);
  return { socket, closed };
}

const partialBody = () =>
  [
    'POST /v1/businesses HTTP/1.1',
    'Host: 127.0.0.1',
    'Content-Type: application/json',
    `X-API-Key: ${key}`,
    'Content-Length: 200',
    '',
    '{"name": "PT Lambat", "desc',
  ].join('\r\n');

beforeAll(async () => {
  database = await processDatabaseEnv();
  await startServer();
  const created = await runScript(
    'src/cli/keys.ts',
    ['create', '--partner', 'Slow', '--name', 'slow', '--scopes', 'businesses.write', '--json'],
    { ...database.env, LOG_LEVEL: 'warn' },
  );
  expect(created.code, created.stderr).toBe(0);
  key = (JSON.parse(created.stdout) as { key: string }).key;
}, 180_000);

afterAll(async () => {
  if (server) await stopProcess(server);
  await database?.cleanup();
});

describe('slow and stuck clients', () => {
  it(
    'closes a connection whose headers never end after the headers timeout, and one whose body never ends after the request timeout',
    async () => {
      const headers = await stuckClient('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
      const body = await stuckClient(partialBody());

      const headersClosed = await headers.closed;
      expect(headersClosed.afterMs).toBeLessThan(HEADERS_TIMEOUT_MS + SLACK_MS);
      expect(headersClosed.answer).toMatch(/^$|^HTTP\/1\.1 408/);

      const bodyClosed = await body.closed;
      expect(bodyClosed.afterMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS);
      expect(bodyClosed.afterMs).toBeLessThan(REQUEST_TIMEOUT_MS + SLACK_MS);
      expect(bodyClosed.answer).toMatch(/^$|^HTTP\/1\.1 408/);
      // Nothing was stored and the server answers the next client.
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
    },
    REQUEST_TIMEOUT_MS + 30_000,
  );

  it('SIGTERM with a stuck connection open exits 0 after the grace period, releases the data directory, and the next start works', async () => {
    const stuck = await stuckClient(partialBody());
    // An idle keep-alive connection too: it is closed at once.
    const idle = await stuckClient('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await waitFor(async () => idle.socket.bytesRead > 0, 5_000, 'the answer on the keep-alive connection');

    const exited = once(server, 'exit') as Promise<[number | null]>;
    const start = Date.now();
    server.kill('SIGTERM');
    const [code] = await exited;
    expect(code, server.output()).toBe(0);
    expect(Date.now() - start).toBeGreaterThanOrEqual(SHUTDOWN_GRACE_MS);
    expect(Date.now() - start).toBeLessThan(SHUTDOWN_GRACE_MS + SLACK_MS);
    await stuck.closed;
    await idle.closed;
    if (database.env.DATA_DIR) expect(existsSync(join(database.env.DATA_DIR, 'embedded.lock'))).toBe(false);

    await startServer();
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
  }, 120_000);
});
