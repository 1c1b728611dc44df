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
CREATE TABLE "accommodation_enquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"listing_id" integer NOT NULL,
	"move_in_month" varchar(7) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accommodation_listings" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(160) NOT NULL,
	"city_slug" varchar(80) NOT NULL,
	"city_name" varchar(80) NOT NULL,
	"country_name" varchar(80) NOT NULL,
	"near_university" varchar(200) NOT NULL,
	"distance_km" real NOT NULL,
	"room_type" varchar(80) NOT NULL,
	"weekly_rent_minor" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"bills_included" boolean NOT NULL,
	"features" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_categories" (
	"slug" varchar(160) PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"description" text NOT NULL,
	"sort_order" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(160) NOT NULL,
	"title" varchar(160) NOT NULL,
	"summary" varchar(400) NOT NULL,
	"category_slug" varchar(160) NOT NULL,
	"author_slug" varchar(160) NOT NULL,
	"tags" text[] NOT NULL,
	"body" jsonb NOT NULL,
	"faqs" jsonb NOT NULL,
	"read_minutes" smallint NOT NULL,
	"trending_rank" smallint,
	"published_on" date NOT NULL,
	"updated_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "authors" (
	"slug" varchar(160) PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"role" varchar(160) NOT NULL,
	"bio" text NOT NULL,
	"expertise" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"topic" varchar(40) NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "directory_cities" (
	"slug" varchar(80) PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"state" varchar(80) NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "directory_listings" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"city_slug" varchar(80) NOT NULL,
	"name" varchar(160) NOT NULL,
	"street_address" varchar(240) NOT NULL,
	"locality" varchar(120) NOT NULL,
	"postal_code" varchar(6) NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"phone" varchar(20) NOT NULL,
	"rating_value" real NOT NULL,
	"review_count" integer NOT NULL,
	"services" text[] NOT NULL,
	CONSTRAINT "directory_listings_kind_check" CHECK ("directory_listings"."kind" in ('consultant', 'ielts-coaching')),
	CONSTRAINT "directory_listings_rating_check" CHECK ("directory_listings"."rating_value" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "ebook_categories" (
	"slug" varchar(160) PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"description" text NOT NULL,
	"sort_order" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ebooks" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(160) NOT NULL,
	"title" varchar(200) NOT NULL,
	"summary" varchar(400) NOT NULL,
	"category_slug" varchar(160) NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_newly_added" boolean DEFAULT false NOT NULL,
	"highlights" text[] NOT NULL,
	"body" jsonb NOT NULL,
	"published_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ebooks_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "exam_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"exam_slug" varchar(160) NOT NULL,
	"slug" varchar(160) NOT NULL,
	"title" varchar(200) NOT NULL,
	"summary" varchar(400) NOT NULL,
	"body" jsonb NOT NULL,
	"sort_order" smallint NOT NULL,
	"updated_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"slug" varchar(160) PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"full_name" varchar(200) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"heading" varchar(200) NOT NULL,
	"intro" text NOT NULL,
	"sort_order" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kb_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"topic_slug" varchar(160) NOT NULL,
	"slug" varchar(160) NOT NULL,
	"name" varchar(120) NOT NULL,
	"sort_order" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kb_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"slug" varchar(160) NOT NULL,
	"question" varchar(300) NOT NULL,
	"short_answer" text NOT NULL,
	"body" jsonb NOT NULL,
	"updated_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kb_topics" (
	"slug" varchar(160) PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"intro" text NOT NULL,
	"sort_order" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scholarships" (
	"slug" varchar(160) PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"provider" varchar(200) NOT NULL,
	"country_slug" varchar(40) NOT NULL,
	"country_name" varchar(80) NOT NULL,
	"levels" text[] NOT NULL,
	"annual_value_inr" integer NOT NULL,
	"value_text" text NOT NULL,
	"coverage" text NOT NULL,
	"deadline_text" text NOT NULL,
	"eligibility" text NOT NULL,
	"article_slug" varchar(160),
	"official_url" varchar(300) NOT NULL,
	"sort_order" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "static_pages" (
	"slug" varchar(160) PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" varchar(300) NOT NULL,
	"body" jsonb NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"updated_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "city_costs" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"amount_minor" bigint NOT NULL,
	"note" varchar(300),
	"source" varchar(200) NOT NULL,
	"source_url" text NOT NULL,
	"as_of" date NOT NULL,
	"valid_from" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "city_costs_amount_check" CHECK ("city_costs"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "expense_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(60) NOT NULL,
	"name" varchar(120) NOT NULL,
	"description" varchar(300) NOT NULL,
	"period" varchar(5) NOT NULL,
	"sort_order" smallint NOT NULL,
	CONSTRAINT "expense_categories_slug_unique" UNIQUE("slug"),
	CONSTRAINT "expense_categories_period_check" CHECK ("expense_categories"."period" in ('month', 'year', 'once'))
);
--> statement-breakpoint
CREATE TABLE "expense_cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_iso3" varchar(5) NOT NULL,
	"slug" varchar(80) NOT NULL,
	"name" varchar(120) NOT NULL,
	"sort_order" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expense_intakes" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_iso3" varchar(5) NOT NULL,
	"name" varchar(80) NOT NULL,
	"starts_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proof_of_funds" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_iso3" varchar(5) NOT NULL,
	"label" varchar(160) NOT NULL,
	"period" varchar(5) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"amount_minor" bigint NOT NULL,
	"source" varchar(200) NOT NULL,
	"source_url" text NOT NULL,
	"as_of" date NOT NULL,
	"valid_from" date NOT NULL,
	CONSTRAINT "proof_of_funds_period_check" CHECK ("proof_of_funds"."period" in ('month', 'year', 'once'))
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
ALTER TABLE "accommodation_enquiries" ADD CONSTRAINT "accommodation_enquiries_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_enquiries" ADD CONSTRAINT "accommodation_enquiries_listing_id_accommodation_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."accommodation_listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_category_slug_article_categories_slug_fk" FOREIGN KEY ("category_slug") REFERENCES "public"."article_categories"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_author_slug_authors_slug_fk" FOREIGN KEY ("author_slug") REFERENCES "public"."authors"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_listings" ADD CONSTRAINT "directory_listings_city_slug_directory_cities_slug_fk" FOREIGN KEY ("city_slug") REFERENCES "public"."directory_cities"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebooks" ADD CONSTRAINT "ebooks_category_slug_ebook_categories_slug_fk" FOREIGN KEY ("category_slug") REFERENCES "public"."ebook_categories"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_pages" ADD CONSTRAINT "exam_pages_exam_slug_exams_slug_fk" FOREIGN KEY ("exam_slug") REFERENCES "public"."exams"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_categories" ADD CONSTRAINT "kb_categories_topic_slug_kb_topics_slug_fk" FOREIGN KEY ("topic_slug") REFERENCES "public"."kb_topics"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_questions" ADD CONSTRAINT "kb_questions_category_id_kb_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."kb_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "city_costs" ADD CONSTRAINT "city_costs_city_id_expense_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."expense_cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "city_costs" ADD CONSTRAINT "city_costs_category_id_expense_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."expense_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_cities" ADD CONSTRAINT "expense_cities_country_iso3_destinations_iso3_fk" FOREIGN KEY ("country_iso3") REFERENCES "public"."destinations"("iso3") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_intakes" ADD CONSTRAINT "expense_intakes_country_iso3_destinations_iso3_fk" FOREIGN KEY ("country_iso3") REFERENCES "public"."destinations"("iso3") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_of_funds" ADD CONSTRAINT "proof_of_funds_country_iso3_destinations_iso3_fk" FOREIGN KEY ("country_iso3") REFERENCES "public"."destinations"("iso3") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
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
CREATE INDEX "accommodation_enquiries_listing_idx" ON "accommodation_enquiries" USING btree ("listing_id","created_at");--> statement-breakpoint
CREATE INDEX "accommodation_listings_city_idx" ON "accommodation_listings" USING btree ("city_slug");--> statement-breakpoint
CREATE INDEX "articles_category_published_idx" ON "articles" USING btree ("category_slug","published_on");--> statement-breakpoint
CREATE INDEX "articles_author_published_idx" ON "articles" USING btree ("author_slug","published_on");--> statement-breakpoint
CREATE INDEX "articles_tags_idx" ON "articles" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "contact_messages_lead_idx" ON "contact_messages" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "directory_listings_kind_city_idx" ON "directory_listings" USING btree ("kind","city_slug");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_pages_exam_slug_idx" ON "exam_pages" USING btree ("exam_slug","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "kb_categories_topic_slug_idx" ON "kb_categories" USING btree ("topic_slug","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "kb_questions_category_slug_idx" ON "kb_questions" USING btree ("category_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "city_costs_city_category_valid_from_idx" ON "city_costs" USING btree ("city_id","category_id","valid_from");--> statement-breakpoint
CREATE UNIQUE INDEX "expense_cities_country_slug_idx" ON "expense_cities" USING btree ("country_iso3","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "expense_intakes_country_starts_on_idx" ON "expense_intakes" USING btree ("country_iso3","starts_on");--> statement-breakpoint
CREATE UNIQUE INDEX "proof_of_funds_country_label_valid_from_idx" ON "proof_of_funds" USING btree ("country_iso3","label","valid_from");--> statement-breakpoint
ALTER TABLE "universities" ADD CONSTRAINT "universities_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "universities_name_trgm_idx" ON "universities" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "universities_name_fts_idx" ON "universities" USING gin (to_tsvector('simple', "name"));