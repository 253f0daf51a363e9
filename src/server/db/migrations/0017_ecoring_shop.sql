-- Ecoring joins the shop registry (id 12) so its won lots become orders. Databases seeded before
-- get the row here (a fresh one gets it from the seed: while shops is empty the seed has not run,
-- and a row here would make the first start skip it); lots made before move from shop 0 to 12.
INSERT INTO "shops" ("id", "name", "path", "can_buy_more", "kind", "is_auction", "colour", "position")
SELECT 12, 'Ecoring', 'ecoring', false, 'auction-house', true, '#1f6f8b', 13
WHERE EXISTS (SELECT 1 FROM "shops")
ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
UPDATE "auctions" SET "shop_id" = 12 WHERE "venue" = 'ecoring' AND "shop_id" = 0;
