-- The default product-list sort (updated_at desc, id desc) with the columns list filters read, so a
-- page's ids come from an index-only scan (see catalog/product-list.ts). drizzle-kit cannot express INCLUDE.
CREATE INDEX IF NOT EXISTS "products_updated_cover_idx" ON "products" USING btree ("updated_at", "id") INCLUDE ("price", "supplier_id", "origin_id", "search_text");
