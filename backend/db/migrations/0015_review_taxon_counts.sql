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
-- The counts of the reviews already written (what recountRatings computes after seeding), as joins.
INSERT INTO "review_taxon_counts" ("taxonomy", "taxon_id", "reviews", "photo_reviews", "popular_reviews")
SELECT taxonomy, taxon_id, count(*), count(*) FILTER (WHERE has_photos), count(*) FILTER (WHERE popular)
FROM (
  SELECT DISTINCT r.id, x.taxonomy, x.taxon_id, r.has_photos, r.popular
  FROM "reviews" r JOIN (
    SELECT rt.review_id, 'treatment' AS taxonomy, rt.treatment_id AS taxon_id FROM review_treatments rt
    UNION ALL SELECT rt.review_id, 'specialty', ts.specialty_id FROM review_treatments rt
      JOIN treatment_specialties ts ON ts.treatment_id = rt.treatment_id
    UNION ALL SELECT rt.review_id, 'concern', tc.concern_id FROM review_treatments rt
      JOIN treatment_concerns tc ON tc.treatment_id = rt.treatment_id
    UNION ALL SELECT rt.review_id, 'part', cp.part_id FROM review_treatments rt
      JOIN treatment_concerns tc ON tc.treatment_id = rt.treatment_id
      JOIN concern_parts cp ON cp.concern_id = tc.concern_id
  ) x ON x.review_id = r.id
) y
GROUP BY taxonomy, taxon_id;
