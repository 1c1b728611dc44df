ALTER TABLE "outbox_messages" ADD COLUMN "purpose" varchar(10) DEFAULT 'update' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "status" varchar(10) DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "last_error" varchar(500);--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "provider" varchar(10);--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "outbox_messages_due_idx" ON "outbox_messages" USING btree ("status","next_attempt_at");--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_status_check" CHECK ("outbox_messages"."status" in ('queued', 'sending', 'sent', 'failed', 'skipped'));--> statement-breakpoint
-- Rows from before the outbox was a queue were kept by the development provider: they count as sent, never to be delivered again.
UPDATE "outbox_messages" SET "status" = 'sent', "provider" = 'outbox', "attempts" = 1, "sent_at" = "created_at";
