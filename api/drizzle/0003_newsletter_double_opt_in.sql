ALTER TABLE "subscribers" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscribers" ADD CONSTRAINT "subscribers_confirm_token_hash_unique" UNIQUE("confirm_token_hash");--> statement-breakpoint
-- Addresses stored before double opt-in were subscribed by the rules of their day.
UPDATE "subscribers" SET "confirmed_at" = "create_date";
