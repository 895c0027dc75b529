import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../../src/lib/logger.js';
import { createSearchLog, type SearchLogRecorder } from '../../../src/modules/analytics/search-log.js';
import {
  createSearchLogRepository,
  type SearchLogRepository,
  type SearchLogRow,
} from '../../../src/modules/analytics/search-log.repository.js';
import { DATABASE_KIND, startTestApp, type TestApp } from '../../helpers/app.js';
import { createBusiness, fetchJson, referenceIds } from '../../helpers/factories.js';
import { embeddingsEnv, type FakeEmbeddingsServer, startFakeEmbeddings } from '../../helpers/fake-embeddings.js';
import { agentApp, ask } from '../../gateway/harness.js';

// Every search that passed validation is recorded once it has answered, by each way in: the three
// REST searches, the MCP search tool and the agent gateway. The app's recorder here flushes only
// when told (an hour's interval), so a search's own request is seen to write nothing.

const DIMENSIONS = 8;
let provider: FakeEmbeddingsServer;
let t: TestApp;
let recorder: SearchLogRecorder;
let repository: SearchLogRepository;
let ids: Awaited<ReturnType<typeof referenceIds>>;
let searcher: string;
let searcherIds: { keyId: string; partnerId: string };

interface LoggedRow {
  searched_at: Date;
  partner_id: string;
  key_id: string;
  endpoint: string;
  type: string;
  query: string;
  filtered: boolean;
  hits: number;
  mode: string | null;
  latency_ms: number;
}

const rows = async (app: TestApp = t) =>
  (
    await app.database.pool.query<LoggedRow>(`SELECT searched_at, partner_id, key_id, endpoint, type, query, filtered, hits, mode, latency_ms
       FROM search_log ORDER BY id`)
  ).rows;

async function idsOfPartner(app: TestApp, partner: string) {
  const result = await app.database.pool.query<{ key_id: string; partner_id: string }>(
    'SELECT k.id AS key_id, k.partner_id FROM api_keys k JOIN partners p ON p.id = k.partner_id WHERE p.name = $1',
    [partner],
  );
  return { keyId: result.rows[0]!.key_id, partnerId: result.rows[0]!.partner_id };
}

const totalOf = (body: { businesses?: { total: number }; products?: { total: number } }) =>
  (body.businesses?.total ?? 0) + (body.products?.total ?? 0);

beforeAll(async () => {
  provider = await startFakeEmbeddings(DIMENSIONS);
  // The recorder the routes use writes through a repository on the app's database, made once it is open.
  recorder = createSearchLog({
    enabled: true,
    retentionDays: 30,
    log: silentLogger,
    flushIntervalMs: 3_600_000,
    repository: {
      insert: (batch) => repository.insert(batch),
      deleteBefore: (cutoff) => repository.deleteBefore(cutoff),
    },
  });
  t = await startTestApp({ env: embeddingsEnv(provider.url, DIMENSIONS), overrides: { searchLog: recorder } });
  repository = createSearchLogRepository(t.database.db);
  ids = await referenceIds(t);
  const writer = await t.key(['businesses.write'], { partner: 'Catalogue feed' });
  await createBusiness(t, writer, {
    name: 'Jepara Teak Furniture',
    description_en: 'Teak chairs and tables',
    region_id: ids.baliId,
    country_id: ids.indonesiaId,
  });
  await createBusiness(t, writer, { name: 'Ubud Rattan Works', description_en: 'Rattan chairs, hand-woven' });
  searcher = await t.key(['search'], { partner: 'Searching partner' });
  searcherIds = await idsOfPartner(t, 'Searching partner');
}, 120_000);

afterAll(async () => {
  await t?.close();
  await provider?.close();
});

describe(`search analytics (${DATABASE_KIND})`, () => {
  it('writes nothing on the request path: the table stays empty until the recorder flushes', async () => {
    const res = await fetchJson(t, '/v1/search?q=teak', searcher);
    expect(res.status).toBe(200);
    expect(await rows()).toEqual([]);
    expect(recorder.queued).toBe(1);
    await recorder.flush();
    expect((await rows()).map((row) => row.query)).toEqual(['teak']);
  });

  it('records each REST search with the key, its type, the normalised query, filters, hits, mode and latency', async () => {
    const before = (await rows()).length;
    const keyword = await fetchJson(t, '/v1/search?q=%20Teak%20%20%20CHAIRS%20&type=business', searcher);
    const semantic = await fetchJson(t, '/v1/semantic-search?q=Rattan&type=product', searcher);
    const hybrid = await fetchJson(t, `/v1/hybrid-search?q=teak&region_id=${ids.baliId}`, searcher);
    for (const res of [keyword, semantic, hybrid]) expect(res.status).toBe(200);
    expect(totalOf(keyword.body)).toBe(1);
    await recorder.flush();
    const logged = (await rows()).slice(before);
    expect(logged.map(({ searched_at: _at, latency_ms: _ms, ...row }) => row)).toEqual([
      {
        ...{ partner_id: searcherIds.partnerId, key_id: searcherIds.keyId },
        ...{ endpoint: 'search', type: 'business', query: 'teak chairs', filtered: false, hits: 1, mode: null },
      },
      {
        ...{ partner_id: searcherIds.partnerId, key_id: searcherIds.keyId },
        ...{ endpoint: 'semantic', type: 'product', query: 'rattan', filtered: false, mode: null },
        hits: totalOf(semantic.body),
      },
      {
        ...{ partner_id: searcherIds.partnerId, key_id: searcherIds.keyId },
        ...{ endpoint: 'hybrid', type: 'all', query: 'teak', filtered: true, mode: 'hybrid' },
        hits: totalOf(hybrid.body),
      },
    ]);
    for (const row of logged) {
      expect(row.latency_ms).toBeGreaterThanOrEqual(0);
      expect(Date.now() - row.searched_at.getTime()).toBeLessThan(60_000);
    }
  });

  it('sets the filters flag for any of category_id, region_id and country_id, and only then', async () => {
    const before = (await rows()).length;
    const cases: Array<[string, boolean]> = [
      ['', false],
      [`&category_id=${ids.categoryId}`, true],
      [`&region_id=${ids.baliId}`, true],
      [`&country_id=${ids.indonesiaId}`, true],
    ];
    for (const [filter] of cases) expect((await fetchJson(t, `/v1/search?q=teak${filter}`, searcher)).status).toBe(200);
    await recorder.flush();
    expect((await rows()).slice(before).map((row) => row.filtered)).toEqual(cases.map(([, filtered]) => filtered));
  });

  it('records no search that failed: invalid input, a key without the scope, semantic search without its provider', async () => {
    const before = (await rows()).length;
    const reader = await t.key(['businesses.read'], { partner: 'Reading partner' });
    const failed = [
      await fetchJson(t, '/v1/search', searcher),
      await fetchJson(t, `/v1/search?q=${'a'.repeat(201)}`, searcher),
      await fetchJson(t, '/v1/search?q=teak&type=people', searcher),
      await fetchJson(t, '/v1/search?q=teak', reader),
      await fetchJson(t, '/v1/search?q=teak', 'not-a-key'),
    ];
    provider.behaviour = 'error-500';
    try {
      failed.push(await fetchJson(t, '/v1/semantic-search?q=teak', searcher));
      // Hybrid search still answers, from keywords: that search is recorded, with its mode.
      const hybrid = await fetchJson(t, '/v1/hybrid-search?q=teak', searcher);
      expect(hybrid.body.mode).toBe('keyword');
    } finally {
      provider.behaviour = 'healthy';
    }
    expect(failed.map((res) => res.status)).toEqual([400, 400, 400, 403, 401, 503]);
    await recorder.flush();
    expect((await rows()).slice(before).map((row) => [row.endpoint, row.mode])).toEqual([['hybrid', 'keyword']]);
  });

  it("records the MCP search tool's searches as endpoint mcp, in each mode", async () => {
    const before = (await rows()).length;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    const agentKey = await t.key(['search'], { partner: 'MCP partner' });
    const client = new Client({ name: 'test-agent', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${address.port}/v1/mcp`), {
        requestInit: { headers: { 'x-api-key': agentKey } },
      }),
    );
    try {
      const results = [];
      for (const mode of ['keyword', 'semantic', 'hybrid'])
        results.push(
          await client.callTool({ name: 'search', arguments: { q: 'Teak Chairs', mode, type: 'business' } }),
        );
      // A call the tool's schema refuses never reaches the search.
      const refused = await client.callTool({ name: 'search', arguments: { q: '' } });
      expect(refused.isError).toBe(true);
      await recorder.flush();
      const mcp = await idsOfPartner(t, 'MCP partner');
      const logged = (await rows()).slice(before);
      expect(logged.map((row) => [row.endpoint, row.partner_id, row.key_id, row.type, row.query, row.mode])).toEqual([
        ['mcp', mcp.partnerId, mcp.keyId, 'business', 'teak chairs', null],
        ['mcp', mcp.partnerId, mcp.keyId, 'business', 'teak chairs', null],
        ['mcp', mcp.partnerId, mcp.keyId, 'business', 'teak chairs', 'hybrid'],
      ]);
      const structured = results.map((result) => result.structuredContent as { businesses: { total: number } });
      expect(logged.map((row) => row.hits)).toEqual(structured.map((result) => result.businesses.total));
    } finally {
      await client.close();
    }
  });

  it("records the agent gateway's searches as endpoint gateway, for the asking key", async () => {
    const agent: FastifyInstance = await agentApp(t, {});
    try {
      const asker = await t.key(['agent.query', 'search', 'businesses.read', 'categories.read', 'regions.read'], {
        partner: 'Asking partner',
      });
      const { status } = await ask(agent, asker, { question: 'Who can supply teak chairs in Bali?' });
      expect(status).toBe(200);
      // The gateway runs on the services of the composition root, whose recorder is the configured one.
      await t.services.searchLog.flush();
      const asking = await idsOfPartner(t, 'Asking partner');
      const logged = (await rows()).filter((row) => row.partner_id === asking.partnerId);
      expect(logged.length).toBeGreaterThanOrEqual(1);
      // The question's own search first (its words, its place as a filter); then any search with
      // fewer words or without the place the gateway makes to find the item.
      expect(logged[0]).toMatchObject({ query: 'teak chairs', filtered: true });
      for (const row of logged) expect(row).toMatchObject({ endpoint: 'gateway', key_id: asking.keyId, type: 'all' });
    } finally {
      await agent.close();
    }
  });
});

describe(`search log storage (${DATABASE_KIND})`, () => {
  const row = (query: string, daysAgo: number, overrides: Partial<SearchLogRow> = {}): SearchLogRow => ({
    searchedAt: new Date(Date.now() - daysAgo * 86_400_000),
    partnerId: searcherIds.partnerId,
    keyId: searcherIds.keyId,
    endpoint: 'search',
    type: 'all',
    query,
    filtered: false,
    hits: 1,
    mode: null,
    latencyMs: 5,
    ...overrides,
  });

  it('deletes rows past the retention at the recorder start, keeping the newer ones', async () => {
    await repository.insert([row('retention old', 40), row('retention recent', 10)]);
    const retaining = createSearchLog({
      enabled: true,
      retentionDays: 30,
      log: silentLogger,
      flushIntervalMs: 20,
      repository,
    });
    try {
      const queries = async () =>
        (await rows()).map((logged) => logged.query).filter((query) => query.startsWith('retention'));
      for (let waited = 0; (await queries()).length > 1 && waited < 5000; waited += 50) await sleep(50);
      expect(await queries()).toEqual(['retention recent']);
    } finally {
      await retaining.close();
    }
  });

  it('writes a batch as one statement: a row the table refuses takes its batch with it, counted as dropped', async () => {
    const before = (await rows()).length;
    const dropped: number[] = [];
    const failing = createSearchLog({
      enabled: true,
      retentionDays: 30,
      log: silentLogger,
      flushIntervalMs: 3_600_000,
      repository,
      onDropped: (count) => dropped.push(count),
    });
    const entry = (query: string, hits: number) => ({
      at: new Date(),
      partnerId: searcherIds.partnerId,
      keyId: searcherIds.keyId,
      endpoint: 'search' as const,
      type: 'all' as const,
      query,
      filtered: false,
      hits,
      mode: null,
      latencyMs: 3,
    });
    failing.record(entry('batch first', 1));
    failing.record(entry('batch refused', -1));
    await failing.flush();
    expect(failing.dropped).toBe(2);
    expect(dropped).toEqual([2]);
    expect((await rows()).length).toBe(before);
    failing.record(entry('batch after', 0));
    await failing.close();
    expect((await rows()).slice(before).map((logged) => logged.query)).toEqual(['batch after']);
  });
});

describe(`SEARCH_LOG=off (${DATABASE_KIND})`, () => {
  it('records nothing, through the composition root', async () => {
    const off = await startTestApp({ env: { SEARCH_LOG: 'off' } });
    try {
      const key = await off.key(['search']);
      expect((await fetchJson(off, '/v1/search?q=teak', key)).status).toBe(200);
      expect((await fetchJson(off, '/v1/hybrid-search?q=teak', key)).status).toBe(200);
      await off.services.searchLog.flush();
      expect(await rows(off)).toEqual([]);
      expect(off.services.searchLog.dropped).toBe(0);
    } finally {
      await off.close();
    }
  });
});
