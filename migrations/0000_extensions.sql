-- pgvector for embeddings, pg_trgm for typo- and prefix-tolerant keyword search.
CREATE EXTENSION IF NOT EXISTS vector;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
