CREATE TABLE "search_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"title" varchar(300) NOT NULL,
	"subtitle" varchar(300),
	"path" varchar(500) NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"headings" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"visible_from" timestamp with time zone DEFAULT now() NOT NULL,
	"head" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title || ' ' || keywords), 'A') || setweight(to_tsvector('english', coalesce(subtitle, '') || ' ' || headings), 'B')) STORED NOT NULL,
	"document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title || ' ' || keywords), 'A') || setweight(to_tsvector('english', coalesce(subtitle, '') || ' ' || headings), 'B') || setweight(to_tsvector('english', body), 'D')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" varchar(60) PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "search_documents_path_idx" ON "search_documents" USING btree ("path");--> statement-breakpoint
CREATE INDEX "search_documents_document_idx" ON "search_documents" USING gin ("document");--> statement-breakpoint
CREATE INDEX "search_documents_title_trgm_idx" ON "search_documents" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);