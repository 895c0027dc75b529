import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { TestProject } from 'vitest/node';
import { databaseOnHost } from '../src/db/connection.js';
import { startEmbeddedHost } from '../src/db/embedded.js';
import { prepareDatabase } from '../src/composition.js';
import { ROOT } from '../tools/harness/processes.js';
import { cachedBuild, sources } from '../tools/harness/scripts.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated, seeded embedded database that each test file starts from. */
    templateDatabase: string;
  }
}

/**
 * initdb, migrations and seed run once for the sources, migrations and packages they come from
 * (about 9 s), cached under `.cache/test-template/`: the projects that need it share it, and a run
 * after no change to them starts at once. Each test file clones it in memory.
 */
export default async function setup(project: TestProject) {
  project.provide('templateDatabase', await templateDatabase());
}

async function templateDatabase(): Promise<string> {
  const migrations = join(ROOT, 'migrations');
  const inputs = [
    ...sources(ROOT),
    ...readdirSync(migrations, { recursive: true, encoding: 'utf8' })
      .map((file) => join(migrations, file))
      .filter((file) => statSync(file).isFile())
      .sort(),
    join(ROOT, 'package.json'),
    join(ROOT, 'package-lock.json'),
  ];
  const dir = await cachedBuild(ROOT, 'test-template', inputs, async (aside) => {
    const host = await startEmbeddedHost({});
    try {
      const database = databaseOnHost(host, 2);
      await prepareDatabase(database);
      // A checkpoint first: a database started from the dump then replays no WAL (about 0.3 s less
      // for each of the few hundred a run starts).
      await database.db.execute(sql`CHECKPOINT`);
      await database.pool.end();
      writeFileSync(join(aside, 'template.tar'), Buffer.from(await (await host.dump()).arrayBuffer()));
    } finally {
      await host.close();
    }
  });
  return join(dir, 'template.tar');
}
