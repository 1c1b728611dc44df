CREATE TABLE "application_stages" (
	"application_id" integer NOT NULL,
	"stage_id" smallint NOT NULL,
	"status" varchar(12) DEFAULT 'PENDING' NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"due_on" date,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "application_stages_application_id_stage_id_pk" PRIMARY KEY("application_id","stage_id"),
	CONSTRAINT "application_stages_status_check" CHECK ("application_stages"."status" in ('PENDING', 'IN_PROGRESS', 'COMPLETED'))
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"course_id" integer,
	"intake_month" smallint NOT NULL,
	"intake_year" smallint NOT NULL,
	"country_name" varchar(80) NOT NULL,
	"program_name" varchar(200) NOT NULL,
	"university_name" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_intake_month_check" CHECK ("applications"."intake_month" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "user_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"application_id" integer,
	"document_type_id" smallint NOT NULL,
	"label" varchar(120) NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"content_type" varchar(40) NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" varchar(300) NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_documents_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "user_documents_label_key" UNIQUE NULLS NOT DISTINCT("user_id","application_id","label")
);
--> statement-breakpoint
CREATE TABLE "counsellor_assignments" (
	"learner_id" uuid PRIMARY KEY NOT NULL,
	"counsellor_id" uuid NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourite_courses" (
	"user_id" uuid NOT NULL,
	"type" varchar(8) NOT NULL,
	"item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_courses_user_id_type_item_id_pk" PRIMARY KEY("user_id","type","item_id"),
	CONSTRAINT "favourite_courses_type_check" CHECK ("favourite_courses"."type" in ('COURSE', 'PROGRAM'))
);
--> statement-breakpoint
CREATE TABLE "learner_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"author_id" uuid,
	"rp_id" integer,
	"study_abroad" boolean NOT NULL,
	"notes" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_sections" (
	"user_id" uuid NOT NULL,
	"section" varchar(20) NOT NULL,
	"item_key" varchar(20) DEFAULT '' NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_sections_user_id_section_item_key_pk" PRIMARY KEY("user_id","section","item_key")
);
--> statement-breakpoint
ALTER TABLE "application_stages" ADD CONSTRAINT "application_stages_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_documents" ADD CONSTRAINT "user_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_documents" ADD CONSTRAINT "user_documents_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counsellor_assignments" ADD CONSTRAINT "counsellor_assignments_learner_id_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counsellor_assignments" ADD CONSTRAINT "counsellor_assignments_counsellor_id_users_id_fk" FOREIGN KEY ("counsellor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_courses" ADD CONSTRAINT "favourite_courses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_notes" ADD CONSTRAINT "learner_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_notes" ADD CONSTRAINT "learner_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_sections" ADD CONSTRAINT "profile_sections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_stages_due_idx" ON "application_stages" USING btree ("due_on") WHERE "application_stages"."reminded_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "applications_user_course_intake_key" ON "applications" USING btree ("user_id","course_id","intake_year","intake_month");--> statement-breakpoint
CREATE INDEX "user_documents_application_idx" ON "user_documents" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "learner_notes_user_idx" ON "learner_notes" USING btree ("user_id","created_at");