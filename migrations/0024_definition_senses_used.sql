-- A sense some product was defined by (under its model): the only ones a vector query walks, so a
-- few nearest senses reach products (the candidates a name may mean but no product chose stay
-- stored, for defining later products without embedding them again). Set when a product is
-- defined by the sense and never unset: a sense no product uses any more only takes a place.
ALTER TABLE definition_embeddings ADD COLUMN used boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE definition_embeddings SET used = true WHERE EXISTS (
	SELECT 1 FROM product_definitions WHERE product_definitions.model = definition_embeddings.model AND product_definitions.sense = definition_embeddings.sense
);
