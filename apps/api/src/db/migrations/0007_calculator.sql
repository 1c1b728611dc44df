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
ALTER TABLE "city_costs" ADD CONSTRAINT "city_costs_city_id_expense_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."expense_cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "city_costs" ADD CONSTRAINT "city_costs_category_id_expense_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."expense_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_cities" ADD CONSTRAINT "expense_cities_country_iso3_destinations_iso3_fk" FOREIGN KEY ("country_iso3") REFERENCES "public"."destinations"("iso3") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expense_intakes" ADD CONSTRAINT "expense_intakes_country_iso3_destinations_iso3_fk" FOREIGN KEY ("country_iso3") REFERENCES "public"."destinations"("iso3") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_of_funds" ADD CONSTRAINT "proof_of_funds_country_iso3_destinations_iso3_fk" FOREIGN KEY ("country_iso3") REFERENCES "public"."destinations"("iso3") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "city_costs_city_category_valid_from_idx" ON "city_costs" USING btree ("city_id","category_id","valid_from");--> statement-breakpoint
CREATE UNIQUE INDEX "expense_cities_country_slug_idx" ON "expense_cities" USING btree ("country_iso3","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "expense_intakes_country_starts_on_idx" ON "expense_intakes" USING btree ("country_iso3","starts_on");--> statement-breakpoint
CREATE UNIQUE INDEX "proof_of_funds_country_label_valid_from_idx" ON "proof_of_funds" USING btree ("country_iso3","label","valid_from");