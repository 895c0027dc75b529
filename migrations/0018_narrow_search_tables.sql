-- Keyword search on Postgres reads narrow search tables instead of the wide record rows (issue 20,
-- bench/search-log.md design D). A broad word matches a fifth of 100k products; testing and
-- ordering those matches visited ~9,700 blocks of ~1.9 kB product rows, 1.16 kB of each the
-- tsvector. Here each record has one narrow row: the columns the engine's filters and the
-- visibility rule test (src/access/record-conditions.ts, searchConditions), the lowercased name,
-- the name's own tsvector (weight A: name and SKU) inline for the cheap order, and the full
-- document out of line (TOAST), read only by the GIN index and by ts_rank for the bounded best
-- set: ~130-byte rows, ~30 a block, instead of ~1.4 kB ones.
--
-- Postgres moves values out of line only once a new row exceeds ~2 kB (TOAST_TUPLE_THRESHOLD; a
-- lower toast_tuple_target alone does not start it), and a 1.2 kB document does not: toast_pad, a
-- constant 2 kB of spaces written with every new document, crosses the threshold, the document
-- (EXTERNAL) goes out of line first, then the pad is compressed to ~35 bytes in the row. The documents are built exactly as migrations/0003 built search_document
-- (same functions, same order, so the same positions and ranks).
--
-- Statement-level triggers with transition tables keep the rows in the same statement as the
-- write (searchable at once, set-wise for bulk loads); a document is rebuilt only when its text
-- changed; deleting a record deletes its row (foreign key). The records' own search_document
-- columns, their triggers and GIN indexes, and the trigram indexes on their names go: nothing
-- reads them any more.

CREATE TABLE product_search (
	id uuid PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
	status text NOT NULL,
	business_visibility text NOT NULL,
	business_id uuid NOT NULL,
	category_id uuid,
	updated_at timestamp with time zone NOT NULL,
	name text NOT NULL,
	name_document tsvector NOT NULL,
	document tsvector NOT NULL,
	toast_pad text NOT NULL DEFAULT repeat(' ', 2048)
) WITH (toast_tuple_target = 128);--> statement-breakpoint
-- MAIN: kept inline (compressed if need be); EXTERNAL: out of line, uncompressed (a tsvector
-- barely compresses, and ts_rank reads it without decompressing).
ALTER TABLE product_search ALTER COLUMN name SET STORAGE MAIN, ALTER COLUMN name_document SET STORAGE MAIN,
  ALTER COLUMN document SET STORAGE EXTERNAL, ALTER COLUMN toast_pad SET STORAGE MAIN;--> statement-breakpoint

CREATE TABLE business_search (
	id uuid PRIMARY KEY REFERENCES businesses (id) ON DELETE CASCADE,
	visibility text NOT NULL,
	category_id uuid,
	region_id uuid,
	country_id uuid,
	updated_at timestamp with time zone NOT NULL,
	name text NOT NULL,
	name_document tsvector NOT NULL,
	document tsvector NOT NULL,
	toast_pad text NOT NULL DEFAULT repeat(' ', 2048)
) WITH (toast_tuple_target = 128);--> statement-breakpoint
ALTER TABLE business_search ALTER COLUMN name SET STORAGE MAIN, ALTER COLUMN name_document SET STORAGE MAIN,
  ALTER COLUMN document SET STORAGE EXTERNAL, ALTER COLUMN toast_pad SET STORAGE MAIN;--> statement-breakpoint

-- The weight-A part (name, SKU) and the rest, as migrations/0003's triggers concatenated them.
CREATE FUNCTION product_name_document(name text, sku text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT search_weighted(name, 'A', ARRAY['english', 'indonesian', 'simple']::regconfig[]) || search_weighted(sku, 'A', ARRAY['simple']::regconfig[]) $$;--> statement-breakpoint

CREATE FUNCTION product_document(name_document tsvector, description text, category_name text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT name_document ||
  search_weighted(description, 'B', ARRAY['english', 'indonesian', 'simple']::regconfig[]) ||
  search_weighted(category_name, 'C', ARRAY['english', 'simple']::regconfig[]) $$;--> statement-breakpoint

CREATE FUNCTION business_name_document(name text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT search_weighted(name, 'A', ARRAY['english', 'indonesian', 'simple']::regconfig[]) $$;--> statement-breakpoint

CREATE FUNCTION business_document(name_document tsvector, description_en text, description_id text, category_name text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT name_document ||
  search_weighted(description_en, 'B', ARRAY['english', 'simple']::regconfig[]) ||
  search_weighted(description_id, 'B', ARRAY['indonesian', 'simple']::regconfig[]) ||
  search_weighted(category_name, 'C', ARRAY['english', 'simple']::regconfig[]) $$;--> statement-breakpoint

CREATE FUNCTION products_search_inserted() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO product_search (id, status, business_visibility, business_id, category_id, updated_at, name, name_document, document)
  SELECT changed.id, changed.status, changed.business_visibility, changed.business_id, changed.category_id, changed.updated_at,
         lower(changed.name), named.document, product_document(named.document, changed.description, product_categories.name)
  FROM changed
  LEFT JOIN product_categories ON product_categories.id = changed.category_id
  CROSS JOIN LATERAL (SELECT product_name_document(changed.name, changed.sku) AS document) AS named;
  RETURN NULL;
END
$$;--> statement-breakpoint

CREATE FUNCTION products_search_updated() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE product_search
  SET status = changed.status, business_visibility = changed.business_visibility, business_id = changed.business_id,
      category_id = changed.category_id, updated_at = changed.updated_at, name = lower(changed.name)
  FROM changed
  WHERE product_search.id = changed.id;
  -- The documents only when their text changed (a visibility or status change leaves them be),
  -- with a fresh pad so the new document goes out of line too (see above).
  UPDATE product_search
  SET name_document = named.document, document = product_document(named.document, changed.description, product_categories.name), toast_pad = DEFAULT
  FROM changed
  JOIN previous ON previous.id = changed.id
  LEFT JOIN product_categories ON product_categories.id = changed.category_id
  CROSS JOIN LATERAL (SELECT product_name_document(changed.name, changed.sku) AS document) AS named
  WHERE product_search.id = changed.id
    AND (previous.name, previous.sku, previous.description, previous.category_id) IS DISTINCT FROM (changed.name, changed.sku, changed.description, changed.category_id);
  RETURN NULL;
END
$$;--> statement-breakpoint

CREATE FUNCTION businesses_search_inserted() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  INSERT INTO business_search (id, visibility, category_id, region_id, country_id, updated_at, name, name_document, document)
  SELECT changed.id, changed.visibility, changed.category_id, changed.region_id, changed.country_id, changed.updated_at,
         lower(changed.name), named.document, business_document(named.document, changed.description_en, changed.description_id, categories.name)
  FROM changed
  LEFT JOIN categories ON categories.id = changed.category_id
  CROSS JOIN LATERAL (SELECT business_name_document(changed.name) AS document) AS named;
  RETURN NULL;
END
$$;--> statement-breakpoint

CREATE FUNCTION businesses_search_updated() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  UPDATE business_search
  SET visibility = changed.visibility, category_id = changed.category_id, region_id = changed.region_id,
      country_id = changed.country_id, updated_at = changed.updated_at, name = lower(changed.name)
  FROM changed
  WHERE business_search.id = changed.id;
  UPDATE business_search
  SET name_document = named.document, document = business_document(named.document, changed.description_en, changed.description_id, categories.name), toast_pad = DEFAULT
  FROM changed
  JOIN previous ON previous.id = changed.id
  LEFT JOIN categories ON categories.id = changed.category_id
  CROSS JOIN LATERAL (SELECT business_name_document(changed.name) AS document) AS named
  WHERE business_search.id = changed.id
    AND (previous.name, previous.description_en, previous.description_id, previous.category_id) IS DISTINCT FROM (changed.name, changed.description_en, changed.description_id, changed.category_id);
  RETURN NULL;
END
$$;--> statement-breakpoint

-- Backfill from the documents the old triggers kept (identical to a rebuild, and cheaper).
INSERT INTO product_search (id, status, business_visibility, business_id, category_id, updated_at, name, name_document, document)
SELECT id, status, business_visibility, business_id, category_id, updated_at, lower(name), product_name_document(name, sku), search_document
FROM products;--> statement-breakpoint
INSERT INTO business_search (id, visibility, category_id, region_id, country_id, updated_at, name, name_document, document)
SELECT id, visibility, category_id, region_id, country_id, updated_at, lower(name), business_name_document(name), search_document
FROM businesses;--> statement-breakpoint

CREATE TRIGGER products_search_inserted AFTER INSERT ON products
REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION products_search_inserted();--> statement-breakpoint
CREATE TRIGGER products_search_updated AFTER UPDATE ON products
REFERENCING OLD TABLE AS previous NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION products_search_updated();--> statement-breakpoint
CREATE TRIGGER businesses_search_inserted AFTER INSERT ON businesses
REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION businesses_search_inserted();--> statement-breakpoint
CREATE TRIGGER businesses_search_updated AFTER UPDATE ON businesses
REFERENCING OLD TABLE AS previous NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION businesses_search_updated();--> statement-breakpoint

DROP TRIGGER products_search_document ON products;--> statement-breakpoint
DROP TRIGGER businesses_search_document ON businesses;--> statement-breakpoint
DROP FUNCTION products_search_document();--> statement-breakpoint
DROP FUNCTION businesses_search_document();--> statement-breakpoint
DROP INDEX products_search_document_idx;--> statement-breakpoint
DROP INDEX businesses_search_document_idx;--> statement-breakpoint
ALTER TABLE products DROP COLUMN search_document;--> statement-breakpoint
ALTER TABLE businesses DROP COLUMN search_document;--> statement-breakpoint

CREATE INDEX product_search_document_idx ON product_search USING gin (document);--> statement-breakpoint
CREATE INDEX business_search_document_idx ON business_search USING gin (document);--> statement-breakpoint
-- The trigram fallback on names reads the narrow rows too (half the blocks of the records' rows).
DROP INDEX products_name_trgm_idx;--> statement-breakpoint
DROP INDEX businesses_name_trgm_idx;--> statement-breakpoint
CREATE INDEX product_search_name_trgm_idx ON product_search USING gin (name gin_trgm_ops);--> statement-breakpoint
CREATE INDEX business_search_name_trgm_idx ON business_search USING gin (name gin_trgm_ops);--> statement-breakpoint
ANALYZE product_search;--> statement-breakpoint
ANALYZE business_search;
