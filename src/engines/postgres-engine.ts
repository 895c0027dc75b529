import { type SQL, sql } from 'drizzle-orm';
import { type RecordKind, searchConditions } from '../access/record-conditions.js';
import { type Db, NO_SEQUENTIAL_SCANS, runWithSettings } from '../db/connection.js';
import { businessSearch, productSearch } from '../db/schema.js';
import type { EngineHit, EngineResult, KeywordEngine, MatchQuality, QueryExpansion, SearchRequest } from './engine.js';
import {
  atLeast,
  type ClauseAlternatives,
  clauseWords,
  minimumShouldMatch,
  nameOnly,
  queryWords,
  tokenize,
  tsqueryClauses,
} from './query-text.js';
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
 * relevance: a little below one holding the words themselves (docs/search.md).
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
const qualityOf = (tier: number, meant: boolean): MatchQuality =>
  meant ? (QUALITY_OF_TIER[tier] ?? 'fuzzy') : 'partial';

/** What the engine knows of a query's words before it builds any clause. */
interface QueryReading {
  words: string[];
  /** Each word's typo corrections (engines/spelling.ts). */
  corrections: ReadonlyMap<string, string[]>;
  /** The words the search vocabulary holds: each is taken as meant, not as a typo. */
  knownWords: ReadonlySet<string>;
  expansions: readonly QueryExpansion[];
  /** The index's lexemes of every word a clause may hold (lexemesOf). */
  lexemes: ReadonlyMap<string, string[]>;
  stopWords: ReadonlySet<string>;
}

/**
 * The query's clauses, one tsquery expression per kept word (or synonym run), in one list per
 * use: the lists line up clause by clause and differ only in the alternatives each clause admits.
 */
interface Clauses {
  /** Every alternative (own words, synonyms, corrections, synonyms of corrections): what a record must match. */
  matching: string[];
  /** The query's own words alone: a record satisfying them is an `exact` match. */
  ownWords: string[];
  /** Own words and synonyms, no corrections: a record satisfying them is at least `expanded`. */
  withoutCorrections: string[];
  /**
   * Every alternative but the synonyms reached through corrections: a record satisfying them is
   * at least `fuzzy`. Absent when no synonym comes through a correction: every match is then fuzzy at least.
   */
  withoutCorrectedSynonyms?: string[];
  /**
   * The words as meant: a word the vocabulary holds counts only through itself and its synonyms,
   * so a record holding only a correction of it (`car` → "card") is found but does not count it.
   * Counts the matched clauses and tests the name.
   */
  asMeant: string[];
  /**
   * `asMeant` without the synonyms of corrections: what the text relevance reads. "tops" (a
   * synonym of shirts) must not make a top the best record for `formal shrits`.
   */
  forRelevance: string[];
}

/** Everything a search's statements are built from. */
interface SearchPlan {
  words: string[];
  clauses: Clauses;
  /** How many clauses a record must match (minimumShouldMatch of the kept words). */
  required: number;
  /** Whether some word has a correction or some synonym comes through one: matches below `expanded` are possible. */
  usedCorrection: boolean;
  /** Whether synonyms add alternatives to some clause: `expanded` matches are possible. */
  usedSynonym: boolean;
}

type SearchTable = typeof businessSearch | typeof productSearch;

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

  /** The query's words, their spelling (as the caller read it, else read here), expansions and lexemes; none for a query without words. */
  async function readQuery(request: SearchRequest): Promise<QueryReading | undefined> {
    const words = tokenize(request.q);
    if (words.length === 0) return undefined;
    const spelled = request.corrections
      ? { corrections: request.corrections, known: request.knownWords ?? new Set<string>() }
      : await spelling.read(words);
    const expansions = request.expansions ?? [];
    const { lexemes, stopWords } = await lexemesOf(clauseWords(words, spelled.corrections, expansions));
    return { words, corrections: spelled.corrections, knownWords: spelled.known, expansions, lexemes, stopWords };
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

  /** Full-text matches, best first; the total is counted apart only for a page past the last match. */
  async function fullText(
    table: SearchTable,
    plan: SearchPlan,
    filters: SQL,
    request: SearchRequest,
  ): Promise<EngineResult> {
    const where = matchCondition(table, plan, filters);
    // The GIN index, never a sequential scan (NO_SEQUENTIAL_SCANS), in one round trip.
    const rows = await runWithSettings<{
      id: string;
      score: number;
      tier: number;
      meant: boolean;
      category: string | null;
      total: number;
    }>(db, NO_SEQUENTIAL_SCANS, fullTextStatement(table, plan, where, request));
    const hits = rows.rows.map((row) => ({
      id: row.id,
      score: Number(row.score),
      match: qualityOf(Number(row.tier), Boolean(row.meant)),
      category: row.category,
    }));
    if (hits.length > 0) return { hits, total: Number(rows.rows[0]!.total) };
    if (request.offset === 0) return { hits, total: 0 };
    const counted = await db.execute<{ total: number }>(
      sql`SELECT count(*)::int AS total FROM ${table} WHERE ${where}`,
    );
    return { hits, total: counted.rows[0]?.total ?? 0 };
  }

  /** Trigram similarity on the name: catches what word-level matching cannot (several typos, joined or split words). */
  function trigramFallback(
    table: SearchTable,
    phrase: string,
    filters: SQL,
    request: SearchRequest,
  ): Promise<EngineResult> {
    const fallback = sql`${table.name} % ${phrase}${filters}`;
    return page(
      sql`SELECT ${table.id} AS id, ${QUALITY_TIER.fuzzy}::int AS tier, similarity(${table.name}, ${phrase})::float8 AS score, ${table.categoryId} AS category FROM ${table} WHERE ${fallback}`,
      sql`SELECT count(*)::int AS total FROM ${table} WHERE ${fallback}`,
      request,
    );
  }

  /**
   * Full-text search first; when it matches nothing at all, the trigram fallback. Both run under
   * the same record conditions (access/record-conditions.ts): visibility and filters.
   */
  async function run(kind: RecordKind, request: SearchRequest): Promise<EngineResult> {
    const reading = await readQuery(request);
    if (!reading) return { hits: [], total: 0 };
    const plan = planSearch(reading);
    // The narrow search table of the kind (migrations/0018): a broad word's thousands of matches
    // are selected, counted and cheaply ordered there, ~25 rows a block instead of the ~4 of the
    // wide record rows; the full document lives out of line and is read by the GIN index and by
    // ts_rank for the best candidates only. The trigram fallback reads the lowercased names there.
    const table: SearchTable = kind === 'business' ? businessSearch : productSearch;
    const conditions = searchConditions(kind, request.visibility, request.filters);
    const filters = conditions ? sql` AND ${conditions}` : sql``;
    const found = await fullText(table, plan, filters, request);
    if (found.total > 0) return found;
    return trigramFallback(table, plan.words.join(' '), filters, request);
  }

  return {
    name: 'postgres',
    current: true,
    usesCorrections: true,
    searchBusinesses: (request) => run('business', request),
    searchProducts: (request) => run('product', request),
  };
}

// Planning: from the query as read to its clauses, one list per use.

/**
 * Which of the query's clauses count. A stop word of English or Indonesian ("the", "untuk") is no
 * clause of its own, as the stemming configurations drop it, unless the query is nothing else. A
 * word of a synonym run is kept: the run's terms may match it.
 */
function keptClauses(reading: QueryReading): boolean[] {
  const isStop = queryWords(reading.words, reading.expansions).map(
    ({ word, terms }) => terms.length === 0 && reading.stopWords.has(word),
  );
  return isStop.every(Boolean) ? isStop.map(() => true) : isStop.map((stop) => !stop);
}

function buildClauses(reading: QueryReading): Clauses {
  const { words, corrections, knownWords, expansions, lexemes } = reading;
  const kept = keptClauses(reading);
  const build = (alternatives: ClauseAlternatives) =>
    tsqueryClauses(words, { ...alternatives, lexemes }).filter((_, index) => kept[index]);
  // A synonym reached through a correction (`corrected`) is a correction too.
  const uncorrected = expansions.filter((expansion) => !expansion.corrected);
  const meant = new Map([...corrections].filter(([word]) => !knownWords.has(word)));
  const asMeant = build({ corrections: meant, expansions });
  const hasCorrectedSynonyms = uncorrected.length < expansions.length;
  return {
    matching: build({ corrections, expansions }),
    ownWords: build({ expansions, terms: false }),
    withoutCorrections: build({ expansions: uncorrected }),
    withoutCorrectedSynonyms: hasCorrectedSynonyms ? build({ corrections, expansions: uncorrected }) : undefined,
    asMeant,
    forRelevance: hasCorrectedSynonyms ? build({ corrections: meant, expansions: uncorrected }) : asMeant,
  };
}

function planSearch(reading: QueryReading): SearchPlan {
  const { words, corrections, expansions } = reading;
  const clauses = buildClauses(reading);
  return {
    words,
    clauses,
    required: minimumShouldMatch(keptClauses(reading).filter(Boolean).length),
    usedCorrection:
      words.some((word) => (corrections.get(word) ?? []).length > 0) ||
      expansions.some((expansion) => expansion.corrected),
    usedSynonym: clauses.withoutCorrections.join() !== clauses.ownWords.join(),
  };
}

// Statements: the SQL a plan becomes (queries/*.sql shows it for a few searches).

// The expressions hold lexemes only (tsqueryClauses with lexemes): a plain cast, no dictionary.
const toTsquery = (expression: string) => sql`${expression}::tsquery`;
const literal = (value: number) => sql.raw(String(value));

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
 * Whether a record satisfies `clauses`, as a set of ids the GIN index answers (a hashed subplan),
 * not a test of every match's document: the documents live out of line, and reading each would
 * cost more than the narrow rows themselves.
 */
function holds(table: SearchTable, clauses: string[], required: number): SQL {
  return sql`${table.id} IN (SELECT ${table.id} FROM ${table} WHERE ${satisfies(sql`${table.document}`, clauses, required)})`;
}

/**
 * A record's quality tier: exact when the own words alone satisfy the rule, expanded when they
 * do with synonyms but without corrections, fuzzy when they do without the synonyms of
 * corrections, else correctedSynonym. Nothing to tell apart: every match is exact.
 */
function qualityTier(table: SearchTable, plan: SearchPlan): SQL {
  const { clauses, required, usedCorrection, usedSynonym } = plan;
  if (!usedCorrection && !usedSynonym) return literal(QUALITY_TIER.exact);
  const expanded =
    usedCorrection && usedSynonym ? holds(table, clauses.withoutCorrections, required) : sql.raw(String(usedSynonym));
  const fuzzy = clauses.withoutCorrectedSynonyms ? holds(table, clauses.withoutCorrectedSynonyms, required) : sql`true`;
  return sql`CASE WHEN ${holds(table, clauses.ownWords, required)} THEN ${literal(QUALITY_TIER.exact)}
                   WHEN ${expanded} THEN ${literal(QUALITY_TIER.expanded)}
                   WHEN ${fuzzy} THEN ${literal(QUALITY_TIER.fuzzy)}
                   ELSE ${literal(QUALITY_TIER.correctedSynonym)} END`;
}

/**
 * How many clauses a record holds as meant: all of them when all are required (`meantTest` then
 * says whether a record holds them all as meant).
 */
function matchedCount(table: SearchTable, plan: SearchPlan): SQL {
  const { clauses, required } = plan;
  return required < clauses.matching.length
    ? matchedClauses(sql`${table.document}`, clauses.asMeant)
    : literal(clauses.matching.length);
}

/**
 * Whether a record holds every clause as meant (a known word not through a correction of it):
 * when not, it is `partial`. `column` is tested per match; `rule` is added to the final test.
 * Counted by matchedCount when not all clauses are required. Else, when a known word has
 * corrections: when no unknown word has any, the clauses as meant are the own words and their
 * synonyms, which the quality tier already tests (exact or expanded); otherwise a set of ids the
 * GIN index answers.
 */
function meantTest(table: SearchTable, plan: SearchPlan): { column: SQL; rule: SQL } {
  const { clauses, required } = plan;
  const knownCorrected = required === clauses.matching.length && clauses.asMeant.join() !== clauses.matching.join();
  const byTier = knownCorrected && clauses.asMeant.join() === clauses.withoutCorrections.join();
  return {
    column: knownCorrected && !byTier ? holds(table, clauses.asMeant, required) : sql`true`,
    rule: byTier ? sql` AND tier >= ${QUALITY_TIER.expanded}` : sql``,
  };
}

/** The records matching the plan under the record conditions: visibility and filters. */
function matchCondition(table: SearchTable, plan: SearchPlan, filters: SQL): SQL {
  return sql`${satisfies(sql`${table.document}`, plan.clauses.matching, plan.required)}${filters}`;
}

/**
 * One page of full-text matches, best first, and the total. One pass over the matches keeps a
 * narrow row per match (id, clauses matched, quality, name hit), not the document: the total is
 * counted from it, and only the best RANKED_CANDIDATES by that cheap order are ranked exactly
 * (ts_rank reads and weighs every position of a document): more clauses, then better quality,
 * then the exact name, then a name match. A page past the candidates ranks every match.
 */
function fullTextStatement(table: SearchTable, plan: SearchPlan, where: SQL, request: SearchRequest): SQL {
  const { clauses } = plan;
  const document = sql`${table.document}`;
  const meant = meantTest(table, plan);
  const cut = request.offset + request.limit <= RANKED_CANDIDATES;
  const tierFactors = sql.join(
    TIER_FACTORS.map((factor) => sql`${factor}::float8`),
    sql`, `,
  );
  return sql`
      WITH matching AS MATERIALIZED (
        SELECT ${table.id} AS id, (${qualityTier(table, plan)})::int AS tier, (${matchedCount(table, plan)})::int AS matched,
               ${table.name} = ${plan.words.join(' ')} AS named, ${table.nameDocument} @@ ${toTsquery(nameOnly(clauses.asMeant.join(' | ')))} AS name_hit,
               ${meant.column} AS meant
        FROM ${table} WHERE ${where}
      ), candidates AS (
        SELECT * FROM matching ORDER BY matched DESC, tier DESC, named DESC, name_hit DESC ${cut ? sql`LIMIT ${RANKED_CANDIDATES}` : sql``}
      ), ranked AS (
        SELECT candidates.id, candidates.tier, candidates.matched, candidates.meant, ${table.categoryId} AS category,
               ts_rank(${document}, ${toTsquery(clauses.forRelevance.join(' | '))}, ${literal(LENGTH_NORMALIZATION)}) * (ARRAY[${tierFactors}])[candidates.tier + 1]
               + CASE WHEN candidates.named THEN ${EXACT_NAME_BOOST}::float8 ELSE 0 END AS relevance
        FROM candidates JOIN ${table} ON ${table.id} = candidates.id
      )
      SELECT id, tier, category, meant AND matched = ${clauses.matching.length}${meant.rule} AS meant, matched * ${CLAUSE_STEP}::int + tier + relevance / (1 + relevance) AS score, (SELECT count(*) FROM matching)::int AS total
      FROM ranked
      ORDER BY score DESC, id LIMIT ${request.limit} OFFSET ${request.offset}`;
}
