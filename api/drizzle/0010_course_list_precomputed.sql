DROP INDEX "courses_type_end_idx";--> statement-breakpoint
DROP INDEX "courses_end_idx";--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "name_folded" text GENERATED ALWAYS AS (lower(translate(name, 'İIıŞşĞğÜüÖöÇçÂâÎîÛû', 'iiissgguuooccaaiiuu'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "end_period" integer GENERATED ALWAYS AS ((extract(year from (course_end_date at time zone 'UTC') + interval '3 hours') * 100 + extract(month from (course_end_date at time zone 'UTC') + interval '3 hours'))::int) STORED;--> statement-breakpoint
CREATE INDEX "courses_type_period_idx" ON "courses" USING btree ("course_type_id","end_period");--> statement-breakpoint
CREATE INDEX "courses_name_folded_idx" ON "courses" USING btree ("name_folded","id");--> statement-breakpoint
CREATE INDEX "courses_type_end_idx" ON "courses" USING btree ("course_type_id","course_end_date" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "courses_end_idx" ON "courses" USING btree ("course_end_date" DESC NULLS LAST,"id");