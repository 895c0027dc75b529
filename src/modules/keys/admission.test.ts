import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openTestDatabase } from '../../../test/helpers/app.js';
import type { Database } from '../../db/connection.js';
import { apiKeys } from '../../db/schema.js';
import { createPostgresAdmission, type KeyAdmission } from './admission.js';
import { createKeysRepository, type KeyStanding, type KeysRepository } from './keys.repository.js';
import { createKeysService, hashKey } from './keys.service.js';

let database: Database;
let repository: KeysRepository;
beforeAll(async () => {
  database = await openTestDatabase();
  repository = createKeysRepository(database.db);
});
afterAll(async () => {
  await database?.close();
});

const implementations: Array<[string, () => KeyAdmission]> = [
  ['in PostgreSQL', () => createPostgresAdmission({ keysRepository: repository, defaultRateLimit: 2 })],
];

/** Each state a stored key can be in, how it is made, and what the contract answers for it. */
const states: Array<{
  state: string;
  standing: KeyStanding;
  make: Partial<typeof apiKeys.$inferInsert>;
  error?: string;
}> = [
  { state: 'active, no expiry', standing: 'usable', make: {} },
  { state: 'active, expiring later', standing: 'usable', make: { expiresAt: new Date(Date.now() + 3_600_000) } },
  { state: 'revoked', standing: 'revoked', make: { isActive: false }, error: 'Invalid API key' },
  {
    state: 'expired',
    standing: 'expired',
    make: { expiresAt: new Date(Date.now() - 1_000) },
    error: 'API key expired',
  },
  {
    state: 'revoked and expired',
    standing: 'revoked',
    make: { isActive: false, expiresAt: new Date(Date.now() - 1_000) },
    error: 'Invalid API key',
  },
];

let issued = 0;
async function storedKey(make: Partial<typeof apiKeys.$inferInsert>): Promise<{ value: string; id: string }> {
  issued += 1;
  const value = `dsk_admission_test_${issued}_${Math.random()}`;
  const record = await repository.insert({
    partnerName: 'Admission Test',
    name: `key ${issued}`,
    prefix: value.slice(0, 12),
    keyHash: hashKey(value),
    scopes: ['regions.read'],
    rateLimitPerMinute: null,
    expiresAt: null,
  });
  if (Object.keys(make).length > 0) await database.db.update(apiKeys).set(make).where(eq(apiKeys.id, record.id));
  return { value, id: record.id };
}

describe.each(implementations)('key admission %s', (_name, create) => {
  it.each(states)(
    'a key that is $state stands as $standing and is counted only when usable',
    async ({ standing, make }) => {
      const admission = create();
      const key = await storedKey(make);
      const results = [];
      for (let i = 0; i < 3; i += 1) results.push(await admission.admit(hashKey(key.value)));
      expect(results.map((result) => result.key?.standing)).toEqual([standing, standing, standing]);
      // The default limit is 2: a usable key's third request is refused; an unusable key's never count.
      expect(results.map((result) => result.admitted)).toEqual(
        standing === 'usable' ? [true, true, false] : [false, false, false],
      );
    },
  );

  it('answers an unknown hash with no key, uncounted', async () => {
    expect(await create().admit(hashKey('dsk_nobody'))).toEqual({ key: null, admitted: false });
  });

  it('counts nothing for a refused key: once usable again it has its whole limit', async () => {
    const admission = create();
    const key = await storedKey({ isActive: false });
    for (let i = 0; i < 3; i += 1) expect((await admission.admit(hashKey(key.value))).admitted).toBe(false);
    await database.db.update(apiKeys).set({ isActive: true }).where(eq(apiKeys.id, key.id));
    expect((await admission.admit(hashKey(key.value))).admitted).toBe(true);
    expect((await admission.admit(hashKey(key.value))).admitted).toBe(true);
  });
});

describe.each(implementations)('keys service over the admission %s', (_name, create) => {
  it.each(states)('answers a key that is $state as the contract says', async ({ make, error }) => {
    const keys = createKeysService({ keysRepository: repository, defaultRateLimit: 60, admission: create() });
    const key = await storedKey(make);
    if (error) {
      await expect(keys.admit(key.value)).rejects.toThrow(error);
      await expect(keys.authenticate(key.value)).rejects.toThrow(error);
    } else {
      expect(await keys.admit(key.value)).toMatchObject({ key: { id: key.id }, admitted: true });
      expect(await keys.authenticate(key.value)).toMatchObject({ id: key.id });
    }
  });

  it('answers a missing header and an unknown key with their 401 messages', async () => {
    const keys = createKeysService({ keysRepository: repository, defaultRateLimit: 60, admission: create() });
    await expect(keys.admit(undefined)).rejects.toThrow('Missing API key');
    await expect(keys.admit('')).rejects.toThrow('Missing API key');
    await expect(keys.admit('dsk_unknown')).rejects.toThrow('Invalid API key');
    await expect(keys.admit(['a', 'b'])).rejects.toThrow('Invalid API key');
  });
});

describe('key admission in PostgreSQL', () => {
  it('costs one statement per request: the lookup counts the request itself', async () => {
    const admission = createPostgresAdmission({ keysRepository: repository, defaultRateLimit: 60 });
    const key = await storedKey({});
    const pool = database.pool as unknown as { query: (...args: unknown[]) => unknown };
    const query = pool.query;
    let statements = 0;
    pool.query = function counted(this: unknown, ...args: unknown[]) {
      statements += 1;
      return query.apply(this, args);
    };
    try {
      expect(await admission.admit(hashKey(key.value))).toMatchObject({
        key: { id: key.id, standing: 'usable' },
        admitted: true,
      });
    } finally {
      pool.query = query;
    }
    expect(statements).toBe(1);
  });
});
