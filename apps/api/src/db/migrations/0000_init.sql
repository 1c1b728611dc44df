CREATE TABLE "country_pages" (
	"iso3" varchar(5) PRIMARY KEY NOT NULL,
	"content" jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "destinations" (
	"iso3" varchar(5) PRIMARY KEY NOT NULL,
	"slug" varchar(40) NOT NULL,
	"name" varchar(80) NOT NULL,
	"sort_order" smallint NOT NULL,
	CONSTRAINT "destinations_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"currency" varchar(3) NOT NULL,
	"as_of" date NOT NULL,
	"inr_per_unit" numeric(14, 6) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seo_meta" (
	"id" serial PRIMARY KEY NOT NULL,
	"path" varchar(500) NOT NULL,
	"title" varchar(200),
	"description" varchar(400),
	"canonical" varchar(500),
	"redirect_url" varchar(500),
	"custom_status" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seo_meta_path_unique" UNIQUE("path"),
	CONSTRAINT "seo_meta_custom_status_check" CHECK ("seo_meta"."custom_status" is null or "seo_meta"."custom_status" in (301, 302, 410, 503))
);
--> statement-breakpoint
CREATE TABLE "universities" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(160) NOT NULL,
	"name" varchar(200) NOT NULL,
	"city" varchar(120) NOT NULL,
	"country_iso3" varchar(5) NOT NULL,
	"world_ranking" integer,
	"ranking_source" varchar(120),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "universities_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "country_pages" ADD CONSTRAINT "country_pages_iso3_destinations_iso3_fk" FOREIGN KEY ("iso3") REFERENCES "public"."destinations"("iso3") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "universities" ADD CONSTRAINT "universities_country_iso3_destinations_iso3_fk" FOREIGN KEY ("country_iso3") REFERENCES "public"."destinations"("iso3") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_rates_currency_as_of_idx" ON "exchange_rates" USING btree ("currency","as_of");--> statement-breakpoint
CREATE INDEX "universities_country_ranking_idx" ON "universities" USING btree ("country_iso3","world_ranking");