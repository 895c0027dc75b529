import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../../../test/helpers/app.js';
import type { Database } from '../../db/connection.js';
import { RATE_LIMIT_WINDOW_MS } from './admission.js';

describe('shared rate limiter (admit_request, migration 0011)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  /** The window's function on its own; the PostgreSQL admission calls it inside its key lookup. */
  const createPostgresRateLimiter = (db: Database['db'], options: { windowMs?: number } = {}) => ({
    async consume(keyId: string, limit: number): Promise<boolean> {
      const windowMs = options.windowMs ?? RATE_LIMIT_WINDOW_MS;
      const result = await db.execute<{ admitted: boolean }>(
        sql`SELECT admit_request(${keyId}::uuid, ${limit}::integer, ${windowMs}::double precision) AS admitted`,
      );
      return result.rows[0]!.admitted;
    },
  });
  afterAll(async () => {
    await database?.close();
  });

  it('lets exactly `limit` requests through per key, and counts keys apart', async () => {
    const limiter = createPostgresRateLimiter(database.db);
    const key = randomUUID();
    const other = randomUUID();
    const results = [];
    for (let i = 0; i < 4; i += 1) results.push(await limiter.consume(key, 3));
    expect(results).toEqual([true, true, true, false]);
    expect(await limiter.consume(other, 3)).toBe(true);
  });

  it('lets exactly `limit` of a concurrent burst through', async () => {
    const limiter = createPostgresRateLimiter(database.db);
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 20 }, () => limiter.consume(key, 5)));
    expect(results.filter(Boolean)).toHaveLength(5);
  });

  it('rolls: a request leaves the window once it is older than the window, and refused requests are not counted', async () => {
    const limiter = createPostgresRateLimiter(database.db, { windowMs: 600 });
    const key = randomUUID();
    expect(await limiter.consume(key, 2)).toBe(true);
    await sleep(300);
    expect(await limiter.consume(key, 2)).toBe(true);
    expect(await limiter.consume(key, 2)).toBe(false);
    await sleep(350); // the first request has left the window; the refused one never entered it
    expect(await limiter.consume(key, 2)).toBe(true);
    expect(await limiter.consume(key, 2)).toBe(false);
  });
  it("forgets no admission when a key's limit is lowered, and admits more when it is raised", async () => {
    const limiter = createPostgresRateLimiter(database.db);
    const key = randomUUID();
    for (let i = 0; i < 3; i += 1) expect(await limiter.consume(key, 5)).toBe(true);
    expect(await limiter.consume(key, 2)).toBe(false); // 3 admitted in the window: over a limit of 2
    expect(await limiter.consume(key, 3)).toBe(false); // the lowered limit forgot none of them
    expect(await limiter.consume(key, 4)).toBe(true);
    expect(await limiter.consume(key, 4)).toBe(false);
    expect(await limiter.consume(key, 6)).toBe(true);
    expect(await limiter.consume(key, 6)).toBe(true);
    expect(await limiter.consume(key, 6)).toBe(false);
  });

  it('stores at most `limit` rows per key however many requests it sees', async () => {
    const limiter = createPostgresRateLimiter(database.db);
    const key = randomUUID();
    const results = [];
    for (let i = 0; i < 12; i += 1) results.push(await limiter.consume(key, 4));
    expect(results.filter(Boolean)).toHaveLength(4);
    const rows = await database.pool.query('SELECT count(*)::int AS n FROM rate_limit_slots WHERE key_id = $1', [key]);
    expect(rows.rows[0].n).toBe(4);
  });
});
