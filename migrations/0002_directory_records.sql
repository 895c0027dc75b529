CREATE TABLE "business_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"url" text NOT NULL,
	"title" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "businesses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description_en" text,
	"description_id" text,
	"category_id" uuid,
	"country_id" uuid,
	"region_id" uuid,
	"address" text,
	"phone" text,
	"email" text,
	"website" text,
	"whatsapp_number" text,
	"can_fulfill_orders" boolean DEFAULT false NOT NULL,
	"visibility" text DEFAULT 'public' NOT NULL,
	"year_established" integer,
	"certifications" text[] DEFAULT '{}'::text[] NOT NULL,
	"payment_terms" text[] DEFAULT '{}'::text[] NOT NULL,
	"minimum_order_value" numeric(20, 4),
	"minimum_order_currency" text DEFAULT 'IDR' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"data_source" text DEFAULT 'api' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "businesses_slug_unique" UNIQUE("slug"),
	CONSTRAINT "businesses_visibility_valid" CHECK ("businesses"."visibility" IN ('public', 'internal', 'draft'))
);
--> statement-breakpoint
CREATE TABLE "outbox_consumers" (
	"name" text PRIMARY KEY NOT NULL,
	"last_txid" "xid8" DEFAULT '0'::xid8 NOT NULL,
	"last_id" bigint DEFAULT 0 NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"txid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"event" text NOT NULL,
	"data" jsonb NOT NULL,
	"required_scopes" text[] DEFAULT '{}'::text[] NOT NULL,
	"partner_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_pricing_tiers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"min_quantity" integer NOT NULL,
	"max_quantity" integer,
	"unit_price" numeric(20, 4) NOT NULL,
	"currency" text DEFAULT 'IDR' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"sku" text,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"price" numeric(20, 4),
	"currency" text DEFAULT 'IDR' NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"base_price" numeric(20, 4),
	"currency" text DEFAULT 'IDR' NOT NULL,
	"unit_of_measure" text DEFAULT 'piece' NOT NULL,
	"sku" text,
	"category_id" uuid,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"specifications" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"moq" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_slug_unique" UNIQUE("slug"),
	CONSTRAINT "products_status_valid" CHECK ("products"."status" IN ('active', 'draft', 'archived'))
);
--> statement-breakpoint
CREATE TABLE "supplier_performance" (
	"business_id" uuid PRIMARY KEY NOT NULL,
	"reliability_score" numeric(3, 2),
	"quality_score" numeric(3, 2),
	"response_rate_percent" numeric(5, 2),
	"on_time_delivery_percent" numeric(5, 2),
	"total_orders" integer,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_assets" ADD CONSTRAINT "business_assets_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_pricing_tiers" ADD CONSTRAINT "product_pricing_tiers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_performance" ADD CONSTRAINT "supplier_performance_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_assets_business_idx" ON "business_assets" USING btree ("business_id","created_at","id");--> statement-breakpoint
CREATE INDEX "businesses_created_idx" ON "businesses" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "businesses_updated_idx" ON "businesses" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "businesses_category_idx" ON "businesses" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "businesses_country_idx" ON "businesses" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "businesses_region_idx" ON "businesses" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "outbox_events_position_idx" ON "outbox_events" USING btree ("txid","id");--> statement-breakpoint
CREATE INDEX "product_pricing_tiers_product_idx" ON "product_pricing_tiers" USING btree ("product_id","min_quantity");--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "products_updated_idx" ON "products" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "products_business_idx" ON "products" USING btree ("business_id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");