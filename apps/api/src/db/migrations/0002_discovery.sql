CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(80) NOT NULL,
	"name" varchar(120) NOT NULL,
	"country_iso3" varchar(5) NOT NULL,
	"monthly_living_minor" integer NOT NULL,
	"currency" varchar(3) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "world_countries" (
	"iso2" varchar(2) PRIMARY KEY NOT NULL,
	"iso3" varchar(3) NOT NULL,
	"name" varchar(100) NOT NULL,
	"currency_code" varchar(3),
	"population" bigint,
	"capital" varchar(100),
	"continent_name" varchar(40) NOT NULL,
	CONSTRAINT "world_countries_iso3_unique" UNIQUE("iso3")
);
--> statement-breakpoint
CREATE TABLE "accelerator_programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(200) NOT NULL,
	"title" varchar(200) NOT NULL,
	"degree" varchar(10) NOT NULL,
	"primary_category" varchar(40) NOT NULL,
	"specialization" varchar(80) NOT NULL,
	"specialization_name" varchar(120) NOT NULL,
	"country_iso3" varchar(5) NOT NULL,
	"university_id" integer NOT NULL,
	"about" text NOT NULL,
	"highlights" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"online_duration_days" smallint NOT NULL,
	"online_tuition" jsonb NOT NULL,
	"destination_duration_days" smallint NOT NULL,
	"destination_tuition" jsonb NOT NULL,
	"intakes" smallint[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accelerator_programs_slug_unique" UNIQUE("slug"),
	CONSTRAINT "accelerator_programs_degree_check" CHECK ("accelerator_programs"."degree" in ('BACHELORS', 'MASTERS'))
);
--> statement-breakpoint
CREATE TABLE "brochure_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"brochure_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"email" varchar(200) NOT NULL,
	"country_code" varchar(6) NOT NULL,
	"mobile" varchar(15) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brochures" (
	"id" serial PRIMARY KEY NOT NULL,
	"university_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"edition" varchar(20) NOT NULL,
	"updated_on" date NOT NULL,
	CONSTRAINT "brochures_university_id_unique" UNIQUE("university_id")
);
--> statement-breakpoint
CREATE TABLE "course_titles" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"course_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "course_titles_title_unique" UNIQUE("title")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(200) NOT NULL,
	"university_id" integer NOT NULL,
	"title_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"country_iso3" varchar(5) NOT NULL,
	"education_level" varchar(10) NOT NULL,
	"primary_category" varchar(40) NOT NULL,
	"specialization" varchar(80) NOT NULL,
	"specialization_name" varchar(120) NOT NULL,
	"duration_days" smallint NOT NULL,
	"tuition_minor" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"fee_type" varchar(6) NOT NULL,
	"tuition_inr_annual" integer NOT NULL,
	"tuition_inr_total" integer NOT NULL,
	"ranking_sort" integer NOT NULL,
	"exams" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"exam_codes" varchar(10)[] DEFAULT '{}'::varchar[] NOT NULL,
	"intakes" smallint[] NOT NULL,
	"about" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_level_check" CHECK ("courses"."education_level" in ('BACHELORS', 'MASTERS')),
	CONSTRAINT "courses_fee_type_check" CHECK ("courses"."fee_type" in ('annual', 'total'))
);
--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "city_id" integer;--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "institution_type" varchar(30) DEFAULT 'university' NOT NULL;--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "campus" varchar(160);--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "logo_url" varchar(300);--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "about" text;--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "intakes" smallint[] DEFAULT '{}'::smallint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "scholarships" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "faqs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_country_iso3_destinations_iso3_fk" FOREIGN KEY ("country_iso3") REFERENCES "public"."destinations"("iso3") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accelerator_programs" ADD CONSTRAINT "accelerator_programs_country_iso3_destinations_iso3_fk" FOREIGN KEY ("country_iso3") REFERENCES "public"."destinations"("iso3") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accelerator_programs" ADD CONSTRAINT "accelerator_programs_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brochure_requests" ADD CONSTRAINT "brochure_requests_brochure_id_brochures_id_fk" FOREIGN KEY ("brochure_id") REFERENCES "public"."brochures"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brochures" ADD CONSTRAINT "brochures_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_title_id_course_titles_id_fk" FOREIGN KEY ("title_id") REFERENCES "public"."course_titles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_country_iso3_destinations_iso3_fk" FOREIGN KEY ("country_iso3") REFERENCES "public"."destinations"("iso3") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cities_country_slug_idx" ON "cities" USING btree ("country_iso3","slug");--> statement-breakpoint
CREATE INDEX "accelerator_programs_country_degree_idx" ON "accelerator_programs" USING btree ("country_iso3","degree");--> statement-breakpoint
CREATE INDEX "accelerator_programs_category_idx" ON "accelerator_programs" USING btree ("primary_category","specialization");--> statement-breakpoint
CREATE INDEX "brochure_requests_brochure_idx" ON "brochure_requests" USING btree ("brochure_id");--> statement-breakpoint
CREATE INDEX "course_titles_trgm_idx" ON "course_titles" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "course_titles_fts_idx" ON "course_titles" USING gin (to_tsvector('simple', "title"));--> statement-breakpoint
CREATE UNIQUE INDEX "courses_university_slug_idx" ON "courses" USING btree ("university_id","slug");--> statement-breakpoint
CREATE INDEX "courses_university_level_idx" ON "courses" USING btree ("university_id","education_level");--> statement-breakpoint
CREATE INDEX "courses_title_idx" ON "courses" USING btree ("title_id");--> statement-breakpoint
CREATE INDEX "courses_country_level_rank_idx" ON "courses" USING btree ("country_iso3","education_level","ranking_sort","id","primary_category","specialization","exam_codes","duration_days","tuition_inr_annual","tuition_inr_total","title_id");--> statement-breakpoint
CREATE INDEX "courses_country_level_fee_idx" ON "courses" USING btree ("country_iso3","education_level","tuition_inr_annual","id","primary_category","specialization","exam_codes","duration_days","tuition_inr_total","ranking_sort","title_id");--> statement-breakpoint
CREATE INDEX "courses_country_level_total_idx" ON "courses" USING btree ("country_iso3","education_level","tuition_inr_total","id","primary_category","specialization","exam_codes","duration_days","tuition_inr_annual","ranking_sort","title_id");--> statement-breakpoint
CREATE INDEX "courses_country_level_duration_idx" ON "courses" USING btree ("country_iso3","education_level","duration_days","ranking_sort","id","primary_category","specialization","exam_codes","tuition_inr_annual","tuition_inr_total","title_id");--> statement-breakpoint
CREATE INDEX "courses_level_rank_idx" ON "courses" USING btree ("education_level","ranking_sort","id","country_iso3","primary_category","specialization","exam_codes","duration_days","tuition_inr_annual","tuition_inr_total","title_id");--> statement-breakpoint
ALTER TABLE "universities" ADD CONSTRAINT "universities_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "universities_name_trgm_idx" ON "universities" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "universities_name_fts_idx" ON "universities" USING gin (to_tsvector('simple', "name"));