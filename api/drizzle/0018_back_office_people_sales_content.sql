ALTER TABLE "blog_posts" ADD COLUMN "is_draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "handled_by_id" integer;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "handled_by_email" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "handled_note" text;--> statement-breakpoint
ALTER TABLE "course_types" ADD COLUMN "in_menu" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD COLUMN "alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "foundation_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "foundation_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" text DEFAULT 'tr' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_handled_by_id_users_id_fk" FOREIGN KEY ("handled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_known" CHECK ("users"."locale" in ('tr', 'en'));--> statement-breakpoint
-- hand-written: the catalogue version (migration 0008) follows every write staff make to blog
-- posts and galleries (issue 34). A post's draft flag is shown on the home page (a draft leaves the
-- carousel), so it joins the columns whose update bumps the version; galleries and their images
-- bump it on every write (the public gallery pages may be cached like the rest).
DROP TRIGGER IF EXISTS "blog_posts_shown_bumps_catalog" ON "blog_posts";
--> statement-breakpoint
CREATE TRIGGER "blog_posts_shown_bumps_catalog"
  AFTER UPDATE OF "url", "title", "description", "file_url", "create_date", "is_draft" ON "blog_posts"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "galleries_bumps_catalog" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "galleries"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "gallery_images_bumps_catalog" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "gallery_images"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint

-- hand-written: the foundation's name was written in the receipt's code until issue 34; an
-- existing site keeps it as its setting (a new one gets it from the seed). site_settings,
-- course_types and banners already bump the catalogue version (0008); faqs, pages, contacts and
-- subscribers are not cached, so every request reads them.
UPDATE "site_settings" SET "foundation_name" = 'İhracat Akademisi Mesleki Eğitim Vakfı' WHERE "foundation_name" = '';
