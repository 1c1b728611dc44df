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
CREATE TABLE "cities" (
	"slug" varchar(80) PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"state" varchar(80) NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" varchar(20) NOT NULL,
	"name" varchar(80) NOT NULL,
	"email" varchar(160) NOT NULL,
	"country_code" varchar(5) NOT NULL,
	"mobile" varchar(15) NOT NULL,
	"topic" varchar(40),
	"message" text,
	"accommodation_listing_id" integer,
	"move_in_month" varchar(7),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
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
CREATE TABLE "ebook_download_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ebook_id" integer NOT NULL,
	"name" varchar(80) NOT NULL,
	"email" varchar(160) NOT NULL,
	"country_code" varchar(5) NOT NULL,
	"mobile" varchar(15) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
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
ALTER TABLE "articles" ADD CONSTRAINT "articles_category_slug_article_categories_slug_fk" FOREIGN KEY ("category_slug") REFERENCES "public"."article_categories"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_author_slug_authors_slug_fk" FOREIGN KEY ("author_slug") REFERENCES "public"."authors"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_accommodation_listing_id_accommodation_listings_id_fk" FOREIGN KEY ("accommodation_listing_id") REFERENCES "public"."accommodation_listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_listings" ADD CONSTRAINT "directory_listings_city_slug_cities_slug_fk" FOREIGN KEY ("city_slug") REFERENCES "public"."cities"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebook_download_requests" ADD CONSTRAINT "ebook_download_requests_ebook_id_ebooks_id_fk" FOREIGN KEY ("ebook_id") REFERENCES "public"."ebooks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebooks" ADD CONSTRAINT "ebooks_category_slug_ebook_categories_slug_fk" FOREIGN KEY ("category_slug") REFERENCES "public"."ebook_categories"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_pages" ADD CONSTRAINT "exam_pages_exam_slug_exams_slug_fk" FOREIGN KEY ("exam_slug") REFERENCES "public"."exams"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_categories" ADD CONSTRAINT "kb_categories_topic_slug_kb_topics_slug_fk" FOREIGN KEY ("topic_slug") REFERENCES "public"."kb_topics"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_questions" ADD CONSTRAINT "kb_questions_category_id_kb_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."kb_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accommodation_listings_city_idx" ON "accommodation_listings" USING btree ("city_slug");--> statement-breakpoint
CREATE INDEX "articles_category_published_idx" ON "articles" USING btree ("category_slug","published_on");--> statement-breakpoint
CREATE INDEX "articles_author_published_idx" ON "articles" USING btree ("author_slug","published_on");--> statement-breakpoint
CREATE INDEX "articles_tags_idx" ON "articles" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "directory_listings_kind_city_idx" ON "directory_listings" USING btree ("kind","city_slug");--> statement-breakpoint
CREATE INDEX "ebook_download_requests_ebook_idx" ON "ebook_download_requests" USING btree ("ebook_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_pages_exam_slug_idx" ON "exam_pages" USING btree ("exam_slug","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "kb_categories_topic_slug_idx" ON "kb_categories" USING btree ("topic_slug","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "kb_questions_category_slug_idx" ON "kb_questions" USING btree ("category_id","slug");