ALTER TABLE "certificates" ADD COLUMN "course_name_en" text;--> statement-breakpoint
-- hand-written: certificates issued before this migration get the English name their course
-- has now, if the course still has the Turkish name they were issued under.
UPDATE "certificates" AS c SET "course_name_en" = nullif(btrim(co."en"->>'name'), '')
FROM "user_exams" AS ue
JOIN "exams" AS e ON e."id" = ue."exam_id"
JOIN "course_titles" AS ct ON ct."id" = e."course_title_id"
JOIN "courses" AS co ON co."id" = ct."course_id"
WHERE ue."id" = c."user_exam_id" AND co."name" = c."course_name";
