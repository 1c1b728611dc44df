CREATE TABLE "consent_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"version" varchar(40) NOT NULL,
	"text" text NOT NULL,
	"platform_url" varchar(1000),
	"given_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_preferences" (
	"contact" varchar(254) PRIMARY KEY NOT NULL,
	"stop_calls" boolean DEFAULT false NOT NULL,
	"stop_sms" boolean DEFAULT false NOT NULL,
	"stop_email" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_touchpoints" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lead_id" uuid NOT NULL,
	"registration_type" varchar(40) NOT NULL,
	"source" varchar(100),
	"plat_form" varchar(40),
	"click_identifier" varchar(600),
	"extra_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(100) NOT NULL,
	"mobile" varchar(20) NOT NULL,
	"country_code" varchar(5) NOT NULL,
	"email" varchar(254),
	"city" varchar(40),
	"country" varchar(60),
	"interested_countries" text[] NOT NULL,
	"interested_education_level" varchar(20) NOT NULL,
	"interested_year" smallint,
	"english_test_status" varchar(30),
	"previous_class_status" varchar(30),
	"registration_type" varchar(40) NOT NULL,
	"attribution" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"verified_at" timestamp with time zone,
	"enquiry_count" integer DEFAULT 1 NOT NULL,
	"last_enquiry_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" varchar(20) NOT NULL,
	"channel" varchar(10) NOT NULL,
	"destination" varchar(254) NOT NULL,
	"subject_id" uuid NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"wrong_attempts" smallint DEFAULT 0 NOT NULL,
	"resend_count" smallint DEFAULT 0 NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "otp_requests_channel_check" CHECK ("otp_requests"."channel" in ('sms', 'email'))
);
--> statement-breakpoint
CREATE TABLE "otp_sends" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"destination" varchar(254) NOT NULL,
	"otp_request_id" uuid NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to" varchar(254) NOT NULL,
	"channel" varchar(10) NOT NULL,
	"subject" varchar(200),
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_messages_channel_check" CHECK ("outbox_messages"."channel" in ('sms', 'email'))
);
--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_touchpoints" ADD CONSTRAINT "lead_touchpoints_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "otp_sends" ADD CONSTRAINT "otp_sends_otp_request_id_otp_requests_id_fk" FOREIGN KEY ("otp_request_id") REFERENCES "public"."otp_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_records_lead_idx" ON "consent_records" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "lead_touchpoints_lead_idx" ON "lead_touchpoints" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_mobile_last_enquiry_idx" ON "leads" USING btree ("mobile","last_enquiry_at");--> statement-breakpoint
CREATE INDEX "leads_email_last_enquiry_idx" ON "leads" USING btree ("email","last_enquiry_at");--> statement-breakpoint
CREATE INDEX "otp_requests_subject_idx" ON "otp_requests" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "otp_sends_destination_sent_idx" ON "otp_sends" USING btree ("destination","sent_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_to_created_idx" ON "outbox_messages" USING btree ("to","created_at");