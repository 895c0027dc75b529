// The legs of every evaluated hybrid search, dumped as fusion receives them, and fusion replayed on
// them: `npm run eval:search -- --dump-legs DIR` writes one file per corpus and keyword engine,
// and `npm run eval:replay -- DIR [options]` replays engines/fusion.ts on them in a second, so a
// fusion design is measured on every query set without running the searches again
// (bench/eval/eval-replay.ts; the replay says on how many queries it equals the service's page).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServices } from '../../src/composition.js';
import { parseConfig } from '../../src/config.js';
import { openDatabase } from '../../src/db/connection.js';
import { visibilityOf } from '../../src/access/visibility.js';
import type { EngineHit, MatchQuality } from '../../src/engines/engine.js';
import { CATEGORY_VOTE, MATCH_WEIGHTS, rankHybrid, SEMANTIC_FLOOR } from '../../src/engines/fusion.js';
import { DEFAULT_SEMANTIC_RATIO, hybridQuery } from '../../src/modules/search/search.schemas.js';
import { K } from './eval-scoring.js';

/** One evaluated query: its set and kind, its relevant product ids, both legs' windows and the service's page. */
export interface DumpedQuery {
  set: string;
  q: string;
  kind: string;
  params: Record<string, string>;
  relevant: string[];
  keyword: readonly EngineHit[];
  semantic: readonly EngineHit[];
  page: string[];
}

export interface LegsDump {
  corpus: string;
  engine: 'postgres' | 'elasticsearch';
  queries: DumpedQuery[];
}

/** A query as the evaluation sends it: its filters as API parameters and its relevant product ids. */
export interface QueryToDump {
  q: string;
  kind: string;
  set?: string;
  params: Record<string, string>;
  relevant: Set<string>;
}

/**
 * Runs each query's hybrid product search in this process on the directory of `env` (its
 * DATA_DIR, no server holding it; Elasticsearch when `env` names a node) with a key's default
 * visibility, recording both legs as fusion receives them, and writes `dir/corpus-engine.json`.
 */
export async function dumpLegs(
  dir: string,
  corpus: string,
  engine: LegsDump['engine'],
  env: Record<string, string>,
  queries: QueryToDump[],
): Promise<string> {
  const config = parseConfig({ ...env, LOG_LEVEL: 'silent' });
  const database = await openDatabase({ dataDir: env.DATA_DIR!, poolSize: 1 });
  const services = createServices(config, database);
  const viewer = visibilityOf(new Set(['search']));
  const dumped: DumpedQuery[] = [];
  try {
    for (const query of queries) {
      const input = hybridQuery.parse({ q: query.q, type: 'product', limit: String(K), ...query.params });
      const {
        response,
        legs: [legs],
      } = await services.search.hybridWithLegs(input, viewer);
      if (!legs || response.mode !== 'hybrid')
        throw new Error(`${corpus}: "${query.q}" was not searched in hybrid mode`);
      dumped.push({
        set: query.set ?? corpus,
        q: query.q,
        kind: query.kind,
        params: query.params,
        relevant: [...query.relevant],
        keyword: legs.keyword,
        semantic: legs.semantic,
        page: (response.products?.data ?? []).map((hit) => hit.id),
      });
    }
  } finally {
    await services.close();
    await database.close();
  }
  const file = join(dir, `${corpus}-${engine}.json`);
  writeFileSync(file, JSON.stringify({ corpus, engine, queries: dumped } satisfies LegsDump));
  return file;
}

export function readDump(file: string): LegsDump {
  return JSON.parse(readFileSync(file, 'utf8')) as LegsDump;
}

/** What a replay may change: fusion's weights and the category vote's, as fusion.ts takes them. */
export interface ReplayOptions {
  semanticRatio: number;
  matchWeights: Readonly<Record<MatchQuality, number>>;
  semanticFloor: number;
  /** The category vote's leaders and weight, or none. */
  vote: { leaders: number; weight: number } | null;
}

export const SERVICE_FUSION: ReplayOptions = {
  semanticRatio: DEFAULT_SEMANTIC_RATIO,
  matchWeights: MATCH_WEIGHTS,
  semanticFloor: SEMANTIC_FLOOR,
  vote: CATEGORY_VOTE,
};

/** The first page hybrid search's ranking (engines/fusion.ts rankHybrid) gives a dumped query under `options`. */
export function replayPage(
  query: Pick<DumpedQuery, 'keyword' | 'semantic'>,
  options: ReplayOptions = SERVICE_FUSION,
): string[] {
  return rankHybrid(query.keyword, query.semantic, options)
    .slice(0, K)
    .map((hit) => hit.id);
}
