-- Search analytics: one row per search that passed validation, written in batches off the request
-- path, read by `npm run analytics` and deleted after SEARCH_LOG_RETENTION_DAYS.
-- (drizzle-kit's diff against the last stored snapshot, 0015, also listed the tables and columns
-- migrations 0016 to 0025 made by hand: only this table is new here. The snapshot stored with this
-- migration is the whole schema, so the next diff starts from here.)
CREATE TABLE "search_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"searched_at" timestamp with time zone NOT NULL,
	"partner_id" uuid NOT NULL,
	"key_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"type" text NOT NULL,
	"query" text NOT NULL,
	"filtered" boolean NOT NULL,
	"hits" integer NOT NULL,
	"mode" text,
	"latency_ms" integer NOT NULL,
	CONSTRAINT "search_log_endpoint" CHECK ("search_log"."endpoint" IN ('search', 'semantic', 'hybrid', 'mcp', 'gateway')),
	CONSTRAINT "search_log_type" CHECK ("search_log"."type" IN ('business', 'product', 'all')),
	CONSTRAINT "search_log_mode" CHECK ("search_log"."mode" IS NULL OR "search_log"."mode" IN ('hybrid', 'keyword')),
	CONSTRAINT "search_log_hits_non_negative" CHECK ("search_log"."hits" >= 0),
	CONSTRAINT "search_log_latency_non_negative" CHECK ("search_log"."latency_ms" >= 0),
	CONSTRAINT "search_log_query_length" CHECK (char_length("search_log"."query") <= 200)
);
--> statement-breakpoint
-- Reports read a window of time; retention deletes below a time.
CREATE INDEX "search_log_searched_at_idx" ON "search_log" USING btree ("searched_at");
--> statement-breakpoint
-- `--partner`: one partner's window.
CREATE INDEX "search_log_partner_searched_at_idx" ON "search_log" USING btree ("partner_id","searched_at");
