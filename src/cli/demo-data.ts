import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/connection.js';
import { prepareDatabase } from '../composition.js';
import { generateDemoBatches } from '../demo-data/generator.js';
import { createDemoRepository } from '../demo-data/demo.repository.js';
import { runCommand, UsageError } from './command.js';

const USAGE = `Usage:
  npm run demo-data -- [--businesses N] [--products M] [--seed S]
  (npm run seed -- --demo … is the deprecated alias of the same command)

Loads realistic synthetic directory data (Indonesian B2B suppliers with English and
Indonesian descriptions, products, variants and pricing tiers) for demos and benchmarks.
  --businesses N   businesses to create (default 200)
  --products M     products to create, spread over those businesses (default 1000)
  --seed S         the same seed on the same database gives the same data (default "demo")

Works while the server runs (it joins its embedded database) or on its own.`;

const MAX_COUNT = 10_000_000;

function count(value: string, flag: string): number {
  const parsed = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(parsed) || parsed < 1 || parsed > MAX_COUNT) {
    throw new UsageError(`${flag} must be a whole number from 1 to ${MAX_COUNT}, got "${value}"`);
  }
  return parsed;
}

const formatNumber = (value: number) => value.toLocaleString('en-US');

const OPTIONS = {
  demo: { type: 'boolean', default: false },
  businesses: { type: 'string', default: '200' },
  products: { type: 'string', default: '1000' },
  seed: { type: 'string', default: 'demo' },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

/** The arguments, with an unknown or malformed option reported as a usage error (exit 2). */
function parseArguments(argv: string[]) {
  try {
    return parseArgs({ args: argv, allowPositionals: true, options: OPTIONS });
  } catch (error) {
    if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))
      throw new UsageError(error.message);
    throw error;
  }
}

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArguments(argv);
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  // --demo is accepted (and ignored) so the deprecated `npm run seed -- --demo` keeps working.
  if (positionals.length > 0) throw new UsageError(`Unexpected argument "${positionals[0]}"`);
  const businessCount = count(values.businesses, '--businesses');
  const productCount = count(values.products, '--products');
  const seed = values.seed;

  const config = loadConfig();
  const started = performance.now();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 2 });
  let interrupted = false;
  const onSigint = () => {
    // Finish the batch in flight and close the database cleanly instead of dying mid-write.
    interrupted = true;
  };
  process.on('SIGINT', onSigint);
  try {
    await prepareDatabase(database);
    const repository = createDemoRepository(database.db);
    const reference = await repository.loadReference();
    const startAfter = await repository.lastNumbers();
    const inserted = { businesses: 0, products: 0, variants: 0, tiers: 0, performance: 0 };
    const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
    const progress = process.stderr.isTTY
      ? () =>
          process.stderr.write(
            `\rSeeding: ${formatNumber(inserted.businesses)}/${formatNumber(businessCount)} businesses, ` +
              `${formatNumber(inserted.products)}/${formatNumber(productCount)} products (${seconds()} s)`,
          )
      : () => {};

    const batches = generateDemoBatches({
      seed,
      businesses: businessCount,
      products: productCount,
      reference,
      now: new Date(),
      startAfter,
    });
    for (const batch of batches) {
      await repository.insertBatch(batch);
      inserted.businesses += batch.businesses.length;
      inserted.products += batch.products.length;
      inserted.variants += batch.variants.length;
      inserted.tiers += batch.tiers.length;
      inserted.performance += batch.performance.length;
      progress();
      if (interrupted) break;
    }
    if (process.stderr.isTTY) process.stderr.write('\n');
    await repository.vacuumAnalyze();

    const totals = await repository.counts();
    console.log(
      `${interrupted ? 'Interrupted: inserted' : 'Inserted'} ${inserted.businesses} businesses, ${inserted.products} products, ` +
        `${inserted.variants} variants, ${inserted.tiers} pricing tiers and ${inserted.performance} supplier performance records ` +
        `in ${seconds()} s (seed "${seed}"). The directory now holds ${totals.businesses} businesses and ${totals.products} products.`,
    );
    if (!interrupted && config.ELASTICSEARCH_URL) {
      console.log(
        'Demo data is loaded without change events: run `npm run indexer -- reindex` to make it searchable in Elasticsearch.',
      );
    }
    return interrupted ? 130 : 0;
  } finally {
    process.off('SIGINT', onSigint);
    await database.close();
  }
}

runCommand(() => main(process.argv.slice(2)), USAGE);
