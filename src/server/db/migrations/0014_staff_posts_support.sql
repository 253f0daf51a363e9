ALTER TABLE "support_tickets" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD COLUMN "handled_by" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "request_key" text;--> statement-breakpoint
CREATE INDEX "support_tickets_open_idx" ON "support_tickets" USING btree ("handled_at","id");--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_request_key_unique" UNIQUE("request_key");