import { buildScripts, SCRIPTS_DIR_VARIABLE } from '../tools/harness/scripts.js';
import { ROOT } from '../tools/harness/processes.js';

/**
 * The processes tests start run the sources transpiled once per run (tools/harness/scripts.ts).
 * Set here, in vitest's main process, the variable reaches the test workers it starts after.
 */
export default async function setup() {
  process.env[SCRIPTS_DIR_VARIABLE] ??= await buildScripts(ROOT);
}
