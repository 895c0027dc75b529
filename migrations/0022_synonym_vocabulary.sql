-- The words of the synonym groups' terms (engines/spelling.ts): a query word no record holds may
-- be a misspelt lexicon word (`kalugn` for kalung, `wanta` for wanita), read as it and expanded
-- with its groups. Rebuilt whole after each statement that changes the groups: a few thousand
-- words, and the groups change rarely. The trigger's name sorts after synonym_groups_changed, so
-- the version bump's row lock already orders concurrent writers; ON CONFLICT covers the rest.
CREATE TABLE synonym_vocabulary (
  word text PRIMARY KEY,
  length smallint NOT NULL
);--> statement-breakpoint
CREATE INDEX synonym_vocabulary_length_idx ON synonym_vocabulary (length);--> statement-breakpoint
CREATE FUNCTION synonym_vocabulary_rebuild() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM synonym_vocabulary;
	INSERT INTO synonym_vocabulary (word, length)
		SELECT DISTINCT word, length(word) FROM synonym_groups, unnest(terms) AS term, regexp_split_to_table(term, ' ') AS word
		WHERE word <> ''
		ON CONFLICT (word) DO NOTHING;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER synonym_groups_words AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON synonym_groups
	FOR EACH STATEMENT EXECUTE FUNCTION synonym_vocabulary_rebuild();--> statement-breakpoint
INSERT INTO synonym_vocabulary (word, length)
	SELECT DISTINCT word, length(word) FROM synonym_groups, unnest(terms) AS term, regexp_split_to_table(term, ' ') AS word
	WHERE word <> '';
