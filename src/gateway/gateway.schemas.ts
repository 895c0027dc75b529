import { z } from 'zod';
import { dataEnvelope, uuidInput } from '../http/schemas.js';
import { businessHitSchema, productHitSchema } from '../modules/search/search.schemas.js';
import { ANSWER_SOURCES, CONSTRAINTS, INTENTS, LANGUAGES, MATCHES } from './plan.js';

// The request and the answer of POST /v1/query and GET /v1/query/:id (docs/agents.md).

export const QUESTION_MAX_LENGTH = 2000;

export const queryBody = z.strictObject({
  question: z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(QUESTION_MAX_LENGTH, { error: `must be at most ${QUESTION_MAX_LENGTH} characters` })
    .meta({
      description: 'One sentence in English or Indonesian, e.g. "pemasok kursi rotan di Jawa Tengah untuk 300 unit"',
    }),
  conversation_id: uuidInput().optional().meta({
    description:
      'Continues an earlier exchange of the same partner (the conversation_id of an earlier answer): a follow-up such as "and in Bali?" refines its plan',
  }),
  language: z
    .enum(LANGUAGES, { error: 'must be "en" or "id"' })
    .optional()
    .meta({ description: 'Language of the answer; default: detected from the question' }),
  allow_actions: z.boolean({ error: 'must be true or false' }).default(false).meta({
    description:
      'true: writes (create_rfq, attach_supplier) run when the key holds their scope; false (default): they are returned as proposed',
  }),
});
export type QueryInput = z.output<typeof queryBody>;

export const planSchema = z
  .object({
    intent: z.enum(INTENTS),
    keywords: z
      .string()
      .meta({ description: "The words searched for, the question's place, quantity and intent words removed" }),
    category_id: z.uuid().nullable(),
    region_id: z.uuid().nullable(),
    country_id: z.uuid().nullable(),
    quantity: z.number().nullable(),
    unit: z.string().nullable(),
    businesses: z
      .array(
        z.object({
          id: z.uuid().nullable().meta({
            description: 'The business the key can see under that name; null: not found among them (never revealed)',
          }),
          name: z
            .string()
            .meta({ description: "The directory's name when found, else the name as the question writes it" }),
        }),
      )
      .meta({
        description: 'compare_suppliers: the suppliers the question names, in its order; empty for other intents',
      }),
    price: z
      .object({
        min: z.number().nullable(),
        max: z.number().nullable(),
        currency: z.string().meta({ description: 'ISO 4217 code; IDR unless the question names another' }),
        per_unit: z
          .string()
          .nullable()
          .meta({ description: 'The unit the price is per ("piece", "kg"); null: per listed unit' }),
      })
      .nullable()
      .meta({
        description:
          'The price limits the question states ("under 50,000 rupiah", "maksimal 300 ribu", "1,5 juta per kg"); a filter of the listed products, never keywords',
      }),
    unread: z.array(z.string()).optional().meta({
      description:
        'Words of a price limit the gateway could not read ("cheap", "under 50.00.0"): not used, and named in the answer',
    }),
  })
  .meta({
    id: 'AgentPlan',
    description:
      'What the gateway understood; ids are directory ids resolved from names in the question, null when it names none',
  });

export const actionSchema = z
  .object({
    tool: z.string().meta({ description: 'An MCP tool name (search, create_rfq, attach_supplier, ...)' }),
    arguments: z.record(z.string(), z.unknown()),
    status: z.enum(['done', 'proposed', 'refused']).meta({
      description:
        "done: it ran; proposed: a write not run (allow_actions false); refused: outside the key's scopes, invalid, or failed (see error)",
    }),
    error: z.string().optional(),
  })
  .meta({ id: 'AgentAction' });

export const usageSchema = z.object({
  prompt_tokens: z.number().int().min(0),
  completion_tokens: z.number().int().min(0),
});

export const agentAnswerSchema = z
  .object({
    id: z.uuid(),
    conversation_id: z.uuid(),
    question: z.string(),
    answer: z.string().meta({ description: "A short answer in the question's language, grounded in the results" }),
    language: z.enum(LANGUAGES),
    plan: planSchema,
    results: z.object({ businesses: z.array(businessHitSchema), products: z.array(productHitSchema) }),
    answer_source: z.enum(ANSWER_SOURCES).meta({
      description:
        "model: the chat model's text, which passed the checks (question's language, only records in results, not degenerate); template: the gateway's own text",
    }),
    match: z.enum(MATCHES).meta({
      description:
        'exact: the listed products are the item asked for (their names or category carry its words, in either language); alternatives: the nearest records, not the item (the answer says so); none: nothing close',
    }),
    relaxed: z.array(z.enum(CONSTRAINTS)).meta({
      description:
        "The plan's constraints dropped to find anything, least important first (category, region, price); every other constraint holds for every listed product",
    }),
    actions: z.array(actionSchema),
    model: z
      .string()
      .nullable()
      .meta({ description: 'The chat model that answered; null when the rule-based planner answered alone' }),
    usage: usageSchema,
    latency_ms: z.number().int().min(0),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'AgentAnswer' });
export type AgentAnswer = z.input<typeof agentAnswerSchema>;

export const agentAnswerResponse = dataEnvelope(agentAnswerSchema);
