import { sql } from 'drizzle-orm';
import type { Db } from '../db/connection.js';
import { searchVocabulary } from '../db/schema.js';
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
 * Spelling against the search vocabulary (every word the keyword search has indexed, kept by
 * triggers whatever the keyword engine): the Postgres engine's typo tolerance, and the spelling
 * the semantic leg embeds a query with (modules/search/semantic-text.ts), on either engine.
 */
export function createSpelling(db: Db) {
  /**
   * Vocabulary words within the allowed edits of each query word, a transposition of two
   * neighbouring letters counting as one edit, that also look like it (MIN_CORRECTION_SIMILARITY).
   * Closest first, at most MAX_CORRECTIONS_PER_WORD.
   */
  async function corrections(words: readonly string[]): Promise<Map<string, string[]>> {
    const fuzzy = [...new Set(words.filter((word) => allowedEdits(word) > 0))];
    const found = new Map<string, string[]>();
    if (fuzzy.length === 0) return found;
    // Each word as typed (edits as allowed) and with one transposition undone (one edit spent).
    const forms = fuzzy.flatMap((word) => [
      { token: word, form: word, edits: allowedEdits(word), swapped: 0 },
      ...transpositions(word).map((form) => ({ token: word, form, edits: allowedEdits(word) - 1, swapped: 1 })),
    ]);
    const rows = await db.execute<{ token: string; word: string }>(sql`
      SELECT token, word FROM (
        SELECT token, word, row_number() OVER (PARTITION BY token ORDER BY min(distance), word) AS rank
        FROM (
          SELECT t.token, v.word, t.swapped + levenshtein(v.word, t.form) AS distance
          FROM unnest(${sql.param(forms.map((f) => f.token))}::text[], ${sql.param(forms.map((f) => f.form))}::text[],
                      ${sql.param(forms.map((f) => f.edits))}::int[], ${sql.param(forms.map((f) => f.swapped))}::int[]) AS t(token, form, edits, swapped)
          JOIN ${searchVocabulary} v ON v.length BETWEEN length(t.form) - t.edits AND length(t.form) + t.edits
          WHERE v.word <> t.token AND levenshtein_less_equal(v.word, t.form, t.edits) <= t.edits
            AND similarity(v.word, t.form) >= ${MIN_CORRECTION_SIMILARITY}
        ) candidates
        GROUP BY token, word
      ) ranked
      WHERE rank <= ${MAX_CORRECTIONS_PER_WORD}
      ORDER BY token, rank`);
    for (const row of rows.rows) found.set(row.token, [...(found.get(row.token) ?? []), row.word]);
    return found;
  }

  /**
   * The closest correction of each query word the vocabulary does not hold (a word it holds is
   * taken as meant, however close another one is: `shirt` is not corrected to `shirts`), with
   * every word's corrections and the query's words the vocabulary holds (`known`): one read
   * serves the semantic text and the Postgres engine.
   */
  async function read(words: readonly string[]): Promise<{ corrections: Map<string, string[]>; misspelled: Map<string, string>; known: Set<string> }> {
    const distinct = [...new Set(words)];
    if (distinct.length === 0) return { corrections: new Map(), misspelled: new Map(), known: new Set() };
    const candidates = distinct.filter((word) => allowedEdits(word) > 0);
    const [held, corrected] = await Promise.all([
      db.execute<{ word: string }>(sql`SELECT word FROM ${searchVocabulary} WHERE word = ANY(${sql.param(distinct)}::text[])`),
      candidates.length > 0 ? corrections(candidates) : new Map<string, string[]>(),
    ]);
    const known = new Set(held.rows.map((row) => row.word));
    const misspelled = new Map<string, string>();
    for (const word of candidates) {
      const closest = corrected.get(word)?.[0];
      if (!known.has(word) && closest) misspelled.set(word, closest);
    }
    return { corrections: corrected, misspelled, known };
  }

  return { read };
}

export type Spelling = ReturnType<typeof createSpelling>;
