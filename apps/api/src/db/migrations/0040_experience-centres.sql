ALTER TABLE "experience_centres" ALTER COLUMN "name" SET DATA TYPE varchar(160);--> statement-breakpoint
ALTER TABLE "experience_centres" ALTER COLUMN "city" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "experience_centres" ALTER COLUMN "latitude" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "experience_centres" ALTER COLUMN "longitude" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "directory_reviews" ADD COLUMN "centre_id" integer;--> statement-breakpoint
ALTER TABLE "experience_centres" ADD COLUMN "city_slug" varchar(80);--> statement-breakpoint
ALTER TABLE "experience_centres" ADD COLUMN "postal_code" varchar(6);--> statement-breakpoint
ALTER TABLE "experience_centres" ADD COLUMN "phone" varchar(20);--> statement-breakpoint
ALTER TABLE "experience_centres" ADD COLUMN "opening_hours" jsonb;--> statement-breakpoint
ALTER TABLE "experience_centres" ADD COLUMN "map_url" varchar(500);--> statement-breakpoint
ALTER TABLE "experience_centres" ADD COLUMN "offers" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "experience_centres" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "experience_centres" ADD COLUMN "sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "experience_centres" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "directory_reviews" ADD CONSTRAINT "directory_reviews_centre_id_experience_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."experience_centres"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_centres" ADD CONSTRAINT "experience_centres_city_slug_directory_cities_slug_fk" FOREIGN KEY ("city_slug") REFERENCES "public"."directory_cities"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "experience_centres_city_idx" ON "experience_centres" USING btree ("city_slug");--> statement-breakpoint
-- The directory's listings were made up, and so were their reviews: they go, in production for good; a development database gets them back as sample centres (seed step sample-centres-v1).
DELETE FROM "directory_reviews";--> statement-breakpoint
-- Only a development database has centres yet (the demo seed's three): sample data too.
UPDATE "experience_centres" SET
  "city_slug" = CASE "city" WHEN 'Bengaluru' THEN 'bangalore' WHEN 'New Delhi' THEN 'delhi' ELSE lower("city") END,
  "postal_code" = right("address", 6),
  "phone" = '+9118002102030',
  "opening_hours" = '{"weekdays":[1,2,3,4,5,6],"opens":"10:00","closes":"17:30"}',
  "sample" = true;
--> statement-breakpoint
ALTER TABLE "directory_reviews" DROP CONSTRAINT "directory_reviews_listing_id_directory_listings_id_fk";
--> statement-breakpoint
ALTER TABLE "directory_listings" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "directory_listings" CASCADE;--> statement-breakpoint
DROP INDEX "directory_reviews_listing_idx";--> statement-breakpoint
ALTER TABLE "directory_reviews" ALTER COLUMN "centre_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "experience_centres" ALTER COLUMN "city_slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "experience_centres" ALTER COLUMN "postal_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "experience_centres" ALTER COLUMN "phone" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "experience_centres" ALTER COLUMN "opening_hours" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "directory_reviews_centre_idx" ON "directory_reviews" USING btree ("centre_id","reviewed_on");--> statement-breakpoint
ALTER TABLE "directory_reviews" DROP COLUMN "listing_id";--> statement-breakpoint
ALTER TABLE "experience_centres" DROP COLUMN "city";