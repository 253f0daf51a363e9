ALTER TABLE "owning_boxes" ADD COLUMN "legacy_duplicate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Codes carried by boxes of more than one order before the rule: the first box of each code keeps it, the later ones are marked (kept as they are, outside the unique rule).
UPDATE "owning_boxes" AS later SET "legacy_duplicate" = true WHERE EXISTS (SELECT 1 FROM "owning_boxes" AS earlier WHERE earlier."box_id" = later."box_id" AND earlier."id" < later."id");--> statement-breakpoint
CREATE UNIQUE INDEX "owning_boxes_box_unique" ON "owning_boxes" USING btree ("box_id") WHERE NOT "owning_boxes"."legacy_duplicate";
