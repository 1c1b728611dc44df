CREATE TABLE "alumni" (
	"id" serial PRIMARY KEY NOT NULL,
	"full_name" varchar(100) NOT NULL,
	"university_id" integer NOT NULL,
	"course" varchar(200) NOT NULL,
	"graduation_year" smallint NOT NULL,
	"current_role" varchar(200) NOT NULL,
	"hometown" varchar(80) NOT NULL,
	"email" varchar(254) NOT NULL,
	"mobile" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alumni_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "alumni_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"alumnus_id" integer NOT NULL,
	"learner_id" uuid NOT NULL,
	"message" text NOT NULL,
	"learner_shares" varchar(10) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"alumnus_shares" varchar(10),
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alumni_connections_status_check" CHECK ("alumni_connections"."status" in ('pending', 'accepted', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "alumni" ADD CONSTRAINT "alumni_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alumni_connections" ADD CONSTRAINT "alumni_connections_alumnus_id_alumni_id_fk" FOREIGN KEY ("alumnus_id") REFERENCES "public"."alumni"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alumni_connections" ADD CONSTRAINT "alumni_connections_learner_id_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alumni_university_name_idx" ON "alumni" USING btree ("university_id","full_name");--> statement-breakpoint
CREATE UNIQUE INDEX "alumni_connections_open_unique" ON "alumni_connections" USING btree ("alumnus_id","learner_id") WHERE "alumni_connections"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "alumni_connections_learner_idx" ON "alumni_connections" USING btree ("learner_id");