-- Changes nothing in the database. record_embeddings (0009), search_vocabulary (0003) and
-- search_index_failures (0004) were created by hand-written SQL; src/db/schema.ts now declares
-- them exactly as those migrations made them, and this migration's snapshot records that, so the
-- next `npm run db:generate` does not try to create them again.
SELECT 1;
