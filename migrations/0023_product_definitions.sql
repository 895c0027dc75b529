-- Dictionary definitions of products for the semantic leg (src/engines/embeddings/definitions.ts).
-- definition_embeddings: one vector per dictionary sense and model ("lemmas: gloss" embedded as a
-- passage), shared by every product of that sense. product_definitions: the sense chosen for a
-- product under a model (the candidate sense of its name nearest its own vector; none when its
-- name holds no dictionary noun), for the product text of text_hash, so a changed text is defined
-- again. A vector query walks the senses nearest the query and reads their products.
CREATE TABLE definition_embeddings (
	model text NOT NULL,
	sense text NOT NULL,
	text_hash text NOT NULL,
	embedding vector NOT NULL,
	updated_at timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT definition_embeddings_pkey PRIMARY KEY (model, sense)
);--> statement-breakpoint
CREATE TABLE product_definitions (
	product_id uuid NOT NULL,
	model text NOT NULL,
	text_hash text NOT NULL,
	sense text,
	updated_at timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT product_definitions_pkey PRIMARY KEY (model, product_id)
);--> statement-breakpoint
CREATE INDEX product_definitions_sense_idx ON product_definitions (model, sense, product_id);
