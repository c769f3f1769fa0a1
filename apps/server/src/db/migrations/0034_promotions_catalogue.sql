CREATE TABLE "promo_claim" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo_claim_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"promotion_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"status" text NOT NULL,
	"bonus_id" bigint,
	"reference" text,
	"joined_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "promo_claim_status_check" CHECK ("promo_claim"."status" in ('joined', 'issued', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "promo_promotion" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo_promotion_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"category" text NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"rules" jsonb NOT NULL,
	"visible_from" timestamp with time zone NOT NULL,
	"active_from" timestamp with time zone NOT NULL,
	"active_until" timestamp with time zone,
	"per_player_limit" integer DEFAULT 1 NOT NULL,
	"global_limit" integer,
	"issued_count" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_promotion_status_check" CHECK ("promo_promotion"."status" in ('draft', 'published', 'archived')),
	CONSTRAINT "promo_promotion_limits" CHECK ("promo_promotion"."per_player_limit" >= 1 and ("promo_promotion"."global_limit" is null or "promo_promotion"."global_limit" >= 1))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "promo_claim_open" ON "promo_claim" USING btree ("promotion_id","member_id") WHERE "promo_claim"."status" = 'joined';--> statement-breakpoint
CREATE INDEX "promo_claim_member" ON "promo_claim" USING btree ("member_id","status");--> statement-breakpoint
CREATE INDEX "promo_promotion_listed" ON "promo_promotion" USING btree ("status","sort","id");