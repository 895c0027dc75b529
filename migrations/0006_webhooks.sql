-- Webhook subscriptions (one event type each, owned by the key that created them) and the
-- delivery log. Delivery rows are made by fanning outbox events out to matching subscriptions;
-- the unique pair keeps a replayed outbox batch from creating a second delivery.
CREATE TABLE webhook_subscriptions (
	id uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	api_key_id uuid NOT NULL REFERENCES api_keys(id),
	event_type text NOT NULL,
	target_url text NOT NULL,
	secret text NOT NULL,
	is_active boolean DEFAULT true NOT NULL,
	created_at timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX webhook_subscriptions_key_idx ON webhook_subscriptions (api_key_id, created_at, id);--> statement-breakpoint
CREATE INDEX webhook_subscriptions_event_idx ON webhook_subscriptions (event_type) WHERE is_active;--> statement-breakpoint
CREATE TABLE webhook_deliveries (
	id uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	subscription_id uuid NOT NULL REFERENCES webhook_subscriptions(id) ON DELETE CASCADE,
	event_id bigint NOT NULL,
	event text NOT NULL,
	status text DEFAULT 'pending' NOT NULL,
	claimed_by text,
	claim_until timestamp with time zone,
	status_code integer,
	error text,
	duration_ms integer,
	attempted_at timestamp with time zone,
	created_at timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT webhook_deliveries_once UNIQUE (subscription_id, event_id),
	CONSTRAINT webhook_deliveries_status CHECK (status IN ('pending', 'sending', 'sent', 'failed'))
);--> statement-breakpoint
CREATE INDEX webhook_deliveries_pending_idx ON webhook_deliveries (created_at, event_id) WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX webhook_deliveries_sending_idx ON webhook_deliveries (claim_until) WHERE status = 'sending';--> statement-breakpoint
CREATE INDEX webhook_deliveries_log_idx ON webhook_deliveries (subscription_id, attempted_at, id);
