CREATE TABLE "event_treatment_sets" (
	"treatments" integer[] PRIMARY KEY NOT NULL,
	"events" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_treatment_sets" (
	"treatments" integer[] PRIMARY KEY NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	"photo_reviews" integer DEFAULT 0 NOT NULL,
	"popular_reviews" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "event_treatment_sets_treatments_idx" ON "event_treatment_sets" USING gin ("treatments");--> statement-breakpoint
CREATE INDEX "review_treatment_sets_treatments_idx" ON "review_treatment_sets" USING gin ("treatments");--> statement-breakpoint
-- The sets as they are (sorted treatment ids per review or event; none for one without treatments).
INSERT INTO review_treatment_sets (treatments, reviews, photo_reviews, popular_reviews)
  SELECT s.treatments, count(*), count(*) FILTER (WHERE s.has_photos), count(*) FILTER (WHERE s.popular)
  FROM (
    SELECT r.has_photos, r.popular, array_agg(l.treatment_id ORDER BY l.treatment_id) AS treatments
    FROM reviews r JOIN review_treatments l ON l.review_id = r.id GROUP BY r.id
  ) s GROUP BY s.treatments;--> statement-breakpoint
INSERT INTO event_treatment_sets (treatments, events)
  SELECT s.treatments, count(*)
  FROM (SELECT array_agg(l.treatment_id ORDER BY l.treatment_id) AS treatments FROM event_treatments l GROUP BY l.event_id) s
  GROUP BY s.treatments;--> statement-breakpoint
-- A deleted review or event leaves its set's count too, in the triggers of 0020, which now update the taxonomy
-- counts one row at a time in key order (as the writers lock them: no deadlock with a concurrent write), then
-- the set's row.
CREATE OR REPLACE FUNCTION review_taxon_counts_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  k record;
BEGIN
  FOR k IN
    SELECT 'treatment' AS taxonomy, lt.treatment_id AS taxon_id FROM review_treatments lt WHERE lt.review_id = OLD.id
    UNION SELECT 'specialty', ts.specialty_id FROM review_treatments lt
      JOIN treatment_specialties ts ON ts.treatment_id = lt.treatment_id WHERE lt.review_id = OLD.id
    UNION SELECT 'concern', tc.concern_id FROM review_treatments lt
      JOIN treatment_concerns tc ON tc.treatment_id = lt.treatment_id WHERE lt.review_id = OLD.id
    UNION SELECT 'part', cp.part_id FROM review_treatments lt
      JOIN treatment_concerns tc ON tc.treatment_id = lt.treatment_id
      JOIN concern_parts cp ON cp.concern_id = tc.concern_id WHERE lt.review_id = OLD.id
    ORDER BY 1, 2
  LOOP
    UPDATE review_taxon_counts c
    SET reviews = c.reviews - 1,
      photo_reviews = c.photo_reviews - CASE WHEN OLD.has_photos THEN 1 ELSE 0 END,
      popular_reviews = c.popular_reviews - CASE WHEN OLD.popular THEN 1 ELSE 0 END
    WHERE c.taxonomy = k.taxonomy AND c.taxon_id = k.taxon_id;
  END LOOP;
  UPDATE review_treatment_sets c
  SET reviews = c.reviews - 1,
    photo_reviews = c.photo_reviews - CASE WHEN OLD.has_photos THEN 1 ELSE 0 END,
    popular_reviews = c.popular_reviews - CASE WHEN OLD.popular THEN 1 ELSE 0 END
  WHERE c.treatments = ARRAY(SELECT lt.treatment_id FROM review_treatments lt WHERE lt.review_id = OLD.id ORDER BY lt.treatment_id);
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION event_taxon_counts_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  k record;
BEGIN
  FOR k IN
    SELECT 'treatment' AS taxonomy, lt.treatment_id AS taxon_id FROM event_treatments lt WHERE lt.event_id = OLD.id
    UNION SELECT 'specialty', ts.specialty_id FROM event_treatments lt
      JOIN treatment_specialties ts ON ts.treatment_id = lt.treatment_id WHERE lt.event_id = OLD.id
    UNION SELECT 'concern', tc.concern_id FROM event_treatments lt
      JOIN treatment_concerns tc ON tc.treatment_id = lt.treatment_id WHERE lt.event_id = OLD.id
    UNION SELECT 'part', cp.part_id FROM event_treatments lt
      JOIN treatment_concerns tc ON tc.treatment_id = lt.treatment_id
      JOIN concern_parts cp ON cp.concern_id = tc.concern_id WHERE lt.event_id = OLD.id
    ORDER BY 1, 2
  LOOP
    UPDATE event_taxon_counts c SET events = c.events - 1 WHERE c.taxonomy = k.taxonomy AND c.taxon_id = k.taxon_id;
  END LOOP;
  UPDATE event_treatment_sets c
  SET events = c.events - 1
  WHERE c.treatments = ARRAY(SELECT lt.treatment_id FROM event_treatments lt WHERE lt.event_id = OLD.id ORDER BY lt.treatment_id);
  RETURN OLD;
END
$$;
