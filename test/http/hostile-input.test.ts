import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docsUrl } from '../../src/http/openapi-document.js';
import { MAX_BODY_DEPTH } from '../../src/http/json-body.js';
import { startTestApp, type TestApp } from '../helpers/app.js';

// What clients and attackers send that no schema describes: deep nesting, bytes that are not
// UTF-8, the wrong media type, a forged Host, oversized queries and endless unknown fields.
// Each is refused with a short 4xx naming the problem, and nothing is stored.

let t: TestApp;
let writeKey: string;
let readKey: string;

beforeAll(async () => {
  t = await startTestApp();
  writeKey = await t.key(['businesses.write', 'businesses.read', 'businesses.internal.read', 'search']);
  readKey = writeKey;
});
afterAll(() => t.close());

/** `contentType` null sends no Content-Type header at all. */
const postBusiness = (payload: string | Buffer, contentType: string | null = 'application/json') =>
  t.app.inject({
    method: 'POST',
    url: '/v1/businesses',
    headers: { 'x-api-key': writeKey, ...(contentType === null ? {} : { 'content-type': contentType }) },
    payload,
  });

async function businessCount(): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: '/v1/businesses?limit=1', headers: { 'x-api-key': readKey } });
  return res.json().total;
}

/** Runs `send` and checks it answered `status` with `{ error }` matching `message`, storing nothing. */
async function refusedWithoutStoring(
  send: () => ReturnType<typeof postBusiness>,
  status: number,
  message: RegExp | string,
) {
  const before = await businessCount();
  const res = await send();
  expect(res.statusCode, res.body).toBe(status);
  expect(Object.keys(res.json())).toEqual(['error']);
  if (typeof message === 'string') expect(res.json().error).toBe(message);
  else expect(res.json().error).toMatch(message);
  expect(await businessCount()).toBe(before);
  return res;
}

const valid = { name: 'Hostile Input Supplier', description_en: 'Makes things' };

describe('deeply nested bodies', () => {
  const nested = (depth: number) =>
    `{"name":"Deep","description_en":"x","certifications":${'['.repeat(depth)}${']'.repeat(depth)}}`;

  it('answers 400 naming the depth limit for a body nested 4,500 levels, storing nothing', async () => {
    await refusedWithoutStoring(
      () => postBusiness(nested(4500)),
      400,
      `Request body nests objects and arrays deeper than ${MAX_BODY_DEPTH} levels`,
    );
  });

  it('answers 400 for objects nested one level past the limit', async () => {
    const body = `${'{"a":'.repeat(MAX_BODY_DEPTH + 1)}1${'}'.repeat(MAX_BODY_DEPTH + 1)}`;
    await refusedWithoutStoring(() => postBusiness(body), 400, /deeper than 64 levels/);
  });

  it('reads a body at the limit (the schema then judges it)', async () => {
    const body = `${'{"a":'.repeat(MAX_BODY_DEPTH)}1${'}'.repeat(MAX_BODY_DEPTH)}`;
    const res = await postBusiness(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^name: is required/);
  });

  it('does not count brackets inside strings', async () => {
    const res = await postBusiness(
      JSON.stringify({ ...valid, name: 'Brackets [[[[{{{{', description_en: '['.repeat(5000) }),
    );
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('request bodies that are not valid UTF-8', () => {
  const cases: Array<[string, number[]]> = [
    ['a byte-order mark in UTF-16 (ff fe)', [0xff, 0xfe]],
    ['an overlong encoding of "/" (c0 af)', [0xc0, 0xaf]],
    ['an encoded lone surrogate, CESU-8 (ed a0 80)', [0xed, 0xa0, 0x80]],
    ['a truncated sequence (e2 82)', [0xe2, 0x82]],
    ['a continuation byte alone (80)', [0x80]],
  ];
  for (const [name, bytes] of cases) {
    it(`answers 400 for ${name} inside a string, storing nothing`, async () => {
      const payload = Buffer.concat([
        Buffer.from('{"name":"Bad '),
        Buffer.from(bytes),
        Buffer.from('","description_en":"x"}'),
      ]);
      await refusedWithoutStoring(() => postBusiness(payload), 400, 'Request body is not valid UTF-8');
    });
  }

  it('accepts real multi-byte text', async () => {
    const res = await postBusiness(Buffer.from(JSON.stringify({ ...valid, name: 'Kursi jati 🪑 Jepara — ü' }), 'utf8'));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.name).toBe('Kursi jati 🪑 Jepara — ü');
  });

  const escapes: Array<[string, string, string]> = [
    ['a lone high surrogate', '{"name":"x\\ud800","description_en":"x"}', 'name'],
    ['a lone low surrogate', '{"name":"x","description_en":"\\udc00y"}', 'description_en'],
    ['a reversed pair', '{"name":"\\udc00\\ud800","description_en":"x"}', 'name'],
    ['a lone surrogate in a field name', '{"name":"x","description_en":"x","\\ud800":1}', '\ud800'],
    [
      'a lone surrogate in an array item',
      '{"name":"x","description_en":"x","certifications":["ok","\\udfff"]}',
      'certifications[1]',
    ],
  ];
  for (const [name, payload, field] of escapes) {
    it(`answers 400 naming the field for ${name} written as a JSON escape`, async () => {
      await refusedWithoutStoring(
        () => postBusiness(payload),
        400,
        `${field}: must be valid Unicode text (it holds a lone surrogate)`,
      );
    });
  }

  it('accepts a surrogate pair written as JSON escapes', async () => {
    const res = await postBusiness('{"name":"Chair \\ud83e\\ude91","description_en":"x"}');
    expect(res.statusCode).toBe(201);
    expect(res.json().data.name).toBe('Chair 🪑');
  });
});

describe('media types', () => {
  const body = JSON.stringify(valid);
  for (const type of [
    'text/plain',
    'text/plain;charset=UTF-8',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/xml',
    'application/json-seq',
    'application/json; charset=latin1',
    'application/json; charset=utf-16',
  ]) {
    it(`answers 415 for Content-Type ${type}, storing nothing`, async () => {
      await refusedWithoutStoring(() => postBusiness(body, type), 415, /application\/json/);
    });
  }

  it('answers 415 for a body without Content-Type', async () => {
    await refusedWithoutStoring(() => postBusiness(body, null), 415, /application\/json/);
  });

  it('answers 415 for a body route called with no body and no Content-Type', async () => {
    await refusedWithoutStoring(
      () => t.app.inject({ method: 'POST', url: '/v1/businesses', headers: { 'x-api-key': writeKey } }),
      415,
      /application\/json/,
    );
  });

  for (const type of ['application/json', 'application/json; charset=utf-8', 'Application/JSON; charset="UTF-8"']) {
    it(`accepts Content-Type ${type}`, async () => {
      const res = await postBusiness(JSON.stringify({ ...valid, name: `Typed ${type}` }), type);
      expect(res.statusCode, res.body).toBe(201);
    });
  }

  it('answers 400 naming the field for a name sent twice in one object', async () => {
    await refusedWithoutStoring(
      () => postBusiness('{"name":"a","name":"b","description_en":"x"}'),
      400,
      /field "name" appears twice/,
    );
  });

  it('answers 400 for a __proto__ field', async () => {
    await refusedWithoutStoring(
      () => postBusiness('{"name":"a","description_en":"x","__proto__":{"polluted":true}}'),
      400,
      /__proto__/,
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('the health check docs link', () => {
  for (const host of ['evil.example', 'attacker.test:8080', 'localhost:80']) {
    it(`does not echo the Host header ${host}`, async () => {
      const res = await t.app.inject({ method: 'GET', url: '/', headers: { host } });
      expect(res.json().docs).toBe(`http://${t.config.HOST}:${t.config.PORT}/v1/openapi.json`);
    });
  }
});

describe('docsUrl', () => {
  const cases: Array<[Parameters<typeof docsUrl>[0], string]> = [
    [
      { DOCS_URL: 'https://api.example.com/v1/openapi.json', HOST: '0.0.0.0', PORT: 3000 },
      'https://api.example.com/v1/openapi.json',
    ],
    [{ DOCS_URL: undefined, HOST: '127.0.0.1', PORT: 3000 }, 'http://127.0.0.1:3000/v1/openapi.json'],
    [{ DOCS_URL: undefined, HOST: '0.0.0.0', PORT: 8080 }, 'http://localhost:8080/v1/openapi.json'],
    [{ DOCS_URL: undefined, HOST: '::', PORT: 3000 }, 'http://localhost:3000/v1/openapi.json'],
    [{ DOCS_URL: undefined, HOST: '::1', PORT: 3000 }, 'http://[::1]:3000/v1/openapi.json'],
    [{ DOCS_URL: undefined, HOST: 'api.internal', PORT: 80 }, 'http://api.internal:80/v1/openapi.json'],
  ];
  for (const [config, expected] of cases) {
    it(`is ${expected} for DOCS_URL=${config.DOCS_URL ?? '(unset)'} HOST=${config.HOST} PORT=${config.PORT}`, () => {
      expect(docsUrl(config)).toBe(expected);
    });
  }
});

describe('search q length', () => {
  it('answers 400 "q: must be at most 200 characters" for 201 characters', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/search?q=${'a'.repeat(201)}`,
      headers: { 'x-api-key': readKey },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'q: must be at most 200 characters' });
  });

  it('accepts 200 characters', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/search?q=${'a'.repeat(200)}`,
      headers: { 'x-api-key': readKey },
    });
    expect(res.statusCode).toBe(200);
  });

  it('still answers "q: must be text" for a repeated q', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/search?q=a&q=b', headers: { 'x-api-key': readKey } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('q: must be text');
  });
});

describe('unknown fields', () => {
  it('answers 40,000 unknown fields with a short message naming the first ten and counting the rest', async () => {
    const body: Record<string, unknown> = { ...valid };
    for (let i = 0; i < 40_000; i += 1) body[`extra_${i}`] = i;
    const res = await refusedWithoutStoring(
      () => postBusiness(JSON.stringify(body)),
      400,
      /^extra_0: unknown field; .*extra_9: unknown field; and 39990 more problems$/,
    );
    expect(res.body.length).toBeLessThan(1024);
  });

  it('shortens a very long unknown field name', async () => {
    const res = await refusedWithoutStoring(
      () => postBusiness(JSON.stringify({ ...valid, ['k'.repeat(100_000)]: 1 })),
      400,
      /unknown field/,
    );
    expect(res.body.length).toBeLessThan(1024);
  });
});
