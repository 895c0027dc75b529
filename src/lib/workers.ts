import type { Logger } from './logger.js';

/** Background work a process runs beside (or instead of) HTTP: the indexer sync, webhook delivery, the embedder. */
export interface Worker {
  readonly name: string;
  /** Runs until the signal aborts; returning or throwing before that means the worker died. */
  run(signal: AbortSignal): Promise<void>;
}

export interface WorkerState {
  name: string;
  state: 'running' | 'stopped' | 'failed';
  error?: string;
}

/**
 * Starts workers and watches them: one that ends before it is told to stop is logged by name
 * and reported as failed, which turns the health check to `degraded`. `stop()` aborts all of
 * them and waits until each has finished its current step.
 */
export function startWorkers(workers: Worker[], log: Logger) {
  const stopping = new AbortController();
  const states = new Map<string, WorkerState>(
    workers.map((worker) => [worker.name, { name: worker.name, state: 'running' }]),
  );
  let reportDeath!: (name: string) => void;
  const firstDeath = new Promise<string>((resolve) => {
    reportDeath = resolve;
  });
  const done = workers.map((worker) =>
    worker.run(stopping.signal).then(
      () => {
        if (stopping.signal.aborted) {
          states.set(worker.name, { name: worker.name, state: 'stopped' });
          return;
        }
        log.error({ worker: worker.name }, `worker ${worker.name} ended on its own`);
        states.set(worker.name, { name: worker.name, state: 'failed', error: 'ended on its own' });
        reportDeath(worker.name);
      },
      (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        log.error({ err: error, worker: worker.name }, `worker ${worker.name} died`);
        states.set(worker.name, { name: worker.name, state: 'failed', error: message });
        reportDeath(worker.name);
      },
    ),
  );
  return {
    states: (): WorkerState[] => [...states.values()],
    /** Resolves with the name of the first worker that dies (never, if none does). */
    firstDeath,
    /** Names of the workers that died. */
    failed: (): string[] => [...states.values()].filter((state) => state.state === 'failed').map((state) => state.name),
    async stop(): Promise<void> {
      stopping.abort();
      await Promise.all(done);
    },
  };
}

export type RunningWorkers = ReturnType<typeof startWorkers>;
