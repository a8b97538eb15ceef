-- A review or an event deleted any way (the member's delete, or a clinic deleted with everything it has) leaves
-- the taxonomy counts in the same transaction. BEFORE DELETE: its treatment links, which the delete cascades
-- to, are still there to say which counts it was in. The writers keep the counts for every other change.
CREATE OR REPLACE FUNCTION review_taxon_counts_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE review_taxon_counts c
  SET reviews = c.reviews - 1,
    photo_reviews = c.photo_reviews - CASE WHEN OLD.has_photos THEN 1 ELSE 0 END,
    popular_reviews = c.popular_reviews - CASE WHEN OLD.popular THEN 1 ELSE 0 END
  FROM (
    SELECT 'treatment' AS taxonomy, lt.treatment_id AS taxon_id FROM review_treatments lt WHERE lt.review_id = OLD.id
    UNION SELECT 'specialty', ts.specialty_id FROM review_treatments lt
      JOIN treatment_specialties ts ON ts.treatment_id = lt.treatment_id WHERE lt.review_id = OLD.id
    UNION SELECT 'concern', tc.concern_id FROM review_treatments lt
      JOIN treatment_concerns tc ON tc.treatment_id = lt.treatment_id WHERE lt.review_id = OLD.id
    UNION SELECT 'part', cp.part_id FROM review_treatments lt
      JOIN treatment_concerns tc ON tc.treatment_id = lt.treatment_id
      JOIN concern_parts cp ON cp.concern_id = tc.concern_id WHERE lt.review_id = OLD.id
  ) t
  WHERE c.taxonomy = t.taxonomy AND c.taxon_id = t.taxon_id;
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER review_taxon_counts_on_delete BEFORE DELETE ON "reviews"
  FOR EACH ROW EXECUTE FUNCTION review_taxon_counts_on_delete();--> statement-breakpoint
CREATE OR REPLACE FUNCTION event_taxon_counts_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE event_taxon_counts c
  SET events = c.events - 1
  FROM (
    SELECT 'treatment' AS taxonomy, lt.treatment_id AS taxon_id FROM event_treatments lt WHERE lt.event_id = OLD.id
    UNION SELECT 'specialty', ts.specialty_id FROM event_treatments lt
      JOIN treatment_specialties ts ON ts.treatment_id = lt.treatment_id WHERE lt.event_id = OLD.id
    UNION SELECT 'concern', tc.concern_id FROM event_treatments lt
      JOIN treatment_concerns tc ON tc.treatment_id = lt.treatment_id WHERE lt.event_id = OLD.id
    UNION SELECT 'part', cp.part_id FROM event_treatments lt
      JOIN treatment_concerns tc ON tc.treatment_id = lt.treatment_id
      JOIN concern_parts cp ON cp.concern_id = tc.concern_id WHERE lt.event_id = OLD.id
  ) t
  WHERE c.taxonomy = t.taxonomy AND c.taxon_id = t.taxon_id;
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER event_taxon_counts_on_delete BEFORE DELETE ON "events"
  FOR EACH ROW EXECUTE FUNCTION event_taxon_counts_on_delete();
