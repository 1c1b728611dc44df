CREATE TABLE "booster_package_prices" (
	"package_id" integer NOT NULL,
	"region" varchar(10) NOT NULL,
	"currency" char(3) NOT NULL,
	"price_minor" integer NOT NULL,
	CONSTRAINT "booster_package_prices_package_id_region_pk" PRIMARY KEY("package_id","region"),
	CONSTRAINT "booster_package_prices_price_check" CHECK ("booster_package_prices"."price_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "booster_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"program_id" integer NOT NULL,
	"key" varchar(40) NOT NULL,
	"name" varchar(80) NOT NULL,
	"summary" text NOT NULL,
	"counselling_hours" smallint NOT NULL,
	"application_count" smallint NOT NULL,
	"test_prep" text NOT NULL,
	"visa_guidance" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booster_programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(60) NOT NULL,
	"title" varchar(120) NOT NULL,
	"summary" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booster_package_prices" ADD CONSTRAINT "booster_package_prices_package_id_booster_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."booster_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booster_packages" ADD CONSTRAINT "booster_packages_program_id_booster_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."booster_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booster_packages_program_key" ON "booster_packages" USING btree ("program_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "booster_programs_slug_key" ON "booster_programs" USING btree ("slug");