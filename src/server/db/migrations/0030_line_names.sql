ALTER TABLE "auctions" ADD COLUMN "name_vi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "auctions" ADD COLUMN "name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "names" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Lots our customers bid on keep the mirror's translations of their names (the lot page's).
UPDATE "auctions" a SET "name_vi" = m."name_vi", "name_en" = m."name_en"
FROM "market_listings" m
WHERE a."venue" = 'yahoo-auction' AND m."shop_id" = a."shop_id" AND m."item_ref" = a."lot_id";--> statement-breakpoint
-- Auction notifications told before now read in each reader's language too.
UPDATE "notifications" n
SET "params" = n."params" || jsonb_build_object('itemNames', jsonb_build_object('vi', left(a."name_vi", 300), 'en', left(a."name_en", 300)))
FROM "auctions" a
WHERE n."kind" IN ('outbid', 'won', 'lost', 'ending_soon', 'snipe_placed', 'snipe_failed', 'snipe_below_minimum', 'deposit')
  AND NOT (n."params" ? 'itemNames')
  AND n."params"->>'auctionId' = a."lot_id" AND n."params"->>'url' = a."link"
  AND (a."name_vi" <> '' OR a."name_en" <> '');--> statement-breakpoint
-- Market order lines (won Yahoo lots included): each language's reading of the listing's name, as its page reads it.
UPDATE "order_items" oi
SET "names" = jsonb_build_object(
  'vi', coalesce(nullif(m."name_vi", ''), nullif(m."name", ''), m."name_en"),
  'en', coalesce(nullif(m."name_en", ''), nullif(m."name", ''), m."name_vi"),
  'ja', coalesce(nullif(m."name", ''), nullif(m."name_vi", ''), m."name_en"))
FROM "market_listings" m
WHERE oi."names" = '{}'::jsonb AND m."shop_id" = oi."shop_id" AND m."item_ref" = oi."item_ref";--> statement-breakpoint
-- A line of a chosen size or variant ("<item>.<option>"): the item's names, and the option's name where the line lost it.
UPDATE "order_items" oi
SET "names" = jsonb_build_object(
  'vi', coalesce(nullif(m."name_vi", ''), nullif(m."name", ''), m."name_en"),
  'en', coalesce(nullif(m."name_en", ''), nullif(m."name", ''), m."name_vi"),
  'ja', coalesce(nullif(m."name", ''), nullif(m."name_vi", ''), m."name_en"))
FROM "market_listings" m
WHERE oi."names" = '{}'::jsonb AND oi."item_ref" ~ '\.[A-Za-z0-9_-]{1,20}$'
  AND m."shop_id" = oi."shop_id" AND m."item_ref" = regexp_replace(oi."item_ref", '\.[A-Za-z0-9_-]{1,20}$', '');--> statement-breakpoint
UPDATE "order_items" oi
SET "variant" = o."option"->>'name'
FROM "market_listings" m,
  jsonb_array_elements(coalesce(m."details"->'sizes', '[]'::jsonb) || coalesce(m."details"->'variants', '[]'::jsonb)) AS o("option")
WHERE oi."variant" = '' AND oi."item_ref" ~ '\.[A-Za-z0-9_-]{1,20}$'
  AND m."shop_id" = oi."shop_id" AND m."item_ref" = regexp_replace(oi."item_ref", '\.[A-Za-z0-9_-]{1,20}$', '')
  AND o."option"->>'id' = substring(oi."item_ref" from '\.([A-Za-z0-9_-]{1,20})$');
