-- Flea-market and used-goods listings (Mercari 4, Rakuma 5, PayPay 9, Hard Off 10) are one item each, sold once
-- like auction lots: each one already ordered is held by its first order that is not cancelled (status 8).
INSERT INTO "sold_items" ("shop_id", "item_ref", "order_id", "sold_at")
SELECT DISTINCT ON (i."shop_id", i."item_ref") i."shop_id", i."item_ref", i."order_id", o."created_at"
FROM "order_items" i JOIN "orders" o ON o."id" = i."order_id"
WHERE i."shop_id" IN (4, 5, 9, 10) AND o."status_id" <> 8
ORDER BY i."shop_id", i."item_ref", o."created_at", o."id"
ON CONFLICT DO NOTHING;
