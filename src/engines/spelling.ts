import { type SQL, sql } from 'drizzle-orm';
import { type Db, type Tx, withoutSequentialScans } from '../db/connection.js';
import { businessSearch, productSearch, searchVocabulary, synonymVocabulary } from '../db/schema.js';
import { allowedEdits, transpositions } from './query-text.js';

const MAX_CORRECTIONS_PER_WORD = 8;
/**
 * A correction must look like the query word, not only be within its edits: trigram similarity
 * (pg_trgm) of at least this much, the extension's own default threshold. A pure transposition
 * keeps every letter and always passes. Without it an unknown word (`zorbex`) is "corrected" into
 * any indexed word within two edits (`sorbet`) and pulls unrelated records into the results.
 */
export const MIN_CORRECTION_SIMILARITY = 0.3;

/**
 * A lexicon word is a reading of a word neither vocabulary holds only within one edit (a swapped
 * pair of letters is one), whatever the word's length allows for the directory's words: such a
 * word is far more often a word of the language the lexicon lacks than a typo, and two edits
 * read real Indonesian and English words as unrelated lexicon ones (`selatan`, south, as
 * `sedotan`, a drinking straw; `lawyer` as `laher`, a bearing).
 */
export const MAX_LEXICON_EDITS = 1;

/**
 * Of the closest corrections of a word the directory lacks, one held by fewer than this share of
 * the records that hold the most-held one is dropped: a typo is far likelier a slip on a common
 * word than on a rare one (a spelling corrector's word-frequency prior). `condtioner` is
 * "conditioner" (six listings), not also "conditoner", a misspelling one listing carries. Counted
 * beside the query's other words the directory holds when any record holds a correction with
 * them: `wirst watch` weighs "wrist" and "first" by the records that also say watch.
 */
export const MIN_CORRECTION_SHARE = 0.25;
/** Records counted per correction and kind at most: enough to tell a rare word from a common one. */
export const CORRECTION_COUNT_CAP = 1000;
/**
 * The misspelt words of one query whose corrections are counted at most, the first ones: a query
 * of a dozen unknown words (foreign text, noise) would otherwise cost a count of each of up to
 * eight readings of each (285 ms on the embedded database, against 13 for the read without).
 */
export const MAX_COUNTED_WORDS = 3;

/** A vocabulary word within the allowed edits of a query word: how far, and whether a lexicon word. */
interface Candidate {
  word: string;
  distance: number;
  lexicon: boolean;
}

/** Which of a query's words each vocabulary holds (the probe's rows), and what follows for reading them. */
interface Vocabulary {
  /** The query's words the search vocabulary (the directory's words) holds. */
  known: Set<string>;
  /**
   * Whether the lexicon's words are readings too: only in a query none of whose words the
   * directory holds. A single foreign-looking word (`kurit`) is read as the directory's.
   */
  lexiconToo: boolean;
  /** Whether the lexicon's words win a tie: only beside a lexicon word the directory lacks (an Indonesian query over English listings). */
  lexiconFirst: boolean;
  /**
   * A word the lexicon holds, in a query where the lexicon's words are readings, is no typo
   * (`kalung` over English listings): its synonyms reach the records, and its corrections would
   * only add noise (`teh`, tea, as "the"; `tas`, a bag, as "tag"), so it is neither corrected nor looked up.
   */
  asWritten: (word: string) => boolean;
}

function vocabularyOf(rows: ReadonlyArray<{ word: string; lexicon: boolean }>, words: readonly string[]): Vocabulary {
  const known = new Set(rows.filter((row) => !row.lexicon).map((row) => row.word));
  const lexical = new Set(rows.filter((row) => row.lexicon).map((row) => row.word));
  const lexiconToo = !words.some((word) => known.has(word));
  return {
    known,
    lexiconToo,
    lexiconFirst: lexiconToo && words.some((word) => lexical.has(word)),
    asWritten: (word: string) => lexiconToo && lexical.has(word),
  };
}

/** One read of a query's spelling: it serves the semantic text, the synonyms and the Postgres engine. */
export interface SpellingReading {
  /**
   * Each word's search-vocabulary words within its edits, at the closest distance only (what the
   * Postgres engine also searches: words records hold). A one-edit reading leaves out the
   * two-edit ones (`clucth`: "clutch", not "cloth"); of several, none far rarer than the
   * most-held (MIN_CORRECTION_SHARE). None for a word read as written (Vocabulary.asWritten) nor
   * for a `foreign` word.
   */
  corrections: Map<string, string[]>;
  /**
   * For each word with corrections, their distance: Elasticsearch fuzzes a word the vocabulary
   * lacks that far, so it finds the same readings as the Postgres engine.
   */
  edits: Map<string, number>;
  /**
   * How each word the directory lacks is read: its closest word of the directory, not one of the
   * rare corrections dropped. A word the directory holds is taken as meant, however close another
   * one is (`shirt` is not corrected to `shirts`). Where the lexicon's words are readings too, they
   * win a tie beside a lexicon word (`sepatu wanta`: `wanita`, not "want"); in any other query only
   * the directory's words are (an English query's `eating` is not the lexicon's "seating").
   */
  misspelled: Map<string, string>;
  /** The query's words the search vocabulary holds. */
  known: Set<string>;
  /**
   * The misspelt words read as a lexicon word no record holds (`kalugn` as `kalung`): the semantic
   * leg embeds their translation, not the word.
   */
  foreign: Set<string>;
}

/** A word's chosen corrections and their distance (SpellingReading's fields of the same names). */
interface ChosenCorrections {
  corrections: Map<string, string[]>;
  edits: Map<string, number>;
}

/**
 * For each word with a candidate of the directory (none for a word read as written): the
 * directory's candidates at the closest distance, and that distance.
 */
function closestCorrections(near: ReadonlyMap<string, Candidate[]>, vocabulary: Vocabulary): ChosenCorrections {
  const corrections = new Map<string, string[]>();
  const edits = new Map<string, number>();
  for (const [word, found] of near) {
    if (vocabulary.asWritten(word)) continue;
    const directory = found.filter((candidate) => !candidate.lexicon);
    if (directory.length === 0) continue;
    const closest = Math.min(...directory.map((candidate) => candidate.distance));
    corrections.set(
      word,
      directory.filter((candidate) => candidate.distance === closest).map((candidate) => candidate.word),
    );
    edits.set(word, closest);
  }
  return { corrections, edits };
}

/**
 * How a word the directory lacks reads: the closest candidate, then (where the lexicon's words
 * are readings) the lexicon's beside a lexicon word, then none of the closest corrections dropped
 * from `chosen`, then alphabetically.
 */
function readingOf(
  word: string,
  near: ReadonlyMap<string, Candidate[]>,
  vocabulary: Vocabulary,
  chosen: ChosenCorrections,
): Candidate | undefined {
  const { lexiconToo, lexiconFirst } = vocabulary;
  const dropped = (candidate: Candidate) =>
    !candidate.lexicon &&
    candidate.distance === chosen.edits.get(word) &&
    !(chosen.corrections.get(word) ?? []).includes(candidate.word);
  return (near.get(word) ?? [])
    .filter((candidate) => lexiconToo || !candidate.lexicon)
    .sort(
      (a, b) =>
        a.distance - b.distance ||
        Number(b.lexicon === lexiconFirst) - Number(a.lexicon === lexiconFirst) ||
        Number(dropped(a)) - Number(dropped(b)) ||
        a.word.localeCompare(b.word),
    )[0];
}

/**
 * The misread words whose reading is not one of their corrections (a lexicon word). Such a word
 * is searched through that reading's synonyms, not through the directory's farther corrections
 * (`minuum`: "minum", drink, one edit; not "minimum" or "minute", two), as a closer reading leaves
 * out farther ones within the directory.
 */
function foreignWords(
  misread: readonly string[],
  near: ReadonlyMap<string, Candidate[]>,
  vocabulary: Vocabulary,
  chosen: ChosenCorrections,
): Set<string> {
  return new Set(
    misread.filter((word) => {
      const closest = readingOf(word, near, vocabulary, chosen);
      return closest !== undefined && !(chosen.corrections.get(word) ?? []).includes(closest.word);
    }),
  );
}

/** `chosen` without the corrections of `words`. */
function withoutWords(chosen: ChosenCorrections, words: ReadonlySet<string>): ChosenCorrections {
  const corrections = new Map(chosen.corrections);
  const edits = new Map(chosen.edits);
  for (const word of words) {
    corrections.delete(word);
    edits.delete(word);
  }
  return { corrections, edits };
}

/**
 * Spelling against the search vocabulary (every word the keyword search has indexed, kept by
 * triggers whatever the keyword engine) and the lexicon's (every word of the synonym groups'
 * terms, migrations/0022): the Postgres engine's typo tolerance, and how a misspelt word is read
 * for the semantic leg and the synonyms (modules/search).
 */
export function createSpelling(db: Db) {
  /**
   * Words of either vocabulary within the allowed edits of each asked word, a transposition of
   * two neighbouring letters counting as one edit, that also look like it
   * (MIN_CORRECTION_SIMILARITY). Closest first, at most MAX_CORRECTIONS_PER_WORD of each
   * vocabulary. A word's candidates are its own, whatever else is asked with it: one statement
   * serves the words of many queries (`queries`, each query's distinct words).
   */
  async function candidates(
    words: readonly string[],
    queries: ReadonlyArray<readonly string[]>,
  ): Promise<Map<string, Candidate[]>> {
    const fuzzy = [...new Set(words.filter((word) => allowedEdits(word) > 0))];
    const found = new Map<string, Candidate[]>();
    if (fuzzy.length === 0) return found;
    // Each word as typed (edits as allowed) and with one transposition undone (one edit spent).
    const forms = fuzzy.flatMap((word) => [
      { token: word, form: word, edits: allowedEdits(word), swapped: 0 },
      ...transpositions(word).map((form) => ({ token: word, form, edits: allowedEdits(word) - 1, swapped: 1 })),
    ]);
    const typed = sql`unnest(${sql.param(forms.map((f) => f.token))}::text[], ${sql.param(forms.map((f) => f.form))}::text[],
                  ${sql.param(forms.map((f) => f.edits))}::int[], ${sql.param(forms.map((f) => f.swapped))}::int[]) AS t(token, form, edits, swapped)`;
    const asked = queries.flatMap((query, index) => query.map((word) => ({ index, word })));
    const queryWords = sql`unnest(${sql.param(asked.map((entry) => entry.index))}::int[], ${sql.param(asked.map((entry) => entry.word))}::text[]) AS q(query, word)`;
    // The lexicon's words are asked for only where read() can use them: for a word neither
    // vocabulary holds, in a query none of whose words the directory holds (primary-key probes
    // before the scan, so an English query never scans the lexicon); within MAX_LEXICON_EDITS.
    const lexiconForms = sql`SELECT token, form, least(edits + swapped, ${MAX_LEXICON_EDITS}) - swapped AS edits, swapped FROM forms t
      WHERE EXISTS (SELECT 1 FROM query_words q WHERE q.word = t.token AND NOT EXISTS (
              SELECT 1 FROM query_words o JOIN ${searchVocabulary} s ON s.word = o.word WHERE o.query = q.query))
        AND NOT EXISTS (SELECT 1 FROM ${synonymVocabulary} l WHERE l.word = t.token)`;
    // One pass over a vocabulary per word, not per form: a word within a form's edits is within
    // the form's edits plus two of the word as typed (a transposition is two plain edits), so only
    // the words that close to the typed word (`reach`, materialised once) are tried on each form.
    const close = (lexicon: boolean) => sql`
      SELECT w.token, v.word
      FROM (SELECT token, max(edits) AS edits, max(edits + 2 * swapped) AS reach FROM ${sql.raw(lexicon ? 'lexicon_forms' : 'forms')} GROUP BY token) w
      JOIN ${lexicon ? synonymVocabulary : searchVocabulary} v ON v.length BETWEEN length(w.token) - w.edits AND length(w.token) + w.edits
      WHERE levenshtein_less_equal(v.word, w.token, w.reach) <= w.reach`;
    const near = (lexicon: boolean) => sql`
      SELECT t.token, c.word, ${lexicon}::boolean AS lexicon, t.swapped + levenshtein(c.word, t.form) AS distance
      FROM ${sql.raw(lexicon ? 'lexicon_close' : 'directory_close')} c JOIN ${sql.raw(lexicon ? 'lexicon_forms' : 'forms')} t ON t.token = c.token
      WHERE c.word <> t.token AND levenshtein_less_equal(c.word, t.form, t.edits) <= t.edits
        AND similarity(c.word, t.form) >= ${MIN_CORRECTION_SIMILARITY}`;
    const rows = await db.execute<{ token: string; word: string; lexicon: boolean; distance: number }>(sql`
      WITH forms AS MATERIALIZED (SELECT token, form, edits, swapped FROM ${typed}),
           query_words AS MATERIALIZED (SELECT query, word FROM ${queryWords}),
           lexicon_forms AS MATERIALIZED (${lexiconForms}),
           directory_close AS MATERIALIZED (${close(false)}),
           lexicon_close AS MATERIALIZED (${close(true)})
      SELECT token, word, lexicon, distance FROM (
        SELECT token, word, lexicon, min(distance) AS distance,
               row_number() OVER (PARTITION BY token, lexicon ORDER BY min(distance), word) AS rank
        FROM (${near(false)} UNION ALL ${near(true)}) candidates
        GROUP BY token, word, lexicon
      ) ranked
      WHERE rank <= ${MAX_CORRECTIONS_PER_WORD}
      ORDER BY token, distance, word`);
    for (const row of rows.rows)
      found.set(row.token, [
        ...(found.get(row.token) ?? []),
        { word: row.word, distance: Number(row.distance), lexicon: Boolean(row.lexicon) },
      ]);
    return found;
  }

  /**
   * For each word with several closest corrections, how many records hold each: beside the
   * query's other words the directory holds (any of them) when any record holds a correction
   * with them, else alone. Products and businesses, each counted up to CORRECTION_COUNT_CAP,
   * through the GIN index (withoutSequentialScans); only the words none of whose corrections is held beside the others are counted alone.
   */
  async function holders(
    tied: ReadonlyMap<string, string[]>,
    words: readonly string[],
    known: ReadonlySet<string>,
  ): Promise<Map<string, Map<string, number>>> {
    const contextOf = (word: string) =>
      [...new Set(words.filter((other) => other !== word && known.has(other)))].join(' | ');
    const held = (table: typeof productSearch | typeof businessSearch, query: SQL) =>
      sql`(SELECT count(*) FROM (SELECT 1 FROM ${table} WHERE ${table.document} @@ ${query} LIMIT ${CORRECTION_COUNT_CAP}) AS held)`;
    const count = async (tx: Tx, asked: Array<{ word: string; candidate: string; context: string }>) => {
      if (asked.length === 0) return [];
      const query = sql`(CASE WHEN p.context = '' THEN plainto_tsquery('simple', p.candidate)
                              ELSE plainto_tsquery('simple', p.candidate) && to_tsquery('simple', p.context) END)`;
      const rows = await tx.execute<{ word: string; candidate: string; records: number }>(sql`
        SELECT p.word, p.candidate, ${held(productSearch, query)} + ${held(businessSearch, query)} AS records
        FROM unnest(${sql.param(asked.map((pair) => pair.word))}::text[], ${sql.param(asked.map((pair) => pair.candidate))}::text[],
                    ${sql.param(asked.map((pair) => pair.context))}::text[]) AS p(word, candidate, context)`);
      return rows.rows.map((row) => ({ ...row, records: Number(row.records) }));
    };
    return withoutSequentialScans(db, async (tx) => {
      const pairs = (word: string, context: string) =>
        (tied.get(word) ?? []).map((candidate) => ({ word, candidate, context }));
      const beside = await count(
        tx,
        [...tied.keys()].flatMap((word) => pairs(word, contextOf(word))).filter((pair) => pair.context !== ''),
      );
      const together = new Set(beside.filter((row) => row.records > 0).map((row) => row.word));
      const alone = await count(
        tx,
        [...tied.keys()].filter((word) => !together.has(word)).flatMap((word) => pairs(word, '')),
      );
      const found = new Map<string, Map<string, number>>([...tied.keys()].map((word) => [word, new Map()]));
      for (const row of [...beside.filter((row) => together.has(row.word)), ...alone])
        found.get(row.word)!.set(row.candidate, row.records);
      return found;
    });
  }

  /**
   * Which of each query's words each vocabulary holds, and the candidates of its fuzzy words
   * (unless correctKnown, those the directory lacks only), for all the queries in two statements:
   * the probe of their words and the candidates of the words asked. Each query's `near` holds
   * its own words' candidates only, as if it were read alone.
   */
  async function lookUp(
    queries: ReadonlyArray<{ distinct: string[]; fuzzy: string[] }>,
    correctKnown: boolean,
  ): Promise<Array<{ vocabulary: Vocabulary; near: Map<string, Candidate[]> }>> {
    const words = [...new Set(queries.flatMap((query) => query.distinct))];
    // Queries of no words (every one): nothing to look up.
    if (words.length === 0) return queries.map(() => ({ vocabulary: vocabularyOf([], []), near: new Map() }));
    const probe = db
      .execute<{ word: string; lexicon: boolean }>(sql`
      SELECT word, false AS lexicon FROM ${searchVocabulary} WHERE word = ANY(${sql.param(words)}::text[])
      UNION ALL SELECT word, true FROM ${synonymVocabulary} WHERE word = ANY(${sql.param(words)}::text[])`)
      .then((held) =>
        queries.map(({ distinct }) => {
          const own = new Set(distinct);
          return vocabularyOf(
            held.rows.filter((row) => own.has(row.word)),
            distinct,
          );
        }),
      );
    const nearOf = (asked: string[]) =>
      asked.length > 0
        ? candidates(
            asked,
            queries.map((query) => query.distinct),
          )
        : Promise.resolve(new Map<string, Candidate[]>());
    const ownNear = (near: ReadonlyMap<string, Candidate[]>, asked: readonly string[]) =>
      new Map(asked.flatMap((word) => (near.has(word) ? [[word, near.get(word)!] as const] : [])));
    if (correctKnown) {
      const [vocabularies, near] = await Promise.all([probe, nearOf(queries.flatMap((query) => query.fuzzy))]);
      return queries.map((query, index) => ({ vocabulary: vocabularies[index]!, near: ownNear(near, query.fuzzy) }));
    }
    // Only the words the directory lacks, once the probe says which those are.
    const vocabularies = await probe;
    const asked = queries.map(({ fuzzy }, index) =>
      fuzzy.filter((word) => !vocabularies[index]!.known.has(word) && !vocabularies[index]!.asWritten(word)),
    );
    const near = await nearOf(asked.flat());
    return queries.map((_, index) => ({ vocabulary: vocabularies[index]!, near: ownNear(near, asked[index]!) }));
  }

  /**
   * Of several closest corrections of a word the directory lacks (the query's first
   * MAX_COUNTED_WORDS such words), the ones far fewer records hold than the most-held go
   * (MIN_CORRECTION_SHARE). A word the directory holds is taken as meant: its corrections only
   * find records ranked as not holding it, not worth a count.
   */
  async function withoutRareCorrections(
    corrections: Map<string, string[]>,
    distinct: string[],
    known: ReadonlySet<string>,
  ): Promise<Map<string, string[]>> {
    const tied = new Map(
      distinct
        .filter((word) => !known.has(word) && (corrections.get(word) ?? []).length > 1)
        .slice(0, MAX_COUNTED_WORDS)
        .map((word) => [word, corrections.get(word)!]),
    );
    if (tied.size === 0) return corrections;
    const held = await holders(tied, distinct, known);
    const kept = new Map(corrections);
    for (const [word, list] of tied) {
      const count = (candidate: string) => held.get(word)?.get(candidate) ?? 0;
      const most = Math.max(...list.map(count));
      kept.set(
        word,
        list.filter((candidate) => count(candidate) >= MIN_CORRECTION_SHARE * most),
      );
    }
    return kept;
  }

  /**
   * The query's spelling (SpellingReading). `correctKnown: false` when nothing will search the
   * corrections of the words the directory holds (only the Postgres engine's typo tolerance
   * does): only the words it lacks are then looked up, after the probe that says which those
   * are, so a query of words the directory holds costs one primary-key probe instead of a scan of
   * the vocabulary per word (Elasticsearch keyword search and the semantic leg; `corrections`
   * then names the unknown words only).
   */
  async function read(words: readonly string[], options: { correctKnown?: boolean } = {}): Promise<SpellingReading> {
    return (await readAll([words], options))[0]!;
  }

  /**
   * The spelling of several queries, each read exactly as `read` reads it alone, in the
   * statements of one read: an answer that searches many short queries (an RFQ's items and their
   * words) reads them all at once.
   */
  async function readAll(
    queries: ReadonlyArray<readonly string[]>,
    { correctKnown = true }: { correctKnown?: boolean } = {},
  ): Promise<SpellingReading[]> {
    const asked = queries.map((words) => {
      const distinct = [...new Set(words)];
      return { distinct, fuzzy: distinct.filter((word) => allowedEdits(word) > 0) };
    });
    const looked = await lookUp(asked, correctKnown);
    return Promise.all(asked.map(({ distinct, fuzzy }, index) => readingFrom(distinct, fuzzy, looked[index]!)));
  }

  /** A query's reading from its lookup: its corrections (counted where several tie), readings and foreign words. */
  async function readingFrom(
    distinct: string[],
    fuzzy: string[],
    { vocabulary, near }: { vocabulary: Vocabulary; near: Map<string, Candidate[]> },
  ): Promise<SpellingReading> {
    const closest = closestCorrections(near, vocabulary);
    const misread = fuzzy.filter((word) => !vocabulary.known.has(word) && !vocabulary.asWritten(word));
    // Decided before the count, which only orders the directory's readings.
    const foreign = foreignWords(misread, near, vocabulary, closest);
    const { corrections: directory, edits } = withoutWords(closest, foreign);
    const corrections = await withoutRareCorrections(directory, distinct, vocabulary.known);
    const misspelled = new Map<string, string>();
    for (const word of misread) {
      const reading = readingOf(word, near, vocabulary, { corrections, edits });
      if (reading) misspelled.set(word, reading.word);
    }
    return { corrections, edits, misspelled, known: vocabulary.known, foreign };
  }

  return { read, readAll };
}

export type Spelling = ReturnType<typeof createSpelling>;
