import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  copyFileSync,
  utimesSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';

/**
 * The service's entry points as the processes tests start run them. `node --import tsx` costs
 * about 1.8 s of CPU at every start (its loader hooks and source maps, on each of several hundred
 * processes a run starts), so a test run transpiles the sources once, with the esbuild that tsx
 * runs on each file, into `.cache/test-scripts/<hash of the sources>/`, and starts processes from
 * there: `TEST_SCRIPTS_DIR`, set by test/scripts-setup.ts. Without it (the bench's scripts, a test
 * file run outside vitest) processes run through tsx as before.
 */
export const SCRIPTS_DIR_VARIABLE = 'TEST_SCRIPTS_DIR';

/** The Node arguments that run `entry` (a path such as `src/server.ts`, from the project's root). */
export function scriptArgs(entry: string): string[] {
  const dir = process.env[SCRIPTS_DIR_VARIABLE];
  return dir ? [join(dir, entry.replace(/\.ts$/, '.js'))] : ['--import', 'tsx', entry];
}

/** How long a cached build of other inputs may go unused before the next build removes it. */
const STALE_BUILD_MS = 60 * 60 * 1000;

/**
 * A build cached under `.cache/<kind>/<hash of the inputs' names and contents>/`: made only when no
 * build of the same inputs exists, written aside by `build` and renamed into place, so runs (or
 * projects) side by side never read half of one. A run that finds its build marks it used; entries
 * of other inputs go once unused for an hour (a run reads its build throughout, and no run lasts
 * that long, so a run side by side keeps what it reads). Returns the build's directory.
 */
export async function cachedBuild(
  root: string,
  kind: string,
  inputs: string[],
  build: (aside: string) => Promise<void>,
): Promise<string> {
  const hash = createHash('sha256');
  for (const file of inputs) hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  const base = join(root, '.cache', kind);
  const dir = join(base, hash.digest('hex').slice(0, 16));
  if (existsSync(dir)) {
    const now = new Date();
    utimesSync(dir, now, now);
    return dir;
  }
  mkdirSync(base, { recursive: true });
  for (const name of readdirSync(base)) {
    const path = join(base, name);
    if (Date.now() - statSync(path).mtimeMs > STALE_BUILD_MS) rmSync(path, { recursive: true, force: true });
  }
  const aside = mkdtempSync(join(base, '.building-'));
  try {
    await build(aside);
    renameSync(aside, dir);
  } catch (error) {
    rmSync(aside, { recursive: true, force: true });
    // Another run built the same inputs first (the rename found the directory taken).
    if (!existsSync(dir)) throw error;
  }
  return dir;
}

/**
 * The data files the sources read beside themselves (the synonym lexicon's TSV, word lists as
 * JSON). tools/build/finish.mjs copies the same kinds of file into dist/.
 */
const DATA_FILE = /\.(tsv|json)$/;

/**
 * The files processes run: the service's TypeScript sources and the indexer's, tests aside, and
 * the data files they read (DATA_FILE), so a change to either makes a new build.
 */
export function sources(root: string): string[] {
  return ['src', 'indexer']
    .flatMap((dir) =>
      readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }).map((file) => join(root, dir, file)),
    )
    .filter((file) => (file.endsWith('.ts') && !file.endsWith('.test.ts')) || DATA_FILE.test(file))
    .sort();
}

/**
 * Transpiles the sources unless a build of the same sources exists, and returns its directory. A
 * build is written aside and renamed into place, so runs side by side never read half of one.
 * Its directory holds the copied package.json (the module type, and the version the code imports),
 * the data files at their places beside the code that reads them, and a relative link to
 * migrations/ (read relative to the code); packages resolve from the project's node_modules, up the
 * tree.
 */
export async function buildScripts(root: string): Promise<string> {
  const files = sources(root);
  return cachedBuild(
    root,
    'test-scripts',
    [...files, join(root, 'package.json'), join(root, 'tsconfig.json')],
    async (aside) => {
      // tsx's own esbuild: the transform a process run through tsx gets.
      const { build } = createRequire(createRequire(import.meta.url).resolve('tsx/package.json'))(
        'esbuild',
      ) as typeof import('esbuild');
      const entryPoints = files.filter((file) => file.endsWith('.ts'));
      await build({
        entryPoints,
        outdir: aside,
        outbase: root,
        format: 'esm',
        platform: 'node',
        target: `node${process.versions.node}`,
        logLevel: 'error',
      });
      for (const file of files.filter((candidate) => DATA_FILE.test(candidate))) {
        const target = join(aside, relative(root, file));
        mkdirSync(dirname(target), { recursive: true });
        copyFileSync(file, target);
      }
      copyFileSync(join(root, 'package.json'), join(aside, 'package.json'));
      // Relative (.cache/test-scripts/<build>/migrations → <root>/migrations), so a checkout moved or
      // renamed still finds its own migrations in a build made before the move.
      symlinkSync(join('..', '..', '..', 'migrations'), join(aside, 'migrations'));
    },
  );
}
