-- The minutes of the week (Monday 00:00 = 0, Korean time) a clinic's opening hours cover, lunch breaks left
-- out: with overnight = false, each day's hours from their opening to their close (or to midnight when they run
-- past it); with overnight = true, the small hours of the next day that such hours reach into. The same rule
-- as lib/opening-hours.ts (isOpenAt), which a test checks against this function. Hours are 'HH:MM' (the API
-- checks them); a day that is absent or null is closed.
CREATE OR REPLACE FUNCTION clinic_open_minutes(hours jsonb, overnight boolean) RETURNS int4multirange
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  names text[] := ARRAY['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
  result int4multirange := '{}';
  span int4multirange;
  h jsonb;
  base int;
  o int;
  c int;
  bs int;
  be int;
BEGIN
  IF jsonb_typeof(hours -> 'days') IS DISTINCT FROM 'object' THEN
    RETURN result;
  END IF;
  FOR d IN 0..6 LOOP
    h := hours -> 'days' -> names[d + 1];
    CONTINUE WHEN jsonb_typeof(h) IS DISTINCT FROM 'object';
    o := split_part(h ->> 'open', ':', 1)::int * 60 + split_part(h ->> 'open', ':', 2)::int;
    c := split_part(h ->> 'close', ':', 1)::int * 60 + split_part(h ->> 'close', ':', 2)::int;
    IF overnight THEN
      CONTINUE WHEN c > o;
      base := ((d + 1) % 7) * 1440;
      span := int4multirange(int4range(base, base + c));
    ELSE
      base := d * 1440;
      span := int4multirange(int4range(base + o, base + CASE WHEN c > o THEN c ELSE 1440 END));
    END IF;
    IF (h ->> 'breakStart') IS NOT NULL AND (h ->> 'breakEnd') IS NOT NULL THEN
      bs := split_part(h ->> 'breakStart', ':', 1)::int * 60 + split_part(h ->> 'breakStart', ':', 2)::int;
      be := split_part(h ->> 'breakEnd', ':', 1)::int * 60 + split_part(h ->> 'breakEnd', ':', 2)::int;
      IF bs < be THEN
        span := span - int4multirange(int4range(base + bs, base + be));
      END IF;
    END IF;
    result := result + span;
  END LOOP;
  RETURN result;
END
$$;--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "open_minutes" "int4multirange" GENERATED ALWAYS AS (clinic_open_minutes(opening_hours, false)) STORED;--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "overnight_minutes" "int4multirange" GENERATED ALWAYS AS (clinic_open_minutes(opening_hours, true)) STORED;--> statement-breakpoint
CREATE INDEX "clinics_open_minutes_idx" ON "clinics" USING gist ("open_minutes");--> statement-breakpoint
CREATE INDEX "clinics_overnight_minutes_idx" ON "clinics" USING gist ("overnight_minutes");