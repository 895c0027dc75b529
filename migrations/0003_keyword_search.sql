-- Keyword search on Postgres (the embedded default and the fallback engine).
-- Each business and product keeps a weighted tsvector, maintained by triggers so every write
-- path (API, demo seed, manual SQL) is searchable at once. Text is normalised to alphanumeric
-- words first, the same way search queries are (src/search/postgres-engine.ts).
--   A: name and SKU, in english, indonesian and simple forms
--   B: descriptions (description_en in english, description_id in indonesian, both also simple)
--   C: category names
-- search_vocabulary holds every indexed word that has a letter: typo tolerance expands a query
-- word to the vocabulary words within 1-2 edits (fuzzystrmatch), like Elasticsearch's fuzziness
-- AUTO. Statement-level triggers fill it set-wise, so bulk loads pay one INSERT per statement.
-- When full-text search finds nothing, trigram similarity on names (pg_trgm) is the fallback.
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

CREATE FUNCTION search_remember_words(contents text[]) RETURNS void
LANGUAGE sql
AS $$
  INSERT INTO search_vocabulary (word, length)
  SELECT DISTINCT w, length(w)
  FROM unnest(contents) AS content, regexp_split_to_table(search_words(content), ' ') AS w
  WHERE length(w) BETWEEN 3 AND 40 AND w ~ '[[:alpha:]]'
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
  RETURN NEW;
END
$$;--> statement-breakpoint

CREATE TRIGGER products_search_document BEFORE INSERT OR UPDATE OF name, sku, description, category_id
ON products FOR EACH ROW EXECUTE FUNCTION products_search_document();--> statement-breakpoint

CREATE FUNCTION businesses_remember_words() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM search_remember_words(ARRAY(
    SELECT concat_ws(' ', changed.name, changed.description_en, changed.description_id, categories.name)
    FROM changed LEFT JOIN categories ON categories.id = changed.category_id));
  RETURN NULL;
END
$$;--> statement-breakpoint

CREATE TRIGGER businesses_remember_inserted_words AFTER INSERT ON businesses
REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION businesses_remember_words();--> statement-breakpoint
CREATE TRIGGER businesses_remember_updated_words AFTER UPDATE ON businesses
REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION businesses_remember_words();--> statement-breakpoint

CREATE FUNCTION products_remember_words() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM search_remember_words(ARRAY(
    SELECT concat_ws(' ', changed.name, changed.sku, changed.description, product_categories.name)
    FROM changed LEFT JOIN product_categories ON product_categories.id = changed.category_id));
  RETURN NULL;
END
$$;--> statement-breakpoint

CREATE TRIGGER products_remember_inserted_words AFTER INSERT ON products
REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION products_remember_words();--> statement-breakpoint
CREATE TRIGGER products_remember_updated_words AFTER UPDATE ON products
REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION products_remember_words();--> statement-breakpoint

CREATE INDEX businesses_search_document_idx ON businesses USING gin (search_document);--> statement-breakpoint
CREATE INDEX products_search_document_idx ON products USING gin (search_document);--> statement-breakpoint
CREATE INDEX businesses_name_trgm_idx ON businesses USING gin (lower(name) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX products_name_trgm_idx ON products USING gin (lower(name) gin_trgm_ops);
