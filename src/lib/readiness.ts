import { type Logger, silentLogger } from './logger.js';

/**
 * What a process depends on to serve: the health check (`GET /`) and the admin listener's
 * `/readyz` both answer from `checkReadiness`, so they never disagree.
 */
export interface ReadinessChecks {
  /** Resolves when the database answers a query. */
  database(): Promise<void>;
  /** Present when the process uses Elasticsearch: resolves when the cluster answers. */
  elasticsearch?: () => Promise<void>;
  /** Names of this process's background workers that have died. */
  failedWorkers(): string[];
}

export interface Readiness {
  ready: boolean;
  /** `database`, `elasticsearch` and the names of dead workers, in that order. */
  failing: string[];
}

/**
 * How long a dependency may take to answer a readiness check. A stopped server usually refuses
 * at once; one that hangs (a network partition) must not hold the probe past an orchestrator's
 * probe timeout, commonly 1 to 5 s.
 */
export const READINESS_TIMEOUT_MS = 2_000;

function answersWithin(check: () => Promise<void>, timeoutMs: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([check(), timeout])
    .then(
      () => undefined,
      (error: unknown) => error ?? new Error('failed'),
    )
    .finally(() => clearTimeout(timer));
}

/** Asks every dependency at once; each that fails or does not answer in time is named and logged. */
export async function checkReadiness(
  checks: ReadinessChecks,
  log: Logger = silentLogger,
  timeoutMs = READINESS_TIMEOUT_MS,
): Promise<Readiness> {
  const dependencies: Array<[string, () => Promise<void>]> = [['database', checks.database]];
  if (checks.elasticsearch) dependencies.push(['elasticsearch', checks.elasticsearch]);
  const errors = await Promise.all(dependencies.map(([, check]) => answersWithin(check, timeoutMs)));
  const failing: string[] = [];
  dependencies.forEach(([name], index) => {
    if (errors[index] === undefined) return;
    failing.push(name);
    log.warn({ err: errors[index], dependency: name }, `readiness: ${name} did not answer`);
  });
  const deadWorkers = checks.failedWorkers();
  if (deadWorkers.length > 0)
    log.warn({ workers: deadWorkers }, `readiness: worker(s) died: ${deadWorkers.join(', ')}`);
  failing.push(...deadWorkers);
  return { ready: failing.length === 0, failing };
}
