-- Embeddings of businesses and products, one row per record and model. The model column holds
-- the document model and the dimensions ("e5-passage/384"); search reads only the rows of the
-- configured model, so vectors of different models are never compared. pgvector's HNSW index needs
-- a fixed dimension, so the column has none and each model gets a partial expression index
-- ((embedding::vector(N)) WHERE model = '...'), created by the service when it first uses that
-- model (src/search/embeddings/embeddings.repository.ts); queries use the same expression.
CREATE TABLE record_embeddings (
	kind text NOT NULL,
	record_id uuid NOT NULL,
	model text NOT NULL,
	text_hash text NOT NULL,
	embedding vector NOT NULL,
	updated_at timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT record_embeddings_pkey PRIMARY KEY (kind, model, record_id),
	CONSTRAINT record_embeddings_kind_valid CHECK (kind IN ('business', 'product'))
);
