import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../src/openapi.js';

describe('docs/openapi.json', () => {
  it('matches the document generated from the route schemas (run `npm run openapi` after changing a route)', async () => {
    const committed = JSON.parse(readFileSync(new URL('../docs/openapi.json', import.meta.url), 'utf8'));
    expect(committed).toEqual(await openApiDocument());
  });

  it('declares an operationId and the X-API-Key scheme for every operation', async () => {
    const document = (await openApiDocument()) as { paths: Record<string, Record<string, { operationId?: string }>> };
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(operations.length).toBeGreaterThan(5);
    for (const operation of operations) expect(operation.operationId).toMatch(/^[a-z][A-Za-z]+$/);
    expect(JSON.stringify(document)).toContain('"X-API-Key"');
  });
});
