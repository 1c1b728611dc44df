CREATE TABLE "appointment_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slot_id" integer NOT NULL,
	"lead_id" uuid NOT NULL,
	"user_id" uuid,
	"name" varchar(100) NOT NULL,
	"mobile" varchar(20) NOT NULL,
	"email" varchar(254) NOT NULL,
	"status" varchar(10) DEFAULT 'booked' NOT NULL,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_bookings_status_check" CHECK ("appointment_bookings"."status" in ('booked', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "appointment_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"counsellor_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" smallint NOT NULL,
	"mode" varchar(10) NOT NULL,
	"centre_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_slots_counsellor_start_unique" UNIQUE("counsellor_id","starts_at"),
	CONSTRAINT "appointment_slots_duration_check" CHECK ("appointment_slots"."duration_minutes" between 15 and 120),
	CONSTRAINT "appointment_slots_mode_check" CHECK (("appointment_slots"."mode" = 'video' and "appointment_slots"."centre_id" is null) or ("appointment_slots"."mode" = 'centre' and "appointment_slots"."centre_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "experience_centres" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(80) NOT NULL,
	"name" varchar(120) NOT NULL,
	"address" varchar(300) NOT NULL,
	"city" varchar(60) NOT NULL,
	"latitude" real NOT NULL,
	"longitude" real NOT NULL,
	CONSTRAINT "experience_centres_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "appointment_bookings" ADD CONSTRAINT "appointment_bookings_slot_id_appointment_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."appointment_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_bookings" ADD CONSTRAINT "appointment_bookings_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_bookings" ADD CONSTRAINT "appointment_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_slots" ADD CONSTRAINT "appointment_slots_counsellor_id_users_id_fk" FOREIGN KEY ("counsellor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_slots" ADD CONSTRAINT "appointment_slots_centre_id_experience_centres_id_fk" FOREIGN KEY ("centre_id") REFERENCES "public"."experience_centres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_bookings_live_slot_unique" ON "appointment_bookings" USING btree ("slot_id") WHERE "appointment_bookings"."status" = 'booked';--> statement-breakpoint
CREATE INDEX "appointment_bookings_user_idx" ON "appointment_bookings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "appointment_bookings_mobile_idx" ON "appointment_bookings" USING btree ("mobile");--> statement-breakpoint
CREATE INDEX "appointment_bookings_email_idx" ON "appointment_bookings" USING btree ("email");--> statement-breakpoint
CREATE INDEX "appointment_slots_starts_idx" ON "appointment_slots" USING btree ("starts_at");