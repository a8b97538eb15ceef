-- Public lists and totals leave out the doctors and events of unpublished clinics; finding those clinics scanned the
-- whole clinics table on every such read (8–15 ms at 10,000 clinics). They are few: a partial index holds them.
CREATE INDEX IF NOT EXISTS "clinics_unpublished_idx" ON "clinics" USING btree ("id") WHERE not "clinics"."is_published";--> statement-breakpoint
-- The unfiltered totals of the events and reviews lists are sums of counts kept on the clinics (sum(event_count),
-- sum(review_count) …): an index-only scan of these narrow entries instead of the wide rows (0.7 ms instead of
-- 8–20 ms at 10,000 clinics, docs/benchmarks.md 2026-11-29). Not expressible in schema.ts (INCLUDE).
CREATE INDEX IF NOT EXISTS "clinics_kept_counts_idx" ON "clinics" ("id") INCLUDE ("event_count", "review_count", "popular_review_count", "photo_review_count");
