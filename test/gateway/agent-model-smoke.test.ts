import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERSION } from '../../src/composition.js';
import { parseConfig } from '../../src/config.js';
import { buildAgentApp } from '../../src/gateway/app.js';
import { createGatewayService } from '../../src/gateway/gateway.service.js';
import { INTENTS } from '../../src/gateway/plan.js';
import { createRulePlanner } from '../../src/gateway/planner/index.js';
import { createQueriesRepository } from '../../src/gateway/queries.repository.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { freePort, ROOT, stopProcess, waitFor } from '../../tools/harness/processes.js';
import { ask } from './harness.js';

/**
 * A 135M model on one thread of a busy 2-core machine generated 3-6 tokens/s (FACTS.md): one
 * answer took 11 to 31 s here. The 30 s question budget is tested with the scripted server; this
 * test gives the real model room, as it checks the protocol only.
 */
const SLOW_MODEL_MS = 100_000;

// One smoke test with a real chat model: SmolLM2-135M-Instruct through node-llama-cpp
// (tools/agent-model/, installed pinned and project-local on first use, about 40 s). It asserts
// the protocol only: the final plan comes back as valid JSON-schema output and the answer object
// is complete. The model's answers are not useful (FACTS.md).
let t: TestApp | undefined;
let agent: FastifyInstance | undefined;
let server: ChildProcess | undefined;
let unavailable: string | undefined;
let baseUrl: string;

beforeAll(async () => {
  let modelFile: string;
  try {
    modelFile = (
      await promisify(execFile)('bash', ['tools/agent-model/install.sh'], { cwd: ROOT, timeout: 300_000 })
    ).stdout.trim();
  } catch (error) {
    unavailable = `the local chat model could not be installed (offline?): ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
    return;
  }
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}/v1`;
  server = spawn(
    process.execPath,
    [
      'tools/agent-model/server.mjs',
      '--model',
      modelFile,
      '--runtime',
      `${ROOT}/.cache/agent-model/runtime-3.22.1`,
      '--port',
      String(port),
      '--threads',
      '1',
    ],
    {
      cwd: ROOT,
      stdio: 'ignore',
    },
  );
  await waitFor(async () => (await fetch(`${baseUrl}/models`)).ok, 60_000, 'the local chat model server');
  t = await startTestApp();
  const config = parseConfig({
    LOG_LEVEL: 'silent',
    AGENT_PROVIDERS: JSON.stringify([{ base_url: baseUrl, model: 'smollm2-135m-instruct' }]),
  });
  agent = await buildAgentApp({
    config,
    version: VERSION,
    keys: t.services.keys,
    gateway: createGatewayService({
      planner: createRulePlanner({ reference: t.services.reference }),
      queries: createQueriesRepository(t.database.db),
      services: t.services,
      providers: config.AGENT_PROVIDERS,
      timeoutMs: SLOW_MODEL_MS,
      budgetMs: SLOW_MODEL_MS,
    }),
    readiness: t.services.readiness(),
  });
  await agent.ready();
}, 400_000);
afterAll(async () => {
  await agent?.close();
  await t?.close();
  if (server) await stopProcess(server);
});

describe('the agent gateway with a real local chat model (SmolLM2-135M)', () => {
  it(
    'gets the plan as valid JSON-schema output and answers with a complete answer object',
    async (context) => {
      if (unavailable) context.skip(unavailable);
      // A key without tool scopes: one model request (the final plan).
      const key = await t!.key(['agent.query']);
      const { status, body } = await ask(agent!, key, { question: 'Who can supply rattan chairs in Bali?' });
      expect(status).toBe(200);
      const data = body.data;
      // model is set only when the model's output parsed against the plan schema (else the rule-based path answers with null).
      expect(data.model).toBe('smollm2-135m-instruct');
      expect(INTENTS).toContain(data.plan.intent);
      expect(typeof data.plan.keywords).toBe('string');
      expect(data.answer.length).toBeGreaterThan(0);
      // The 135M model's text rarely passes the checks; either source is a complete answer.
      expect(['model', 'template']).toContain(data.answer_source);
      expect(data.usage.completion_tokens).toBeGreaterThan(0);
      expect(data.usage.prompt_tokens).toBeGreaterThan(0);
      expect(Object.keys(data).sort()).toEqual(
        [
          'actions',
          'answer',
          'answer_source',
          'conversation_id',
          'created_at',
          'id',
          'language',
          'latency_ms',
          'match',
          'model',
          'plan',
          'question',
          'relaxed',
          'results',
          'usage',
        ].sort(),
      );
    },
    SLOW_MODEL_MS + 30_000,
  );
});
