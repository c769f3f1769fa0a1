CREATE TABLE "promo_bonus" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo_bonus_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"source" text NOT NULL,
	"promotion_id" bigint,
	"reference" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"balance_minor" bigint NOT NULL,
	"wagering_required_minor" bigint NOT NULL,
	"wagered_minor" bigint DEFAULT 0 NOT NULL,
	"contributions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"default_contribution_bp" integer NOT NULL,
	"max_stake_minor" bigint,
	"locked_minor" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"converted_minor" bigint DEFAULT 0 NOT NULL,
	"removed_minor" bigint DEFAULT 0 NOT NULL,
	"actor" text NOT NULL,
	CONSTRAINT "promo_bonus_status_check" CHECK ("promo_bonus"."status" in ('active', 'completed', 'expired', 'forfeited', 'lost')),
	CONSTRAINT "promo_bonus_amounts" CHECK ("promo_bonus"."amount_minor" > 0 and "promo_bonus"."balance_minor" >= 0 and "promo_bonus"."locked_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promo_stake_part" (
	"vendor_code" text NOT NULL,
	"transaction_id" text NOT NULL,
	"bonus_id" bigint NOT NULL,
	"round_id" text NOT NULL,
	"member_id" bigint NOT NULL,
	"stake_minor" bigint NOT NULL,
	"bonus_minor" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_stake_part_vendor_code_transaction_id_bonus_id_pk" PRIMARY KEY("vendor_code","transaction_id","bonus_id"),
	CONSTRAINT "promo_stake_part_status_check" CHECK ("promo_stake_part"."status" in ('open', 'settled', 'refunded')),
	CONSTRAINT "promo_stake_part_positive" CHECK ("promo_stake_part"."bonus_minor" > 0 and "promo_stake_part"."stake_minor" >= "promo_stake_part"."bonus_minor")
);
--> statement-breakpoint
CREATE TABLE "promo_wager_line" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo_wager_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"bonus_id" bigint NOT NULL,
	"bet_record_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"game_type" text NOT NULL,
	"stake_minor" bigint NOT NULL,
	"contribution_bp" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "promo_bonus_reference" ON "promo_bonus" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "promo_bonus_member" ON "promo_bonus" USING btree ("member_id","granted_at");--> statement-breakpoint
CREATE INDEX "promo_bonus_active" ON "promo_bonus" USING btree ("member_id","currency","granted_at","id") WHERE "promo_bonus"."status" = 'active';--> statement-breakpoint
CREATE INDEX "promo_bonus_expiry" ON "promo_bonus" USING btree ("expires_at") WHERE "promo_bonus"."status" = 'active';--> statement-breakpoint
CREATE INDEX "promo_stake_part_round" ON "promo_stake_part" USING btree ("vendor_code","round_id");--> statement-breakpoint
CREATE INDEX "promo_stake_part_open" ON "promo_stake_part" USING btree ("bonus_id") WHERE "promo_stake_part"."status" = 'open';--> statement-breakpoint
CREATE INDEX "promo_wager_line_bonus" ON "promo_wager_line" USING btree ("bonus_id","id");