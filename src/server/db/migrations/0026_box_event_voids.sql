ALTER TABLE "box_notifications" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "box_notifications" ADD COLUMN "void_reason" text;