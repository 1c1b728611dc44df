CREATE TABLE "page_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"region" varchar(10) NOT NULL,
	"path" varchar(200) NOT NULL,
	"match" varchar(10) NOT NULL,
	"popup" boolean NOT NULL,
	"delay_seconds" smallint NOT NULL,
	"layout" varchar(40) NOT NULL,
	"heading" varchar(120),
	"intro" varchar(500),
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_touchpoints" ADD COLUMN "form_id" varchar(60);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "form_id" varchar(60);--> statement-breakpoint
CREATE UNIQUE INDEX "page_rules_page_idx" ON "page_rules" USING btree ("region","path","match");