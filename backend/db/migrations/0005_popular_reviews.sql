DROP INDEX "reviews_popular_idx";--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "popular_review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "popular" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Existing reviews: rated 4 or 5 with both a before and an after photo; then each clinic's count of them.
UPDATE "reviews" r SET "popular" = true WHERE r."rating" >= 4
  AND EXISTS (SELECT 1 FROM "review_photos" p WHERE p."review_id" = r."id" AND p."kind" = 'BEFORE')
  AND EXISTS (SELECT 1 FROM "review_photos" p WHERE p."review_id" = r."id" AND p."kind" = 'AFTER');--> statement-breakpoint
UPDATE "clinics" c SET "popular_review_count" = t."n"
  FROM (SELECT "clinic_id", count(*)::int AS "n" FROM "reviews" WHERE "popular" GROUP BY "clinic_id") t
  WHERE c."id" = t."clinic_id";--> statement-breakpoint
CREATE INDEX "reviews_popular_idx" ON "reviews" USING btree ("id" DESC NULLS FIRST) WHERE "reviews"."popular";