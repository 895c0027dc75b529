// After tsc: the files the compiled code reads at run time, and short entry points, so the
// production image runs `node dist/server.js` (and dist/worker.js, dist/indexer.js, dist/keys.js, ...) without tsx.
import { cpSync, writeFileSync } from 'node:fs';

cpSync('migrations', 'dist/migrations', { recursive: true });
const entries = {
  'server.js': './src/server.js',
  'agent.js': './src/agent.js',
  'indexer.js': './indexer/main.js',
  'keys.js': './src/cli/keys.js',
  'synonyms.js': './src/cli/synonyms.js',
  'worker.js': './src/worker.js',
  'demo-data.js': './src/cli/demo-data.js',
  'mcp.js': './src/cli/mcp.js',
};
for (const [file, target] of Object.entries(entries)) {
  writeFileSync(`dist/${file}`, `// Entry point: see tools/build/finish.mjs\nimport '${target}';\n`);
}
