import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { agentOpenApiDocument, openApiDocument } from '../openapi.js';

// `npm run openapi`: regenerates docs/openapi.json (the API) and docs/agent-openapi.json (the agent gateway) from the route schemas.
for (const [file, document] of [
  ['openapi.json', await openApiDocument()],
  ['agent-openapi.json', await agentOpenApiDocument()],
] as const) {
  const target = fileURLToPath(new URL(`../../docs/${file}`, import.meta.url));
  writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
  console.log(`wrote ${target}`);
}
