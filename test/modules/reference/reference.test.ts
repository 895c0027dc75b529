import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.js';

interface Node {
  id: string;
  name: string;
  slug: string;
  depth: number;
  parent_id: string | null;
  children?: Node[];
}

let t: TestApp;
let key: string;
beforeAll(async () => {
  t = await startTestApp();
  key = await t.key(['categories.read', 'regions.read']);
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { 'x-api-key': key } });
  return { status: res.statusCode, body: res.json() };
};

function walk(nodes: Node[], visit: (node: Node, parent: Node | null) => void, parent: Node | null = null) {
  for (const node of nodes) {
    visit(node, parent);
    if (node.children) walk(node.children, visit, node);
  }
}

function checkTree(roots: Node[]) {
  const slugs = new Set<string>();
  let count = 0;
  walk(roots, (node, parent) => {
    count += 1;
    expect(node.depth).toBe(parent ? parent.depth + 1 : 0);
    expect(node.parent_id).toBe(parent ? parent.id : null);
    expect(node.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(slugs.has(node.slug)).toBe(false);
    slugs.add(node.slug);
    if (node.depth < 2) expect(Array.isArray(node.children)).toBe(true);
    else expect(node).not.toHaveProperty('children');
  });
  return count;
}

describe('GET /v1/categories', () => {
  it('returns the whole three-level business tree with sectors as roots', async () => {
    const { status, body } = await get('/v1/categories');
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(['data']);
    const roots: Node[] = body.data;
    expect(roots.length).toBeGreaterThanOrEqual(10);
    checkTree(roots);
    // Every sector has groups and every group has categories.
    for (const sector of roots) {
      expect(sector.children!.length, sector.name).toBeGreaterThan(0);
      for (const group of sector.children!) expect(group.children!.length, group.name).toBeGreaterThan(0);
    }
  });

  it('returns one category with its parent chain, root first, without children', async () => {
    const roots: Node[] = (await get('/v1/categories')).body.data;
    const sector = roots[0]!;
    const group = sector.children![0]!;
    const leaf = group.children![0]!;
    const { status, body } = await get(`/v1/categories/${leaf.id}`);
    expect(status).toBe(200);
    expect(body.data).toEqual({ ...leaf, ancestors: [withoutChildren(sector), withoutChildren(group)] });
    expect(body.data).not.toHaveProperty('children');

    const groupDetail = (await get(`/v1/categories/${group.id}`)).body.data;
    expect(groupDetail.children).toEqual(group.children);
    expect(groupDetail.ancestors).toEqual([withoutChildren(sector)]);
    expect((await get(`/v1/categories/${sector.id}`)).body.data.ancestors).toEqual([]);
  });

  it('does not answer a product category id on the business route', async () => {
    const productRoot: Node = (await get('/v1/product-categories')).body.data[0];
    expect((await get(`/v1/categories/${productRoot.id}`)).status).toBe(404);
  });
});

function withoutChildren({ children: _children, ...node }: Node) {
  return node;
}

describe('GET /v1/product-categories', () => {
  it('returns the product tree with the same node shape', async () => {
    const { status, body } = await get('/v1/product-categories');
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThan(5);
    expect(checkTree(body.data)).toBeGreaterThan(100);
  });
});

describe('GET /v1/countries', () => {
  it('lists ISO 3166-1 countries with alpha-3 and currency', async () => {
    const { body } = await get('/v1/countries?limit=100&offset=100');
    expect(body.total).toBe(249);
    const indonesia = body.data.find((country: { code: string }) => country.code === 'ID');
    expect(indonesia).toMatchObject({ code: 'ID', code3: 'IDN', name: 'Indonesia', currency: 'IDR' });
    expect(Object.keys(indonesia).sort()).toEqual(['code', 'code3', 'currency', 'id', 'name']);
  });
});

describe('GET /v1/regions', () => {
  it('filters by country_code (any case): Indonesia has its 38 provinces', async () => {
    const { status, body } = await get('/v1/regions?country_code=id&limit=100');
    expect(status).toBe(200);
    expect(body.total).toBe(38);
    const codes = body.data.map((region: { code: string }) => region.code);
    for (const code of ['ID-JK', 'ID-JB', 'ID-PE', 'ID-PS', 'ID-PT', 'ID-PD']) expect(codes).toContain(code);
    expect(body.data.every((region: { country_code: string }) => region.country_code === 'ID')).toBe(true);
    expect(Object.keys(body.data[0]).sort()).toEqual(['code', 'country_code', 'country_id', 'id', 'name', 'type']);
  });

  it('filters by country_id to the same rows', async () => {
    const byCode = (await get('/v1/regions?country_code=ID&limit=100')).body;
    const countryId = byCode.data[0].country_id;
    const byId = (await get(`/v1/regions?country_id=${countryId}&limit=100`)).body;
    expect(byId.data).toEqual(byCode.data);
  });

  it('answers an empty list for a country without regions on file', async () => {
    const { status, body } = await get('/v1/regions?country_code=ZZ');
    expect(status).toBe(200);
    expect(body).toEqual({ data: [], total: 0, limit: 20, offset: 0 });
  });

  it('refuses malformed filters with 400 naming them', async () => {
    expect(await get('/v1/regions?country_id=nope')).toEqual({
      status: 400,
      body: { error: 'country_id: must be a UUID' },
    });
    expect(await get('/v1/regions?country_code=IDN')).toEqual({
      status: 400,
      body: { error: 'country_code: must be an ISO 3166-1 alpha-2 code' },
    });
  });
});
