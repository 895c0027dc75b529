import { describe, expect, it } from 'vitest';
import { SEES_ALL } from '../../access/visibility.js';
import type { NearestQuery } from '../../engines/embeddings/embeddings.repository.js';
import type { EmbeddingProvider } from '../../engines/embeddings/provider.js';
import type { EngineResult, KeywordEngine, SearchRequest } from '../../engines/engine.js';
import { buildSynonymIndex, correctedExpansions, expandQuery } from '../synonyms/synonym-expansion.js';
import { createSearchService, HYBRID_SEMANTIC_THRESHOLD, HYBRID_WINDOW } from './search.service.js';

/** The synonyms service's expansions over fixed groups (the pure functions it calls). */
function synonymsOf(groups: string[][]) {
  const index = buildSynonymIndex(groups.map((terms, id) => ({ id, terms })));
  return {
    expand: async (q: string) => expandQuery(q, index),
    expandCorrected: async (expanded: ReturnType<typeof expandQuery>, misspelled: ReadonlyMap<string, string>) =>
      correctedExpansions(expanded, misspelled, index),
  };
}

/** A keyword engine that records every request it is sent and answers each with `hits`. */
function recordingEngine(
  requests: SearchRequest[],
  hits: EngineResult,
  engine: Pick<KeywordEngine, 'name' | 'current' | 'usesCorrections'>,
): KeywordEngine {
  const record = async (request: SearchRequest) => {
    requests.push(request);
    return hits;
  };
  return { ...engine, searchBusinesses: record, searchProducts: record };
}

// What hybrid search asks of its legs: its window only, no totals, the
// semantic window not cut by the semantic-search threshold. The legs here are recorders; the
// legs themselves are tested on the real engines and vector query (test/semantic.test.ts,
// test/elasticsearch/).
function recordingService(keywordHits: EngineResult, nearestHits: EngineResult) {
  const keywordRequests: SearchRequest[] = [];
  const nearestRequests: NearestQuery[] = [];
  const engine = recordingEngine(keywordRequests, keywordHits, { name: 'postgres', current: true });
  const provider = { model: 'm/3', dimensions: 3, embedQuery: async () => [1, 0, 0] } as unknown as EmbeddingProvider;
  const service = createSearchService({
    engine,
    businessesRepository: { findMany: async () => [] },
    productsRepository: { findSummaries: async () => [] },
    semantic: {
      provider,
      embeddings: {
        nearest: async (query) => {
          nearestRequests.push(query);
          return nearestHits;
        },
      },
      cutoffs: async () => ({ threshold: 0.8, definitionMargin: undefined }),
    },
  });
  return { service, keywordRequests, nearestRequests };
}

describe('hybrid search legs', () => {
  it('asks both legs for their window without a total, the semantic one with no threshold, and counts the fused window', async () => {
    const { service, keywordRequests, nearestRequests } = recordingService(
      {
        hits: [
          { id: 'a', score: 3, match: 'exact' },
          { id: 'b', score: 1, match: 'fuzzy' },
        ],
        total: 2,
      },
      {
        hits: [
          { id: 'c', score: 0.7 },
          { id: 'a', score: 0.6 },
        ],
        total: 2,
      },
    );
    const response = await service.hybrid(
      { q: 'teak', type: 'product', limit: 20, offset: 0, semantic_ratio: 0.5 },
      SEES_ALL,
    );
    expect(keywordRequests).toEqual([expect.objectContaining({ limit: HYBRID_WINDOW, offset: 0, count: false })]);
    expect(nearestRequests).toEqual([
      expect.objectContaining({ limit: HYBRID_WINDOW, offset: 0, count: false, threshold: HYBRID_SEMANTIC_THRESHOLD }),
    ]);
    expect(HYBRID_SEMANTIC_THRESHOLD).toBe(0);
    expect(response.products?.total).toBe(3);
  });
});

// Typo corrections are one read of the search vocabulary per search, whatever the groups and
// legs: the semantic text needs the misspellings, the Postgres engine the corrections, and
// both come from the same read. An engine that corrects typos itself (Elasticsearch) gets no
// corrections, but the words the vocabulary holds.
describe('spelling read once per search', () => {
  function spellingService(usesCorrections: boolean, withVectors: boolean, withSynonyms = false) {
    const keywordRequests: SearchRequest[] = [];
    const reads: string[][] = [];
    const asked: boolean[] = [];
    const batches: Array<{ queries: string[][]; correctKnown: boolean }> = [];
    const corrections = new Map([['tbale', ['table']]]);
    const engine = recordingEngine(
      keywordRequests,
      { hits: [], total: 0 },
      { name: usesCorrections ? 'postgres' : 'elasticsearch', current: usesCorrections, usesCorrections },
    );
    const provider = { model: 'm/3', dimensions: 3, embedQuery: async () => [1, 0, 0] } as unknown as EmbeddingProvider;
    const service = createSearchService({
      engine,
      businessesRepository: { findMany: async () => [] },
      productsRepository: { findSummaries: async () => [] },
      spelling: {
        read: async (words, options) => {
          reads.push([...words]);
          asked.push(options?.correctKnown ?? true);
          return {
            corrections,
            edits: new Map([['tbale', 1]]),
            misspelled: new Map([['tbale', 'table']]),
            known: new Set(['chair']),
            foreign: new Set<string>(),
          };
        },
        readAll: async (queries, options) => {
          batches.push({ queries: queries.map((words) => [...words]), correctKnown: options?.correctKnown ?? true });
          return queries.map(() => ({
            corrections,
            edits: new Map([['tbale', 1]]),
            misspelled: new Map([['tbale', 'table']]),
            known: new Set(['chair']),
            foreign: new Set<string>(),
          }));
        },
      },
      ...(withSynonyms ? { synonyms: synonymsOf([['table', 'desk']]) } : {}),
      ...(withVectors
        ? {
            semantic: {
              provider,
              embeddings: { nearest: async () => ({ hits: [], total: 0 }) },
              cutoffs: async () => ({ threshold: 0.8, definitionMargin: undefined }),
            },
          }
        : {}),
    });
    return { service, keywordRequests, reads, asked, batches, corrections };
  }

  // The corrections of the words the directory holds are looked up (correctKnown) only for the
  // Postgres engine's keyword leg, which searches them; every other read asks for unknown words only.
  it.each([
    ['keyword search, Postgres engine', true, false, 'keyword', 1, true],
    ['keyword search, Elasticsearch', false, false, 'keyword', 0, false],
    [
      "keyword search, Elasticsearch, with synonyms (a misspelt word takes its correction's)",
      false,
      false,
      'keyword',
      1,
      false,
      true,
    ],
    ['hybrid search, Postgres engine', true, true, 'hybrid', 1, true],
    ['hybrid search, Elasticsearch', false, true, 'hybrid', 1, false],
    ['hybrid search without vectors, Postgres engine', true, false, 'hybrid', 1, true],
    ['semantic search, Postgres engine', true, true, 'semantic', 1, false],
    ['semantic search, Elasticsearch', false, true, 'semantic', 1, false],
  ] as const)(
    '%s: %i read(s), corrections handed to every group and of known words: %s',
    async (_name, usesCorrections, withVectors, kind, readsExpected, handed, withSynonyms?: boolean) => {
      const { service, keywordRequests, reads, asked, corrections } = spellingService(
        usesCorrections,
        withVectors,
        withSynonyms ?? false,
      );
      const query = { q: 'meja tbale', type: 'all' as const, limit: 20, offset: 0 };
      if (kind === 'keyword') await service.keyword(query, SEES_ALL);
      else if (kind === 'hybrid') await service.hybrid({ ...query, semantic_ratio: 0.5 }, SEES_ALL);
      else await service.semantic({ ...query, threshold: undefined }, SEES_ALL);
      expect(reads).toHaveLength(readsExpected);
      expect(asked).toEqual(readsExpected === 0 ? [] : [handed]);
      expect(keywordRequests).toHaveLength(kind === 'semantic' ? 0 : 2);
      for (const request of keywordRequests) expect(request.corrections).toBe(handed ? corrections : undefined);
      // The words the vocabulary holds go to either engine whenever the spelling was read: each
      // takes them as meant (a record holding only a correction of one is a partial match).
      // So do the edits to each misspelt word's closest readings (Elasticsearch fuzzes it that far).
      for (const request of keywordRequests)
        expect(request.knownWords).toEqual(readsExpected === 0 ? undefined : new Set(['chair']));
      for (const request of keywordRequests)
        expect(request.typoEdits).toEqual(readsExpected === 0 ? undefined : new Map([['tbale', 1]]));
    },
  );

  // Every query the searches of an answer may run is read in one batch, as each search's keyword
  // leg reads it; a query outside the batch reads its own.
  it.each([
    ['Postgres engine, with vectors', true, true],
    ['Postgres engine, keywords only', true, false],
    ['Elasticsearch, with vectors', false, true],
  ] as const)(
    '%s: one batch for the queries given, its own read for another',
    async (_name, usesCorrections, withVectors) => {
      const { service, reads, batches, keywordRequests, corrections } = spellingService(
        usesCorrections,
        withVectors,
        true,
      );
      const search = service.itemSearches(['teak chair', 'teak', 'chair', 'teak']);
      for (const q of ['teak chair', 'teak', 'chair'])
        await search(
          { q, type: 'product', limit: 50, offset: 0, semantic_ratio: 0.5, keywordOnly: q !== 'teak chair' },
          SEES_ALL,
        );
      expect(batches).toEqual([{ queries: [['teak', 'chair'], ['teak'], ['chair']], correctKnown: usesCorrections }]);
      expect(reads).toEqual([]);
      // What the batch read reaches each keyword leg as its own read would.
      expect(keywordRequests).toHaveLength(3);
      for (const request of keywordRequests) {
        expect(request.corrections).toBe(usesCorrections ? corrections : undefined);
        expect(request.knownWords).toEqual(new Set(['chair']));
      }
      await search({ q: 'oak table', type: 'product', limit: 50, offset: 0, semantic_ratio: 0.5 }, SEES_ALL);
      expect(reads).toEqual([['oak', 'table']]);
      expect(batches).toHaveLength(1);
    },
  );
});

describe('synonyms of a misspelt word', () => {
  it("hands every group the synonyms of the misspelt word's correction, marked corrected, and lists them in query_terms", async () => {
    const keywordRequests: SearchRequest[] = [];
    const engine = recordingEngine(keywordRequests, { hits: [], total: 0 }, { name: 'elasticsearch', current: true });
    const service = createSearchService({
      engine,
      businessesRepository: { findMany: async () => [] },
      productsRepository: { findSummaries: async () => [] },
      synonyms: synonymsOf([
        ['table', 'desk'],
        ['meja', 'table'],
      ]),
      spelling: {
        read: async () => ({
          corrections: new Map([['tbale', ['table']]]),
          edits: new Map([['tbale', 1]]),
          misspelled: new Map([['tbale', 'table']]),
          known: new Set(['oak']),
          foreign: new Set<string>(),
        }),
        readAll: async () => {
          throw new Error('not read in batches here');
        },
      },
    });
    const response = await service.keyword({ q: 'oak tbale', type: 'all', limit: 20, offset: 0 }, SEES_ALL);
    expect(response.query_terms).toEqual([['oak'], ['tbale', 'table', 'desk', 'meja']]);
    expect(keywordRequests).toHaveLength(2);
    for (const request of keywordRequests) {
      expect(request.expansions).toEqual([
        expect.objectContaining({
          matched: 'tbale',
          start: 1,
          words: 1,
          terms: ['table', 'desk', 'meja'],
          corrected: true,
        }),
      ]);
    }
  });
});
