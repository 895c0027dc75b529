import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openApiDocument } from '../openapi.js';

// `npm run openapi`: regenerates docs/openapi.json from the route schemas.
const target = fileURLToPath(new URL('../../docs/openapi.json', import.meta.url));
writeFileSync(target, `${JSON.stringify(await openApiDocument(), null, 2)}\n`);
console.log(`wrote ${target}`);
