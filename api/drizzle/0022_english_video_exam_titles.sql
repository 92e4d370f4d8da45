ALTER TABLE "course_videos" ADD COLUMN "en" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "en" jsonb DEFAULT '{}'::jsonb NOT NULL;