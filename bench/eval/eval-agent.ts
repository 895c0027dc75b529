// npm run eval:agent -- [--businesses 1000] [--products 5000] [--embeddings] [--threshold 0.8]
//                       [--gateway URL --key KEY (--data-dir DIR | --database-url URL)] [--verbose]
//
// How well the agent gateway understands and answers the labelled questions of
// bench/eval/eval-agent-questions.ts (half Indonesian), over the demo directory:
// - planner alone (default): a fresh embedded database loaded with `npm run demo-data`
//   (deterministic), then each question planned by the rule-based planner and executed through
//   the tool registry in this process, as a gateway without a model does;
// - through a running gateway (--gateway, --key with agent.query): each question sent to
//   POST /v1/query (follow-ups with the conversation_id of the question they follow), labels
//   resolved in the gateway's database (--data-dir or --database-url; load it with the same
//   `npm run demo-data -- --businesses N --products M` first). A model-backed gateway is measured so.
// Prints per-field plan accuracy (language, intent, region, country, category, quantity, unit) and
// expected-supplier-in-top-5 over the sourcing questions whose expected suppliers exist in the
// data; writes bench/results/eval-agent-results.json.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { createServices } from '../../src/composition.js';
import { parseConfig } from '../../src/config.js';
import { type Database, openDatabase } from '../../src/db/connection.js';
import { writeAnswer } from '../../src/gateway/answer.js';
import { executePlan } from '../../src/gateway/execute.js';
import type { Plan, PlanResults } from '../../src/gateway/plan.js';
import { createRulePlanner, detectLanguage } from '../../src/gateway/planner/index.js';
import { silentLogger } from '../../src/lib/logger.js';
import { ROOT, runScript } from '../../tools/harness/processes.js';
import { type EvalQuestion, QUESTIONS } from './eval-agent-questions.js';
import {
  ANSWER_CATEGORIES,
  ANSWER_QUESTIONS,
  type AnswerResolver,
  type AnswerRow,
  judgeAnswer,
  summariseAnswers,
} from './eval-agent-answers.js';
import { resolveNamedSuppliers } from '../../src/gateway/compare.js';
import type { AgentAction } from '../../src/gateway/plan.js';
import { embeddingsEnv, startEmbeddings } from '../../tools/harness/local-embeddings.js';

const { values } = parseArgs({
  options: {
    // Large enough that most labelled (item, province) pairs have a supplier in the demo directory.
    businesses: { type: 'string', default: '1000' },
    products: { type: 'string', default: '5000' },
    embeddings: { type: 'boolean', default: false },
    threshold: { type: 'string', default: '0.8' },
    gateway: { type: 'string' },
    key: { type: 'string' },
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
    verbose: { type: 'boolean', default: false },
  },
});
const K = 5;
const FIELDS = ['language', 'intent', 'region', 'country', 'category', 'quantity', 'unit'] as const;
type Field = (typeof FIELDS)[number];
const TARGETS: Partial<Record<Field | 'supplier', number>> = {
  intent: 0.9,
  region: 0.9,
  category: 0.8,
  quantity: 0.95,
  unit: 0.95,
  supplier: 0.8,
};

const step = (message: string) => process.stderr.write(`[eval:agent] ${message}\n`);

/** What one answer was: the plan's fields as ids, and the businesses it returned. */
interface Answer {
  language: string;
  plan: Plan;
  results: PlanResults;
  answer: string;
  actions: AgentAction[];
  conversationId?: string;
}

/** What both question sets need of a runner: the id, the text and the question it follows. */
type Asked = Pick<EvalQuestion, 'id' | 'question' | 'after'>;

/** The labels as directory ids: region, country and category resolved in the database under test. */
interface Resolver {
  region(code: string | null | undefined): string | null;
  country(code: string | null | undefined): string | null;
  category(path: string | null | undefined): string | null;
  /** The expected suppliers of a sourcing question, by the rule of eval-agent-questions.ts. */
  suppliers(question: EvalQuestion): Promise<Set<string>>;
}

async function resolver(database: Database): Promise<Resolver> {
  const regions = new Map(
    (await database.db.execute<{ id: string; code: string }>(sql`SELECT id, code FROM regions`)).rows.map((row) => [
      row.code,
      row.id,
    ]),
  );
  const countries = new Map(
    (await database.db.execute<{ id: string; code: string }>(sql`SELECT id, code FROM countries`)).rows.map((row) => [
      row.code,
      row.id,
    ]),
  );
  const categories = (
    await database.db.execute<{ id: string; name: string; parent_id: string | null }>(
      sql`SELECT id, name, parent_id FROM product_categories`,
    )
  ).rows;
  const byId = new Map(categories.map((row) => [row.id, row]));
  const pathOf = (row: (typeof categories)[number]): string =>
    row.parent_id ? `${pathOf(byId.get(row.parent_id)!)} > ${row.name}` : row.name;
  const paths = new Map(categories.map((row) => [pathOf(row), row.id]));
  const need = <T>(map: Map<string, T>, key: string, what: string) => {
    const value = map.get(key);
    if (value === undefined) throw new Error(`label ${what} "${key}" is not in the reference data`);
    return value;
  };
  return {
    region: (code) => (code ? need(regions, code, 'region') : null),
    country: (code) => (code ? need(countries, code, 'country') : null),
    category: (path) => (path ? need(paths, path, 'category') : null),
    async suppliers(question) {
      const codes = question.supplier ?? [];
      if (codes.length === 0) return new Set();
      const region = question.region ?? null;
      const country = question.country ?? null;
      const rows = await database.db.execute<{ id: string }>(sql`
        SELECT DISTINCT b.id FROM products p
        JOIN businesses b ON b.id = p.business_id
        LEFT JOIN regions r ON r.id = b.region_id
        JOIN countries c ON c.id = b.country_id
        WHERE split_part(p.sku, '-', 1) IN (${sql.join(
          codes.map((code) => sql`${code}`),
          sql`, `,
        )})
          AND p.status = 'active' AND b.visibility = 'public'
          AND (${region}::text IS NULL OR r.code = ${region})
          AND (${country}::text IS NULL OR c.code = ${country})`);
      return new Set(rows.rows.map((row) => row.id));
    },
  };
}

/** The planner alone, in this process: plan, execute through the tool registry, answer. */
async function inProcess(database: Database, env: Record<string, string>) {
  const services = createServices(parseConfig({ ...env, LOG_LEVEL: 'silent' }), database);
  const { key: value } = await services.keys.issue({
    partner: 'Evaluation',
    name: 'eval-agent',
    scopes: ['search', 'businesses.read', 'products.read', 'categories.read', 'regions.read', 'rfq.read', 'rfq.write'],
    rateLimitPerMinute: 1_000_000,
  });
  const key = await services.keys.authenticate(value);
  const planner = createRulePlanner({ reference: services.reference });
  const plans = new Map<string, Plan>();
  return {
    close: () => services.close(),
    async ask(question: Asked): Promise<Answer> {
      const language = detectLanguage(question.question);
      const previous = question.after ? plans.get(question.after) : undefined;
      const context = { services, key, log: silentLogger };
      // As the gateway does: suppliers the question names are resolved with the key first.
      const named = await resolveNamedSuppliers(await planner.plan(question.question, { language, previous }), context);
      const plan = named.plan;
      plans.set(question.id, plan);
      // Actions are never allowed here: an evaluation proposes RFQs, it does not create them.
      const executed = await executePlan(plan, context, { allowActions: false, language, question: question.question });
      const actions = [...named.actions, ...executed.actions];
      return {
        language,
        plan,
        results: executed.results,
        actions,
        answer: writeAnswer(plan, executed.results, actions, language),
      };
    },
  };
}

/** A running gateway: POST /v1/query as a partner's assistant sends it. */
function throughGateway(base: string, key: string) {
  const conversations = new Map<string, string>();
  return {
    close: async () => {},
    async ask(question: Asked): Promise<Answer> {
      const conversation = question.after ? conversations.get(question.after) : undefined;
      const response = await fetch(`${base.replace(/\/$/, '')}/v1/query`, {
        method: 'POST',
        headers: { 'x-api-key': key, 'content-type': 'application/json' },
        body: JSON.stringify({
          question: question.question,
          ...(conversation ? { conversation_id: conversation } : {}),
        }),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`POST /v1/query "${question.question}": ${response.status} ${text}`);
      const { data } = JSON.parse(text) as {
        data: {
          language: string;
          plan: Plan;
          results: PlanResults;
          match: PlanResults['match'];
          relaxed: PlanResults['relaxed'];
          answer: string;
          actions: AgentAction[];
          conversation_id: string;
        };
      };
      conversations.set(question.id, data.conversation_id);
      return {
        language: data.language,
        plan: data.plan,
        results: { ...data.results, match: data.match, relaxed: data.relaxed },
        answer: data.answer,
        actions: data.actions,
        conversationId: data.conversation_id,
      };
    },
  };
}

interface Row {
  id: string;
  question: string;
  correct: Partial<Record<Field, boolean>>;
  expected_suppliers: number | null;
  supplier_hit: boolean | null;
  plan: Plan;
  top: string[];
  answer: string;
}

async function judge(
  question: EvalQuestion,
  answer: Answer,
  resolve: Resolver,
  names: Map<string, string>,
): Promise<Row> {
  const { plan } = answer;
  const correct: Row['correct'] = {
    language: answer.language === question.language,
    intent: plan.intent === question.intent,
  };
  // Filters are judged where the label names them (every question but other, rfq_status).
  if (question.region !== undefined) correct.region = plan.region_id === resolve.region(question.region);
  if (question.country !== undefined) correct.country = plan.country_id === resolve.country(question.country);
  if (question.category !== undefined) correct.category = plan.category_id === resolve.category(question.category);
  if (question.quantity !== undefined) correct.quantity = plan.quantity === question.quantity;
  if (question.unit !== undefined) correct.unit = plan.unit === question.unit;
  const top = answer.results.businesses.slice(0, K).map((business) => business.id);
  let expected: number | null = null;
  let hit: boolean | null = null;
  if (question.supplier) {
    const wanted = await resolve.suppliers(question);
    expected = wanted.size;
    if (wanted.size > 0) hit = top.some((id) => wanted.has(id));
  }
  return {
    id: question.id,
    question: question.question,
    correct,
    expected_suppliers: expected,
    supplier_hit: hit,
    plan,
    top: top.map((id) => names.get(id) ?? id),
    answer: answer.answer,
  };
}

const share = (rows: Row[], pick: (row: Row) => boolean | null | undefined) => {
  const judged = rows.map(pick).filter((value): value is boolean => value !== null && value !== undefined);
  return { n: judged.length, value: judged.length === 0 ? 0 : judged.filter(Boolean).length / judged.length };
};

/** The answer set's lookups: regions as the old set resolves them, public businesses by exact name. */
async function answerResolver(database: Database, resolve: Resolver): Promise<AnswerResolver> {
  const rows = (
    await database.db.execute<{ id: string; name: string }>(
      sql`SELECT id, name FROM businesses WHERE visibility = 'public' ORDER BY id`,
    )
  ).rows;
  const byName = new Map<string, string | null>();
  // A name two public businesses share resolves to neither: the label could not say which.
  for (const row of rows) byName.set(row.name, byName.has(row.name) ? null : row.id);
  return { region: resolve.region, publicBusiness: (name) => byName.get(name) ?? null };
}

/** The answer set's table: per category, each measure's share over the questions it applies to. */
function printAnswers(rows: AnswerRow[]) {
  const summary = summariseAnswers(rows);
  const ids = rows.filter((row) => row.category !== undefined);
  console.log(
    `\nAnswer questions: ${ids.length} (${rows.filter((row) => ANSWER_QUESTIONS.find((q) => q.id === row.id)?.language === 'id').length} Indonesian), target ≥ 0.9 per category\n`,
  );
  console.log(
    '| category | questions | plan fields | answer language | RFQ fields | compare found / not found | constraint kept | match label | suppliers own the products | all measures |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  const cell = (value: { n: number; value: number } | undefined) =>
    value ? `${value.value.toFixed(2)} (${value.n})` : '';
  for (const category of [...ANSWER_CATEGORIES, 'all'] as const) {
    const line = summary[category]!;
    console.log(
      `| ${category} | ${line.all_right!.n} | ${cell(line.plan)} | ${cell(line.language)} | ${cell(line.rfq_fields)} | ${cell(line.compare)} | ${cell(line.constraint)} | ${cell(line.match)} | ${cell(line.consistency)} | ${cell(line.all_right)} |`,
    );
  }
  for (const row of rows)
    if (row.wrong.length > 0 || values.verbose) {
      step(`${row.id} "${row.question}": wrong ${row.wrong.join('; ') || 'nothing'}; plan ${JSON.stringify(row.plan)}`);
      step(`   answer: ${row.answer}`);
    }
  return summary;
}

async function main() {
  const gateway = values.gateway;
  if (gateway && !values.key) throw new Error('--gateway needs --key (a key with agent.query)');
  if (gateway && !values['data-dir'] && !values['database-url'])
    throw new Error("--gateway needs the gateway's database for the labels: --data-dir DIR or --database-url URL");
  const dir = gateway ? undefined : mkdtempSync(join(tmpdir(), 'eval-agent-'));
  const embeddings = !gateway && values.embeddings ? await startEmbeddings() : undefined;
  const providerEnv: Record<string, string> = embeddings
    ? {
        ...embeddingsEnv(embeddings.url),
        EMBEDDINGS_BATCH_SIZE: '16',
        SEMANTIC_THRESHOLD_DEFAULT: values.threshold!,
      }
    : { EMBEDDINGS_PROVIDER: 'none' };
  const env: Record<string, string> = dir ? { DATA_DIR: dir, LOG_LEVEL: 'warn', ...providerEnv } : {};
  let database: Database | undefined;
  try {
    if (dir) {
      step(`seeding ${values.businesses} businesses and ${values.products} products`);
      const seeded = await runScript(
        'src/cli/demo-data.ts',
        ['--businesses', values.businesses!, '--products', values.products!],
        env,
      );
      if (seeded.code !== 0) throw new Error(seeded.stderr);
      if (embeddings) {
        step('embedding with the local model');
        const embedded = await runScript('indexer/main.ts', ['reindex', '--embeddings'], env);
        if (embedded.code !== 0) throw new Error(embedded.stderr);
      }
    }
    database = await openDatabase({
      dataDir: values['data-dir'] ?? dir ?? '',
      databaseUrl: values['database-url'],
      poolSize: 2,
    });
    const resolve = await resolver(database);
    const names = new Map(
      (await database.db.execute<{ id: string; name: string }>(sql`SELECT id, name FROM businesses`)).rows.map(
        (row) => [row.id, row.name],
      ),
    );
    const subject = gateway ? throughGateway(gateway, values.key!) : await inProcess(database, env);
    const rows: Row[] = [];
    const started = performance.now();
    const answerRows: AnswerRow[] = [];
    try {
      for (const question of QUESTIONS) rows.push(await judge(question, await subject.ask(question), resolve, names));
      const answerResolve = await answerResolver(database, resolve);
      for (const question of ANSWER_QUESTIONS)
        answerRows.push(judgeAnswer(question, await subject.ask(question), answerResolve));
    } finally {
      await subject.close();
    }
    const seconds = (performance.now() - started) / 1000;

    const mode = gateway
      ? `gateway ${gateway}`
      : `planner alone, ${embeddings ? 'hybrid search (local e5 model)' : 'keyword leg (no embeddings provider)'}`;
    console.log(
      `\nAgent gateway evaluation: ${mode}; ${QUESTIONS.length} questions (${QUESTIONS.filter((q) => q.language === 'id').length} Indonesian), demo ${values.businesses} businesses / ${values.products} products, ${seconds.toFixed(1)} s\n`,
    );
    console.log('| measure | questions | accuracy | target |');
    console.log('|---|---|---|---|');
    const summary: Record<string, { n: number; value: number }> = {};
    for (const field of FIELDS) {
      const result = share(rows, (row) => row.correct[field]);
      summary[field] = result;
      const target = TARGETS[field];
      console.log(
        `| ${field} | ${result.n} | ${result.value.toFixed(2)} | ${target === undefined ? '' : `≥ ${target} ${result.value >= target ? 'met' : 'missed'}`} |`,
      );
    }
    const supplier = share(rows, (row) => row.supplier_hit);
    summary.supplier_in_top_5 = supplier;
    console.log(
      `| expected supplier in top ${K} | ${supplier.n} | ${supplier.value.toFixed(2)} | ≥ ${TARGETS.supplier} ${supplier.value >= TARGETS.supplier! ? 'met' : 'missed'} |`,
    );
    const unanswerable = rows.filter((row) => row.expected_suppliers === 0).map((row) => row.id);
    if (unanswerable.length > 0)
      console.log(`\nNo expected supplier in the data (left out of the supplier measure): ${unanswerable.join(', ')}`);
    for (const row of rows) {
      const wrong = FIELDS.filter((field) => row.correct[field] === false);
      if (wrong.length > 0 || row.supplier_hit === false || values.verbose) {
        step(
          `${row.id} "${row.question}": wrong ${wrong.join(', ') || 'nothing'}${row.supplier_hit === false ? '; expected supplier not in top 5' : ''}; plan ${JSON.stringify(row.plan)}; top ${JSON.stringify(row.top)}`,
        );
        if (values.verbose || row.supplier_hit === false) step(`   answer: ${row.answer}`);
      }
    }
    const answers = printAnswers(answerRows);
    writeFileSync(
      join(ROOT, 'bench/results/eval-agent-results.json'),
      `${JSON.stringify({ mode, summary, rows, answers: { summary: answers, rows: answerRows } }, null, 2)}\n`,
    );
  } finally {
    await database?.close();
    embeddings?.process.kill();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
