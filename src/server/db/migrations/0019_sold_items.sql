CREATE TABLE "sold_items" (
	"shop_id" integer NOT NULL,
	"item_ref" text NOT NULL,
	"order_id" integer NOT NULL,
	"sold_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sold_items_shop_id_item_ref_pk" PRIMARY KEY("shop_id","item_ref")
);
--> statement-breakpoint
ALTER TABLE "sold_items" ADD CONSTRAINT "sold_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each auction lot already ordered is held by its first order; the lot takes no more bids and its listing has ended.
INSERT INTO "sold_items" ("shop_id", "item_ref", "order_id", "sold_at")
SELECT DISTINCT ON (i."shop_id", i."item_ref") i."shop_id", i."item_ref", i."order_id", o."created_at"
FROM "order_items" i JOIN "orders" o ON o."id" = i."order_id"
WHERE i."shop_id" IN (SELECT "id" FROM "shops" WHERE "is_auction")
ORDER BY i."shop_id", i."item_ref", o."created_at", o."id";
--> statement-breakpoint
UPDATE "auctions" a SET "bought_out" = true
FROM "sold_items" s
WHERE a."shop_id" = s."shop_id" AND a."lot_id" = s."item_ref" AND a."closed_at" IS NULL;
--> statement-breakpoint
UPDATE "market_listings" l SET "sale_status" = 'ended'
FROM "sold_items" s
WHERE l."shop_id" = s."shop_id" AND l."item_ref" = s."item_ref";
