import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/connection.js';
import { openTestDatabase } from '../helpers/app.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

async function inTransaction(i: number): Promise<[unknown, unknown]> {
  const client = await database.pool.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query<{ v: string }>('SELECT $1::text || $2::text || $3::text AS v', [
      't',
      `-${i}-`,
      'x',
    ]);
    await client.query('COMMIT');
    return [rows[0]!.v, `t-${i}-x`];
  } finally {
    client.release();
  }
}

describe('embedded database shared over its socket', () => {
  it('keeps the extended-query messages of concurrent connections apart (no crossed statements or parameters)', async () => {
    // Statements with different parameter counts on several connections at once, some inside
    // transactions: interleaved Parse/Bind messages fail ("bind message supplies N parameters")
    // or answer another connection's query.
    const queries = Array.from(
      { length: 300 },
      (_, i): Promise<[unknown, unknown]> =>
        i % 3 === 0
          ? inTransaction(i)
          : i % 3 === 1
            ? database.pool
                .query<{ v: string }>('SELECT $1::text AS v', [`one-${i}`])
                .then((r) => [r.rows[0]!.v, `one-${i}`])
            : database.pool
                .query<{ v: number }>('SELECT $1::int + $2::int AS v', [i, 1])
                .then((r) => [r.rows[0]!.v, i + 1]),
    );
    const results = await Promise.allSettled(queries);
    const failures = results
      .filter((result) => result.status === 'rejected')
      .map((result) => String((result as PromiseRejectedResult).reason));
    expect(failures).toEqual([]);
    for (const result of results) if (result.status === 'fulfilled') expect(result.value[0]).toBe(result.value[1]);
  });
});
