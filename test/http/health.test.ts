import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../src/lib/logger.js';
import { startWorkers } from '../../src/lib/workers.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

let t: TestApp;
let release!: () => void;
const workerFails = new Promise<void>((resolve) => {
  release = resolve;
});
const workers = startWorkers(
  [
    {
      name: 'webhook-sender',
      run: async () => {
        await workerFails;
        throw new Error('lost its database connection');
      },
    },
  ],
  silentLogger,
);

beforeAll(async () => {
  t = await startTestApp({ failedWorkers: () => workers.failed() });
});
afterAll(async () => {
  await workers.stop();
  await t?.close();
});

describe('health check and background workers', () => {
  it('answers ok while every worker runs, and degraded (503) once one has died', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/' });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ status: 'ok' });

    release();
    await workers.firstDeath;
    const after = await t.app.inject({ method: 'GET', url: '/' });
    expect(after.statusCode).toBe(503);
    expect(after.json()).toMatchObject({ service: 'directory-service', status: 'degraded' });
  });
});
