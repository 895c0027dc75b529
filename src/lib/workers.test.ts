import { describe, expect, it } from 'vitest';
import type { Logger } from './logger.js';
import { startWorkers } from './workers.js';

function recordingLog() {
  const errors: Array<{ object: object; message?: string }> = [];
  const log: Logger = { info() {}, warn() {}, error: (object, message) => errors.push({ object, message }) };
  return { log, errors };
}

const untilAborted = (signal: AbortSignal) =>
  new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));

describe('workers', () => {
  it('reports a worker that throws as failed, by name, and keeps the others running', async () => {
    const { log, errors } = recordingLog();
    const workers = startWorkers(
      [
        { name: 'steady', run: untilAborted },
        { name: 'doomed', run: async () => Promise.reject(new Error('cannot reach the index')) },
      ],
      log,
    );
    expect(await workers.firstDeath).toBe('doomed');
    expect(workers.failed()).toEqual(['doomed']);
    expect(errors).toEqual([{ object: expect.objectContaining({ worker: 'doomed' }), message: 'worker doomed died' }]);
    await workers.stop();
    expect(workers.states()).toEqual([
      { name: 'steady', state: 'stopped' },
      { name: 'doomed', state: 'failed', error: 'cannot reach the index' },
    ]);
  });

  it('counts a worker that returns before it is stopped as failed', async () => {
    const { log } = recordingLog();
    const workers = startWorkers([{ name: 'quitter', run: async () => {} }], log);
    expect(await workers.firstDeath).toBe('quitter');
    expect(workers.states()).toEqual([{ name: 'quitter', state: 'failed', error: 'ended on its own' }]);
  });

  it('stops every worker and waits for each to finish', async () => {
    let finished = 0;
    const worker = (name: string) => ({
      name,
      run: async (signal: AbortSignal) => {
        await untilAborted(signal);
        await new Promise((resolve) => setTimeout(resolve, 20));
        finished += 1;
      },
    });
    const workers = startWorkers([worker('a'), worker('b')], recordingLog().log);
    await workers.stop();
    expect(finished).toBe(2);
    expect(workers.failed()).toEqual([]);
  });
});
