DROP INDEX "users_email_key";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pending_registrations" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
-- An address is proven already when its account logged in by a code sent to it.
UPDATE "users" SET "email_verified_at" = (
  SELECT min("otp_requests"."verified_at") FROM "otp_requests"
  WHERE "otp_requests"."purpose" = 'login' AND "otp_requests"."channel" = 'email'
    AND "otp_requests"."subject_id" = "users"."id" AND "otp_requests"."destination" = "users"."email"
) WHERE "users"."email" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_verified_email_key" ON "users" USING btree ("email") WHERE "users"."email_verified_at" is not null;--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree ("email");