import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { visibilityOf } from '../access/visibility.js';
import type { Db } from '../db/connection.js';
import type { QueryExpansion, SearchRequest } from './engine.js';
import { createPostgresEngine } from './postgres-engine.js';

// The SQL the Postgres engine sends for a few representative searches, committed beside the
// engine (queries/*.sql) so a reviewer reads the statements a change produces. Each search runs
// through the engine itself against a stand-in database that records every statement and
// answers with canned rows: no database is needed. A word's lexemes are the word itself here
// (the database's dictionaries stem them), and "for" and "the" are its stop words.
//
// After a deliberate change to the SQL, refresh the files and review their diff:
//   UPDATE_SQL_SNAPSHOTS=1 npx vitest run --project main src/engines/postgres-engine.sql.test.ts

const UPDATE = process.env.UPDATE_SQL_SNAPSHOTS === '1';
const STOP_WORDS = new Set(['for', 'the']);
const dialect = new PgDialect();

interface Scenario {
  file: string;
  title: string;
  kind: 'business' | 'product';
  request: Omit<SearchRequest, 'visibility' | 'filters' | 'limit' | 'offset'> &
    Partial<Pick<SearchRequest, 'filters' | 'limit' | 'offset'>>;
  /** Whether the full-text query finds records; when not, the trigram fallback runs too. */
  found: boolean;
}

const chairSynonyms: QueryExpansion = { matched: 'chair', start: 1, words: 1, terms: ['seat', 'kursi'] };

const SCENARIOS: Scenario[] = [
  {
    file: 'plain-word',
    title: 'products, `chair`: one word the vocabulary holds, no synonyms',
    kind: 'product',
    request: { q: 'chair', corrections: new Map(), knownWords: new Set(['chair']) },
    found: true,
  },
  {
    file: 'synonyms',
    title: 'products, `teak chair`: two words, chair with the synonyms seat and kursi',
    kind: 'product',
    request: {
      q: 'teak chair',
      expansions: [chairSynonyms],
      corrections: new Map([
        ['teak', []],
        ['chair', []],
      ]),
      knownWords: new Set(['teak', 'chair']),
    },
    found: true,
  },
  {
    file: 'stop-words',
    title: 'products, `chair for the office`: the stop words are no clauses of their own',
    kind: 'product',
    request: {
      q: 'chair for the office',
      corrections: new Map(),
      knownWords: new Set(['chair', 'for', 'the', 'office']),
    },
    found: true,
  },
  {
    file: 'misspelt-word',
    title:
      'products, `teak chiar`: a misspelt word read as chair, whose synonyms come through the correction; nothing found, so the trigram fallback runs',
    kind: 'product',
    request: {
      q: 'teak chiar',
      expansions: [{ matched: 'chiar', start: 1, words: 1, terms: ['chair', 'seat', 'kursi'], corrected: true }],
      corrections: new Map([['chiar', ['chair', 'chain']]]),
      knownWords: new Set(['teak']),
    },
    found: false,
  },
  {
    file: 'known-word-corrected',
    title: 'products, `car charger`: car is a word the vocabulary holds, with the correction card',
    kind: 'product',
    request: { q: 'car charger', corrections: new Map([['car', ['card']]]), knownWords: new Set(['car', 'charger']) },
    found: true,
  },
  {
    file: 'long-query',
    title:
      'products, nine words: six must match, too many combinations for one tsquery, so matched clauses are counted',
    kind: 'product',
    request: {
      q: 'solid teak wood dining chair with woven rattan seat',
      corrections: new Map(),
      knownWords: new Set(['solid', 'teak', 'wood', 'dining', 'chair', 'with', 'woven', 'rattan', 'seat']),
    },
    found: true,
  },
  {
    file: 'deep-page',
    title:
      'products, `chair` from offset 1000: every match ranked; an empty page counts the matches, and none falls back to trigrams',
    kind: 'product',
    request: { q: 'chair', corrections: new Map(), knownWords: new Set(['chair']), offset: 1000 },
    found: false,
  },
  {
    file: 'business-filtered',
    title: 'businesses, `coffee roaster` in a category and a region',
    kind: 'business',
    request: {
      q: 'coffee roaster',
      corrections: new Map(),
      knownWords: new Set(['coffee', 'roaster']),
      filters: {
        category_id: '00000000-0000-4000-8000-00000000c0de',
        region_id: '00000000-0000-4000-8000-0000000000b1',
      },
    },
    found: true,
  },
  {
    file: 'hybrid-keyword-leg',
    title: "products, `teak chair` as hybrid search's keyword leg: a window of 100, no total counted",
    kind: 'product',
    request: {
      q: 'teak chair',
      expansions: [chairSynonyms],
      corrections: new Map(),
      knownWords: new Set(['teak', 'chair']),
      limit: 100,
      count: false,
    },
    found: true,
  },
];

/**
 * A stand-in for the database: records each statement's text as sent, answers the engine's reads
 * with canned rows. A statement under settings of its own arrives as one message, the settings
 * first (db/connection.ts runWithSettings); the statement is recorded without them.
 */
function recordingDb(found: boolean) {
  const statements: string[] = [];
  const answer = (text: string, params: unknown[]) => {
    if (text.includes('tsvector_to_array')) {
      const words = params[0] as string[];
      return {
        rows: words.map((word) => ({ word, lexemes: STOP_WORDS.has(word) ? [] : [word], stop: STOP_WORDS.has(word) })),
      };
    }
    if (text.includes('WITH matching') && found)
      return { rows: [{ id: 'r1', score: 10.5, tier: 3, meant: true, category: null, total: 1 }] };
    return { rows: [] };
  };
  const execute = async (statement: SQL) => {
    const { sql: text, params } = dialect.sqlToQuery(statement);
    statements.push(text.replace(/\$(\d+)/g, (_, index: string) => literal(params[Number(index) - 1])));
    return answer(text, params);
  };
  const query = async ({ text }: { text: string }) => {
    const settings = /^SELECT set_config\([^;]*\); /.exec(text);
    if (!settings) throw new Error(`a message without its settings first: ${text.slice(0, 80)}`);
    const statement = text.slice(settings[0].length);
    statements.push(statement);
    return [{ rows: [{}] }, answer(statement, [])];
  };
  const db = {
    execute,
    $client: { query },
    transaction: async (work: (tx: unknown) => Promise<unknown>) => work({ execute }),
  };
  return { db: db as unknown as Db, statements };
}

/** `$n` as the SQL literal of its parameter: the statement as a reader follows it. */
function literal(value: unknown): string {
  if (Array.isArray(value)) return `ARRAY[${value.map(literal).join(', ')}]`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return `'${String(value).replaceAll("'", "''")}'`;
}

/** A statement's text, its lines trimmed and indented as a reader follows it. */
function readable(text: string): string {
  const lines = text
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '');
  const indent = Math.min(
    ...lines.slice(1).map((line) => line.length - line.trimStart().length),
    Number.POSITIVE_INFINITY,
  );
  return lines
    .map((line, index) => (index === 0 ? line.trim() : line.slice(Number.isFinite(indent) ? indent : 0)))
    .join('\n');
}

async function render(scenario: Scenario): Promise<string> {
  const { db, statements } = recordingDb(scenario.found);
  const engine = createPostgresEngine(db);
  const request: SearchRequest = {
    limit: 20,
    offset: 0,
    filters: {},
    visibility: visibilityOf(new Set()),
    ...scenario.request,
  };
  await (scenario.kind === 'business' ? engine.searchBusinesses(request) : engine.searchProducts(request));
  const shown = statements.map(readable);
  const header = [
    `-- ${scenario.title}`,
    '-- Generated by src/engines/postgres-engine.sql.test.ts with parameters inlined; refresh with',
    '--   UPDATE_SQL_SNAPSHOTS=1 npx vitest run --project main src/engines/postgres-engine.sql.test.ts',
  ];
  return `${[...header, ...shown.map((text, index) => `\n-- statement ${index + 1} of ${shown.length}\n${text};`)].join('\n')}\n`;
}

describe('the SQL of the Postgres engine (src/engines/queries/*.sql)', () => {
  it.each(SCENARIOS.map((scenario) => [scenario.file, scenario] as const))(
    '%s.sql is what the engine sends',
    async (_, scenario) => {
      const path = fileURLToPath(new URL(`./queries/${scenario.file}.sql`, import.meta.url));
      const actual = await render(scenario);
      if (UPDATE) writeFileSync(path, actual);
      let committed: string | undefined;
      try {
        committed = readFileSync(path, 'utf8');
      } catch {
        committed = undefined;
      }
      const refresh = `the SQL in src/engines/queries/${scenario.file}.sql is stale; after a deliberate change run UPDATE_SQL_SNAPSHOTS=1 npx vitest run --project main src/engines/postgres-engine.sql.test.ts and review the diff`;
      expect(actual, refresh).toBe(committed);
    },
  );
});
