import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../helpers/app.js';
import { createBusiness, createProduct, fetchJson } from '../../helpers/factories.js';
import { embeddingsEnv, type FakeEmbeddingsServer, startFakeEmbeddings } from '../../helpers/fake-embeddings.js';

// What the semantic leg embeds for a query: the query, then the query in the canonical
// (English-first) terms of its synonym groups, so an Indonesian query reaches English listings
// through the model too (those terms alone when no record uses any word of the query), else the
// query with its misspelt words corrected against the search vocabulary. The provider is a real HTTP server speaking the OpenAI protocol that records the
// texts it is sent; the groups are the default lexicon plus one an operator adds.

const DIMENSIONS = 8;
let provider: FakeEmbeddingsServer;
let t: TestApp;
let reader: string;

beforeAll(async () => {
  provider = await startFakeEmbeddings(DIMENSIONS);
  t = await startTestApp({ env: embeddingsEnv(provider.url, DIMENSIONS) });
  reader = await t.key(['search']);
  await t.services.synonyms.add('melinjo crackers, emping melinjo, emping');
  const writer = await t.key(['businesses.write', 'products.write']);
  const maker = await createBusiness(t, writer, { name: 'Perak Celuk Workshop' });
  await createProduct(t, writer, maker.id, {
    name: 'Sterling silver necklace',
    description: 'Handmade chain with a pendant',
  });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

/** The texts the provider was sent for the query `q` through `path`: the semantic text, then its translation if any. */
async function textsFor(path: string, q: string): Promise<string[]> {
  const before = provider.texts.length;
  const res = await fetchJson(t, `${path}?q=${encodeURIComponent(q)}`, reader);
  expect(res.status).toBe(200);
  // The two are embedded at once: their order on the wire is not the leg's.
  return provider.texts.slice(before);
}

describe.each(['/v1/semantic-search', '/v1/hybrid-search'])('%s embeds the query with its canonical terms', (path) => {
  it.each([
    // Default lexicon: the first term of each group holding a word (a taxonomy leaf's and a trade
    // word's). No record uses `kalung`: its English terms alone.
    ['kalung', 'necklaces necklace'],
    // A record uses `perak` (the workshop's name): the query, then its English terms.
    ['cincin perak', 'cincin perak rings ring silver'],
    // An operator's group: its first term is canonical.
    ['emping melinjo', 'melinjo crackers'],
    // A word the indexed records do not hold, corrected (a swapped pair of letters is one edit).
    ['neckalce', 'neckalce necklace'],
    ['silver neckalce', 'silver neckalce silver necklace'],
    // A misspelt word no record holds, read as a lexicon word (`kalung`): its English terms alone.
    ['kalugn', 'necklaces necklace'],
    // A lexicon word is a reading within one edit only: two read real words as unrelated lexicon
    // ones (`selatan`, south, was embedded as `sedotan`'s "drinking straws stirrers").
    ['mutiara laut selatan', 'mutiara laut selatan'],
    ['tax consultant lawyer', 'tax consultant lawyer'],
    // Canonical and spelled as indexed, or no group and no correction: the query alone.
    ['necklace', 'necklace'],
    ['qwertyuiop zxcv', 'qwertyuiop zxcv'],
  ])('%j -> %j', async (q, expected) => {
    const sent = await textsFor(path, q);
    expect(sent).toContain(expected);
    // At most the translation beside it (the next table).
    expect(sent.length).toBeLessThanOrEqual(2);
  });
});

describe.each(['/v1/semantic-search', '/v1/hybrid-search'])(
  "%s also embeds the query in the lexicon's other terms",
  (path) => {
    it.each([
      // An English phrase a group holds: its Indonesian (and other) terms, the rest of the query kept.
      ['melinjo crackers', 'emping melinjo emping'],
      // An Indonesian phrase: its other terms, English first.
      ['emping melinjo', 'melinjo crackers emping'],
      ['necklace', 'kalung'],
    ])('%j -> also %j', async (q, translation) => {
      expect(await textsFor(path, q)).toContain(translation);
    });

    it.each(['qwertyuiop zxcv', 'neckalce', 'tax consultant lawyer', 'spicy melinjo crackers'])(
      '%j: no group matched, one text only',
      async (q) => {
        expect(await textsFor(path, q)).toHaveLength(1);
      },
    );
  },
);

// SEMANTIC_QUERY_TRANSLATION: the operator's switch for the second vector. The same groups and
// listing on an app with it off: a query whose translation differs is embedded once, as its
// semantic text, where the default app above embeds it twice.
describe.each(['/v1/semantic-search', '/v1/hybrid-search'])('%s with SEMANTIC_QUERY_TRANSLATION', (path) => {
  let off: TestApp;
  let offReader: string;
  beforeAll(async () => {
    off = await startTestApp({
      env: { ...embeddingsEnv(provider.url, DIMENSIONS), SEMANTIC_QUERY_TRANSLATION: 'off' },
    });
    offReader = await off.key(['search']);
    await off.services.synonyms.add('melinjo crackers, emping melinjo, emping');
    const writer = await off.key(['businesses.write', 'products.write']);
    const maker = await createBusiness(off, writer, { name: 'Perak Celuk Workshop' });
    await createProduct(off, writer, maker.id, { name: 'Sterling silver necklace' });
  }, 120_000);
  afterAll(async () => {
    await off?.close();
  });

  it.each([
    ['melinjo crackers', 'melinjo crackers', 'emping melinjo emping'],
    ['emping melinjo', 'melinjo crackers', 'melinjo crackers emping'],
    ['necklace', 'necklace', 'kalung'],
  ])('%j: on embeds %j and its translation %j, off the first alone', async (q, text, translation) => {
    expect((await textsFor(path, q)).sort()).toEqual([text, translation].sort());
    const before = provider.texts.length;
    const res = await fetchJson(off, `${path}?q=${encodeURIComponent(q)}`, offReader);
    expect(res.status).toBe(200);
    expect(provider.texts.slice(before)).toEqual([text]);
  });
});
