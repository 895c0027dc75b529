import { createOutboxConsumer } from '../../events/consumer.js';
import type { OutboxRepository } from '../../events/outbox.repository.js';
import type { Logger } from '../../lib/logger.js';
import type { Metrics } from '../../lib/metrics.js';
import type { Calibrator } from './calibrator.js';
import type { DocumentSelection, DocumentsRepository } from '../documents.repository.js';
import type { EmbeddingFailuresRepository } from './embedding-failures.repository.js';
import { businessText, productText, textHash } from './embedding-text.js';
import { DEFINITION_RULE, DICTIONARY, type Dictionary } from './definitions.js';
import type { DefinitionsRepository } from './definitions.repository.js';
import type { EmbeddingKind, EmbeddingsRepository } from './embeddings.repository.js';
import type { EmbeddingProvider } from './provider.js';

export const EMBEDDER_CONSUMER = 'embedder';
const PAGE = 500;

/** What one pass over some records did: records given a vector, and the distinct texts the provider embedded for them. */
interface PassOutcome {
  /** Records that got a vector (new or changed text). */
  embedded: number;
  /** Distinct texts the provider embedded; the other `embedded - texts` records reused an identical text's vector. */
  texts: number;
  failed: number;
  /** Products (re)defined by a dictionary sense, or by none (see definitions.ts). */
  defined: number;
}

export interface EmbedResult {
  kind: EmbeddingKind;
  records: number;
  /** Records that got a vector in this pass. */
  embedded: number;
  /** Distinct texts sent to the provider; embedded - texts records reused the vector of an identical text. */
  texts: number;
  skipped: number;
  /** Texts the provider could not embed even alone (recorded, see `indexer status`). */
  failed: number;
  /** Products (re)defined by a dictionary sense or by none: new or changed, or not defined yet. */
  defined: number;
  seconds: number;
}

export interface EmbedderDeps {
  provider: EmbeddingProvider;
  documents: DocumentsRepository;
  embeddings: EmbeddingsRepository;
  failures: EmbeddingFailuresRepository;
  outbox: OutboxRepository;
  log: Logger;
  idleMs?: number;
  /** Products are also defined by the senses of this dictionary (SEMANTIC_DEFINITION_MARGIN not `off`). */
  definitions?: { dictionary: () => Dictionary; repository: DefinitionsRepository };
  /** Record texts counted by outcome: embedded by the provider, reused from an identical text, failed. */
  metrics?: Metrics;
  /** Measures the model on the directory once it has enough vectors, and again as they grow (calibration.ts). */
  calibrator?: Pick<Calibrator, 'refreshIfStale'>;
}

/** A record to embed: its text, and for a product its name (the words a definition is looked up by). */
export interface EmbeddingRecord {
  id: string;
  text: string;
  name?: string;
}

/**
 * Computes embeddings of businesses and products: a full pass (`reindex --embeddings`) and the
 * continuous sync, its own outbox consumer. A record is embedded only when the text it is
 * embedded from changed (text hash), so a replayed event or an unrelated update costs nothing.
 */
export function createEmbedder(deps: EmbedderDeps) {
  const { provider, embeddings } = deps;

  async function texts(kind: EmbeddingKind, which: DocumentSelection): Promise<EmbeddingRecord[]> {
    if (kind === 'business')
      return (await deps.documents.businesses(which)).map((doc) => ({ id: doc.id, text: businessText(doc) }));
    return (await deps.documents.products(which)).map((doc) => ({
      id: doc.id,
      text: productText(doc),
      name: doc.name,
    }));
  }

  /**
   * Defines the products among `records` not yet defined for their text (and this dictionary):
   * the senses their names may mean are embedded once per model (those not stored yet), and each
   * product gets the one nearest its own vector, or none. A product without a vector waits for it;
   * a sense the provider fails on is logged and left out of the choice (tried again when a product
   * needs it next).
   */
  async function define(records: EmbeddingRecord[]): Promise<number> {
    const definitions = deps.definitions;
    if (!definitions) return 0;
    const named = records.filter((record): record is Required<EmbeddingRecord> => record.name !== undefined);
    const stored = await definitions.repository.definedHashes(
      provider.model,
      named.map((record) => record.id),
    );
    // Defined again when the text or the rule changed, or the rule was not recorded (migrations/0025).
    const wanted = named
      .map((record) => ({ record, hash: textHash(`${DEFINITION_RULE}\n${record.text}`) }))
      .filter(({ record, hash }) => {
        const last = stored.get(record.id);
        return last?.hash !== hash || last.rule !== DEFINITION_RULE;
      });
    if (wanted.length === 0) return 0;
    const dictionary = definitions.dictionary();
    const candidates = wanted.map(({ record, hash }) => ({
      id: record.id,
      hash,
      senses: dictionary.senses(record.name),
    }));
    const senses = new Map(
      candidates.flatMap((candidate) => candidate.senses.map((sense) => [sense.id, sense.text] as const)),
    );
    const known = await definitions.repository.senseHashes(provider.model, [...senses.keys()]);
    const missing = [...senses].filter(([id, text]) => known.get(id) !== textHash(text));
    if (missing.length > 0) {
      const results = await provider.embedDocuments(missing.map(([, text]) => text));
      const embedded = missing.flatMap(([sense, text], index) => {
        const result = results[index]!;
        return 'vector' in result ? [{ sense, hash: textHash(text), vector: result.vector }] : [];
      });
      if (embedded.length < missing.length) {
        deps.log.error(
          {
            failed: missing.length - embedded.length,
            first: missing.find((_, index) => !('vector' in results[index]!)),
          },
          'embeddings provider failed on dictionary senses; products are defined without them',
        );
      }
      await definitions.repository.upsertSenses(provider.model, embedded);
    }
    return definitions.repository.define(
      provider.model,
      DEFINITION_RULE,
      candidates.map((candidate) => ({
        id: candidate.id,
        hash: candidate.hash,
        senses: candidate.senses.map((sense) => sense.id),
      })),
    );
  }

  /**
   * Embeds the records whose text changed among `records`. A text some record already has a
   * vector for (same model, same text hash) is not sent: the vector is copied. Identical texts
   * among the rest are sent once. A text the provider failed on, even alone, is recorded and
   * skipped (also on later passes, until its text changes), so one bad text never holds up the backlog.
   * Then the products with a vector of their current text are defined (see `define`).
   */
  async function embedChanged(kind: EmbeddingKind, records: EmbeddingRecord[]): Promise<PassOutcome> {
    const { vectors, ...outcome } = await embedTexts(kind, records);
    return {
      ...outcome,
      defined: kind === 'product' ? await define(records.filter((record) => vectors.has(record.id))) : 0,
    };
  }

  /** Embeds the changed texts; `vectors`: the records that now have a vector of their current text. */
  async function embedTexts(
    kind: EmbeddingKind,
    records: EmbeddingRecord[],
  ): Promise<Omit<PassOutcome, 'defined'> & { vectors: Set<string> }> {
    const ids = records.map((record) => record.id);
    const [stored, failedBefore] = await Promise.all([
      embeddings.hashes(kind, provider.model, ids),
      deps.failures.failedHashes(kind, provider.model, ids),
    ]);
    const hashed = records.map((record) => ({ ...record, hash: textHash(record.text) }));
    const changed = hashed.filter(
      (record) => stored.get(record.id) !== record.hash && failedBefore.get(record.id) !== record.hash,
    );
    const current = new Set(
      hashed.filter((record) => stored.get(record.id) === record.hash).map((record) => record.id),
    );
    if (changed.length === 0) return { embedded: 0, texts: 0, failed: 0, vectors: current };
    const copied = await embeddings.copyByText(
      kind,
      provider.model,
      changed.map((record) => ({ id: record.id, hash: record.hash })),
    );
    const rest = changed.filter((record) => !copied.has(record.id));
    const unique = new Map(rest.map((record) => [record.hash, record.text]));
    const results = unique.size > 0 ? await provider.embedDocuments([...unique.values()]) : [];
    const byHash = new Map([...unique.keys()].map((hash, index) => [hash, results[index]!]));
    const done: Array<{ id: string; hash: string; vector: number[] }> = [];
    const failed: Array<{ kind: EmbeddingKind; recordId: string; textHash: string; reason: string }> = [];
    for (const record of rest) {
      const result = byHash.get(record.hash)!;
      if ('vector' in result) done.push({ id: record.id, hash: record.hash, vector: result.vector });
      else failed.push({ kind, recordId: record.id, textHash: record.hash, reason: result.error });
    }
    await embeddings.upsert(kind, provider.model, done);
    await deps.failures.clear(
      kind,
      provider.model,
      [...copied, ...done.map((record) => record.id)].filter((id) => failedBefore.has(id)),
    );
    if (failed.length > 0) {
      deps.log.error(
        { kind, failed: failed.length, first: failed[0] },
        'embeddings provider failed on texts sent alone; recorded and skipped',
      );
      await deps.failures.record(provider.model, failed);
    }
    for (const id of [...copied, ...done.map((record) => record.id)]) current.add(id);
    deps.metrics?.embeddingTexts('embedded', done.length);
    deps.metrics?.embeddingTexts('reused', copied.size);
    deps.metrics?.embeddingTexts('failed', failed.length);
    return {
      embedded: copied.size + done.length,
      texts: results.filter((result) => 'vector' in result).length,
      failed: failed.length,
      vectors: current,
    };
  }

  const consumer = createOutboxConsumer({
    name: EMBEDDER_CONSUMER,
    outbox: deps.outbox,
    log: deps.log,
    idleMs: deps.idleMs,
    batchSize: 200,
    async handle(events) {
      const businesses = new Set<string>();
      const products = new Set<string>();
      for (const event of events) {
        if (event.event === 'business.created' || event.event === 'business.updated')
          businesses.add(event.data.business_id);
        if (event.event === 'product.created' || event.event === 'product.updated') products.add(event.data.product_id);
      }
      const changed = [
        await embedChanged('business', await texts('business', { ids: [...businesses] })),
        await embedChanged('product', await texts('product', { ids: [...products] })),
      ];
      if (changed.some((outcome) => outcome.embedded > 0)) await recalibrateIfDue();
    },
  });

  /**
   * How often the consumer asks whether the model needs (re)calibrating; a check is two counts,
   * and a draw of at most the sample while the distinct texts are too few.
   */
  const CALIBRATION_CHECK_MS = 60_000;
  let nextCalibrationCheck = 0;
  async function recalibrateIfDue(): Promise<void> {
    if (!deps.calibrator || Date.now() < nextCalibrationCheck) return;
    nextCalibrationCheck = Date.now() + CALIBRATION_CHECK_MS;
    // A calibration that fails is retried at the next check; the vectors are stored either way.
    await deps.calibrator.refreshIfStale().catch((error: unknown) => {
      deps.log.warn({ err: error }, 'embeddings calibration failed; the cut-offs stay as they were');
    });
  }

  return {
    consumer,
    embedChanged,
    /** Recorded failures, for `indexer status`. */
    failures: () => deps.failures.summary(),
    /** Records with a vector of the configured model and the distinct texts behind them, by kind, for `indexer status`. */
    async coverage(): Promise<{
      model: string;
      kinds: Array<{ kind: EmbeddingKind; records: number; embedded: number; unique_texts: number }>;
      definitions?: { dictionary: string; rule: string; defined: number; senses: number; earlier_rule: number };
    }> {
      const stats = await embeddings.textStats(provider.model);
      const kinds = await Promise.all(
        (['business', 'product'] as const).map(async (kind) => {
          const stat = stats.find((row) => row.kind === kind);
          const records = await deps.documents.count(kind === 'business' ? 'businesses' : 'products');
          return { kind, records, embedded: stat?.records ?? 0, unique_texts: stat?.texts ?? 0 };
        }),
      );
      if (!deps.definitions) return { model: provider.model, kinds };
      // Products defined by a sense under the current rule, the distinct senses they use, and
      // those an earlier rule (or one not recorded) defined, which the next reindex defines again.
      const { defined, senses, earlierRule } = await deps.definitions.repository.stats(provider.model, DEFINITION_RULE);
      return {
        model: provider.model,
        kinds,
        definitions: { dictionary: DICTIONARY, rule: DEFINITION_RULE, defined, senses, earlier_rule: earlierRule },
      };
    },

    /**
     * Embeds every record whose text changed since it was last embedded, page by page; with
     * `limit`, only the first `limit` records of each kind (in id order: a sample to try a model on).
     */
    async reindex(
      options: {
        only?: EmbeddingKind;
        limit?: number;
        onProgress?: (progress: { kind: EmbeddingKind; done: number; total: number }) => void;
      } = {},
    ): Promise<EmbedResult[]> {
      for (const kind of ['business', 'product'] as const)
        await embeddings.ensureIndex(provider.model, provider.dimensions, kind);
      // Before the pass: every event before it is about a text the pass reads.
      const horizon = await deps.outbox.settledHorizon();
      const results: EmbedResult[] = [];
      for (const kind of ['business', 'product'] as const) {
        if (options.only && options.only !== kind) continue;
        const started = performance.now();
        const all = await deps.documents.count(kind === 'business' ? 'businesses' : 'products');
        const total = options.limit === undefined ? all : Math.min(all, options.limit);
        let records = 0;
        let embedded = 0;
        let sentTexts = 0;
        let failed = 0;
        let defined = 0;
        for (let afterId: string | null = null; records < (options.limit ?? Infinity); ) {
          const page = await texts(kind, { afterId, limit: Math.min(PAGE, (options.limit ?? Infinity) - records) });
          if (page.length === 0) break;
          const outcome = await embedChanged(kind, page);
          embedded += outcome.embedded;
          sentTexts += outcome.texts;
          failed += outcome.failed;
          defined += outcome.defined;
          records += page.length;
          afterId = page.at(-1)!.id;
          options.onProgress?.({ kind, done: records, total: Math.max(total, records) });
        }
        results.push({
          kind,
          records,
          embedded,
          texts: sentTexts,
          failed,
          defined,
          skipped: records - embedded - failed,
          seconds: (performance.now() - started) / 1000,
        });
      }
      // Every record of both kinds seen: the continuous sync need not replay the events before
      // the pass (texts it failed on are recorded and would be skipped by a replay too).
      if (!options.only && options.limit === undefined) await deps.outbox.advance(EMBEDDER_CONSUMER, horizon);
      return results;
    },
  };
}

export type Embedder = ReturnType<typeof createEmbedder>;
