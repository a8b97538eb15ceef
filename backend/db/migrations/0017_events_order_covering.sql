-- The price and discount orders' indexes carry the two price columns their expressions are computed from, so a
-- deep page (offset 20,000) skips its rows in the index alone (an index-only scan) instead of reading each event.
-- Drizzle's index builder has no INCLUDE: schema.ts declares the keys, this migration the covering columns.
DROP INDEX IF EXISTS "events_price_idx";--> statement-breakpoint
CREATE INDEX "events_price_idx" ON "events" USING btree (coalesce("event_price", "regular_price"), "id") INCLUDE ("event_price", "regular_price");--> statement-breakpoint
DROP INDEX IF EXISTS "events_discount_idx";--> statement-breakpoint
CREATE INDEX "events_discount_idx" ON "events" USING btree ((case when "regular_price" > 0 and "event_price" < "regular_price" then "event_price"::float8 / "regular_price" end), "id") INCLUDE ("event_price", "regular_price");
