DROP TABLE "brochure_requests" CASCADE;--> statement-breakpoint
ALTER TABLE "lead_touchpoints" ADD COLUMN "program_interest" jsonb;