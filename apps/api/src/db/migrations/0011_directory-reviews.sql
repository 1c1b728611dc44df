CREATE TABLE "directory_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"author_name" varchar(80) NOT NULL,
	"rating" smallint NOT NULL,
	"reviewed_on" date NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "directory_reviews_rating_check" CHECK ("directory_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "directory_listings" DROP CONSTRAINT "directory_listings_rating_check";--> statement-breakpoint
ALTER TABLE "directory_reviews" ADD CONSTRAINT "directory_reviews_listing_id_directory_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."directory_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "directory_reviews_listing_idx" ON "directory_reviews" USING btree ("listing_id","reviewed_on");--> statement-breakpoint
ALTER TABLE "directory_listings" DROP COLUMN "rating_value";--> statement-breakpoint
ALTER TABLE "directory_listings" DROP COLUMN "review_count";