import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.js';
import { type Calibration, MIN_CALIBRATION_VECTORS } from '../src/engines/embeddings/calibration.js';
import { createServices, prepareDatabase } from '../src/composition.js';
import { openDatabase } from '../src/db/connection.js';
import type { IndexKind } from '../src/engines/elasticsearch/bodies.js';
import { runCommand, UsageError } from '../src/cli/command.js';

const USAGE = `Usage:
  npm run indexer -- reindex [--only businesses|products] [--embeddings [--limit N]]
  npm run indexer -- run        (deprecated: npm run worker)
  npm run indexer -- status [--json]`;

const consoleLog = {
  info: (object: object, message?: string) => console.error(message ?? '', JSON.stringify(object)),
  warn: (object: object, message?: string) => console.error('warning:', message ?? '', JSON.stringify(object)),
  error: (object: object, message?: string) => console.error('error:', message ?? '', JSON.stringify(object)),
};

/** A progress bar on a terminal; nothing when output goes to a file or CI log. */
function progressBar(): ((progress: { kind: string; done: number; total: number }) => void) | undefined {
  if (!process.stderr.isTTY) return undefined;
  const started = performance.now();
  return ({ kind, done, total }) => {
    const width = 30;
    const share = total === 0 ? 1 : done / total;
    const rate = Math.round(done / Math.max((performance.now() - started) / 1000, 0.001));
    const bar = '#'.repeat(Math.round(share * width)).padEnd(width, '.');
    process.stderr.write(
      `\r${kind.padEnd(10)} [${bar}] ${String(Math.round(share * 100)).padStart(3)}% ${done}/${total} (${rate} per s)`,
    );
    if (done >= total) process.stderr.write('\n');
  };
}

async function main(argv: string[]) {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      only: { type: 'string' },
      embeddings: { type: 'boolean', default: false },
      limit: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
  });
  const command = positionals[0];
  if (!command || !['reindex', 'run', 'status'].includes(command))
    throw new UsageError(command ? `Unknown command "${command}"` : 'A command is required');
  const only = values.only as IndexKind | undefined;
  if (only !== undefined && only !== 'businesses' && only !== 'products')
    throw new UsageError('--only must be businesses or products');
  if (values.embeddings && command !== 'reindex') throw new UsageError('--embeddings goes with reindex');
  const limit = values.limit === undefined ? undefined : Number(values.limit);
  if (values.limit !== undefined && !values.embeddings) throw new UsageError('--limit goes with reindex --embeddings');
  if (limit !== undefined && (!Number.isInteger(limit) || limit < 1))
    throw new UsageError('--limit must be a whole number of at least 1');

  const config = loadConfig();
  if (values.embeddings && config.EMBEDDINGS_PROVIDER === 'none') {
    console.error(
      '--embeddings: EMBEDDINGS_PROVIDER is none; set it (and OPENAI_BASE_URL or OPENAI_API_KEY) to compute embeddings.',
    );
    process.exitCode = 2;
    return;
  }
  // `reindex --embeddings` computes vectors in Postgres: it works without Elasticsearch.
  if (!config.ELASTICSEARCH_URL && command === 'reindex' && !values.embeddings) {
    console.error(
      'ELASTICSEARCH_URL is not set: keyword search is served by Postgres, which is always current and needs no index.',
    );
    process.exitCode = 2;
    return;
  }
  if (command === 'run') {
    // Deprecated alias of `npm run worker` for one release: the worker process runs the outbox workers.
    console.error('indexer run is deprecated: use npm run worker (node dist/worker.js)');
    await import('../src/worker.js');
    return;
  }
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 4 });
  const services = createServices(config, database);
  try {
    await prepareDatabase(database);
    const indexer = services.indexer(consoleLog);
    if (command === 'reindex') {
      const embedder = values.embeddings ? services.embedder(consoleLog) : undefined;
      for (const result of embedder
        ? await embedder.reindex({
            only: only && (only === 'businesses' ? 'business' : 'product'),
            limit,
            onProgress: progressBar(),
          })
        : []) {
        const rate = result.texts / Math.max(result.seconds, 0.001);
        console.log(
          `${result.kind} embeddings: ${result.records} records, ${result.embedded} embedded from ${result.texts} unique texts ` +
            `(${result.embedded - result.texts} reused an identical text's vector), ${result.skipped} unchanged` +
            `${result.failed ? `, ${result.failed} failed (see status)` : ''}${result.defined ? `, ${result.defined} defined by a dictionary sense or none` : ''}` +
            ` in ${result.seconds.toFixed(1)} s (${rate.toFixed(1)} texts/s)`,
        );
      }
      if (embedder && services.calibrator) console.log(describeCalibration(await services.calibrator.calibrate()));
      for (const result of indexer ? await indexer.reindex({ only, onProgress: progressBar() }) : []) {
        console.log(
          `${result.kind}: ${result.documents} documents into ${result.index} in ${result.seconds.toFixed(1)} s` +
            `${result.failed ? `, ${result.failed} refused (see status)` : ''}${result.removed.length ? `; removed ${result.removed.join(', ')}` : ''}`,
        );
        if (result.failed > 0) process.exitCode = 1;
      }
    } else {
      // Every outbox consumer (search indexer, webhooks, embedder): backlog, lease and errors; the index when there is one.
      const consumers = await services.outbox.consumers();
      const search = indexer ? await indexer.status() : undefined;
      const embedder = services.embedder(consoleLog);
      const embeddingFailures = await embedder?.failures();
      const coverage = await embedder?.coverage();
      const calibration = await services.calibrator?.current();
      if (values.json) {
        console.log(
          JSON.stringify({
            ...search,
            consumers,
            ...(coverage ? { embeddings: coverage } : {}),
            ...(calibration ? { calibration } : {}),
            ...(embeddingFailures ? { embedding_failures: embeddingFailures } : {}),
          }),
        );
      } else {
        for (const kind of coverage?.kinds ?? []) {
          console.log(
            `${kind.kind} embeddings (${coverage!.model}): ${kind.embedded} of ${kind.records} records, from ${kind.unique_texts} unique texts`,
          );
        }
        if (calibration) console.log(describeCalibration(calibration));
        const definitions = coverage?.definitions;
        if (definitions) {
          console.log(
            `product definitions (${definitions.dictionary}): ${definitions.defined} products defined by ${definitions.senses} senses`,
          );
          if (definitions.earlier_rule > 0) {
            console.log(
              `  ${definitions.earlier_rule} products defined under an earlier rule than "${definitions.rule}": run \`npm run indexer -- reindex --embeddings\` to define them again`,
            );
          }
        }
        if (embeddingFailures)
          console.log(
            `texts the embeddings provider failed on (skipped until they change): ${embeddingFailures.total}`,
          );
        for (const failure of embeddingFailures?.latest ?? []) {
          console.log(
            `  ${failure.failedAt.toISOString()} ${failure.kind} ${failure.recordId} ${failure.model}: ${failure.reason}`,
          );
        }
        if (!search) console.log('keyword search: Postgres (ELASTICSEARCH_URL is not set; always current, no index)');
        for (const index of search?.indices ?? [])
          console.log(`${index.alias} -> ${index.indices.join(', ') || '(missing)'}: ${index.documents} documents`);
        if (search) console.log(`refused documents: ${search.failures.total}`);
        for (const failure of search?.failures.latest ?? []) {
          console.log(
            `  ${failure.createdAt.toISOString()} ${failure.indexKind} ${failure.documentId} ${failure.status} ${failure.reason}`,
          );
        }
        for (const consumer of consumers) {
          const lastError = consumer.lastError
            ? ` (last at ${consumer.lastErrorAt?.toISOString()}: ${consumer.lastError})`
            : '';
          const last = consumer.lastSkipped;
          const lastSkipped = last
            ? ` (last: event ${last.eventId} ${last.event} at ${last.skippedAt.toISOString()}: ${last.error})`
            : '';
          console.log(
            `${consumer.name}: backlog ${consumer.backlog} events; last sync ${consumer.lastSyncAt?.toISOString() ?? 'never'}; ` +
              `lease ${consumer.leaseOwner ?? 'free'}; errors ${consumer.errorCount}${lastError}; ` +
              `skipped unparseable events ${consumer.skipped}${lastSkipped}`,
          );
        }
      }
    }
  } finally {
    await services.close();
    await database.close();
  }
}

/** The model's calibration as `indexer status` and `reindex --embeddings` print it. */
function describeCalibration(calibration: Calibration): string {
  const cutoffs =
    `semantic threshold ${calibration.semanticThreshold}, suggestions threshold ${calibration.suggestionsThreshold}, ` +
    `definition margin ${calibration.definitionMargin}`;
  if (calibration.source === 'defaults') {
    return (
      `calibration (${calibration.model}): the ${calibration.family} family's defaults (${cutoffs}): ` +
      `${calibration.vectors} vectors, too few to measure (it takes ${MIN_CALIBRATION_VECTORS} of as many distinct texts)`
    );
  }
  const range = (q: Calibration['self']) =>
    `p5 ${q!.p5.toFixed(3)}, median ${q!.p50.toFixed(3)}, p95 ${q!.p95.toFixed(3)}`;
  return (
    `calibration (${calibration.model}): measured ${calibration.measuredAt!.toISOString()} on ${calibration.vectors} vectors, ` +
    `${calibration.sample} sampled names: ${cutoffs}; a name to its own record ${range(calibration.self)}; ` +
    `to other records ${range(calibration.unrelated)}`
  );
}

runCommand(() => main(process.argv.slice(2)), USAGE);
