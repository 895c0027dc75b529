import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { databaseOnHost } from '../src/db/connection.js';
import { startEmbeddedHost } from '../src/db/embedded.js';
import { prepareDatabase } from '../src/db/migrate.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated, seeded embedded database that each test file starts from. */
    templateDatabase: string;
  }
}

/** initdb, migrations and seed run once per test run; each test file clones the result in memory. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'directory-template-'));
  const host = await startEmbeddedHost({});
  const database = databaseOnHost(host, 2);
  try {
    await prepareDatabase(database);
    await database.pool.end();
    const file = join(dir, 'template.tar');
    writeFileSync(file, Buffer.from(await (await host.dump()).arrayBuffer()));
    project.provide('templateDatabase', file);
  } finally {
    await host.close();
  }
  return () => rmSync(dir, { recursive: true, force: true });
}
