ALTER TABLE "error_report_screenshots" ADD COLUMN "size_bytes" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "error_report_screenshots" ADD COLUMN "storage_key" varchar(300) NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "pending_contact" jsonb;--> statement-breakpoint
ALTER TABLE "error_report_screenshots" DROP COLUMN "bytes";--> statement-breakpoint
ALTER TABLE "error_report_screenshots" ADD CONSTRAINT "error_report_screenshots_storage_key_unique" UNIQUE("storage_key");