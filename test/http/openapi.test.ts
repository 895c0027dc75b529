import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../src/openapi.js';

describe('docs/openapi.json', () => {
  it('matches the document generated from the route schemas (run `npm run openapi` after changing a route)', async () => {
    const committed = JSON.parse(readFileSync(new URL('../../docs/openapi.json', import.meta.url), 'utf8'));
    expect(committed).toEqual(await openApiDocument());
  });

  it('declares an operationId and the X-API-Key scheme for every operation', async () => {
    const document = (await openApiDocument()) as { paths: Record<string, Record<string, { operationId?: string }>> };
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(operations.length).toBeGreaterThan(5);
    for (const operation of operations) expect(operation.operationId).toMatch(/^[a-z][A-Za-z]+$/);
    expect(JSON.stringify(document)).toContain('"X-API-Key"');
  });

  // What standard validators and linters refuse (tools/contract/lint-openapi.sh runs them in CI).
  it('has no $id or $schema in its schemas, a server, a summary on every operation and a description on every response', async () => {
    const document = (await openApiDocument()) as {
      servers?: unknown[];
      paths: Record<string, Record<string, { summary?: string; responses: Record<string, { description?: string }> }>>;
    };
    const text = JSON.stringify(document);
    expect(text).not.toContain('"$id"');
    expect(text).not.toContain('"$schema"');
    expect(document.servers).toHaveLength(1);
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        expect(operation.summary, `${method} ${path}`).toMatch(/\w/);
        for (const [status, response] of Object.entries(operation.responses)) {
          expect(response.description, `${method} ${path} ${status}`).toMatch(/\w/);
          expect(response.description).not.toBe('Default Response');
        }
      }
    }
  });
});
