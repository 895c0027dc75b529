import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/connection.js';
import { prepareDatabase } from '../../src/db/migrate.js';
import { freePort } from '../helpers/processes.js';
import { startPostgresServer } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set in the postgres project: the server's admin URL and the migrated template database. */
    postgres: { adminUrl: string; template: string } | undefined;
  }
}

const TEMPLATE = 'directory_template';

/**
 * The postgres project: a real PostgreSQL 18 server with pgvector (TEST_DATABASE_URL's server when
 * given, else one started here), a template database migrated and seeded once, and each test
 * file its own database copied from the template.
 */
export default async function setup(project: TestProject) {
  const given = process.env.TEST_DATABASE_URL;
  const server = given ? undefined : startPostgresServer({ port: await freePort(), autovacuum: false });
  const adminUrl = given ?? server!.url('postgres');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE}`);
  } finally {
    await admin.end();
  }
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${TEMPLATE}`;
  const database = await openDatabase({ databaseUrl: templateUrl.toString(), dataDir: '', poolSize: 2 });
  try {
    await prepareDatabase(database);
  } finally {
    await database.close();
  }
  project.provide('postgres', { adminUrl, template: TEMPLATE });
  return () => server?.stop();
}
