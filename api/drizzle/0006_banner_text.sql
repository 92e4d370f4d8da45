ALTER TABLE "banners" ADD COLUMN "phone_file_path" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "text" jsonb;