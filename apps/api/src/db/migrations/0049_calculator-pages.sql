CREATE TABLE "calculator_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" varchar(60) NOT NULL,
	"slug" varchar(160) NOT NULL,
	"title" varchar(200) NOT NULL,
	"summary" varchar(400) NOT NULL,
	"body" jsonb NOT NULL,
	"updated_on" date NOT NULL,
	"facts_checked_at" date,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" varchar(20) DEFAULT 'published' NOT NULL,
	"publish_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "calculator_pages_category_slug_idx" ON "calculator_pages" USING btree ("category","slug");