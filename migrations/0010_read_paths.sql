-- Totals of list pages without reading the wide rows (each product row carries its
-- search_document inline): counts become index-only scans over these narrow indexes once the
-- visibility map is set (the demo seed runs VACUUM; autovacuum keeps it on a server).
CREATE INDEX "businesses_visibility_idx" ON "businesses" USING btree ("visibility","id");--> statement-breakpoint
CREATE INDEX "products_status_business_idx" ON "products" USING btree ("status","business_id");