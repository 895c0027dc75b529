import { buildScripts, SCRIPTS_DIR_VARIABLE } from './helpers/scripts.js';
import { ROOT } from './helpers/processes.js';

/**
 * The processes tests start run the sources transpiled once per run (test/helpers/scripts.ts).
 * Set here, in vitest's main process, the variable reaches the test workers it starts after.
 */
export default async function setup() {
  process.env[SCRIPTS_DIR_VARIABLE] ??= await buildScripts(ROOT);
}
