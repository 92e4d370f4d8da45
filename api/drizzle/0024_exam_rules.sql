ALTER TABLE "exams" ADD COLUMN "questions_per_attempt" integer;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "max_attempts" integer;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "retake_wait_hours" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_exams" ADD COLUMN "question_order" jsonb;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_questions_per_attempt_positive" CHECK ("exams"."questions_per_attempt" is null or "exams"."questions_per_attempt" >= 1);--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_max_attempts_positive" CHECK ("exams"."max_attempts" is null or "exams"."max_attempts" >= 1);--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_retake_wait_non_negative" CHECK ("exams"."retake_wait_hours" >= 0);--> statement-breakpoint
-- hand-written: issue 30, today's exams get three attempts a day apart (the seed's values);
-- new exams keep the column defaults (no limit, no wait) until staff set them.
UPDATE "exams" SET "max_attempts" = 3, "retake_wait_hours" = 24;
