ALTER TABLE "ecoring_lots" ADD COLUMN "name_vi" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ecoring_lots" ADD COLUMN "name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ecoring_lots" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ecoring_lots" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;