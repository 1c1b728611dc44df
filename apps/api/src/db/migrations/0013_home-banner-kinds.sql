ALTER TABLE "banners" ADD COLUMN "kind" varchar(10) DEFAULT 'link' NOT NULL;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "video_id" varchar(11);--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_kind_check" CHECK ("banners"."kind" in ('link', 'video'));--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_video_id_check" CHECK ("banners"."kind" = 'video' or "banners"."video_id" is null);