CREATE TABLE "oauth_used_logins" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "session_started_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "oauth_used_logins_used_at_idx" ON "oauth_used_logins" USING btree ("used_at");--> statement-breakpoint
-- Sessions that exist already started with the oldest token of their family (hand-written backfill).
UPDATE "refresh_tokens" r SET "session_started_at" = f."started" FROM (SELECT "family_id", min("created_at") AS "started" FROM "refresh_tokens" GROUP BY "family_id") f WHERE f."family_id" = r."family_id";
