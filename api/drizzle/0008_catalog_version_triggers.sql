-- Custom migration (issue 12), keep as written: drizzle-kit does not generate triggers.
-- Every write to a table the cached catalogue reads (site settings, home lists, course list,
-- course pages) bumps data_versions('catalog') in its own transaction, so each API instance sees
-- the new number on its next request and drops its in-memory copies (lib/catalog-cache.ts).
-- Blog posts count only through the columns the home page shows: a read bumps "views".
INSERT INTO "data_versions" ("name", "version") VALUES ('catalog', 1) ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "data_versions" ("name", "version") VALUES ('catalog', 1)
  ON CONFLICT ("name") DO UPDATE SET "version" = "data_versions"."version" + 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "site_settings_bumps_catalog" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "course_types_bumps_catalog" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "course_types"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "banners_bumps_catalog" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "banners"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "teachers_bumps_catalog" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "teachers"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "courses_bumps_catalog" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "courses"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "course_details_bumps_catalog" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "course_details"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "course_titles_bumps_catalog" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "course_titles"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "course_videos_bumps_catalog" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "course_videos"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "exams_bumps_catalog" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "exams"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "blog_posts_bumps_catalog" AFTER INSERT OR DELETE OR TRUNCATE ON "blog_posts"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "blog_posts_shown_bumps_catalog"
  AFTER UPDATE OF "url", "title", "description", "file_url", "create_date" ON "blog_posts"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
