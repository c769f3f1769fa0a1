-- Stored team figures (decision 0047): per agent and day, rolled up from the closed 5-minute slots;
-- a btree order on the team path for index-only team sizes; an operator's note on contract events.
CREATE TABLE "agent_team_day" (
	"agent_id" bigint NOT NULL,
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"whole_stake_minor" bigint DEFAULT 0 NOT NULL,
	"whole_payout_minor" bigint DEFAULT 0 NOT NULL,
	"whole_active" integer DEFAULT 0 NOT NULL,
	"whole_week_first" integer DEFAULT 0 NOT NULL,
	"whole_month_first" integer DEFAULT 0 NOT NULL,
	"direct_stake_minor" bigint DEFAULT 0 NOT NULL,
	"direct_payout_minor" bigint DEFAULT 0 NOT NULL,
	"direct_active" integer DEFAULT 0 NOT NULL,
	"direct_week_first" integer DEFAULT 0 NOT NULL,
	"direct_month_first" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "agent_team_day_agent_id_day_currency_pk" PRIMARY KEY("agent_id","day","currency")
);
--> statement-breakpoint
CREATE TABLE "agent_team_rollup" (
	"id" smallint PRIMARY KEY NOT NULL,
	"rolled_until" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agent_team_rollup_one_row" CHECK ("agent_team_rollup"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "member_active" (
	"member_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"last_day" date NOT NULL,
	"week_of" date NOT NULL,
	"month_of" date NOT NULL,
	CONSTRAINT "member_active_member_id_currency_pk" PRIMARY KEY("member_id","currency")
);
--> statement-breakpoint
ALTER TABLE "agent_contract_event" ADD COLUMN "note" text;--> statement-breakpoint
CREATE INDEX "member_team_path_order" ON "member_team" USING btree ("path");--> statement-breakpoint
-- Vendors: the 5-minute slots in [p_from, p_to) that hold valid bets (decision 0047), for the
-- agents' roll-up to step over empty slots; from the start when p_from is null. Plain SQL:
-- PostgreSQL inlines it, and the bounds use valid_bet_bucket's primary key.
CREATE OR REPLACE FUNCTION vendors_valid_bet_slots(p_from timestamptz, p_to timestamptz)
RETURNS TABLE (bucket_start timestamptz)
LANGUAGE sql STABLE AS $$
  SELECT b.bucket_start FROM valid_bet_bucket b
  WHERE b.bucket_start >= coalesce(p_from, '-infinity'::timestamptz) AND b.bucket_start < p_to
$$;
