import type { TestApp } from './app.js';
import { type CategoryNode, categoryAt } from '../../tools/harness/categories.js';

export { type CategoryNode, categoryAt };

type Json = Record<string, unknown>;

export async function send(t: TestApp, method: 'POST' | 'PATCH' | 'PUT', url: string, key: string, body: unknown) {
  const res = await t.app.inject({
    method,
    url,
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  return { status: res.statusCode, body: res.json() };
}

export async function fetchJson(t: TestApp, url: string, key: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: { 'x-api-key': key } });
  return { status: res.statusCode, body: res.json() };
}

let counter = 0;

export async function createBusiness(
  t: TestApp,
  key: string,
  fields: Json = {},
): Promise<Json & { id: string; slug: string }> {
  counter += 1;
  const { status, body } = await send(t, 'POST', '/v1/businesses', key, {
    name: `Business ${counter}`,
    description_en: 'Supplier of goods',
    ...fields,
  });
  if (status !== 201) throw new Error(`createBusiness: ${status} ${JSON.stringify(body)}`);
  return body.data;
}

export async function createProduct(
  t: TestApp,
  key: string,
  businessId: string,
  fields: Json = {},
): Promise<Json & { id: string }> {
  counter += 1;
  const { status, body } = await send(t, 'POST', '/v1/products', key, {
    business_id: businessId,
    name: `Product ${counter}`,
    ...fields,
  });
  if (status !== 201) throw new Error(`createProduct: ${status} ${JSON.stringify(body)}`);
  return body.data;
}

/** Ids from the seeded reference data: a leaf business category, Indonesia and two of its provinces. */
export async function referenceIds(t: TestApp) {
  const key = await t.key(['categories.read', 'regions.read']);
  const tree = (await fetchJson(t, '/v1/categories', key)).body.data;
  const productTree = (await fetchJson(t, '/v1/product-categories', key)).body.data;
  const regions = (await fetchJson(t, '/v1/regions?country_code=ID&limit=100', key)).body.data;
  const other = (await fetchJson(t, '/v1/regions?country_code=MY&limit=1', key)).body.data[0];
  const byCode = (code: string) => regions.find((region: { code: string }) => region.code === code);
  return {
    categoryId: tree[0].children[0].children[0].id as string,
    otherCategoryId: tree[1].children[0].children[0].id as string,
    productCategoryId: productTree[0].children[0].id as string,
    indonesiaId: byCode('ID-JB').country_id as string,
    westJavaId: byCode('ID-JB').id as string,
    baliId: byCode('ID-BA').id as string,
    malaysiaId: other.country_id as string,
    malaysianRegionId: other.id as string,
  };
}
