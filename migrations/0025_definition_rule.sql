-- The rule each product was defined under (src/engines/embeddings/definitions.ts, DEFINITION_RULE),
-- so `indexer status` counts the definitions of the current rule and says how many an earlier one
-- made. A definition stored before this column is '' (its rule unknown): the next
-- `indexer reindex --embeddings` defines that product again (no product is embedded again) and
-- records the rule.
ALTER TABLE product_definitions ADD COLUMN rule text DEFAULT '' NOT NULL;
