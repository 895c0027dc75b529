-- Outbox events a consumer passed over because their data does not parse against the event
-- catalogue: recorded once per consumer and event for `indexer status`, never retried.
CREATE TABLE "outbox_skipped_events" (
	"consumer" text NOT NULL,
	"event_id" bigint NOT NULL,
	"event" text NOT NULL,
	"error" text NOT NULL,
	"skipped_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_skipped_events_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE INDEX "outbox_skipped_events_latest_idx" ON "outbox_skipped_events" USING btree ("consumer","skipped_at");
