-- The shared rolling rate-limit window, O(1) per request (0007 kept one timestamp per request of
-- the last minute in one array row, rewritten on every request). Per key, a ring of its last
-- `size` admitted requests (size: the largest limit the key has had): admission n (counted from
-- 0) goes to slot n % size. A request is admitted when fewer than `limit` requests were admitted
-- in all, or when the limit-th most recent admission, in slot (admitted - limit) % size, is at
-- least a window old: exactly "fewer than `limit` admissions in the last window".
-- Scratch state: UNLOGGED (no WAL, so no flush on commit; emptied after a crash, which at worst
-- forgets the last minute's counts) and no foreign key to api_keys.
CREATE UNLOGGED TABLE "rate_limit_counters" (
	"key_id" uuid PRIMARY KEY NOT NULL,
	"admitted" bigint NOT NULL,
	"size" integer NOT NULL
);
--> statement-breakpoint
CREATE UNLOGGED TABLE "rate_limit_slots" (
	"key_id" uuid NOT NULL,
	"slot" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limit_slots_key_id_slot_pk" PRIMARY KEY("key_id","slot")
);
--> statement-breakpoint
DROP TABLE "rate_limit_windows" CASCADE;
--> statement-breakpoint
-- One round trip per request. The counter row's lock orders concurrent requests of one key
-- (from any process); the database clock, read after the lock, decides. A refused request is
-- not counted. A limit above the ring's size grows the ring, keeping every admission it holds in
-- order: no window ever held more admissions than the largest limit so far (the size), so nothing
-- older than the ring can still count. A lowered limit keeps the ring as it is.
CREATE FUNCTION admit_request(p_key uuid, p_limit integer, p_window_ms double precision) RETURNS boolean
LANGUAGE plpgsql AS $$
DECLARE
	v_admitted bigint;
	v_size integer;
	v_now timestamptz;
	v_oldest timestamptz;
	v_kept timestamptz[];
BEGIN
	IF p_limit < 1 THEN
		RETURN false;
	END IF;
	SELECT admitted, size INTO v_admitted, v_size FROM rate_limit_counters WHERE key_id = p_key FOR UPDATE;
	IF NOT FOUND THEN
		INSERT INTO rate_limit_counters (key_id, admitted, size) VALUES (p_key, 0, p_limit) ON CONFLICT (key_id) DO NOTHING;
		SELECT admitted, size INTO v_admitted, v_size FROM rate_limit_counters WHERE key_id = p_key FOR UPDATE;
	END IF;
	v_now := clock_timestamp();
	IF p_limit > v_size THEN
		SELECT array_agg(held.at ORDER BY held.at) INTO v_kept FROM rate_limit_slots AS held WHERE held.key_id = p_key;
		DELETE FROM rate_limit_slots WHERE key_id = p_key;
		INSERT INTO rate_limit_slots (key_id, slot, at)
			SELECT p_key, (kept.ord - 1)::integer, kept.at FROM unnest(v_kept) WITH ORDINALITY AS kept(at, ord);
		v_admitted := coalesce(cardinality(v_kept), 0);
		v_size := p_limit;
		UPDATE rate_limit_counters SET admitted = v_admitted, size = v_size WHERE key_id = p_key;
	END IF;
	IF v_admitted >= p_limit THEN
		SELECT at INTO v_oldest FROM rate_limit_slots WHERE key_id = p_key AND slot = ((v_admitted - p_limit) % v_size)::integer;
		IF v_oldest > v_now - p_window_ms * interval '1 millisecond' THEN
			RETURN false;
		END IF;
	END IF;
	INSERT INTO rate_limit_slots (key_id, slot, at) VALUES (p_key, (v_admitted % v_size)::integer, v_now)
		ON CONFLICT (key_id, slot) DO UPDATE SET at = excluded.at;
	UPDATE rate_limit_counters SET admitted = v_admitted + 1 WHERE key_id = p_key;
	RETURN true;
END
$$;
