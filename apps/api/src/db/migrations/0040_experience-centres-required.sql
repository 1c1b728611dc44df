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