ALTER TABLE "accelerator_programs" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "brochures" ADD COLUMN "file_key" varchar(300);--> statement-breakpoint
ALTER TABLE "brochures" ADD COLUMN "file_name" varchar(200);--> statement-breakpoint
ALTER TABLE "brochures" ADD COLUMN "file_bytes" integer;--> statement-breakpoint
ALTER TABLE "brochures" ADD COLUMN "uploaded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "buddies" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "alumni" ADD COLUMN "active" boolean DEFAULT true NOT NULL;