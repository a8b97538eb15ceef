ALTER TABLE "clinics" ADD COLUMN "opening_hours" jsonb;--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "station" text;--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "station_walk_minutes" smallint;--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "languages" text[];--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "operating_room_cctv" boolean;--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "anesthesiologist" boolean;--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "specialist_count" smallint;--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "emergency_equipment" boolean;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "specialist_board" text;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "license_year" smallint;