CREATE TABLE "error_report_screenshots" (
	"report_id" integer PRIMARY KEY NOT NULL,
	"content_type" varchar(20) NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "error_report_screenshots" ADD CONSTRAINT "error_report_screenshots_report_id_error_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."error_reports"("id") ON DELETE cascade ON UPDATE no action;