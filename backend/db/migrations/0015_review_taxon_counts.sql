CREATE TABLE "review_taxon_counts" (
	"taxonomy" text NOT NULL,
	"taxon_id" integer NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	"photo_reviews" integer DEFAULT 0 NOT NULL,
	"popular_reviews" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "review_taxon_counts_taxonomy_taxon_id_pk" PRIMARY KEY("taxonomy","taxon_id"),
	CONSTRAINT "review_taxon_counts_taxonomy" CHECK ("review_taxon_counts"."taxonomy" in ('specialty', 'part', 'concern', 'treatment'))
);
--> statement-breakpoint
-- The counts of the reviews already written (what recountRatings computes after seeding).
INSERT INTO "review_taxon_counts" ("taxonomy", "taxon_id", "reviews", "photo_reviews", "popular_reviews")
SELECT t.taxonomy, t.taxon_id, count(*), count(*) FILTER (WHERE r.has_photos), count(*) FILTER (WHERE r.popular)
FROM "reviews" r CROSS JOIN LATERAL (
  SELECT 'treatment' AS taxonomy, rt.treatment_id AS taxon_id FROM review_treatments rt WHERE rt.review_id = r.id
  UNION SELECT 'specialty', ts.specialty_id FROM review_treatments rt
    JOIN treatment_specialties ts ON ts.treatment_id = rt.treatment_id WHERE rt.review_id = r.id
  UNION SELECT 'concern', tc.concern_id FROM review_treatments rt
    JOIN treatment_concerns tc ON tc.treatment_id = rt.treatment_id WHERE rt.review_id = r.id
  UNION SELECT 'part', cp.part_id FROM review_treatments rt
    JOIN treatment_concerns tc ON tc.treatment_id = rt.treatment_id
    JOIN concern_parts cp ON cp.concern_id = tc.concern_id WHERE rt.review_id = r.id
) t
GROUP BY t.taxonomy, t.taxon_id;
