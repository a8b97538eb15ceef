ALTER TABLE "events" ADD COLUMN "sessions" smallint;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_sessions_range" CHECK ("events"."sessions" between 1 and 99);