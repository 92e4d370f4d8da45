ALTER TABLE "blog_posts" ADD COLUMN "en" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "course_details" ADD COLUMN "en" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "course_titles" ADD COLUMN "en" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "en" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "name_folded_en" text GENERATED ALWAYS AS (lower(translate(coalesce(nullif(btrim(en->>'name'), ''), name), 'İIıŞşĞğÜüÖöÇçÂâÎîÛû', 'iiissgguuooccaaiiuu'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "en" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "galleries" ADD COLUMN "is_draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "galleries" ADD COLUMN "en" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "galleries" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD COLUMN "en" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "en" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "courses_name_folded_en_idx" ON "courses" USING btree ("name_folded_en","id");--> statement-breakpoint
-- hand-written: a post's English title and text show in the home carousel (cached under the
-- catalogue version, migration 0008), so an update of "en" bumps the version like the Turkish
-- columns do; a view (the "views" column) still does not.
DROP TRIGGER IF EXISTS "blog_posts_shown_bumps_catalog" ON "blog_posts";
--> statement-breakpoint
CREATE TRIGGER "blog_posts_shown_bumps_catalog"
  AFTER UPDATE OF "url", "title", "description", "file_url", "create_date", "is_draft", "en" ON "blog_posts"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
