import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/connection.js';
import { prepareDatabase } from '../../src/composition.js';
import { freePort } from '../../tools/harness/processes.js';
import { startPostgresServer } from '../../tools/harness/postgres-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * Set in the postgres project: the server's admin URL, the migrated template database, and
     * the prefix every database of this run is named with (so teardown finds them all).
     */
    postgres: { adminUrl: string; template: string; prefix: string } | undefined;
  }
}

async function withAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** Drops every database of this run: the template and any a crashed test file left behind. */
async function dropRunDatabases(adminUrl: string, prefix: string): Promise<void> {
  await withAdmin(adminUrl, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [prefix],
    );
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  });
}

/**
 * The postgres project: a real PostgreSQL 18 server with pgvector (TEST_DATABASE_URL's server when
 * given, else a throwaway one from tools/postgres), a template database migrated and seeded once,
 * and each test file its own database copied from the template (CREATE DATABASE ... TEMPLATE).
 */
export default async function setup(project: TestProject) {
  const given = process.env.TEST_DATABASE_URL;
  const server = given ? undefined : startPostgresServer({ port: await freePort(), autovacuum: false });
  const adminUrl = given ?? server!.url('postgres');
  // Unique per run: two runs may share one TEST_DATABASE_URL server.
  const prefix = `directory_test_${randomBytes(4).toString('hex')}`;
  const template = `${prefix}_template`;
  try {
    await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE "${template}"`));
    const templateUrl = new URL(adminUrl);
    templateUrl.pathname = `/${template}`;
    const database = await openDatabase({ databaseUrl: templateUrl.toString(), dataDir: '', poolSize: 1 });
    try {
      await prepareDatabase(database);
    } finally {
      await database.close();
    }
  } catch (error) {
    if (server) server.stop();
    else await dropRunDatabases(adminUrl, prefix).catch(() => {});
    throw error;
  }
  project.provide('postgres', { adminUrl, template, prefix });
  return async () => {
    // Our own server takes its databases with it; on a given server, leave nothing behind.
    if (server) server.stop();
    else await dropRunDatabases(adminUrl, prefix);
  };
}
