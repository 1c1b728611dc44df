CREATE TABLE "webinar_registrations" (
	"webinar_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webinar_registrations_webinar_id_user_id_pk" PRIMARY KEY("webinar_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "join_url" text;--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "zoom_meeting_number" varchar(11);--> statement-breakpoint
ALTER TABLE "webinars" ADD COLUMN "recording_url" text;--> statement-breakpoint
ALTER TABLE "webinar_registrations" ADD CONSTRAINT "webinar_registrations_webinar_id_webinars_id_fk" FOREIGN KEY ("webinar_id") REFERENCES "public"."webinars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_registrations" ADD CONSTRAINT "webinar_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webinar_registrations_user_idx" ON "webinar_registrations" USING btree ("user_id");