import { type SQL, sql } from 'drizzle-orm';
import { type RecordKind, searchConditions } from '../access/record-conditions.js';
import { type Db, withoutSequentialScans } from '../db/connection.js';
import { businessSearch, productSearch } from '../db/schema.js';
import type { EngineHit, EngineResult, KeywordEngine, MatchQuality, SearchRequest } from './engine.js';
import { atLeast, clauseWords, minimumShouldMatch, nameOnly, queryWords, tokenize, tsqueryClauses } from './query-text.js';
import { createSpelling } from './spelling.js';

/**
 * How many matches are ranked exactly (ts_rank) for a page within them; the rest of the matches
 * are only counted. Broad words match thousands of records at 100k; no partner pages that far.
 */
export const RANKED_CANDIDATES = 1000;
/** ts_rank's normalization: 1 divides the rank by 1 + the logarithm of the document's length. */
const LENGTH_NORMALIZATION = 1;
// An exact name match outranks any amount of text relevance.
const EXACT_NAME_BOOST = 10;
/**
 * A record found only through a synonym of the query's words ranks at this fraction of its text
 * relevance: a little below one holding the words themselves (docs/search.md, Synonyms).
 */
export const EXPANDED_MATCH_FACTOR = 0.5;
/** And one found only through a typo correction (or the trigram fallback) lower still. */
export const FUZZY_MATCH_FACTOR = 0.25;
/** And one found only through a synonym of a correction (`braclet` → "bracelet" → `bangle`) lowest. */
export const CORRECTED_SYNONYM_MATCH_FACTOR = 0.125;

/** How many words' lexemes each process remembers (createPostgresEngine, lexemesOf). */
export const LEXEME_MEMO_SIZE = 10_000;

/**
 * Match quality as a number: a record matching through its own words ranks above one matching
 * only through synonyms, then corrections, then synonyms of corrections (also `fuzzy`: holding
 * "shirts" for `shrits` ranks above holding "tops", a synonym of shirts).
 */
const QUALITY_TIER = { exact: 3, expanded: 2, fuzzy: 1, correctedSynonym: 0 } as const;
const QUALITY_OF_TIER: MatchQuality[] = ['fuzzy', 'fuzzy', 'expanded', 'exact'];
/** Each tier's factor on the text relevance, by tier. */
const TIER_FACTORS = [CORRECTED_SYNONYM_MATCH_FACTOR, FUZZY_MATCH_FACTOR, EXPANDED_MATCH_FACTOR, 1];
/** Apart by more than the highest tier plus a relevance below 1: more clauses always rank first. */
const CLAUSE_STEP = QUALITY_TIER.exact + 2;
/**
 * A hit holding only most of the query's clauses as meant is `partial`, whatever its tier: a word
 * the vocabulary holds counts only through itself or its synonyms, so a record holding it only
 * through a correction (`charger` → "charges") is `partial` too, as on Elasticsearch, while one
 * holding an unknown word through its correction (`chrager` → "charger") is `fuzzy`.
 */
const qualityOf = (tier: number, meant: boolean): MatchQuality => (meant ? (QUALITY_OF_TIER[tier] ?? 'fuzzy') : 'partial');

/**
 * Keyword search on Postgres: weighted full-text search over the narrow search tables that
 * triggers keep current in the same statement as each write (migrations/0003, 0018), typo tolerance through the search vocabulary
 * (Damerau: a transposition is one edit), a prefix on the last word, most words required
 * (minimumShouldMatch), an exact-name boost, and a trigram fallback on names.
 * Immediately consistent with writes.
 *
 * Ranking, highest first: more of the query's clauses matched; then match quality (exact, then
 * expanded through synonyms, then fuzzy through corrections, then through a correction's
 * synonyms); then ts_rank (weights A/B/C, divided by 1 + the log of the document's length,
 * normalization 1: a word in a short listing outranks the same word repeated in a long one, as
 * BM25's length norm does on Elasticsearch; scaled by the quality factor) plus the exact-name
 * boost. The score says all three: `clauses * 5 + tier (3..0) + r / (1 + r)`, r the text relevance. A query word the search vocabulary
 * holds is taken as meant there: its corrections find records, but a record holding only a
 * correction of it (`car` → "card") counts the clause as unmatched and gets no relevance from it.
 */
export function createPostgresEngine(db: Db): KeywordEngine {
  const spelling = createSpelling(db);

  /**
   * The index's lexemes of each word: its forms in the configurations the documents are built
   * with (migrations/0003: english, indonesian, simple), so the query names each lexeme once.
   * (Three to_tsquery calls OR-ed repeat each lexeme up to three times, and the planner, taking
   * the repeats for different words, estimated five times the matches and chose a sequential
   * scan of the whole table over the GIN index: 300+ ms instead of 50 at 100k products.)
   *
   * A word's lexemes depend on nothing but the word and those configurations, which only a
   * migration changes, so each process remembers the last LEXEME_MEMO_SIZE words it asked for
   * and asks the database only for new ones: one statement less per group of most searches.
   */
  const memo = new Map<string, { lexemes: string[]; stop: boolean }>();
  async function lexemesOf(words: string[]): Promise<{ lexemes: Map<string, string[]>; stopWords: Set<string> }> {
    const unknown = [...new Set(words.filter((word) => !memo.has(word)))];
    if (unknown.length > 0) {
      const rows = await db.execute<{ word: string; lexemes: string[] | null; stop: boolean }>(sql`
        SELECT w AS word,
               (SELECT array_agg(DISTINCT lexeme ORDER BY lexeme)
                FROM unnest(ARRAY['english', 'indonesian', 'simple']::regconfig[]) AS config,
                     unnest(tsvector_to_array(to_tsvector(config, w))) AS lexeme) AS lexemes,
               to_tsvector('english', w) = ''::tsvector OR to_tsvector('indonesian', w) = ''::tsvector AS stop
        FROM unnest(${sql.param(unknown)}::text[]) AS w`);
      for (const row of rows.rows) remember(row.word, { lexemes: row.lexemes ?? [], stop: Boolean(row.stop) });
    }
    const known = words.map((word) => {
      const entry = memo.get(word)!;
      remember(word, entry);
      return [word, entry] as const;
    });
    return {
      lexemes: new Map(known.map(([word, entry]) => [word, entry.lexemes])),
      stopWords: new Set(known.filter(([, entry]) => entry.stop).map(([word]) => word)),
    };
  }
  /** Least recently asked first out: a Map iterates in insertion order, and a hit is re-inserted. */
  function remember(word: string, entry: { lexemes: string[]; stop: boolean }): void {
    memo.delete(word);
    memo.set(word, entry);
    if (memo.size > LEXEME_MEMO_SIZE) memo.delete(memo.keys().next().value!);
  }

  // The expressions hold lexemes only (tsqueryClauses with lexemes): a plain cast, no dictionary.
  const toTsquery = (expression: string) => sql`${expression}::tsquery`;

  async function prepare(request: SearchRequest) {
    const words = tokenize(request.q);
    if (words.length === 0) return undefined;
    const spelled = request.corrections ? { corrections: request.corrections, known: request.knownWords ?? new Set<string>() } : await spelling.read(words);
    const corrected = spelled.corrections;
    const expansions = request.expansions ?? [];
    const { lexemes, stopWords } = await lexemesOf(clauseWords(words, corrected, expansions));
    // A stop word of English or Indonesian ("the", "untuk") is no clause of its own, as the
    // stemming configurations drop it; unless the query is nothing else. A word of a synonym run
    // is kept: the run's terms may match it.
    const isStop = queryWords(words, expansions).map(({ word, terms }) => terms.length === 0 && stopWords.has(word));
    const kept = isStop.every(Boolean) ? isStop.map(() => true) : isStop.map((stop) => !stop);
    const clauses = (built: string[]) => built.filter((_, index) => kept[index]);
    const required = minimumShouldMatch(clauses(words).length);
    // Every alternative; the query's own words only; own words and synonyms but no corrections.
    const all = clauses(tsqueryClauses(words, { corrections: corrected, expansions, lexemes }));
    const own = clauses(tsqueryClauses(words, { expansions, terms: false, lexemes }));
    // A synonym reached through a correction (`corrected`) is a correction too.
    const uncorrected = expansions.filter((expansion) => !expansion.corrected);
    const unfuzzed = clauses(tsqueryClauses(words, { expansions: uncorrected, lexemes }));
    // Every alternative but the synonyms reached through corrections.
    const corrections = uncorrected.length < expansions.length ? clauses(tsqueryClauses(words, { corrections: corrected, expansions: uncorrected, lexemes })) : undefined;
    // What ranks a record by the words it holds: a word the vocabulary holds is taken as meant, so
    // a record holding only a correction of it (`car` → "card") is found but does not count it.
    const meant = new Map([...corrected].filter(([word]) => !spelled.known.has(word)));
    const counted = clauses(tsqueryClauses(words, { corrections: meant, expansions, lexemes }));
    // The text relevance reads them so too, and not the synonyms of corrections: "tops" (a synonym
    // of shirts) must not make a top the best record for `formal shrits`.
    const relevant = corrections ? clauses(tsqueryClauses(words, { corrections: meant, expansions: uncorrected, lexemes })) : counted;
    const usedCorrection = words.some((word) => (corrected.get(word) ?? []).length > 0) || expansions.some((expansion) => expansion.corrected);
    const usedSynonym = unfuzzed.join() !== own.join();
    return { words, all, own, unfuzzed, corrections, counted, relevant, usedCorrection, usedSynonym, required };
  }

  /**
   * True when at least `required` of the clauses match the document, through one tsquery the GIN
   * index answers while it stays small, else the OR of the clauses completed by counting them.
   */
  function satisfies(document: SQL, clauses: string[], required: number): SQL {
    const { expression, exact } = atLeast(clauses, required);
    const any = sql`${document} @@ ${toTsquery(expression)}`;
    return exact ? any : sql`(${any} AND (${matchedClauses(document, clauses)}) >= ${required})`;
  }

  function matchedClauses(document: SQL, clauses: string[]): SQL {
    return sql.join(
      clauses.map((clause) => sql`(${document} @@ ${toTsquery(clause)})::int`),
      sql` + `,
    );
  }

  /**
   * One page of `matches` (rows of id, score, tier), best first, and the total: counted by
   * `count` only when the page does not already say it and the caller wants it.
   */
  async function page(matches: SQL, count: SQL, request: SearchRequest): Promise<EngineResult> {
    const rows = await db.execute<{ id: string; score: number; tier: number; category: string | null }>(sql`
      SELECT id, score, tier, category FROM (${matches}) AS matches
      ORDER BY score DESC, id LIMIT ${request.limit} OFFSET ${request.offset}`);
    const hits: EngineHit[] = rows.rows.map((row) => ({
      id: row.id,
      score: Number(row.score),
      match: QUALITY_OF_TIER[Number(row.tier)] ?? 'fuzzy',
      category: row.category,
    }));
    // A short page that starts inside the results already says how many there are.
    if (hits.length > 0 && hits.length < request.limit) return { hits, total: request.offset + hits.length };
    if (hits.length === 0 && request.offset === 0) return { hits, total: 0 };
    // Hybrid's windows need no total: a lower bound is what the interface promises then.
    if (request.count === false) return { hits, total: request.offset + hits.length };
    // (A window count in the page query spills every match to disk on PGlite: slower than this.)
    const counted = await db.execute<{ total: number }>(count);
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
    const { words, all, own, unfuzzed, corrections, counted, relevant, usedCorrection, usedSynonym, required } = prepared;
    // The narrow search table of the kind (migrations/0018): a broad word's thousands of matches
    // are selected, counted and cheaply ordered there, ~25 rows a block instead of the ~4 of the
    // wide record rows; the full document lives out of line and is read by the GIN index and by
    // ts_rank for the best candidates only. The trigram fallback reads the lowercased names there.
    const table = kind === 'business' ? businessSearch : productSearch;
    const conditions = searchConditions(kind, request.visibility, request.filters);
    const filters = conditions ? sql` AND ${conditions}` : sql``;
    const document = sql`${table.document}`;
    const phrase = words.join(' ');
    // Quality: exact when the own words alone satisfy the rule, expanded when they do with
    // synonyms but without corrections, else fuzzy. Nothing to tell apart: every match is exact.
    // Each test is a set of ids the GIN index answers (a hashed subplan), not a test of every
    // match's document: the documents live out of line, and reading each would cost more than
    // the narrow rows themselves.
    const holds = (clauses: string[]) => sql`${table.id} IN (SELECT ${table.id} FROM ${table} WHERE ${satisfies(document, clauses, required)})`;
    const tier =
      !usedCorrection && !usedSynonym
        ? sql.raw(String(QUALITY_TIER.exact))
        : sql`CASE WHEN ${holds(own)} THEN ${sql.raw(String(QUALITY_TIER.exact))}
                   WHEN ${usedCorrection && usedSynonym ? holds(unfuzzed) : sql.raw(String(usedSynonym))} THEN ${sql.raw(String(QUALITY_TIER.expanded))}
                   WHEN ${corrections ? holds(corrections) : sql`true`} THEN ${sql.raw(String(QUALITY_TIER.fuzzy))}
                   ELSE ${sql.raw(String(QUALITY_TIER.correctedSynonym))} END`;
    // Clauses matched, a known word's corrections aside (`counted`): all of them when all are
    // required (`meant` then says whether a record holds them all as meant).
    const matched = required < all.length ? matchedClauses(document, counted) : sql.raw(String(all.length));
    // Whether a record holds every clause as meant, a known word not through a correction of it:
    // when not, it is `partial`. Counted above when not all are required. Else, when a known word
    // has corrections: when no unknown word has any, the clauses as meant are the own words and
    // their synonyms, which the quality tier already tests (exact or expanded); otherwise a set
    // of ids the GIN index answers.
    const knownCorrected = required === all.length && counted.join() !== all.join();
    const meantByTier = knownCorrected && counted.join() === unfuzzed.join();
    const meant = knownCorrected && !meantByTier ? holds(counted) : sql`true`;
    const meantRule = meantByTier ? sql` AND tier >= ${QUALITY_TIER.expanded}` : sql``;
    const where = sql`${satisfies(document, all, required)}${filters}`;
    // The text relevance too reads the words as meant (`relevant`: `counted` but synonyms of corrections).
    const any = toTsquery(relevant.join(' | '));
    // One pass over the matches keeps a narrow row per match (id, clauses matched, quality, name
    // hit), not the document: the total is counted from it, and only the best RANKED_CANDIDATES
    // by that cheap order are ranked exactly (ts_rank reads and weighs every position of a
    // document): more clauses, then better quality, then the exact name, then a name match.
    // A page past the candidates ranks every match. Ranking every match, or running the query
    // again to count, costs far more at 100k records (docs/performance.md).
    const cut = request.offset + request.limit <= RANKED_CANDIDATES;
    // The GIN index, never a sequential scan (withoutSequentialScans).
    const rows = await withoutSequentialScans(db, (tx) =>
      tx.execute<{ id: string; score: number; tier: number; meant: boolean; category: string | null; total: number }>(sql`
      WITH matching AS MATERIALIZED (
        SELECT ${table.id} AS id, (${tier})::int AS tier, (${matched})::int AS matched,
               ${table.name} = ${phrase} AS named, ${table.nameDocument} @@ ${toTsquery(nameOnly(counted.join(' | ')))} AS name_hit,
               ${meant} AS meant
        FROM ${table} WHERE ${where}
      ), candidates AS (
        SELECT * FROM matching ORDER BY matched DESC, tier DESC, named DESC, name_hit DESC ${cut ? sql`LIMIT ${RANKED_CANDIDATES}` : sql``}
      ), ranked AS (
        SELECT candidates.id, candidates.tier, candidates.matched, candidates.meant, ${table.categoryId} AS category,
               ts_rank(${document}, ${any}, ${sql.raw(String(LENGTH_NORMALIZATION))}) * (ARRAY[${sql.join(TIER_FACTORS.map((factor) => sql`${factor}::float8`), sql`, `)}])[candidates.tier + 1]
               + CASE WHEN candidates.named THEN ${EXACT_NAME_BOOST}::float8 ELSE 0 END AS relevance
        FROM candidates JOIN ${table} ON ${table.id} = candidates.id
      )
      SELECT id, tier, category, meant AND matched = ${all.length}${meantRule} AS meant, matched * ${CLAUSE_STEP}::int + tier + relevance / (1 + relevance) AS score, (SELECT count(*) FROM matching)::int AS total
      FROM ranked
      ORDER BY score DESC, id LIMIT ${request.limit} OFFSET ${request.offset}`),
    );
    const hits = rows.rows.map((row) => ({ id: row.id, score: Number(row.score), match: qualityOf(Number(row.tier), Boolean(row.meant)), category: row.category }));
    const fullText: EngineResult =
      hits.length > 0
        ? { hits, total: Number(rows.rows[0]!.total) }
        : request.offset === 0
          ? { hits, total: 0 }
          : { hits, total: (await db.execute<{ total: number }>(sql`SELECT count(*)::int AS total FROM ${table} WHERE ${where}`)).rows[0]?.total ?? 0 };
    if (fullText.total > 0) return fullText;
    const fallback = sql`${table.name} % ${phrase}${filters}`;
    return page(
      sql`SELECT ${table.id} AS id, ${QUALITY_TIER.fuzzy}::int AS tier, similarity(${table.name}, ${phrase})::float8 AS score, ${table.categoryId} AS category FROM ${table} WHERE ${fallback}`,
      sql`SELECT count(*)::int AS total FROM ${table} WHERE ${fallback}`,
      request,
    );
  }

  return {
    name: 'postgres',
    current: true,
    usesCorrections: true,
    searchBusinesses: (request) => run('business', request),
    searchProducts: (request) => run('product', request),
  };
}
