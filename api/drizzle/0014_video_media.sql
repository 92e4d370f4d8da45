ALTER TABLE "course_videos" ADD COLUMN "source_key" text;--> statement-breakpoint
ALTER TABLE "course_videos" ADD COLUMN "captions_tr_key" text;--> statement-breakpoint
ALTER TABLE "course_videos" ADD COLUMN "captions_en_key" text;--> statement-breakpoint
ALTER TABLE "course_videos" ADD COLUMN "hls_key" text;--> statement-breakpoint
ALTER TABLE "course_videos" ADD COLUMN "transcode_state" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "course_videos" ADD COLUMN "transcode_error" text;--> statement-breakpoint
ALTER TABLE "course_videos" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "course_videos" ADD CONSTRAINT "course_videos_transcode_state" CHECK ("course_videos"."transcode_state" in ('none', 'queued', 'running', 'done', 'failed'));