CREATE TABLE "error_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"issue_type" varchar(40) NOT NULL,
	"description" varchar(2000) NOT NULL,
	"page_url" varchar(500) NOT NULL,
	"email" varchar(254),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "location_updates" (
	"id" serial PRIMARY KEY NOT NULL,
	"latitude" numeric(6, 2) NOT NULL,
	"longitude" numeric(6, 2) NOT NULL,
	"phone_number" varchar(20),
	"email" varchar(254),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_bars" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(10) NOT NULL,
	"region" varchar(10) DEFAULT 'all' NOT NULL,
	"message" varchar(300) NOT NULL,
	"cta_text" varchar(60),
	"href" varchar(300),
	"paths" text[] DEFAULT '{}' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
