import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = (url: string, key: string) => t.app.inject({ method: 'GET', url, headers: { 'x-api-key': key } });

describe('rate limit over HTTP', () => {
  it('refuses the request past the key limit with 429 and no rate-limit headers', async () => {
    const key = await t.key(['regions.read'], { rateLimitPerMinute: 3 });
    for (let i = 0; i < 3; i += 1) expect((await get('/v1/countries', key)).statusCode).toBe(200);
    const res = await get('/v1/countries', key);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: 'Rate limit exceeded' });
    expect(res.headers['retry-after']).toBeUndefined();
    expect(Object.keys(res.headers).filter((name) => name.startsWith('x-ratelimit'))).toEqual([]);
  });

  it('counts per key: another key of the same partner is not affected', async () => {
    const first = await t.key(['regions.read'], { rateLimitPerMinute: 1 });
    const second = await t.key(['regions.read'], { rateLimitPerMinute: 1 });
    expect((await get('/v1/countries', first)).statusCode).toBe(200);
    expect((await get('/v1/countries', first)).statusCode).toBe(429);
    expect((await get('/v1/countries', second)).statusCode).toBe(200);
  });

  it('counts requests to unknown routes and missing scopes, checked after the limit', async () => {
    const key = await t.key([], { rateLimitPerMinute: 2 });
    expect((await get('/v1/nowhere', key)).statusCode).toBe(404);
    expect((await get('/v1/countries', key)).statusCode).toBe(403);
    expect((await get('/v1/nowhere', key)).statusCode).toBe(429);
  });

  it('does not count requests rejected with 401', async () => {
    const key = await t.key(['regions.read'], { rateLimitPerMinute: 1 });
    for (let i = 0; i < 5; i += 1) expect((await get('/v1/countries', `${key}x`)).statusCode).toBe(401);
    expect((await get('/v1/countries', key)).statusCode).toBe(200);
  });

  it('does not count requests of a revoked or expired key (401), nor the key once it is active again', async () => {
    const revoked = await t.key(['regions.read'], { rateLimitPerMinute: 1 });
    const expired = await t.key(['regions.read'], { rateLimitPerMinute: 1, expiresAt: new Date(Date.now() - 1_000) });
    const revokedId = (await t.services.keys.authenticate(revoked)).id;
    await t.services.keys.revoke(revokedId);
    for (let i = 0; i < 3; i += 1) {
      expect((await get('/v1/countries', revoked)).json()).toEqual({ error: 'Invalid API key' });
      expect((await get('/v1/countries', expired)).json()).toEqual({ error: 'API key expired' });
    }
    // Reactivated by hand (no command does it): none of the refused requests took its one slot.
    await t.database.pool.query('UPDATE api_keys SET is_active = true, expires_at = NULL');
    expect((await get('/v1/countries', revoked)).statusCode).toBe(200);
    expect((await get('/v1/countries', expired)).statusCode).toBe(200);
    expect((await get('/v1/countries', expired)).statusCode).toBe(429);
  });

  it('uses RATE_LIMIT_DEFAULT_PER_MINUTE for keys without their own limit', async () => {
    const limited = await startTestApp({ env: { RATE_LIMIT_DEFAULT_PER_MINUTE: '2' } });
    try {
      const { key } = await limited.services.keys.issue({ partner: 'P', name: 'default', scopes: ['regions.read'] });
      const call = () => limited.app.inject({ method: 'GET', url: '/v1/countries', headers: { 'x-api-key': key } });
      expect((await call()).statusCode).toBe(200);
      expect((await call()).statusCode).toBe(200);
      expect((await call()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
