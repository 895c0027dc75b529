-- RFQs pushed in by partners' buyer systems, the suppliers attached to them and their quotes.
CREATE TABLE rfq_number_counters (
	year integer PRIMARY KEY,
	last_number integer NOT NULL
);--> statement-breakpoint
CREATE TABLE rfqs (
	id uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	partner_id uuid NOT NULL REFERENCES partners(id),
	rfq_number text NOT NULL UNIQUE,
	external_rfq_id text NOT NULL,
	title text NOT NULL,
	buyer_name text NOT NULL,
	buyer_company text,
	buyer_email text NOT NULL,
	buyer_phone text,
	delivery_location text,
	delivery_date date,
	priority text DEFAULT 'normal' NOT NULL,
	notes text,
	status text DEFAULT 'pending' NOT NULL,
	awarded_supplier_id uuid REFERENCES businesses(id),
	created_at timestamp with time zone DEFAULT now() NOT NULL,
	updated_at timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT rfqs_priority_valid CHECK (priority IN ('low', 'normal', 'medium', 'high', 'urgent')),
	CONSTRAINT rfqs_status_valid CHECK (status IN ('pending', 'sourcing', 'quoted', 'awarded', 'closed', 'cancelled'))
);--> statement-breakpoint
-- One RFQ per external id and partner: a repeated inbound call conflicts here, also when two race.
CREATE UNIQUE INDEX rfqs_partner_external_idx ON rfqs (partner_id, external_rfq_id);--> statement-breakpoint
CREATE INDEX rfqs_partner_created_idx ON rfqs (partner_id, created_at, id);--> statement-breakpoint
CREATE INDEX rfqs_partner_updated_idx ON rfqs (partner_id, updated_at);--> statement-breakpoint
CREATE TABLE rfq_items (
	id uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	rfq_id uuid NOT NULL REFERENCES rfqs(id) ON DELETE CASCADE,
	position integer NOT NULL,
	name text NOT NULL,
	description text,
	quantity numeric(20, 4) NOT NULL,
	unit_of_measure text NOT NULL,
	target_price numeric(20, 4),
	target_currency text DEFAULT 'IDR' NOT NULL,
	category_id uuid REFERENCES product_categories(id),
	CONSTRAINT rfq_items_quantity_positive CHECK (quantity > 0),
	CONSTRAINT rfq_items_target_price_valid CHECK (target_price IS NULL OR target_price >= 0)
);--> statement-breakpoint
CREATE INDEX rfq_items_rfq_idx ON rfq_items (rfq_id, position);--> statement-breakpoint
CREATE TABLE rfq_suppliers (
	id uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	rfq_id uuid NOT NULL REFERENCES rfqs(id) ON DELETE CASCADE,
	business_id uuid NOT NULL REFERENCES businesses(id),
	status text DEFAULT 'invited' NOT NULL,
	contacted_at timestamp with time zone DEFAULT now() NOT NULL,
	response_received_at timestamp with time zone,
	quoted_price numeric(20, 4),
	quoted_currency text,
	quoted_lead_time_days integer,
	quoted_payment_terms text,
	notes text,
	valid_until date,
	CONSTRAINT rfq_suppliers_status_valid CHECK (status IN ('invited', 'quoted'))
);--> statement-breakpoint
CREATE UNIQUE INDEX rfq_suppliers_rfq_business_idx ON rfq_suppliers (rfq_id, business_id);--> statement-breakpoint
CREATE TABLE rfq_quote_lines (
	id uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	rfq_supplier_id uuid NOT NULL REFERENCES rfq_suppliers(id) ON DELETE CASCADE,
	item_id uuid NOT NULL REFERENCES rfq_items(id) ON DELETE CASCADE,
	position integer NOT NULL,
	unit_price numeric(20, 4) NOT NULL,
	quantity numeric(20, 4) NOT NULL,
	lead_time_days integer,
	notes text
);--> statement-breakpoint
CREATE INDEX rfq_quote_lines_supplier_idx ON rfq_quote_lines (rfq_supplier_id, position);
