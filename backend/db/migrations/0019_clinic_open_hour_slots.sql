-- The hours of the week (0 = Monday 00:00–00:59, Korean time) in which any minute of a clinic's opening hours
-- falls, its own days' hours and the small hours past midnight alike: a superset of every minute '진료 중'
-- can match, for a GIN index. (A GiST index over the minute multiranges of 0013 keeps only each multirange's
-- overall span, which is most of the week: it narrowed nothing, and goes.) The call is schema-qualified: a
-- restore (pg_restore runs with an empty search_path) recomputes the generated column with this body.
CREATE OR REPLACE FUNCTION clinic_open_hour_slots(hours jsonb) RETURNS smallint[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT h::smallint ORDER BY h::smallint), '{}')
  FROM unnest(public.clinic_open_minutes(hours, false) + public.clinic_open_minutes(hours, true)) AS r,
    generate_series(lower(r) / 60, (upper(r) - 1) / 60) AS h
$$;--> statement-breakpoint
DROP INDEX "clinics_open_minutes_idx";--> statement-breakpoint
DROP INDEX "clinics_overnight_minutes_idx";--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "open_hour_slots" smallint[] GENERATED ALWAYS AS (clinic_open_hour_slots(opening_hours)) STORED;--> statement-breakpoint
CREATE INDEX "clinics_open_hour_slots_idx" ON "clinics" USING gin ("open_hour_slots");