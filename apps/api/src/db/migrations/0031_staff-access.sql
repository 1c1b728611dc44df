DROP TABLE "counsellor_assignments" CASCADE;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "assigned_at" timestamp with time zone;--> statement-breakpoint
UPDATE "leads" SET "assigned_at" = "updated_at" WHERE "assigned_counsellor_id" IS NOT NULL;
