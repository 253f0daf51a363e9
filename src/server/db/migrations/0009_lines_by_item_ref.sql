-- Cart and order lines are named by (shop, item reference as text) and keep a snapshot of what the
-- customer saw. Every existing line is carried over unchanged: product_id becomes item_ref (its
-- decimal text), shop_id stays (a cart line takes its product's current shop, which is where the
-- cart showed it), and the snapshot is filled from the product and its shop where they still exist.
ALTER TABLE "cart_items" DROP CONSTRAINT "cart_items_user_id_product_id_pk";--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "item_ref" text;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "image_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "initial_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "variant" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "shop_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "shop_logo" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "cart_items" SET "item_ref" = "product_id"::text;--> statement-breakpoint
UPDATE "cart_items" AS "line"
  SET "shop_id" = "product"."supplier_id",
    "name" = "product"."name",
    "image_url" = "product"."image_url",
    "price" = "product"."price",
    "initial_price" = "product"."initial_price",
    "url" = '/products/' || "shop"."path" || '/' || "line"."item_ref",
    "shop_name" = "shop"."name",
    "shop_logo" = '/media/shops/' || "shop"."path" || '.svg'
  FROM "products" AS "product" JOIN "shops" AS "shop" ON "shop"."id" = "product"."supplier_id"
  WHERE "product"."id" = "line"."product_id";--> statement-breakpoint
ALTER TABLE "cart_items" ALTER COLUMN "item_ref" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" DROP COLUMN "product_id";--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_user_id_shop_id_item_ref_pk" PRIMARY KEY("user_id","shop_id","item_ref");--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "name" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "image_url" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "price" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "shop_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "item_ref" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "initial_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "shop_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "shop_logo" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "order_items" AS "line"
  SET "shop_id" = "order"."shop_id",
    "item_ref" = "line"."product_id"::text,
    "initial_price" = "line"."price",
    "url" = '/products/' || "shop"."path" || '/' || "line"."product_id"::text,
    "shop_name" = "shop"."name",
    "shop_logo" = '/media/shops/' || "shop"."path" || '.svg'
  FROM "orders" AS "order" JOIN "shops" AS "shop" ON "shop"."id" = "order"."shop_id"
  WHERE "order"."id" = "line"."order_id";--> statement-breakpoint
UPDATE "order_items" AS "line"
  SET "initial_price" = "product"."initial_price"
  FROM "products" AS "product"
  WHERE "product"."id" = "line"."product_id";--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "shop_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "item_ref" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" DROP COLUMN "product_id";
