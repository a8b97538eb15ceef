-- Trigram matching for the integrated search (PGlite loads the extension in backend/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "name_chars" text[] GENERATED ALWAYS AS (string_to_array(name, NULL)) STORED;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "name_chars" text[] GENERATED ALWAYS AS (string_to_array(name, NULL)) STORED;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "title_chars" text[] GENERATED ALWAYS AS (string_to_array(title, NULL)) STORED;--> statement-breakpoint
CREATE INDEX "clinics_search_trgm_idx" ON "clinics" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clinics_search_chars_idx" ON "clinics" USING gin ("name_chars");--> statement-breakpoint
CREATE INDEX "doctors_search_trgm_idx" ON "doctors" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "doctors_search_chars_idx" ON "doctors" USING gin ("name_chars");--> statement-breakpoint
CREATE INDEX "events_search_trgm_idx" ON "events" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_search_chars_idx" ON "events" USING gin ("title_chars");