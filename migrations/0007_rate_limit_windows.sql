-- Rolling rate-limit windows shared by every API process on one PostgreSQL server.
-- Not keyed to api_keys by a foreign key: the window is scratch state, dropped with nothing.
CREATE TABLE rate_limit_windows (
	key_id uuid PRIMARY KEY,
	hits timestamp with time zone[] NOT NULL,
	allowed boolean NOT NULL
);
