ALTER TABLE "member" ADD COLUMN "icon" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_icon_check" CHECK ("member"."icon" between 1 and 12);