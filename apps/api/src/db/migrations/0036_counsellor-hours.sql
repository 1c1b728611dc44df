CREATE TABLE "counsellor_hours" (
	"counsellor_id" uuid PRIMARY KEY NOT NULL,
	"time_zone" varchar(64) NOT NULL,
	"weekly" jsonb NOT NULL,
	"days_off" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"slots_made_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointment_slots" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "counsellor_hours" ADD CONSTRAINT "counsellor_hours_counsellor_id_users_id_fk" FOREIGN KEY ("counsellor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;