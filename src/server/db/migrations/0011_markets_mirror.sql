CREATE TABLE "market_categories" (
	"shop_id" integer NOT NULL,
	"id" text NOT NULL,
	"parent_id" text,
	"name_ja" text NOT NULL,
	"name_vi" text DEFAULT '' NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "market_categories_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
CREATE TABLE "market_filter_options" (
	"shop_id" integer NOT NULL,
	"group" text NOT NULL,
	"value" text NOT NULL,
	"label_vi" text NOT NULL,
	"label_en" text NOT NULL,
	"label_ja" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "market_filter_options_shop_id_group_value_pk" PRIMARY KEY("shop_id","group","value")
);
--> statement-breakpoint
CREATE TABLE "market_listings" (
	"shop_id" integer NOT NULL,
	"item_ref" text NOT NULL,
	"seller_id" text,
	"category_id" text,
	"category_path" text[] DEFAULT '{}'::text[] NOT NULL,
	"name" text NOT NULL,
	"name_vi" text DEFAULT '' NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"search_text" text NOT NULL,
	"price" integer NOT NULL,
	"initial_price" integer NOT NULL,
	"image_urls" text[] NOT NULL,
	"sale_status" text DEFAULT 'on_sale' NOT NULL,
	"facets" text[] DEFAULT '{}'::text[] NOT NULL,
	"brand" text,
	"rank" text,
	"condition" text,
	"shipping_payer" text,
	"rating" numeric(3, 2),
	"reviews_count" integer DEFAULT 0 NOT NULL,
	"weight_grams" integer,
	"option_price_min" integer,
	"option_price_max" integer,
	"start_price" integer,
	"buy_now_price" integer,
	"bid_count" integer,
	"end_time" timestamp with time zone,
	"auto_extension" boolean,
	"details" jsonb NOT NULL,
	"listed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_listings_shop_id_item_ref_pk" PRIMARY KEY("shop_id","item_ref")
);
--> statement-breakpoint
CREATE TABLE "market_sellers" (
	"shop_id" integer NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"description_ja" text DEFAULT '' NOT NULL,
	"description_vi" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"identity_verified" boolean DEFAULT false NOT NULL,
	"rating" numeric(4, 2) DEFAULT 5 NOT NULL,
	"max_rating" numeric(4, 2) DEFAULT 5 NOT NULL,
	"good" integer DEFAULT 0 NOT NULL,
	"normal" integer DEFAULT 0 NOT NULL,
	"bad" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "market_sellers_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
CREATE INDEX "market_listings_newest_idx" ON "market_listings" USING btree ("shop_id","listed_at","item_ref");--> statement-breakpoint
CREATE INDEX "market_listings_price_idx" ON "market_listings" USING btree ("shop_id","price","item_ref");--> statement-breakpoint
CREATE INDEX "market_listings_all_price_idx" ON "market_listings" USING btree ("price","shop_id","item_ref");--> statement-breakpoint
CREATE INDEX "market_listings_seller_idx" ON "market_listings" USING btree ("shop_id","seller_id","listed_at");--> statement-breakpoint
CREATE INDEX "market_listings_category_idx" ON "market_listings" USING gin ("category_path");--> statement-breakpoint
CREATE INDEX "market_listings_facets_idx" ON "market_listings" USING gin ("facets");--> statement-breakpoint
CREATE INDEX "market_listings_search_trgm_idx" ON "market_listings" USING gin ("search_text" gin_trgm_ops);