CREATE TABLE "auction_desk_lots" (
	"auction_id" integer PRIMARY KEY NOT NULL,
	"placed_amount" integer,
	"placed_leader" text,
	"placed_leader_max" integer,
	"placed_at" timestamp (3) with time zone,
	"yahoo_price" integer,
	"yahoo_ends_at" timestamp (3) with time zone,
	"yahoo_seen_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "auction_desk_lots" ADD CONSTRAINT "auction_desk_lots_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;