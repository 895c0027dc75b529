-- Synonym groups (product contract section 11): each row is one group of equivalent terms (words
-- or short phrases, any language), stored normalised (lower case, accents removed, single
-- spaces). `source` says where a group comes from ("operator", "product taxonomy leaf <slug>",
-- "trade words list", "import <file> line <n>"), so every default group is traceable.
CREATE TABLE synonym_groups (
	id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	terms text[] NOT NULL,
	source text NOT NULL,
	created_at timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT synonym_groups_two_terms CHECK (cardinality(terms) >= 2)
);--> statement-breakpoint
-- One row: the version every process compares with the one it cached, so a change applies to the
-- next query everywhere without a restart; and when the default lexicon was loaded (once, on the
-- first start; an operator who removes default groups does not get them back on restart).
CREATE TABLE synonyms_state (
	id boolean PRIMARY KEY DEFAULT true CHECK (id),
	version bigint NOT NULL DEFAULT 0,
	defaults_loaded_at timestamp with time zone
);--> statement-breakpoint
INSERT INTO synonyms_state (id, version) VALUES (true, 0);--> statement-breakpoint
-- Any change to the groups moves the version, whoever makes it (the CLI, a test, psql).
CREATE FUNCTION synonyms_bump_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE synonyms_state SET version = version + 1;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER synonym_groups_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON synonym_groups
	FOR EACH STATEMENT EXECUTE FUNCTION synonyms_bump_version();--> statement-breakpoint
-- Texts the embeddings provider could not embed even sent alone (it timed out): shown by
-- `indexer status` and skipped until the record's text changes (a new text hash) or the row is
-- cleared by a later success.
CREATE TABLE embedding_failures (
	kind text NOT NULL,
	record_id uuid NOT NULL,
	model text NOT NULL,
	text_hash text NOT NULL,
	reason text NOT NULL,
	failed_at timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT embedding_failures_pkey PRIMARY KEY (kind, model, record_id)
);
