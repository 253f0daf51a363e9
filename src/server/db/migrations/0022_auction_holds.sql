CREATE TABLE "auction_bid_limits" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"max_yen" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auction_bid_limits_max_yen_check" CHECK ("auction_bid_limits"."max_yen" >= 0)
);
--> statement-breakpoint
ALTER TABLE "wallet_transactions" DROP CONSTRAINT "wallet_transactions_status_check";--> statement-breakpoint
ALTER TABLE "auction_bid_limits" ADD CONSTRAINT "auction_bid_limits_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_status_check" CHECK ("wallet_transactions"."status" in ('posted', 'pending', 'released', 'applied'));