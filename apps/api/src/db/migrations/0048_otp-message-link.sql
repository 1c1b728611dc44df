ALTER TABLE "otp_sends" ADD COLUMN "message_id" bigint;--> statement-breakpoint
ALTER TABLE "otp_sends" ADD CONSTRAINT "otp_sends_message_id_outbox_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."outbox_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "otp_sends_message_idx" ON "otp_sends" USING btree ("message_id");--> statement-breakpoint
-- Codes sent before this change have no link; every one of them is past its ten minutes, so each
-- delivered OTP message older than that loses its code now (the text platform/otp writes).
UPDATE "outbox_messages" SET "body" = 'The verification code was removed from this message once it was used or had expired.' WHERE "purpose" = 'otp' AND "status" IN ('sent', 'failed', 'skipped') AND "created_at" < now() - interval '10 minutes';
