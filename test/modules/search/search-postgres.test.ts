import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../helpers/app.js';
import { createBusiness, fetchJson } from '../../helpers/factories.js';
import { describeSearchBehaviour } from '../../search/search-behaviour.js';

describeSearchBehaviour('Postgres', async () => {
  const t = await startTestApp();
  return { t, settle: async () => {}, close: () => t.close() };
});

describe('Postgres text search configurations', () => {
  it('stems Indonesian by stripping affixes: perabotan and perabot both become "abot"', async () => {
    const t = await startTestApp();
    try {
      const result = await t.database.pool.query(
        "SELECT to_tsvector('indonesian', 'perabotan')::text AS affixed, to_tsvector('indonesian', 'perabot')::text AS root, to_tsvector('english', 'chairs')::text AS english",
      );
      expect(result.rows[0]).toEqual({ affixed: "'abot':1", root: "'abot':1", english: "'chair':1" });
    } finally {
      await t.close();
    }
  });
});

describe('Postgres trigram fallback', () => {
  it('finds a name by similarity when no word matches, and pages through those results', async () => {
    const t = await startTestApp();
    try {
      const writer = await t.key(['businesses.write']);
      const key = await t.key(['search']);
      await createBusiness(t, writer, { name: 'Kopi Nusantara Trading', description_en: 'Coffee exporter' });
      await createBusiness(t, writer, { name: 'Kopi Nusantara Roastery', description_en: 'Coffee roaster' });
      // Joined words match no indexed word, even with typo tolerance.
      const first = await fetchJson(t, '/v1/search?q=kopinusantara&type=business&limit=1', key);
      expect(first.body.businesses.total).toBe(2);
      const second = await fetchJson(t, '/v1/search?q=kopinusantara&type=business&limit=1&offset=1', key);
      const names = [first.body.businesses.data[0].name, second.body.businesses.data[0].name].sort();
      expect(names).toEqual(['Kopi Nusantara Roastery', 'Kopi Nusantara Trading']);
      expect(first.body.businesses.data[0].score).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });
});
