import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.js';
import type { EngineResult, KeywordEngine, SearchRequest } from './engine.js';
import { allowedEdits, tokenize, tsqueryExpression } from './query-text.js';

const MAX_CORRECTIONS_PER_WORD = 8;
// An exact name match outranks any amount of text relevance.
const EXACT_NAME_BOOST = 10;

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
        FROM unnest(${toArray(fuzzy)}::text[], ${toArray(fuzzy.map(allowedEdits))}::int[]) AS t(token, edits)
        JOIN search_vocabulary v ON v.length BETWEEN length(t.token) - t.edits AND length(t.token) + t.edits
        WHERE v.word <> t.token AND levenshtein_less_equal(v.word, t.token, t.edits) <= t.edits
      ) ranked
      WHERE rank <= ${MAX_CORRECTIONS_PER_WORD}`);
    for (const row of rows.rows) found.set(row.token, [...(found.get(row.token) ?? []), row.word]);
    return found;
  }

  async function prepare(q: string) {
    const words = tokenize(q);
    if (words.length === 0) return undefined;
    const expression = tsqueryExpression(words, await corrections(words));
    const tsquery = sql`(to_tsquery('english', ${expression}) || to_tsquery('indonesian', ${expression}) || to_tsquery('simple', ${expression}))`;
    return { tsquery, phrase: words.join(' ') };
  }

  async function page(from: SQL, where: SQL, score: SQL, t: SQL, request: SearchRequest): Promise<EngineResult> {
    const rows = await db.execute<{ id: string; score: number }>(sql`
      SELECT ${t}.id, ${score}::float8 AS score FROM ${from} WHERE ${where}
      ORDER BY score DESC, ${t}.id LIMIT ${request.limit} OFFSET ${request.offset}`);
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
   * (catches what word-level matching cannot: several typos, joined or split words).
   */
  async function run(table: 'businesses' | 'products', request: SearchRequest, conditions: SQL[]): Promise<EngineResult> {
    const prepared = await prepare(request.q);
    if (!prepared) return { hits: [], total: 0 };
    const { tsquery, phrase } = prepared;
    const t = sql.raw(table);
    const filters = conditions.length > 0 ? sql` AND ${sql.join(conditions, sql` AND `)}` : sql``;
    const fullText = await page(
      sql`${t}, (SELECT ${tsquery} AS q) AS query`,
      sql`${t}.search_document @@ query.q${filters}`,
      // ts_rank, not ts_rank_cd: weights A/B/C decide, and it costs a third (measured at 100k).
      sql`ts_rank(${t}.search_document, query.q) + CASE WHEN lower(${t}.name) = ${phrase} THEN ${EXACT_NAME_BOOST} ELSE 0 END`,
      t,
      request,
    );
    if (fullText.total > 0) return fullText;
    return page(t, sql`lower(${t}.name) % ${phrase}${filters}`, sql`similarity(lower(${t}.name), ${phrase})`, t, request);
  }

  return {
    name: 'postgres',

    searchBusinesses(request) {
      const conditions: SQL[] = [];
      if (!request.visibility.hiddenBusinesses) conditions.push(sql`businesses.visibility = 'public'`);
      if (request.categoryId) conditions.push(sql`businesses.category_id = ${request.categoryId}`);
      if (request.regionId) conditions.push(sql`businesses.region_id = ${request.regionId}`);
      if (request.countryId) conditions.push(sql`businesses.country_id = ${request.countryId}`);
      return run('businesses', request, conditions);
    },

    searchProducts(request) {
      const conditions: SQL[] = [];
      if (!request.visibility.inactiveProducts) conditions.push(sql`products.status = 'active'`);
      // Conditions on the owning business as semi- and anti-joins: hashed once, not a lookup per match.
      if (!request.visibility.hiddenBusinesses) {
        conditions.push(sql`NOT EXISTS (SELECT 1 FROM businesses hidden WHERE hidden.id = products.business_id AND hidden.visibility <> 'public')`);
      }
      if (request.categoryId) conditions.push(sql`products.category_id = ${request.categoryId}`);
      if (request.categoryIds) conditions.push(sql`products.category_id = ANY(${toArray(request.categoryIds)}::uuid[])`);
      if (request.regionId) conditions.push(sql`products.business_id IN (SELECT id FROM businesses WHERE region_id = ${request.regionId})`);
      if (request.countryId) conditions.push(sql`products.business_id IN (SELECT id FROM businesses WHERE country_id = ${request.countryId})`);
      return run('products', request, conditions);
    },
  };
}

/** A Postgres array literal for text/int values (drizzle would spread a JS array into a row). */
function toArray(values: Array<string | number>): string {
  return `{${values.map((value) => `"${String(value).replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}
