// npm run eval:search -- [options of bench/eval/eval-search.ts] [--suggestions-threshold X]: search
// relevance on both corpora, then supplier suggestions with the embeddings model and without one
// (bench/eval/eval-suggestions.ts), each given the options it shares with the search run (sizes,
// threshold, the model). One command, so that npm's appending of `-- ...` to the last command of
// a chain cannot send the options to the wrong script.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { EVAL_SEARCH_OPTIONS } from './eval-search-options.js';
import { EMBEDDINGS_OPTIONS } from '../../tools/harness/local-embeddings.js';

const { values } = parseArgs({ options: { ...EVAL_SEARCH_OPTIONS, 'suggestions-threshold': { type: 'string' } } });
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

// What supplier suggestions' evaluation (bench/eval/eval-suggestions.ts) shares with the search run.
const suggestions = flags([
  'businesses',
  'products',
  'threshold',
  ...Object.keys(EMBEDDINGS_OPTIONS),
  'suggestions-threshold',
]);
run('eval-search.ts', flags(Object.keys(EVAL_SEARCH_OPTIONS)));
run('eval-suggestions.ts', ['--embeddings', ...suggestions]);
run('eval-suggestions.ts', suggestions);
