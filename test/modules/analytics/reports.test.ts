import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchLogRepository, type SearchLogRow } from '../../../src/modules/analytics/search-log.repository.js';
import { DATABASE_KIND, startTestApp, type TestApp } from '../../helpers/app.js';
import { createBusiness } from '../../helpers/factories.js';

// The three reports of `npm run analytics` over rows of known times, partners, hits and latencies
// (the command itself is tested as a process in test/cli/analytics-cli.test.ts).

let t: TestApp;
let groupId: number;
const now = Date.now();
const DAY = 86_400_000;
const weekAgo = new Date(now - 7 * DAY);
const monthAgo = new Date(now - 30 * DAY);

async function partnerOf(name: string) {
  await t.key(['search'], { partner: name });
  const result = await t.database.pool.query<{ id: string; key_id: string }>(
    'SELECT p.id, k.id AS key_id FROM partners p JOIN api_keys k ON k.partner_id = p.id WHERE p.name = $1',
    [name],
  );
  return { partnerId: result.rows[0]!.id, keyId: result.rows[0]!.key_id };
}

beforeAll(async () => {
  t = await startTestApp();
  const writer = await t.key(['businesses.write']);
  await createBusiness(t, writer, { name: 'Jepara Teak Furniture', description_en: 'Teak chair and tables' });
  groupId = (await t.services.synonyms.add('zorblat, gizmo widget')).id;
  const alpha = await partnerOf('Alpha buyer');
  const beta = await partnerOf('Beta buyer');
  // Within a minute of one another, so on one day (UTC) whenever the test runs, but the old row.
  let offset = 60_000;
  const row = (
    who: { partnerId: string; keyId: string },
    endpoint: SearchLogRow['endpoint'],
    query: string,
    hits: number,
    latencyMs: number,
    at = new Date(now - offset--),
  ): SearchLogRow => ({
    searchedAt: at,
    ...who,
    endpoint,
    type: 'all',
    query,
    filtered: false,
    hits,
    mode: endpoint === 'hybrid' ? 'hybrid' : null,
    latencyMs,
  });
  await createSearchLogRepository(t.database.db).insert([
    row(alpha, 'search', 'teak chair', 5, 10),
    row(alpha, 'search', 'teak chair', 0, 20),
    row(alpha, 'search', 'teak chair', 2, 30),
    row(alpha, 'search', 'rattan', 0, 40),
    row(alpha, 'search', 'taek chiar', 0, 5),
    row(alpha, 'search', 'taek chiar', 0, 7),
    row(beta, 'hybrid', 'teak chair', 1, 100),
    row(beta, 'hybrid', 'zorblat', 0, 8),
    row(beta, 'hybrid', 'zorblat', 0, 9),
    row(alpha, 'search', 'ancient', 0, 50, new Date(now - 10 * DAY)),
  ]);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe(`search analytics reports (${DATABASE_KIND})`, () => {
  it('top: the most frequent queries with their share without hits and median latency', async () => {
    expect(await t.services.searchAnalytics.top({ since: weekAgo, limit: 20 })).toEqual([
      { query: 'teak chair', count: 4, zero_results: 1, zero_result_share: 0.25, median_latency_ms: 20 },
      { query: 'taek chiar', count: 2, zero_results: 2, zero_result_share: 1, median_latency_ms: 5 },
      { query: 'zorblat', count: 2, zero_results: 2, zero_result_share: 1, median_latency_ms: 8 },
      { query: 'rattan', count: 1, zero_results: 1, zero_result_share: 1, median_latency_ms: 40 },
    ]);
  });

  it('top: since, partner and limit narrow the rows', async () => {
    const top = (options: { since?: Date; partner?: string; limit?: number }) =>
      t.services.searchAnalytics.top({ since: weekAgo, limit: 20, ...options });
    expect((await top({ since: monthAgo })).map((row) => row.query)).toContain('ancient');
    expect((await top({ partner: 'Beta buyer' })).map((row) => [row.query, row.count])).toEqual([
      ['zorblat', 2],
      ['teak chair', 1],
    ]);
    expect((await top({ limit: 2 })).map((row) => row.query)).toEqual(['teak chair', 'taek chiar']);
    expect(await top({ since: new Date(now + DAY) })).toEqual([]);
  });

  it('refuses a partner nobody has, naming it', async () => {
    await expect(t.services.searchAnalytics.top({ since: weekAgo, limit: 20, partner: 'Nobody' })).rejects.toThrow(
      'No partner named "Nobody"',
    );
  });

  it('no-results: the queries that found nothing, most frequent first, each with the closest words and the synonym groups', async () => {
    const rows = await t.services.searchAnalytics.noResults({ since: weekAgo, limit: 20 });
    expect(rows.map((row) => [row.query, row.count, row.partners])).toEqual([
      ['taek chiar', 2, 1],
      ['zorblat', 2, 1],
      ['rattan', 1, 1],
      ['teak chair', 1, 1],
    ]);
    const [misspelt, synonym, , known] = rows;
    // Swapped letters read as the words the directory holds.
    expect(misspelt!.closest_words).toEqual({ taek: ['teak'], chiar: ['chair'] });
    // A word no record holds, that an operator's group already takes to other terms.
    expect(synonym!.closest_words).toEqual({ zorblat: [] });
    expect(synonym!.synonym_groups).toEqual([{ id: groupId, terms: ['zorblat', 'gizmo widget'] }]);
    // Every word is the directory's: nothing to correct.
    expect(known!.closest_words).toEqual({});
    for (const row of rows) expect(Date.now() - new Date(row.last_searched_at).getTime()).toBeLessThan(DAY);
  });

  it('summary: per day and endpoint, the latest day first, with zero-result rate and p50/p95 latency', async () => {
    const today = new Date(now - 60_000).toISOString().slice(0, 10);
    expect(await t.services.searchAnalytics.summary({ since: weekAgo, limit: 20 })).toEqual([
      {
        ...{ day: today, endpoint: 'hybrid', count: 3, zero_results: 2 },
        ...{ zero_result_rate: 0.667, p50_latency_ms: 9, p95_latency_ms: 100 },
      },
      {
        ...{ day: today, endpoint: 'search', count: 6, zero_results: 4 },
        ...{ zero_result_rate: 0.667, p50_latency_ms: 10, p95_latency_ms: 40 },
      },
    ]);
    const month = await t.services.searchAnalytics.summary({ since: monthAgo, limit: 20 });
    expect(month.at(-1)).toMatchObject({
      day: new Date(now - 10 * DAY).toISOString().slice(0, 10),
      endpoint: 'search',
      count: 1,
      zero_result_rate: 1,
    });
    const beta = await t.services.searchAnalytics.summary({ since: weekAgo, limit: 20, partner: 'Beta buyer' });
    expect(beta.map((row) => [row.endpoint, row.count])).toEqual([['hybrid', 3]]);
  });
});
