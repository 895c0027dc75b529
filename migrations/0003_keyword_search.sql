-- Keyword search on Postgres (the embedded default and the fallback engine).
-- Each business and product keeps a weighted tsvector, maintained by triggers so every write
-- path (API, demo seed, manual SQL) is searchable at once. Text is normalised to alphanumeric
-- words first, the same way search queries are (src/search/postgres-engine.ts).
--   A: name and SKU, in english, indonesian and simple forms
--   B: descriptions (description_en in english, description_id in indonesian, both also simple)
--   C: category names
-- search_vocabulary holds every indexed word: typo tolerance expands a query word to the
-- vocabulary words within 1-2 edits (fuzzystrmatch), like Elasticsearch's fuzziness AUTO.
-- These columns live outside src/db/schema.ts on purpose: only the search engine reads them.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint

CREATE FUNCTION search_words(content text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT trim(regexp_replace(lower(coalesce(content, '')), '[^[:alnum:]]+', ' ', 'g')) $$;--> statement-breakpoint

CREATE FUNCTION search_weighted(content text, weight "char", configs regconfig[]) RETURNS tsvector
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
AS $$
DECLARE
  words text := search_words(content);
  result tsvector := ''::tsvector;
  config regconfig;
BEGIN
  IF words = '' THEN
    RETURN result;
  END IF;
  FOREACH config IN ARRAY configs LOOP
    result := result || setweight(to_tsvector(config, words), weight);
  END LOOP;
  RETURN result;
END
$$;--> statement-breakpoint

CREATE TABLE search_vocabulary (
	word text PRIMARY KEY,
	length smallint NOT NULL
);--> statement-breakpoint
CREATE INDEX search_vocabulary_length_idx ON search_vocabulary (length);--> statement-breakpoint

CREATE FUNCTION search_remember_words(content text) RETURNS void
LANGUAGE sql
AS $$
  INSERT INTO search_vocabulary (word, length)
  SELECT DISTINCT w, length(w) FROM regexp_split_to_table(search_words(content), ' ') AS w
  WHERE length(w) BETWEEN 3 AND 40
  ON CONFLICT (word) DO NOTHING
$$;--> statement-breakpoint

ALTER TABLE businesses ADD COLUMN search_document tsvector NOT NULL DEFAULT ''::tsvector;--> statement-breakpoint
ALTER TABLE products ADD COLUMN search_document tsvector NOT NULL DEFAULT ''::tsvector;--> statement-breakpoint

CREATE FUNCTION businesses_search_document() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  category_name text := (SELECT name FROM categories WHERE id = NEW.category_id);
BEGIN
  NEW.search_document :=
    search_weighted(NEW.name, 'A', ARRAY['english', 'indonesian', 'simple']::regconfig[]) ||
    search_weighted(NEW.description_en, 'B', ARRAY['english', 'simple']::regconfig[]) ||
    search_weighted(NEW.description_id, 'B', ARRAY['indonesian', 'simple']::regconfig[]) ||
    search_weighted(category_name, 'C', ARRAY['english', 'simple']::regconfig[]);
  PERFORM search_remember_words(concat_ws(' ', NEW.name, NEW.description_en, NEW.description_id, category_name));
  RETURN NEW;
END
$$;--> statement-breakpoint

CREATE TRIGGER businesses_search_document BEFORE INSERT OR UPDATE OF name, description_en, description_id, category_id
ON businesses FOR EACH ROW EXECUTE FUNCTION businesses_search_document();--> statement-breakpoint

CREATE FUNCTION products_search_document() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  category_name text := (SELECT name FROM product_categories WHERE id = NEW.category_id);
BEGIN
  NEW.search_document :=
    search_weighted(NEW.name, 'A', ARRAY['english', 'indonesian', 'simple']::regconfig[]) ||
    search_weighted(NEW.sku, 'A', ARRAY['simple']::regconfig[]) ||
    search_weighted(NEW.description, 'B', ARRAY['english', 'indonesian', 'simple']::regconfig[]) ||
    search_weighted(category_name, 'C', ARRAY['english', 'simple']::regconfig[]);
  PERFORM search_remember_words(concat_ws(' ', NEW.name, NEW.sku, NEW.description, category_name));
  RETURN NEW;
END
$$;--> statement-breakpoint

CREATE TRIGGER products_search_document BEFORE INSERT OR UPDATE OF name, sku, description, category_id
ON products FOR EACH ROW EXECUTE FUNCTION products_search_document();--> statement-breakpoint

CREATE INDEX businesses_search_document_idx ON businesses USING gin (search_document);--> statement-breakpoint
CREATE INDEX products_search_document_idx ON products USING gin (search_document);--> statement-breakpoint
CREATE INDEX businesses_name_trgm_idx ON businesses USING gin (lower(name) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX products_name_trgm_idx ON products USING gin (lower(name) gin_trgm_ops);
