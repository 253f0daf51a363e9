-- Category and origin names in English and Japanese (null: the Vietnamese name is shown).
ALTER TABLE "categories" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "name_ja" text;--> statement-breakpoint
ALTER TABLE "origins" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "origins" ADD COLUMN "name_ja" text;