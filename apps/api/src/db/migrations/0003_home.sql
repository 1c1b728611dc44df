CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"region" varchar(10) NOT NULL,
	"title" varchar(160) NOT NULL,
	"subtitle" varchar(300) NOT NULL,
	"cta_text" varchar(60),
	"href" varchar(300),
	"image" varchar(60) NOT NULL,
	"image_alt" varchar(200) NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_name" varchar(100) NOT NULL,
	"home_city" varchar(80) NOT NULL,
	"university" varchar(160) NOT NULL,
	"course" varchar(160) NOT NULL,
	"destination" varchar(60) NOT NULL,
	"intake" varchar(40) NOT NULL,
	"quote" varchar(600) NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
