import { tokenize } from '../../engines/query-text.js';
import type { Spelling } from '../../engines/spelling.js';
import { NotFoundError } from '../../lib/errors.js';
import type { SynonymsService } from '../synonyms/synonyms.service.js';
import type { SearchLogRepository } from './search-log.repository.js';

/** What every report is asked: since when, one partner (by name) or all, how many rows. */
export interface ReportOptions {
  since: Date;
  partner?: string;
  limit: number;
}

/** Rows as the operator command prints them with --json (snake_case, as every JSON the service writes). */
export interface TopQuery {
  query: string;
  count: number;
  zero_results: number;
  zero_result_share: number;
  median_latency_ms: number;
}

export interface NoResultQuery {
  query: string;
  count: number;
  partners: number;
  last_searched_at: string;
  /** For each word of the query no record holds: the closest words the directory holds (none when nothing is close). */
  closest_words: Record<string, string[]>;
  /** The synonym groups the query's words (or their closest readings) already bring in. */
  synonym_groups: Array<{ id: number; terms: string[] }>;
}

export interface SummaryDay {
  day: string;
  endpoint: string;
  count: number;
  zero_results: number;
  zero_result_rate: number;
  p50_latency_ms: number;
  p95_latency_ms: number;
}

const share = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 1000);

/**
 * The operator's reports over the search log (`npm run analytics`). A query found nothing for
 * comes with a hint: the closest words of the directory for each word it lacks, read by the
 * spelling search itself uses, and the synonym groups its expansion already applies.
 */
export function createSearchAnalytics(deps: {
  repository: SearchLogRepository;
  spelling: Pick<Spelling, 'read'>;
  synonyms: Pick<SynonymsService, 'expand' | 'expandCorrected' | 'list'>;
}) {
  const { repository } = deps;

  async function windowOf(options: ReportOptions) {
    if (options.partner === undefined) return { since: options.since, limit: options.limit };
    const partnerId = await repository.partnerIdByName(options.partner);
    if (!partnerId) throw new NotFoundError(`No partner named "${options.partner}"`);
    return { since: options.since, limit: options.limit, partnerId };
  }

  async function hintFor(query: string, groups: ReadonlyMap<number, string[]>) {
    const words = tokenize(query);
    const [spelling, expanded] = await Promise.all([deps.spelling.read(words), deps.synonyms.expand(query)]);
    const closest: Record<string, string[]> = {};
    for (const word of new Set(words)) {
      if (spelling.known.has(word)) continue;
      const reading = spelling.misspelled.get(word);
      const corrections = spelling.corrections.get(word) ?? [];
      closest[word] = [...new Set([...(reading ? [reading] : []), ...corrections])];
    }
    const corrected = await deps.synonyms.expandCorrected(expanded, spelling.misspelled);
    const ids = [...new Set([...expanded.expansions, ...corrected].flatMap((expansion) => expansion.groupIds))];
    return {
      closest_words: closest,
      synonym_groups: ids.sort((a, b) => a - b).map((id) => ({ id, terms: groups.get(id) ?? [] })),
    };
  }

  return {
    async top(options: ReportOptions): Promise<TopQuery[]> {
      const rows = await repository.topQueries(await windowOf(options));
      return rows.map((row) => ({
        query: row.query,
        count: row.count,
        zero_results: row.zeroResults,
        zero_result_share: share(row.zeroResults, row.count),
        median_latency_ms: row.medianLatencyMs,
      }));
    },

    async noResults(options: ReportOptions): Promise<NoResultQuery[]> {
      const rows = await repository.noResultQueries(await windowOf(options));
      if (rows.length === 0) return [];
      const groups = new Map((await deps.synonyms.list()).map((group) => [group.id, group.terms]));
      const hinted: NoResultQuery[] = [];
      // One query at a time: each reads the vocabularies, and the embedded database serves one statement at a time anyway.
      for (const row of rows) {
        hinted.push({
          query: row.query,
          count: row.count,
          partners: row.partners,
          last_searched_at: row.lastSearchedAt,
          ...(await hintFor(row.query, groups)),
        });
      }
      return hinted;
    },

    async summary(options: ReportOptions): Promise<SummaryDay[]> {
      const rows = await repository.summary(await windowOf(options));
      return rows.map((row) => ({
        day: row.day,
        endpoint: row.endpoint,
        count: row.count,
        zero_results: row.zeroResults,
        zero_result_rate: share(row.zeroResults, row.count),
        p50_latency_ms: row.p50LatencyMs,
        p95_latency_ms: row.p95LatencyMs,
      }));
    },
  };
}

export type SearchAnalytics = ReturnType<typeof createSearchAnalytics>;
