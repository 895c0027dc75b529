-- Per-model calibration of the semantic cut-offs (src/engines/embeddings/calibration.ts): the
-- similarity distributions measured on the directory and the cut-offs read from them.
CREATE TABLE "embedding_calibrations" (
	"model" text NOT NULL,
	"dimensions" integer NOT NULL,
	"vectors" integer NOT NULL,
	"sample" integer NOT NULL,
	"semantic_threshold" double precision NOT NULL,
	"suggestions_threshold" double precision NOT NULL,
	"definition_margin" double precision NOT NULL,
	"self" jsonb NOT NULL,
	"unrelated" jsonb NOT NULL,
	"measured_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "embedding_calibrations_pkey" PRIMARY KEY("model","dimensions")
);
