DROP TABLE "contact_requests" CASCADE;--> statement-breakpoint
DROP TABLE "ebook_download_requests" CASCADE;