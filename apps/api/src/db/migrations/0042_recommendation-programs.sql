CREATE TABLE "recommendation_programs" (
	"recommendation_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "recommendation_programs_recommendation_id_program_id_pk" PRIMARY KEY("recommendation_id","program_id")
);
--> statement-breakpoint
ALTER TABLE "recommendation_programs" ADD CONSTRAINT "recommendation_programs_recommendation_id_recommendations_id_fk" FOREIGN KEY ("recommendation_id") REFERENCES "public"."recommendations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_programs" ADD CONSTRAINT "recommendation_programs_program_id_accelerator_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."accelerator_programs"("id") ON DELETE cascade ON UPDATE no action;