import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { categoryNodeSchema, categoryTreeResponse } from '../modules/reference/reference.schemas.js';
import { exactNumber, serializerCompiler } from './serialization.js';
import { listEnvelope } from './schemas.js';

const ours = (schema: z.ZodType) => serializerCompiler({ schema, method: 'GET', url: '/t', httpStatus: '200' });
/** What every route wrote before the projection: zod's parse, JSON.stringify, amounts unwrapped. */
const zods = (schema: z.ZodType) => {
  const serialize = createSerializerCompiler({})({ schema, method: 'GET', url: '/t', httpStatus: '200' });
  return (data: unknown) => serialize(data).replace(/"\\u0001[0-9a-f]{24}:(-?\d+(?:\.\d+)?)"/g, '$1');
};
const outcome = (serialize: (data: unknown) => string, data: unknown) => {
  try {
    return { text: serialize(data) };
  } catch (error) {
    return { error: (error as { code?: string }).code ?? String(error) };
  }
};

const uuid = '0b0f6a7e-3d2c-4c1a-9f3e-2a6b1c4d5e6f';
const item = z.object({
  id: z.uuid(),
  name: z.string(),
  note: z.string().nullable(),
  extra: z.string().optional(),
  count: z.number().int(),
  ok: z.boolean(),
  kind: z.enum(['a', 'b']),
  price: exactNumber().nullable(),
  tags: z.array(z.string()),
  specs: z.record(z.string(), z.unknown()),
  free: z.unknown(),
});
const good = {
  id: uuid,
  name: 'Kursi "jati"\n',
  note: null,
  count: 3,
  ok: true,
  kind: 'a',
  price: '999999999999999.9999',
  tags: ['x', 'ü'],
  specs: { b: 1, a: [2] },
  free: { z: null },
};

/** Each schema with inputs: valid ones must come out byte for byte as zod wrote them, invalid ones fail as zod failed. */
const CASES: Array<{ name: string; schema: z.ZodType; inputs: unknown[] }> = [
  {
    name: 'an object of every field kind, in a list envelope',
    schema: listEnvelope(item),
    inputs: [
      { data: [good], total: 1, limit: 20, offset: 0 },
      // keys in another order, unknown keys, an optional field present, absent and undefined
      {
        offset: 0,
        limit: 20,
        total: 2,
        secret: 'x',
        data: [
          { ...good, extra: 'e', internal: 1 },
          { ...good, extra: undefined, price: '-0.5' },
        ],
      },
      { data: [], total: 0, limit: 1, offset: 0 },
      // record keys that are odd but legal JSON, kept in their order
      { data: [{ ...good, specs: { 'z z': 1, '1': 2, é: { deep: [1, '2'] } } }], total: 1, limit: 20, offset: 0 },
      // refused by the types: zod's error, as before
      { data: [{ ...good, count: '3' }], total: 1, limit: 20, offset: 0 },
      { data: [{ ...good, count: Number.NaN }], total: 1, limit: 20, offset: 0 },
      { data: [{ ...good, count: Number.POSITIVE_INFINITY }], total: 1, limit: 20, offset: 0 },
      { data: [{ ...good, name: undefined }], total: 1, limit: 20, offset: 0 },
      { data: [{ ...good, note: undefined }], total: 1, limit: 20, offset: 0 },
      { data: [{ ...good, kind: 'c' }], total: 1, limit: 20, offset: 0 },
      { data: [{ ...good, price: '1e5' }], total: 1, limit: 20, offset: 0 },
      { data: [{ ...good, price: 12.5 }], total: 1, limit: 20, offset: 0 },
      { data: [{ ...good, tags: 'x' }], total: 1, limit: 20, offset: 0 },
      { data: [{ ...good, ok: null }], total: 1, limit: 20, offset: 0 },
      { data: [{ ...good, specs: [] }], total: 1, limit: 20, offset: 0 },
      { data: [{ ...good, id: new Date(0) }], total: 1, limit: 20, offset: 0 },
      { data: [null], total: 1, limit: 20, offset: 0 },
      { data: {}, total: 1, limit: 20, offset: 0 },
      null,
      'text',
    ],
  },
  {
    name: 'the recursive category tree (a getter in the shape)',
    schema: categoryTreeResponse,
    inputs: [
      {
        data: [
          {
            id: uuid,
            name: 'Furniture',
            slug: 'furniture',
            depth: 0,
            parent_id: null,
            children: [
              {
                id: uuid,
                name: 'Chairs',
                slug: 'chairs',
                depth: 1,
                parent_id: uuid,
                children: [{ id: uuid, name: 'Teak', slug: 'teak', depth: 2, parent_id: uuid, extra: 1 }],
              },
            ],
          },
        ],
      },
      { data: [{ id: uuid, name: 'X', slug: 'x', depth: 0, parent_id: null, children: undefined }] },
      { data: [{ id: uuid, name: 'X', slug: 'x', depth: 0, parent_id: null, children: [{ id: uuid }] }] },
    ],
  },
  {
    name: 'what zod decides itself: unions, defaults, transforms, refinements, loose objects',
    schema: z.object({
      either: z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]),
      fallback: z.string().default('d'),
      trimmed: z.string().trim().toLowerCase(),
      doubled: z.number().transform((n) => n * 2),
      refined: z.array(z.number()).refine((list) => list.length < 3, 'too many'),
      loose: z.looseObject({ k: z.string() }),
      lazy: z.lazy(() => z.object({ n: z.number() })),
      maybeDefault: z.string().default('d').optional(),
      anything: z.unknown(),
    }),
    inputs: [
      {
        either: { b: 1, a: 2 },
        fallback: undefined,
        trimmed: '  ABC ',
        doubled: 2,
        refined: [1],
        loose: { k: 'v', other: 1 },
        lazy: { n: 1, m: 2 },
      },
      {
        either: { a: 'x' },
        fallback: 'f',
        trimmed: 'x',
        doubled: 0,
        refined: [1, 2, 3],
        loose: { k: 'v' },
        lazy: { n: 1 },
      },
      { either: { c: 1 }, fallback: 'f', trimmed: 'x', doubled: 0, refined: [], loose: { k: 'v' }, lazy: { n: 1 } },
      {
        either: { a: 'x' },
        fallback: 'f',
        trimmed: 'x',
        doubled: 0,
        refined: [],
        loose: { k: 'v' },
        lazy: { n: 1 },
        maybeDefault: undefined,
        anything: undefined,
      },
      {
        either: { a: 'x' },
        fallback: 'f',
        trimmed: 'x',
        doubled: 0,
        refined: [],
        loose: { k: 'v' },
        lazy: { n: 1 },
        maybeDefault: 'm',
        anything: { deep: [1] },
      },
    ],
  },
];

describe('response serialization', () => {
  for (const { name, schema, inputs } of CASES) {
    it(`writes what zod's parse wrote, or fails as it failed: ${name}`, () => {
      const serialize = ours(schema);
      const before = zods(schema);
      for (const input of inputs)
        expect(outcome(serialize, input), JSON.stringify(input)).toEqual(outcome(before, input));
    });
  }

  it('writes an amount with all its digits', () => {
    expect(ours(z.object({ price: exactNumber() }))({ price: '999999999999999.9999' })).toBe(
      '{"price":999999999999999.9999}',
    );
  });

  it('reaches every level of a recursive schema', () => {
    const leaf = { id: uuid, name: 'c', slug: 'c', depth: 2, parent_id: uuid, hidden: true };
    const tree = [{ ...leaf, depth: 0, children: [{ ...leaf, depth: 1, children: [leaf] }] }];
    expect(JSON.parse(ours(z.array(categoryNodeSchema))(tree))[0].children[0].children[0]).toEqual({
      id: uuid,
      name: 'c',
      slug: 'c',
      depth: 2,
      parent_id: uuid,
    });
  });

  it('does not check string formats of responses we build (a malformed id is written as it is)', () => {
    const schema = z.object({ id: z.uuid() });
    expect(ours(schema)({ id: 'not-a-uuid' })).toBe('{"id":"not-a-uuid"}');
    expect(outcome(zods(schema), { id: 'not-a-uuid' })).toEqual({ error: 'FST_ERR_RESPONSE_SERIALIZATION' });
  });
});
