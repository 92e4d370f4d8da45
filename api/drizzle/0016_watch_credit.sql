CREATE TABLE "course_completions" (
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_completions_pk" PRIMARY KEY("user_id","course_id")
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "min_watch_percent" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "video_progress" ADD COLUMN "watched" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "video_progress" ADD COLUMN "watched_seconds" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "video_progress" ADD COLUMN "credit_clock_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "course_completions" ADD CONSTRAINT "course_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_completions" ADD CONSTRAINT "course_completions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_completions_course_idx" ON "course_completions" USING btree ("course_id");--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_min_watch_percent_range" CHECK ("courses"."min_watch_percent" between 1 and 100);--> statement-breakpoint
ALTER TABLE "video_progress" ADD CONSTRAINT "video_progress_watched_non_negative" CHECK ("video_progress"."watched_seconds" >= 0);