ALTER TABLE "counsels" ADD COLUMN "preferred_slots" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "counsels" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "counsels" ADD CONSTRAINT "counsels_contact_phone_digits" CHECK ("counsels"."contact_phone" ~ '^[0-9]{8,12}$');--> statement-breakpoint
ALTER TABLE "counsels" ADD CONSTRAINT "counsels_preferred_slots_list" CHECK (jsonb_typeof("counsels"."preferred_slots") = 'array');