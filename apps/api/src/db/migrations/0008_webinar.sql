CREATE TABLE "webinars" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(160) NOT NULL,
	"title" varchar(200) NOT NULL,
	"summary" text NOT NULL,
	"country_iso3" varchar(5) NOT NULL,
	"university_id" integer,
	"host_name" varchar(120) NOT NULL,
	"host_role" varchar(160) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" smallint NOT NULL,
	"seats" integer NOT NULL,
	"registered" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webinars_slug_unique" UNIQUE("slug"),
	CONSTRAINT "webinars_duration_check" CHECK ("webinars"."duration_minutes" between 15 and 240),
	CONSTRAINT "webinars_seats_check" CHECK ("webinars"."registered" between 0 and "webinars"."seats")
);
--> statement-breakpoint
ALTER TABLE "webinars" ADD CONSTRAINT "webinars_country_iso3_destinations_iso3_fk" FOREIGN KEY ("country_iso3") REFERENCES "public"."destinations"("iso3") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinars" ADD CONSTRAINT "webinars_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webinars_country_starts_idx" ON "webinars" USING btree ("country_iso3","starts_at");--> statement-breakpoint
CREATE INDEX "webinars_university_starts_idx" ON "webinars" USING btree ("university_id","starts_at");