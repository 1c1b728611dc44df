CREATE TABLE "buddies" (
	"id" serial PRIMARY KEY NOT NULL,
	"full_name" varchar(120) NOT NULL,
	"email" varchar(254) NOT NULL,
	"destination" varchar(40) NOT NULL,
	"university" varchar(160) NOT NULL,
	"course" varchar(160) NOT NULL,
	"about" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buddy_assignments" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"buddy_id" integer NOT NULL,
	"assigned_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departure_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(60) NOT NULL,
	"destination" varchar(40),
	"category" varchar(20) NOT NULL,
	"title" varchar(160) NOT NULL,
	"detail" text NOT NULL,
	"days_before" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "departure_tasks_category_check" CHECK ("departure_tasks"."category" in ('visa', 'travel', 'accommodation', 'forex'))
);
--> statement-breakpoint
CREATE TABLE "departure_ticks" (
	"user_id" uuid NOT NULL,
	"task_id" integer NOT NULL,
	"done_at" timestamp with time zone NOT NULL,
	CONSTRAINT "departure_ticks_user_id_task_id_pk" PRIMARY KEY("user_id","task_id")
);
--> statement-breakpoint
CREATE TABLE "learning_lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"module_id" integer NOT NULL,
	"key" varchar(60) NOT NULL,
	"title" varchar(160) NOT NULL,
	"minutes" smallint NOT NULL,
	"paragraphs" jsonb NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(60) NOT NULL,
	"title" varchar(120) NOT NULL,
	"summary" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_completions" (
	"user_id" uuid NOT NULL,
	"lesson_id" integer NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lesson_completions_user_id_lesson_id_pk" PRIMARY KEY("user_id","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "quiz_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"module_id" integer NOT NULL,
	"score" smallint NOT NULL,
	"out_of" smallint NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quiz_attempts_score_check" CHECK ("quiz_attempts"."score" between 0 and "quiz_attempts"."out_of")
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"module_id" integer NOT NULL,
	"prompt" text NOT NULL,
	"options" jsonb NOT NULL,
	"correct_option" smallint NOT NULL,
	"explanation" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "quiz_questions_option_check" CHECK ("quiz_questions"."correct_option" >= 0)
);
--> statement-breakpoint
ALTER TABLE "buddy_assignments" ADD CONSTRAINT "buddy_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buddy_assignments" ADD CONSTRAINT "buddy_assignments_buddy_id_buddies_id_fk" FOREIGN KEY ("buddy_id") REFERENCES "public"."buddies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departure_ticks" ADD CONSTRAINT "departure_ticks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departure_ticks" ADD CONSTRAINT "departure_ticks_task_id_departure_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."departure_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_lessons" ADD CONSTRAINT "learning_lessons_module_id_learning_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."learning_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_completions" ADD CONSTRAINT "lesson_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_completions" ADD CONSTRAINT "lesson_completions_lesson_id_learning_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."learning_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_module_id_learning_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."learning_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_module_id_learning_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."learning_modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "buddies_email_key" ON "buddies" USING btree ("email");--> statement-breakpoint
CREATE INDEX "buddies_destination_idx" ON "buddies" USING btree ("destination");--> statement-breakpoint
CREATE UNIQUE INDEX "departure_tasks_key" ON "departure_tasks" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "learning_lessons_key" ON "learning_lessons" USING btree ("key");--> statement-breakpoint
CREATE INDEX "learning_lessons_module_idx" ON "learning_lessons" USING btree ("module_id");--> statement-breakpoint
CREATE UNIQUE INDEX "learning_modules_key" ON "learning_modules" USING btree ("key");--> statement-breakpoint
CREATE INDEX "quiz_attempts_user_module_idx" ON "quiz_attempts" USING btree ("user_id","module_id");--> statement-breakpoint
CREATE INDEX "quiz_questions_module_idx" ON "quiz_questions" USING btree ("module_id");