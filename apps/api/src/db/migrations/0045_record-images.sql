ALTER TABLE "universities" ADD COLUMN "logo" varchar(200);--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "campus_photo" varchar(200);--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "photo" varchar(200);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "photo" varchar(200);--> statement-breakpoint
ALTER TABLE "universities" DROP COLUMN "logo_url";