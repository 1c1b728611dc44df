CREATE TABLE "course_facet_counts" (
	"fee_type" varchar(6) NOT NULL,
	"country_iso3" varchar(5) NOT NULL,
	"education_level" varchar(10) NOT NULL,
	"primary_category" varchar(40) NOT NULL,
	"duration_bucket" varchar(20),
	"exam_codes" varchar(10)[] NOT NULL,
	"fee_band" smallint NOT NULL,
	"courses" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "course_facet_counts_country_idx" ON "course_facet_counts" USING btree ("fee_type","country_iso3","education_level","fee_band");--> statement-breakpoint
CREATE INDEX "course_facet_counts_level_idx" ON "course_facet_counts" USING btree ("fee_type","education_level","fee_band");--> statement-breakpoint
CREATE INDEX "courses_fee_annual_idx" ON "courses" USING btree ("tuition_inr_annual","education_level","country_iso3","primary_category","duration_days","exam_codes");--> statement-breakpoint
CREATE INDEX "courses_fee_total_idx" ON "courses" USING btree ("tuition_inr_total","education_level","country_iso3","primary_category","duration_days","exam_codes");