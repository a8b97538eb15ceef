-- The integrated search's first step reads the most reviewed 2,000 clinics, doctors and events in rank order and
-- keeps those whose name holds the query (backend/routes/search/search.repository.ts). These indexes hold the
-- name with the rank, so that read is an index-only scan instead of 2,000 visits to wide rows (clinics: 2.0 ms →
-- 0.5 ms for a query that matches none of them; docs/benchmarks.md, 2026-11-29).
CREATE INDEX IF NOT EXISTS "clinics_search_top_idx" ON "clinics" ("review_count" DESC NULLS FIRST, "id") INCLUDE ("name") WHERE "is_published";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "doctors_search_top_idx" ON "doctors" ("review_count" DESC NULLS FIRST, "id") INCLUDE ("name", "clinic_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "events_search_top_idx" ON "events" ("review_count" DESC NULLS FIRST, "id") INCLUDE ("title");
