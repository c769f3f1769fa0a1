ALTER TABLE "member" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "operator" ADD COLUMN "totp_enrolled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operator" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Decision 0036: the epoch sentinel of an operator's reset becomes the explicit flag.
UPDATE "member" SET "must_change_password" = true WHERE "password_changed_at" = to_timestamp(0);--> statement-breakpoint
-- Operators created before this migration had their secret given to them: already enrolled.
UPDATE "operator" SET "totp_enrolled_at" = "created_at";
