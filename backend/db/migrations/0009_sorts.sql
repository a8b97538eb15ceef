ALTER TABLE "clinics" ADD COLUMN "photo_review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "has_photos" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Existing reviews: any before or after photo; then each clinic's count of them.
UPDATE "reviews" r SET "has_photos" = true WHERE EXISTS (SELECT 1 FROM "review_photos" p WHERE p."review_id" = r."id");--> statement-breakpoint
UPDATE "clinics" c SET "photo_review_count" = t."n"
  FROM (SELECT "clinic_id", count(*)::int AS "n" FROM "reviews" WHERE "has_photos" GROUP BY "clinic_id") t
  WHERE c."id" = t."clinic_id";--> statement-breakpoint
CREATE INDEX "clinics_rating_idx" ON "clinics" USING btree ("average_rating" DESC NULLS FIRST,"review_count" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "events_price_idx" ON "events" USING btree (coalesce("event_price", "regular_price"),"id");--> statement-breakpoint
CREATE INDEX "events_discount_idx" ON "events" USING btree ((case when "regular_price" > 0 and "event_price" < "regular_price" then "event_price"::float8 / "regular_price" end),"id");--> statement-breakpoint
CREATE INDEX "reviews_rating_idx" ON "reviews" USING btree ("rating" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reviews_rating_asc_idx" ON "reviews" USING btree ("rating","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reviews_photos_idx" ON "reviews" USING btree ("id" DESC NULLS FIRST) WHERE "reviews"."has_photos";