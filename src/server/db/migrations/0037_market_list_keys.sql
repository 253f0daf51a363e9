-- A listing's facets and category path under its shop (mirror.ts in src/server/modules/markets asks for the same tokens):
-- "4:status:good", "4:category:1000". Immutable, so a generated column can hold it.
CREATE FUNCTION market_list_keys(shop integer, facets text[], category_path text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array(SELECT shop || ':' || facet FROM unnest(facets) AS facet)
    || array(SELECT shop || ':category:' || category FROM unnest(category_path) AS category) $$;--> statement-breakpoint
DROP INDEX "market_listings_category_idx";--> statement-breakpoint
DROP INDEX "market_listings_facets_idx";--> statement-breakpoint
ALTER TABLE "market_listings" ADD COLUMN "list_keys" text[] GENERATED ALWAYS AS (market_list_keys(shop_id, facets, category_path)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "market_listings_list_keys_idx" ON "market_listings" USING gin ("list_keys");