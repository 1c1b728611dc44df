ALTER TABLE "testimonials" ADD COLUMN "sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "authors" ADD COLUMN "sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "directory_reviews" ADD COLUMN "sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Until now no console wrote these tables: every row came from the invented content files
-- (testimonials, centre reviews, the five author personas), so each is sample data.
UPDATE "testimonials" SET "sample" = true;--> statement-breakpoint
UPDATE "authors" SET "sample" = true;--> statement-breakpoint
UPDATE "directory_reviews" SET "sample" = true;
