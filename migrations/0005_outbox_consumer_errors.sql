-- A consumer's failures (indexer, webhook sender, embedder), counted and kept for status screens.
ALTER TABLE outbox_consumers ADD COLUMN error_count bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE outbox_consumers ADD COLUMN last_error text;--> statement-breakpoint
ALTER TABLE outbox_consumers ADD COLUMN last_error_at timestamp with time zone;
