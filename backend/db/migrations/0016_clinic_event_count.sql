ALTER TABLE "clinics" ADD COLUMN "event_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "clinics" c SET "event_count" = e.n FROM (SELECT "clinic_id", count(*)::int AS n FROM "events" GROUP BY "clinic_id") e WHERE c."id" = e."clinic_id";--> statement-breakpoint
-- Every event written or deleted, however (the console, seeds, a script), moves its clinic's count in the same
-- transaction. A clinic deleted with its events has no row left to move.
CREATE OR REPLACE FUNCTION events_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE clinics SET event_count = event_count - 1 WHERE id = OLD.clinic_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE clinics SET event_count = event_count + 1 WHERE id = NEW.clinic_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER events_count AFTER INSERT OR DELETE OR UPDATE OF clinic_id ON "events"
  FOR EACH ROW EXECUTE FUNCTION events_count();
