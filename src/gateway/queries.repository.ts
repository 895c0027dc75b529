import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/connection.js';
import { agentQueries } from '../db/schema.js';
import type { AgentAction, AnswerSource, Language, Plan, PlanResults } from './plan.js';

export interface StoredQuery {
  id: string;
  partnerId: string;
  keyId: string;
  conversationId: string;
  question: string;
  language: Language;
  plan: Plan;
  actions: AgentAction[];
  results: PlanResults;
  answer: string;
  /** Whether the answer text is the model's (it passed the checks) or the template's. */
  answerSource: AnswerSource;
  model: string | null;
  usage: { prompt_tokens: number; completion_tokens: number };
  latencyMs: number;
  createdAt: Date;
}

type Row = typeof agentQueries.$inferSelect;

/** The results document also keeps the answer's source, so an answer reads back as it was given. */
type StoredResults = PlanResults & { answer_source?: AnswerSource };

// jsonb columns come back as what was stored: the service wrote them from these types. Answers
// stored before plans named suppliers read as naming none.
const fromRow = (row: Row): StoredQuery => {
  const { answer_source: answerSource, ...results } = row.results as StoredResults;
  return {
    ...row,
    plan: { ...(row.plan as Plan), businesses: (row.plan as Partial<Plan>).businesses ?? [] },
    actions: row.actions as AgentAction[],
    results,
    // Before answers were checked, a model's text was given whenever a model answered.
    answerSource: answerSource ?? (row.model === null ? 'template' : 'model'),
    usage: row.usage as StoredQuery['usage'],
  };
};

/** The gateway's stored questions and answers, always read within one partner. */
export function createQueriesRepository(db: Db) {
  return {
    async insert(query: Omit<StoredQuery, 'createdAt'>): Promise<StoredQuery> {
      const { answerSource, results, ...rest } = query;
      const stored: StoredResults = { ...results, answer_source: answerSource };
      const [row] = await db
        .insert(agentQueries)
        .values({ ...rest, results: stored })
        .returning();
      return fromRow(row!);
    },

    async find(id: string, partnerId: string): Promise<StoredQuery | undefined> {
      const [row] = await db
        .select()
        .from(agentQueries)
        .where(and(eq(agentQueries.id, id), eq(agentQueries.partnerId, partnerId)));
      return row && fromRow(row);
    },

    /** The latest question of a conversation of this partner (undefined: no such conversation for it). */
    async latestOfConversation(conversationId: string, partnerId: string): Promise<StoredQuery | undefined> {
      const [row] = await db
        .select()
        .from(agentQueries)
        .where(and(eq(agentQueries.partnerId, partnerId), eq(agentQueries.conversationId, conversationId)))
        .orderBy(desc(agentQueries.createdAt), desc(agentQueries.id))
        .limit(1);
      return row && fromRow(row);
    },
  };
}

export type QueriesRepository = ReturnType<typeof createQueriesRepository>;
