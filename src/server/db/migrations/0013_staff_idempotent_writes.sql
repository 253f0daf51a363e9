ALTER TABLE "box_notifications" ADD COLUMN "request_key" text;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "request_key" text;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "bank_reference" text;--> statement-breakpoint
ALTER TABLE "box_notifications" ADD CONSTRAINT "box_notifications_request_key_unique" UNIQUE("request_key");--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_request_key_unique" UNIQUE("request_key");--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_bank_reference_unique" UNIQUE("bank_reference");