ALTER TABLE "audit_log" ALTER COLUMN "after" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "seo_meta" ADD COLUMN "robots" varchar(100);--> statement-breakpoint
ALTER TABLE "exam_pages" ADD COLUMN "status" varchar(20) DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_pages" ADD COLUMN "publish_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "exam_pages" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "kb_questions" ADD COLUMN "status" varchar(20) DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "kb_questions" ADD COLUMN "publish_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "kb_questions" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "ebooks" ADD COLUMN "cover" varchar(200);--> statement-breakpoint
ALTER TABLE "ebooks" ADD COLUMN "status" varchar(20) DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "ebooks" ADD COLUMN "publish_at" timestamp with time zone DEFAULT now() NOT NULL;