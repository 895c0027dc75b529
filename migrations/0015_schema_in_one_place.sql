-- Changes nothing in the database: 0012 (outbox_skipped_events) and 0014 (synonym groups, the
-- synonyms version row, embedding failures) created these tables with hand-written SQL; this
-- migration's snapshot records them, now that src/db/schema.ts declares every table, so the next
-- `npm run db:generate` diffs against the real schema.
SELECT 1;
