ALTER TABLE "course_details" ADD COLUMN "en" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "course_titles" ADD COLUMN "en" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "en" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "name_folded_en" text GENERATED ALWAYS AS (lower(translate(coalesce(nullif(btrim(en->>'name'), ''), name), 'İIıŞşĞğÜüÖöÇçÂâÎîÛû', 'iiissgguuooccaaiiuu'))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "courses_name_folded_en_idx" ON "courses" USING btree ("name_folded_en","id");