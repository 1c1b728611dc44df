ALTER TABLE "articles" ADD COLUMN "facts_checked_at" date;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "sources" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_pages" ADD COLUMN "facts_checked_at" date;--> statement-breakpoint
ALTER TABLE "exam_pages" ADD COLUMN "sources" jsonb DEFAULT '[]'::jsonb NOT NULL;