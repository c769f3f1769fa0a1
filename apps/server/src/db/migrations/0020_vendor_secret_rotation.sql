-- Vendor signing-secret rotation (decision 0034): the previous secret stays valid until previous_secret_until.
ALTER TABLE "vendor_credential" ADD COLUMN "previous_secret" text;--> statement-breakpoint
ALTER TABLE "vendor_credential" ADD COLUMN "previous_secret_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendor_credential" ADD COLUMN "rotated_at" timestamp with time zone;
