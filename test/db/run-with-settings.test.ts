import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWithSettings } from '../../src/db/connection.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

// One statement under settings of its own, sent with them as one message (src/db/connection.ts):
// the settings hold for that statement alone, its parameters arrive as the values they were, and
// an error leaves nothing behind. On the embedded database and on the server.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 120_000);
afterAll(() => t?.close());

const setting = async (name: string) =>
  (await t.database.db.execute<{ value: string }>(sql`SELECT current_setting(${name}) AS value`)).rows[0]!.value;

describe('runWithSettings', () => {
  it('applies the settings to its statement only', async () => {
    const before = await setting('enable_seqscan');
    const { rows } = await runWithSettings<{ seqscan: string; sort: string }>(
      t.database.db,
      { enable_seqscan: 'off', enable_sort: 'off' },
      sql`SELECT current_setting('enable_seqscan') AS seqscan, current_setting('enable_sort') AS sort`,
    );
    expect(rows).toEqual([{ seqscan: 'off', sort: 'off' }]);
    expect(before).toBe('on');
    expect(await setting('enable_seqscan')).toBe('on');
    expect(await setting('enable_sort')).toBe('on');
  });

  // Each parameter as the statement would have received it, whatever its characters.
  it.each([
    ['a plain string', 'teak chair'],
    ['quotes and a backslash', `it's a \\ "quoted" word`],
    ['a question mark and a dollar', 'cost $1 ?'],
    ['non-ASCII text', 'kursi makan · 椅子'],
    ['an empty string', ''],
  ])('passes %s as text', async (_name, value) => {
    const { rows } = await runWithSettings<{ value: string }>(
      t.database.db,
      { enable_seqscan: 'off' },
      sql`SELECT ${value}::text AS value`,
    );
    expect(rows[0]!.value).toBe(value);
  });

  it('passes numbers, booleans, null and arrays as their values', async () => {
    const words = ['a', "o'clock", 'back\\slash', 'comma,word', '"quoted"', 'NULL'];
    const { rows } = await runWithSettings<{
      n: number;
      f: number;
      b: boolean;
      none: string | null;
      words: string[];
      ints: number[];
    }>(
      t.database.db,
      { enable_seqscan: 'off' },
      sql`SELECT ${42}::int AS n, ${0.125}::float8 AS f, ${true}::boolean AS b, ${null}::text AS none,
                 ${sql.param(words)}::text[] AS words, ${sql.param([3, -1, 7])}::int[] AS ints`,
    );
    expect(rows).toEqual([{ n: 42, f: 0.125, b: true, none: null, words, ints: [3, -1, 7] }]);
  });

  it('refuses what it cannot send as text, before sending anything', async () => {
    await expect(
      runWithSettings(t.database.db, { enable_seqscan: 'off' }, sql`SELECT ${Buffer.from([0, 1, 2])}::bytea`),
    ).rejects.toThrow(/binary parameter/);
    await expect(runWithSettings(t.database.db, {}, sql`SELECT 1`)).rejects.toThrow(/no settings/);
  });

  it('gives rows as arrays when asked', async () => {
    const { rows } = await runWithSettings<[number, string]>(
      t.database.db,
      { enable_seqscan: 'off' },
      sql`SELECT ${1}::int, ${'x'}::text`,
      { rowMode: 'array' },
    );
    expect(rows).toEqual([[1, 'x']]);
  });

  it("fails with the statement's error and leaves the connection and its settings as they were", async () => {
    await expect(runWithSettings(t.database.db, { enable_seqscan: 'off' }, sql`SELECT 1 / ${0}::int`)).rejects.toThrow(
      /division by zero/,
    );
    // Every pooled connection is still usable, outside any transaction, with its settings as before.
    const checks = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.database.db.execute<{ seqscan: string; open: boolean }>(
          sql`SELECT current_setting('enable_seqscan') AS seqscan, now() = statement_timestamp() AS open`,
        ),
      ),
    );
    for (const check of checks) {
      expect(check.rows[0]!.seqscan).toBe('on');
      // now() is the statement's own time: no transaction left open before it.
      expect(check.rows[0]!.open).toBe(true);
    }
  });
});
