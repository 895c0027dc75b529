// After tsc: the files the compiled code reads at run time, and short entry points, so the
// production image runs `node dist/server.js` (and dist/worker.js, dist/indexer.js, dist/keys.js, ...) without tsx.
import { cpSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

cpSync('migrations', 'dist/migrations', { recursive: true });
// The data files the code reads beside itself (the synonym lexicon's TSV, word lists as JSON), at
// the same place under dist/ (the test-scripts build copies the same kinds: tools/harness/scripts.ts).
for (const dir of ['src', 'indexer']) {
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) =>
    /\.(tsv|json)$/.test(name),
  )) {
    cpSync(join(dir, file), join('dist', dir, file));
  }
}
const entries = {
  'server.js': './src/server.js',
  'agent.js': './src/agent.js',
  'indexer.js': './indexer/main.js',
  'keys.js': './src/cli/keys.js',
  'synonyms.js': './src/cli/synonyms.js',
  'analytics.js': './src/cli/analytics.js',
  'worker.js': './src/worker.js',
  'demo-data.js': './src/cli/demo-data.js',
  'mcp.js': './src/cli/mcp.js',
};
for (const [file, target] of Object.entries(entries)) {
  writeFileSync(`dist/${file}`, `// Entry point: see tools/build/finish.mjs\nimport '${target}';\n`);
}
