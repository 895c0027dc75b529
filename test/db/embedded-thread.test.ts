import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseOnHost, type Database } from '../../src/db/connection.js';
import { startEmbeddedHost } from '../../src/db/embedded.js';

// The embedded database runs on a thread of its own (src/db/embedded-worker.ts): while it works
// through a statement, the hosting process's main thread goes on running its own JavaScript.
let database: Database;
beforeAll(async () => {
  database = databaseOnHost(await startEmbeddedHost({}), 2);
});
afterAll(async () => {
  await database?.close();
});

describe('embedded database on its own thread', () => {
  it("leaves the main thread's event loop turning while a statement executes", async () => {
    let turns = 0;
    let running = true;
    const spin = () => {
      turns += 1;
      if (running) setImmediate(spin);
    };
    // A statement of a few hundred milliseconds of the database's own work, one synchronous run of
    // its WebAssembly: on the main thread no callback could run until it returned.
    const statement = database.pool.query<{ n: string }>('SELECT count(*) AS n FROM generate_series(1, 3000000)');
    setImmediate(spin);
    const { rows } = await statement;
    running = false;
    expect(rows[0]!.n).toBe('3000000');
    expect(turns).toBeGreaterThan(50);
  });

  it('serves, dumps and closes: a dump of the thread loads into a new host with the same rows', async () => {
    await database.pool.query('CREATE TABLE kept (id int PRIMARY KEY, label text)');
    await database.pool.query("INSERT INTO kept VALUES (1, 'satu'), (2, 'dua')");
    const tarball = await database.host!.dump();
    const copy = databaseOnHost(await startEmbeddedHost({ loadDataDir: tarball }), 1);
    try {
      const { rows } = await copy.pool.query('SELECT id, label FROM kept ORDER BY id');
      expect(rows).toEqual([
        { id: 1, label: 'satu' },
        { id: 2, label: 'dua' },
      ]);
    } finally {
      await copy.close();
    }
  });
});
