-- The agent gateway's questions and answers (API.md section 13): stored per partner so the
-- partner can read an answer back (GET /v1/query/:id), a conversation can carry its previous plan
-- to the next question, and the operator can evaluate what the gateway understood.
CREATE TABLE "agent_queries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"partner_id" uuid NOT NULL REFERENCES "partners"("id"),
	"key_id" uuid NOT NULL REFERENCES "api_keys"("id"),
	"conversation_id" uuid NOT NULL,
	"question" text NOT NULL,
	"language" text NOT NULL,
	"plan" jsonb NOT NULL,
	"actions" jsonb NOT NULL,
	"results" jsonb NOT NULL,
	"answer" text NOT NULL,
	"model" text,
	"usage" jsonb NOT NULL,
	"latency_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_queries_language" CHECK ("language" IN ('en', 'id')),
	CONSTRAINT "agent_queries_latency_non_negative" CHECK ("latency_ms" >= 0)
);
--> statement-breakpoint
-- A follow-up reads the latest question of its conversation, always within one partner.
CREATE INDEX "agent_queries_conversation_idx" ON "agent_queries" ("partner_id", "conversation_id", "created_at", "id");
