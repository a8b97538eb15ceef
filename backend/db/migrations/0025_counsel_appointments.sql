ALTER TABLE "counsel_state_changes" ADD COLUMN "appointment_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "counsels" ADD COLUMN "appointment_at" timestamp with time zone;