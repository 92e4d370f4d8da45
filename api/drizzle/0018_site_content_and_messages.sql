ALTER TABLE "contacts" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "handled_by_id" integer;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "handled_by_email" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "handled_note" text;--> statement-breakpoint
ALTER TABLE "course_types" ADD COLUMN "in_menu" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "foundation_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "foundation_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_handled_by_id_users_id_fk" FOREIGN KEY ("handled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- hand-written: the foundation's name was written in the receipt's code until issue 34; an
-- existing site keeps it as its setting (a new one gets it from the seed). site_settings,
-- course_types and banners already bump the catalogue version (0008); faqs, pages, contacts and
-- subscribers are not cached, so every request reads them.
UPDATE "site_settings" SET "foundation_name" = 'İhracat Akademisi Mesleki Eğitim Vakfı' WHERE "foundation_name" = '';
