// npm run eval:search -- [options of bench/eval/eval-search.ts] [--suggestions-threshold X] [--models e5,use]:
// search relevance on both corpora with each local model (e5, then the universal-sentence-
// encoder of tools/embeddings-use: two score ranges, each with its own calibration and no
// hand-set constant), a table of the two side by side, then supplier suggestions with the e5
// model and without one (bench/eval/eval-suggestions.ts), each given the options it shares with
// the search run. With --embeddings-url the search runs once, with that model. With --corpora
// naming fewer than all corpora, only the search runs (suggestions use the demo and English ones)
// and its results go to files naming those corpora. One command, so
// that npm's appending of `-- ...` to the last command of a chain cannot send the options to the
// wrong script. With --translation both, the search runs end with a table of the query
// translation's effect per query set and kind, the models side by side.
import { spawnSync } from 'node:child_process';
import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CORPORA, corporaOf, EVAL_SEARCH_OPTIONS, resultsFileOf } from './eval-search-options.js';
import { EMBEDDINGS_OPTIONS, startUseEmbeddings, USE_MODEL } from '../../tools/harness/local-embeddings.js';
import { ROOT } from '../../tools/harness/processes.js';
import type { TranslationTable } from './eval-scoring.js';

const { values } = parseArgs({
  options: {
    ...EVAL_SEARCH_OPTIONS,
    'suggestions-threshold': { type: 'string' },
    models: { type: 'string', default: 'e5,use' },
  },
});
const flags = (names: readonly string[]) =>
  names.flatMap((name) => {
    const value = values[name as keyof typeof values];
    if (value === true) return [`--${name}`];
    return typeof value === 'string' ? [`--${name}`, value] : [];
  });

function run(script: string, args: string[]): void {
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(import.meta.dirname, script), ...args], {
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const corpora = corporaOf(values.corpora!);
const RESULTS = join(ROOT, 'bench/results', resultsFileOf(corpora));
const resultsOf = (model: string) => join(ROOT, 'bench/results', resultsFileOf(corpora, model));

interface Results {
  threshold: Record<string, string>;
  corpora: Record<
    string,
    {
      table: Array<{ kind: string; scores: Record<string, number | null> }>;
      semantic_cutoff: {
        mean_total: number;
        past_10_precision: number | null;
        empty?: number;
        lost_to_cutoff?: string[];
      } | null;
      translation?: TranslationTable;
    }
  >;
}

/** Each corpus and query set: the two models' nDCG@10 per leg, hybrid over its better leg, and the semantic cut-off. */
function sideBySide(models: string[]): void {
  const results = new Map(
    models.map((model) => [model, JSON.parse(readFileSync(resultsOf(model), 'utf8')) as Results]),
  );
  const f = (value: number | null | undefined, digits = 3) =>
    value === null || value === undefined ? '-' : value.toFixed(digits);
  console.log('\nthe models side by side: nDCG@10 over all queries of each set (Postgres engine)\n');
  console.log(
    '| set | model | keyword | semantic | hybrid | hybrid / better leg | semantic threshold | semantic total (mean) | precision past rank 10 | empty / lost to the cut-off |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  const sets = Object.keys(results.get(models[0]!)!.corpora);
  for (const set of sets) {
    for (const model of models) {
      const result = results.get(model)!;
      const corpus = result.corpora[set];
      const all = corpus?.table.find((line) => line.kind === 'all')?.scores ?? {};
      const keyword = all.keyword_postgres_ndcg ?? null;
      const semantic = all.semantic_ndcg ?? null;
      const hybrid = all.hybrid_postgres_ndcg ?? null;
      const better = Math.max(keyword ?? 0, semantic ?? 0);
      // The English corpus's sets (main, held back, blind, typos) share its threshold.
      const threshold = result.threshold[set] ?? result.threshold.real;
      console.log(
        `| ${set} | ${model} | ${f(keyword)} | ${f(semantic)} | ${f(hybrid)} | ${hybrid === null || better === 0 ? '-' : f(hybrid / better, 2)} | ${threshold} | ${corpus?.semantic_cutoff?.mean_total ?? '-'} | ${f(corpus?.semantic_cutoff?.past_10_precision)} | ${lost(corpus?.semantic_cutoff)} |`,
      );
    }
  }
  const lostQueries = sets.flatMap((set) =>
    models.flatMap((model) =>
      (results.get(model)!.corpora[set]?.semantic_cutoff?.lost_to_cutoff ?? []).map((q) => `${set}/${model}: ${q}`),
    ),
  );
  console.log(
    lostQueries.length === 0
      ? '\nno query lost to the cut-off a relevant record its model ranked in the first ten (target: none)'
      : `\nlost to the cut-off (semantic search empty, a relevant record in the model's first ten): ${lostQueries.join('; ')}`,
  );
}

/** A set's empty semantic searches and those that lost a relevant record to the cut-off. */
function lost(cutoff: { empty?: number; lost_to_cutoff?: string[] } | null | undefined): string {
  if (cutoff?.empty === undefined) return '-';
  return `${cutoff.empty} / ${cutoff.lost_to_cutoff?.length ?? 0}`;
}

/** With --translation both: each set's and kind's nDCG@10 with the query translation and without it, per model. */
function translationSideBySide(models: string[]): void {
  const results = new Map(
    models.map((model) => [model, JSON.parse(readFileSync(resultsOf(model), 'utf8')) as Results]),
  );
  const f = (value: number | null) => (value === null ? '-' : value.toFixed(3));
  const d = (value: number | null) => (value === null ? '-' : `${value > 0 ? '+' : ''}${value.toFixed(3)}`);
  console.log("\nthe query translation's effect per kind: nDCG@10 with it (on) and without it (off)\n");
  console.log('| set | kind | n | model | moved | semantic on | off | difference | hybrid on | off | difference |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const set of Object.keys(results.get(models[0]!)!.corpora)) {
    const kinds = results.get(models[0]!)!.corpora[set]?.translation?.map((line) => line.kind) ?? [];
    for (const kind of kinds)
      for (const model of models) {
        const line = results.get(model)!.corpora[set]?.translation?.find((entry) => entry.kind === kind);
        if (!line) continue;
        const cells = (['semantic', 'hybrid_postgres'] as const).map(
          (leg) => `${f(line[leg].on)} | ${f(line[leg].off)} | ${d(line[leg].delta)}`,
        );
        console.log(`| ${set} | ${kind} | ${line.queries} | ${model} | ${line.moved} | ${cells.join(' | ')} |`);
      }
  }
}

const search = flags(Object.keys(EVAL_SEARCH_OPTIONS));
const models = values['embeddings-url'] ? [] : values.models!.split(',').filter(Boolean);
if (models.length === 0) run('eval-search.ts', search);
for (const model of models) {
  if (model === 'e5') run('eval-search.ts', search);
  else if (model === 'use') {
    const server = await startUseEmbeddings();
    try {
      run('eval-search.ts', [
        ...search,
        '--embeddings-url',
        server.url,
        '--embeddings-model',
        USE_MODEL.model,
        '--embeddings-dimensions',
        String(USE_MODEL.dimensions),
      ]);
    } finally {
      server.process.kill();
    }
  } else throw new Error(`--models: e5 and use are the local models, not ${model}`);
  copyFileSync(RESULTS, resultsOf(model));
}
if (models.length > 1) sideBySide(models);
if (models.length > 0 && values.translation === 'both') translationSideBySide(models);

if (corpora.length < CORPORA.length) process.exit(0);

// What supplier suggestions' evaluation (bench/eval/eval-suggestions.ts) shares with the search run.
const suggestions = flags([
  'businesses',
  'products',
  'threshold',
  ...Object.keys(EMBEDDINGS_OPTIONS),
  'suggestions-threshold',
]);
run('eval-suggestions.ts', ['--embeddings', ...suggestions]);
run('eval-suggestions.ts', suggestions);
