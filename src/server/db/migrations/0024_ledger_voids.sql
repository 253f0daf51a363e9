ALTER TABLE "wallet_transactions" DROP CONSTRAINT "wallet_transactions_status_check";--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "reverses_id" integer;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "requested_by" jsonb;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_reverses_id_wallet_transactions_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_reverses_unique" UNIQUE("reverses_id");--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_status_check" CHECK ("wallet_transactions"."status" in ('posted', 'pending', 'released', 'applied', 'awaiting_approval', 'rejected'));