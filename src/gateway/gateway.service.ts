import { randomUUID } from 'node:crypto';
import type { AgentProvider } from '../config.js';
import { NotFoundError } from '../lib/errors.js';
import type { Logger } from '../lib/logger.js';
import type { McpServices, ToolContext } from '../mcp/tools.js';
import type { AuthenticatedKey } from '../access/authenticated-key.js';
import { checkModelAnswer } from './answer-check.js';
import { writeAnswer } from './answer.js';
import { resolveNamedSuppliers } from './compare.js';
import { executePlan } from './execute.js';
import type { AgentAnswer, QueryInput } from './gateway.schemas.js';
import { ModelPathError, type ModelOutcome, planWithModel } from './model-path.js';
import type { AgentAction, Plan, Planner } from './plan.js';
import { detectLanguage } from './planner/index.js';
import { createChatSession } from './providers.js';
import type { QueriesRepository, StoredQuery } from './queries.repository.js';

/** Whole time a question may take with a model (docs/agents.md); the rule-based path is bounded by the database. */
export const QUESTION_BUDGET_MS = 30_000;

/** What a streaming caller receives while the answer is built (the route writes them as SSE). */
export type GatewayEvent =
  | { type: 'plan'; plan: Plan }
  | { type: 'action'; action: AgentAction }
  | { type: 'answer'; delta: string };

export interface AskOptions {
  log: Logger;
  /** Streaming: called once the question is accepted (conversation found), before any event. */
  onStart?(): void;
  onEvent?(event: GatewayEvent): void;
}

function toAnswer(query: StoredQuery): AgentAnswer {
  return {
    id: query.id,
    conversation_id: query.conversationId,
    question: query.question,
    answer: query.answer,
    language: query.language,
    plan: { ...query.plan, price: query.plan.price ?? null },
    results: query.results,
    answer_source: query.answerSource,
    match: query.results.match ?? (query.results.products.length > 0 ? 'exact' : 'none'),
    relaxed: query.results.relaxed ?? [],
    actions: query.actions,
    model: query.model,
    usage: query.usage,
    latency_ms: query.latencyMs,
    created_at: query.createdAt.toISOString(),
  };
}

/** The answer text in a few pieces, as `answer` events carry it (word boundaries kept). */
export function answerDeltas(answer: string): string[] {
  return answer.match(/\S+\s*|\s+/g) ?? [];
}

export function createGatewayService(deps: {
  planner: Planner;
  queries: QueriesRepository;
  services: McpServices;
  providers: readonly AgentProvider[];
  timeoutMs: number;
  budgetMs?: number;
}) {
  const budgetMs = deps.budgetMs ?? QUESTION_BUDGET_MS;

  return {
    async get(id: string, key: AuthenticatedKey): Promise<AgentAnswer> {
      const query = await deps.queries.find(id, key.partnerId);
      if (!query) throw new NotFoundError(`Query ${id} not found`);
      return toAnswer(query);
    },

    /**
     * One question: the rule-based plan (the ground truth), then the model path when a provider is
     * configured, else (or when every provider fails) the executor and a template answer. Stored
     * for the partner; the key's rate limit counted the request once, tool calls are not counted.
     */
    async ask(input: QueryInput, key: AuthenticatedKey, options: AskOptions): Promise<AgentAnswer> {
      const started = Date.now();
      const previous = input.conversation_id
        ? await deps.queries.latestOfConversation(input.conversation_id, key.partnerId)
        : undefined;
      if (input.conversation_id && !previous)
        throw new NotFoundError(`Conversation ${input.conversation_id} not found`);
      options.onStart?.();
      const emit = (event: GatewayEvent) => options.onEvent?.(event);
      const language = input.language ?? detectLanguage(input.question);
      const context: ToolContext = { services: deps.services, key, log: options.log, caller: 'gateway' };
      const groundTruth = await deps.planner.plan(input.question, {
        language,
        ...(previous ? { previous: previous.plan } : {}),
      });

      let outcome: ModelOutcome | undefined;
      const modelActions: AgentAction[] = [];
      if (deps.providers.length > 0) {
        const chat = createChatSession(deps.providers, {
          timeoutMs: deps.timeoutMs,
          deadline: started + budgetMs,
          log: options.log,
        });
        try {
          outcome = await planWithModel({
            question: input.question,
            language,
            groundTruth,
            previous: previous?.plan,
            context,
            allowActions: input.allow_actions,
            chat,
            onAction: (action) => emit({ type: 'action', action }),
          });
        } catch (error) {
          if (!(error instanceof ModelPathError)) throw error;
          // The rule-based answer stands in; what the model already did is still reported.
          modelActions.push(...error.actions);
          options.log.warn({ reason: error.message }, 'agent gateway answering without a model');
        }
      }
      // Suppliers the question names are looked up with the key before the plan is shown.
      const named = await resolveNamedSuppliers(outcome?.plan ?? groundTruth, context);
      const plan = named.plan;
      emit({ type: 'plan', plan });
      for (const action of named.actions) emit({ type: 'action', action });
      const executed = await executePlan(plan, context, {
        allowActions: input.allow_actions,
        language,
        question: input.question,
        done: outcome?.actions ?? modelActions,
      });
      for (const action of executed.actions) emit({ type: 'action', action });
      const actions = [...(outcome?.actions ?? modelActions), ...named.actions, ...executed.actions];
      // The model's text only when it passes the checks; else the template, and the answer says so.
      const verdict = outcome
        ? checkModelAnswer(outcome.answer, language, executed.results, input.question)
        : undefined;
      if (verdict && !verdict.ok)
        options.log.info(
          { reason: verdict.reason, detail: verdict.detail },
          "agent gateway replaced the model's answer",
        );
      const answerSource = verdict?.ok ? 'model' : 'template';
      const answer = verdict?.ok && outcome ? outcome.answer : writeAnswer(plan, executed.results, actions, language);
      for (const delta of answerDeltas(answer)) emit({ type: 'answer', delta });

      const id = randomUUID();
      const stored = await deps.queries.insert({
        id,
        partnerId: key.partnerId,
        keyId: key.id,
        conversationId: previous?.conversationId ?? id,
        question: input.question,
        language,
        plan,
        actions,
        results: executed.results,
        answer,
        answerSource,
        model: outcome?.model ?? null,
        usage: outcome?.usage ?? { prompt_tokens: 0, completion_tokens: 0 },
        latencyMs: Date.now() - started,
      });
      return toAnswer(stored);
    },
  };
}

export type GatewayService = ReturnType<typeof createGatewayService>;
