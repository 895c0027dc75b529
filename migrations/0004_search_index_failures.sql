-- Documents the search index refused, kept for `npm run indexer -- status` (never swallowed).
CREATE TABLE search_index_failures (
	id bigserial PRIMARY KEY,
	index_kind text NOT NULL,
	document_id text NOT NULL,
	status integer NOT NULL,
	reason text NOT NULL,
	created_at timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX search_index_failures_created_idx ON search_index_failures (created_at);
