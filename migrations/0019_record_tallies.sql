-- The exact total of an unfiltered list without counting the list (issue 20 item 4). Counting the
-- 90k visible products of 100k, even index-only (migrations/0016), costs ~25 ms of a core per
-- request. Here triggers keep tallies: each statement that inserts, updates or deletes records
-- appends one row per (status, visibility) bucket it changed, holding the change of that bucket's
-- count, in the same transaction; a total is the sum of the buckets a viewer sees
-- (src/access/record-conditions.ts, tallyConditions), so it is exact in every snapshot.
-- Appending instead of updating one counter row per bucket keeps concurrent writers from
-- queueing on that row; compact_record_tallies folds the appended rows back into one per bucket
-- (the readers call it once a bucket's sum reads too many rows, src/access/visible-totals.ts).
-- Products: status and the owning business's visibility; businesses: visibility, status ''.

CREATE TABLE record_tallies (
	kind text NOT NULL,
	status text NOT NULL,
	visibility text NOT NULL,
	delta bigint NOT NULL
);--> statement-breakpoint
CREATE INDEX record_tallies_bucket_idx ON record_tallies (kind, visibility, status);--> statement-breakpoint

INSERT INTO record_tallies (kind, status, visibility, delta)
SELECT 'product', status, business_visibility, count(*) FROM products GROUP BY status, business_visibility;--> statement-breakpoint
INSERT INTO record_tallies (kind, status, visibility, delta)
SELECT 'business', '', visibility, count(*) FROM businesses GROUP BY visibility;--> statement-breakpoint

-- One function per table; the transition tables a statement has depend on its operation.
CREATE FUNCTION products_tally() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO record_tallies (kind, status, visibility, delta)
    SELECT 'product', status, business_visibility, count(*) FROM new_rows GROUP BY status, business_visibility;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO record_tallies (kind, status, visibility, delta)
    SELECT 'product', status, business_visibility, -count(*) FROM old_rows GROUP BY status, business_visibility;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO record_tallies (kind, status, visibility, delta)
    SELECT 'product', status, visibility, sum(delta) FROM (
      SELECT status, business_visibility AS visibility, 1 AS delta FROM new_rows
      UNION ALL
      SELECT status, business_visibility, -1 FROM old_rows
    ) AS changed
    GROUP BY status, visibility HAVING sum(delta) <> 0;
  ELSE
    DELETE FROM record_tallies WHERE kind = 'product';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint

CREATE FUNCTION businesses_tally() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO record_tallies (kind, status, visibility, delta)
    SELECT 'business', '', visibility, count(*) FROM new_rows GROUP BY visibility;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO record_tallies (kind, status, visibility, delta)
    SELECT 'business', '', visibility, -count(*) FROM old_rows GROUP BY visibility;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO record_tallies (kind, status, visibility, delta)
    SELECT 'business', '', visibility, sum(delta) FROM (
      SELECT visibility, 1 AS delta FROM new_rows
      UNION ALL
      SELECT visibility, -1 FROM old_rows
    ) AS changed
    GROUP BY visibility HAVING sum(delta) <> 0;
  ELSE
    DELETE FROM record_tallies WHERE kind = 'business';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint

CREATE TRIGGER products_tally_inserted AFTER INSERT ON products
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_tally();--> statement-breakpoint
CREATE TRIGGER products_tally_updated AFTER UPDATE ON products
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_tally();--> statement-breakpoint
CREATE TRIGGER products_tally_deleted AFTER DELETE ON products
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION products_tally();--> statement-breakpoint
CREATE TRIGGER products_tally_truncated AFTER TRUNCATE ON products
FOR EACH STATEMENT EXECUTE FUNCTION products_tally();--> statement-breakpoint

CREATE TRIGGER businesses_tally_inserted AFTER INSERT ON businesses
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION businesses_tally();--> statement-breakpoint
CREATE TRIGGER businesses_tally_updated AFTER UPDATE ON businesses
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION businesses_tally();--> statement-breakpoint
CREATE TRIGGER businesses_tally_deleted AFTER DELETE ON businesses
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION businesses_tally();--> statement-breakpoint
CREATE TRIGGER businesses_tally_truncated AFTER TRUNCATE ON businesses
FOR EACH STATEMENT EXECUTE FUNCTION businesses_tally();--> statement-breakpoint

-- Folds every bucket's rows into one. One caller at a time (the others skip: the next read
-- retries); rows appended by transactions that commit meanwhile are not in this statement's
-- snapshot, so they stay, and a reader sees either every row before the fold or its result.
CREATE FUNCTION compact_record_tallies() RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  IF pg_try_advisory_xact_lock(hashtext('record_tallies')) THEN
    WITH gone AS (DELETE FROM record_tallies RETURNING kind, status, visibility, delta)
    INSERT INTO record_tallies (kind, status, visibility, delta)
    SELECT kind, status, visibility, sum(delta) FROM gone GROUP BY kind, status, visibility HAVING sum(delta) <> 0;
  END IF;
END
$$;
