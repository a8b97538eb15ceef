CREATE TABLE "event_taxon_counts" (
	"taxonomy" text NOT NULL,
	"taxon_id" integer NOT NULL,
	"events" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_taxon_counts_taxonomy_taxon_id_pk" PRIMARY KEY("taxonomy","taxon_id"),
	CONSTRAINT "event_taxon_counts_taxonomy" CHECK ("event_taxon_counts"."taxonomy" in ('specialty', 'part', 'concern', 'treatment'))
);
--> statement-breakpoint
-- The counts of the events already written (what recountEventTaxa computes after seeding), as joins.
INSERT INTO "event_taxon_counts" ("taxonomy", "taxon_id", "events")
SELECT taxonomy, taxon_id, count(*) FROM (
  SELECT DISTINCT et.event_id, 'treatment' AS taxonomy, et.treatment_id AS taxon_id FROM event_treatments et
  UNION SELECT et.event_id, 'specialty', ts.specialty_id FROM event_treatments et
    JOIN treatment_specialties ts ON ts.treatment_id = et.treatment_id
  UNION SELECT et.event_id, 'concern', tc.concern_id FROM event_treatments et
    JOIN treatment_concerns tc ON tc.treatment_id = et.treatment_id
  UNION SELECT et.event_id, 'part', cp.part_id FROM event_treatments et
    JOIN treatment_concerns tc ON tc.treatment_id = et.treatment_id
    JOIN concern_parts cp ON cp.concern_id = tc.concern_id
) x
GROUP BY taxonomy, taxon_id;
