// npm run eval:replay -- DIR [--ratio 0.5] [--exact 1] [--expanded 0.9] [--fuzzy 0.9] [--partial 0.3]
//   [--floor 0.3] [--leaders 5] [--weight 1.5] [--no-vote]
//
// Fusion replayed on the legs `npm run eval:search -- --dump-legs DIR` dumped (bench/eval/eval-legs.ts):
// for each corpus and keyword engine, the hybrid nDCG@10 per query set and kind of the service's
// page and of the replay with the options given (engines/fusion.ts's constants unless named), and
// on how many queries the replay with the service's own constants equals the service's page (all
// of them, unless fusion.ts changed since the dump). Edit fusion.ts and run again to try a rule.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type DumpedQuery, readDump, type ReplayOptions, replayPage, SERVICE_FUSION } from './eval-legs.js';
import { metrics } from './eval-scoring.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    ratio: { type: 'string' },
    exact: { type: 'string' },
    expanded: { type: 'string' },
    fuzzy: { type: 'string' },
    partial: { type: 'string' },
    floor: { type: 'string' },
    leaders: { type: 'string' },
    weight: { type: 'string' },
    'no-vote': { type: 'boolean', default: false },
  },
});
const dir = positionals[0];
if (!dir) {
  console.error(
    'usage: npm run eval:replay -- DIR [options]: DIR as written by npm run eval:search -- --dump-legs DIR',
  );
  process.exit(2);
}

const number = (name: keyof typeof values, fallback: number) => {
  const raw = values[name];
  if (raw === undefined) return fallback;
  const parsed = Number(raw);
  if (typeof raw !== 'string' || !Number.isFinite(parsed)) throw new Error(`--${name} must be a number, got ${raw}`);
  return parsed;
};
const weights = SERVICE_FUSION.matchWeights;
const vote = SERVICE_FUSION.vote!;
const options: ReplayOptions = {
  semanticRatio: number('ratio', SERVICE_FUSION.semanticRatio),
  matchWeights: {
    exact: number('exact', weights.exact),
    expanded: number('expanded', weights.expanded),
    fuzzy: number('fuzzy', weights.fuzzy),
    partial: number('partial', weights.partial),
  },
  semanticFloor: number('floor', SERVICE_FUSION.semanticFloor),
  vote: values['no-vote'] ? null : { leaders: number('leaders', vote.leaders), weight: number('weight', vote.weight) },
};
console.log(`replayed with ${JSON.stringify(options)}`);

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
for (const file of readdirSync(dir)
  .filter((name) => name.endsWith('.json'))
  .sort()) {
  const dump = readDump(join(dir, file));
  const equal = dump.queries.filter((query) => replayPage(query).join() === query.page.join()).length;
  console.log(
    `\n${dump.corpus}, ${dump.engine}: the service's own fusion replayed equals its page on ${equal} of ${dump.queries.length} queries\n`,
  );
  console.log('| set | kind | n | service | replay |');
  console.log('|---|---|---|---|---|');
  const groups = new Map<string, DumpedQuery[]>();
  for (const query of dump.queries) {
    for (const key of [`${query.set}\t${query.kind}`, `${query.set}\tall`])
      groups.set(key, (groups.get(key) ?? []).concat(query));
  }
  for (const [key, queries] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    const [set, kind] = key.split('\t');
    const service = mean(queries.map((query) => metrics(query.page, new Set(query.relevant)).ndcg));
    const replayed = mean(queries.map((query) => metrics(replayPage(query, options), new Set(query.relevant)).ndcg));
    console.log(`| ${set} | ${kind} | ${queries.length} | ${service.toFixed(3)} | ${replayed.toFixed(3)} |`);
  }
}
