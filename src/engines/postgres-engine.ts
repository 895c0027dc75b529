import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type RecordKind, recordConditions } from '../access/record-conditions.js';
import type { Db } from '../db/connection.js';
import { businesses, products, searchVocabulary } from '../db/schema.js';
import type { EngineResult, KeywordEngine, SearchRequest } from './engine.js';
import { allowedEdits, tokenize, tsqueryExpression } from './query-text.js';

const MAX_CORRECTIONS_PER_WORD = 8;
// An exact name match outranks any amount of text relevance.
const EXACT_NAME_BOOST = 10;
/**
 * A record found only through a synonym of the query's words ranks at this fraction of its text
 * relevance: a little below one holding the words themselves (API.md section 11).
 */
export const EXPANDED_MATCH_FACTOR = 0.5;

/**
 * Keyword search on Postgres: weighted full-text search over the search_document that
 * triggers keep current (migrations/0003), typo tolerance through the search vocabulary,
 * a prefix on the last word, an exact-name boost, and a trigram fallback on names.
 * Immediately consistent with writes.
 */
export function createPostgresEngine(db: Db): KeywordEngine {
  /** Vocabulary words within the allowed edits of each query word. */
  async function corrections(words: string[]): Promise<Map<string, string[]>> {
    const fuzzy = words.filter((word) => allowedEdits(word) > 0);
    const found = new Map<string, string[]>();
    if (fuzzy.length === 0) return found;
    const rows = await db.execute<{ token: string; word: string }>(sql`
      SELECT token, word FROM (
        SELECT t.token, v.word,
               row_number() OVER (PARTITION BY t.token ORDER BY levenshtein(v.word, t.token), v.word) AS rank
        FROM unnest(${sql.param(fuzzy)}::text[], ${sql.param(fuzzy.map(allowedEdits))}::int[]) AS t(token, edits)
        JOIN ${searchVocabulary} v ON v.length BETWEEN length(t.token) - t.edits AND length(t.token) + t.edits
        WHERE v.word <> t.token AND levenshtein_less_equal(v.word, t.token, t.edits) <= t.edits
      ) ranked
      WHERE rank <= ${MAX_CORRECTIONS_PER_WORD}`);
    for (const row of rows.rows) found.set(row.token, [...(found.get(row.token) ?? []), row.word]);
    return found;
  }

  async function prepare(request: SearchRequest) {
    const words = tokenize(request.q);
    if (words.length === 0) return undefined;
    const corrected = await corrections(words);
    const toTsquery = (expression: string) =>
      sql`(to_tsquery('english', ${expression}) || to_tsquery('indonesian', ${expression}) || to_tsquery('simple', ${expression}))`;
    const own = tsqueryExpression(words, corrected);
    const expanded = tsqueryExpression(words, corrected, request.expansions);
    // Without a synonym in play the query is the query's own words, and ranking stays as it was.
    return { tsquery: toTsquery(expanded), own: expanded === own ? undefined : toTsquery(own), phrase: words.join(' ') };
  }

  async function page(from: SQL, where: SQL, score: SQL, id: AnyPgColumn, request: SearchRequest): Promise<EngineResult> {
    const rows = await db.execute<{ id: string; score: number }>(sql`
      SELECT ${id} AS id, ${score}::float8 AS score FROM ${from} WHERE ${where}
      ORDER BY score DESC, ${id} LIMIT ${request.limit} OFFSET ${request.offset}`);
    const hits = rows.rows.map((row) => ({ id: row.id, score: Number(row.score) }));
    // A short page that starts inside the results already says how many there are.
    if (hits.length > 0 && hits.length < request.limit) return { hits, total: request.offset + hits.length };
    if (hits.length === 0 && request.offset === 0) return { hits, total: 0 };
    // (A window count in the page query spills every match to disk on PGlite: slower than this.)
    const counted = await db.execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM ${from} WHERE ${where}`);
    return { hits, total: counted.rows[0]?.total ?? 0 };
  }

  /**
   * Full-text search first; when it matches nothing at all, trigram similarity on the name
   * (catches what word-level matching cannot: several typos, joined or split words). Both run
   * under the same record conditions (access/record-conditions.ts): visibility and filters.
   */
  async function run(kind: RecordKind, request: SearchRequest): Promise<EngineResult> {
    const prepared = await prepare(request);
    if (!prepared) return { hits: [], total: 0 };
    const { tsquery, own, phrase } = prepared;
    const table = kind === 'business' ? businesses : products;
    const conditions = recordConditions(kind, request.visibility, request.filters);
    const filters = conditions ? sql` AND ${conditions}` : sql``;
    // search_document is maintained by triggers and read only here (migrations/0003), so it is
    // not a column of the schema: every other select would carry the tsvector along.
    const document = sql`${table}.search_document`;
    // ts_rank, not ts_rank_cd: weights A/B/C decide, and it costs a third (measured at 100k).
    // With synonyms, a match of the query's own words (query.own) keeps its rank and a match
    // through synonyms only is scaled down: one more tsvector test, on matching rows only.
    const rank = own
      ? sql`ts_rank(${document}, query.q) * CASE WHEN ${document} @@ query.own THEN 1 ELSE ${EXPANDED_MATCH_FACTOR}::float8 END`
      : sql`ts_rank(${document}, query.q)`;
    const fullText = await page(
      own ? sql`${table}, (SELECT ${tsquery} AS q, ${own} AS own) AS query` : sql`${table}, (SELECT ${tsquery} AS q) AS query`,
      sql`${document} @@ query.q${filters}`,
      sql`${rank} + CASE WHEN lower(${table.name}) = ${phrase} THEN ${EXACT_NAME_BOOST} ELSE 0 END`,
      table.id,
      request,
    );
    if (fullText.total > 0) return fullText;
    return page(sql`${table}`, sql`lower(${table.name}) % ${phrase}${filters}`, sql`similarity(lower(${table.name}), ${phrase})`, table.id, request);
  }

  return {
    name: 'postgres',
    current: true,
    searchBusinesses: (request) => run('business', request),
    searchProducts: (request) => run('product', request),
  };
}
