-- One review per customer and product: writing again edits it. Where a customer has written
-- several reviews of one product, the newest is kept, and the reviewed products' star (average,
-- two decimals, at most 5) and reviews_count are counted again from what remains.
DELETE FROM "product_reviews" AS "review"
  USING "product_reviews" AS "newer"
  WHERE "newer"."product_id" = "review"."product_id"
    AND "newer"."user_id" = "review"."user_id"
    AND ("newer"."created_at", "newer"."id") > ("review"."created_at", "review"."id");--> statement-breakpoint
UPDATE "products" AS "product"
  SET "star" = LEAST(5, ROUND("rating"."average", 2)), "reviews_count" = "rating"."count"
  FROM (
    SELECT "product_id", AVG("star") AS "average", COUNT(*)::integer AS "count"
    FROM "product_reviews" GROUP BY "product_id"
  ) AS "rating"
  WHERE "product"."id" = "rating"."product_id";--> statement-breakpoint
CREATE UNIQUE INDEX "product_reviews_one_per_customer" ON "product_reviews" USING btree ("product_id","user_id");
