ALTER TABLE "exams" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "original_exam_id" integer;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "replaced_by_id" integer;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "replaced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exams" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_original_exam_id_exams_id_fk" FOREIGN KEY ("original_exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_replaced_by_id_exams_id_fk" FOREIGN KEY ("replaced_by_id") REFERENCES "public"."exams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exams_original_idx" ON "exams" USING btree ("original_exam_id");--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_version_positive" CHECK ("exams"."version" >= 1);