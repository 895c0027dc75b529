-- Products carry their business's visibility (business_visibility), kept by triggers, so a list's
-- exact total of visible products is one index-only count over products alone instead of a join
-- (or anti-join) to businesses on every request. The column is never written by the service: the
-- products trigger derives it from the business on insert and whenever a statement touches it or
-- business_id, and the businesses trigger pushes a visibility change to the business's products in
-- the same statement (so in the same transaction). Which column a read tests is decided in
-- src/access/record-conditions.ts only.
ALTER TABLE products ADD COLUMN business_visibility text NOT NULL DEFAULT 'public';--> statement-breakpoint
UPDATE products SET business_visibility = businesses.visibility FROM businesses WHERE businesses.id = products.business_id AND products.business_visibility <> businesses.visibility;--> statement-breakpoint

CREATE FUNCTION products_business_visibility() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  NEW.business_visibility := (SELECT visibility FROM businesses WHERE id = NEW.business_id);
  RETURN NEW;
END
$$;--> statement-breakpoint

CREATE TRIGGER products_business_visibility BEFORE INSERT OR UPDATE OF business_id, business_visibility
ON products FOR EACH ROW EXECUTE FUNCTION products_business_visibility();--> statement-breakpoint

CREATE FUNCTION businesses_visibility_to_products() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE products SET business_visibility = NEW.visibility WHERE business_id = NEW.id AND business_visibility <> NEW.visibility;
  RETURN NULL;
END
$$;--> statement-breakpoint

CREATE TRIGGER businesses_visibility_to_products AFTER UPDATE OF visibility ON businesses
FOR EACH ROW WHEN (OLD.visibility IS DISTINCT FROM NEW.visibility) EXECUTE FUNCTION businesses_visibility_to_products();--> statement-breakpoint

-- The visible products' count (status and business visibility fixed by the rule) reads this index only.
CREATE INDEX products_visible_idx ON products (status, business_visibility, id);--> statement-breakpoint

-- Vectors shared by text: a record whose text some record already has a vector for (same model)
-- gets a copy of that vector instead of a provider call (src/engines/embeddings/embedder.ts).
CREATE INDEX record_embeddings_text_idx ON record_embeddings (model, text_hash);
