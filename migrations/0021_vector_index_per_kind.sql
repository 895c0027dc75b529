-- Vector indexes are now one per model and kind (record_embeddings_hnsw_<kind>_<hash>, created
-- when first needed by the embedder or a search): a walk for the nearest businesses over an index
-- of both kinds stepped over every product vector between them. The indexes of both kinds per
-- model go; the planner could otherwise still choose one of them.
DO $$
DECLARE
  old record;
BEGIN
  FOR old IN
    SELECT indexname FROM pg_indexes
    WHERE tablename = 'record_embeddings' AND indexname LIKE 'record\_embeddings\_hnsw\_%'
      AND indexname NOT LIKE 'record\_embeddings\_hnsw\_business\_%' AND indexname NOT LIKE 'record\_embeddings\_hnsw\_product\_%'
  LOOP
    EXECUTE format('DROP INDEX IF EXISTS %I', old.indexname);
  END LOOP;
END $$;
