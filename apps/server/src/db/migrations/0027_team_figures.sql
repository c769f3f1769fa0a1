-- Stored team figures (decision 0047): per agent and day, rolled up from the closed 5-minute slots;
-- a btree order on the team path for index-only team sizes; an operator's note on contract events;
-- every valid-bet change of a round kept, for the salary lines' drill-down to the bets.
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
CREATE TABLE "valid_bet_change" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "valid_bet_change_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"bucket_start" timestamp with time zone NOT NULL,
	"member_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"bet_record_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"stake_minor" bigint NOT NULL,
	"payout_minor" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "valid_bet_change_kind_check" CHECK ("valid_bet_change"."kind" in ('settled', 'adjusted', 'reversed'))
);
--> statement-breakpoint
ALTER TABLE "agent_contract_event" ADD COLUMN "note" text;--> statement-breakpoint
CREATE INDEX "valid_bet_change_member" ON "valid_bet_change" USING btree ("member_id","bucket_start");--> statement-breakpoint
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
--> statement-breakpoint
-- Vendors: valid bets (decision 0046), rolled up in the transaction that changes a round. A round
-- counts once it is settled and is real money: its stake less refunds, and its payout. Whatever a
-- later call changes (a late win, a rollback of a settled round) is added to, or taken from, the
-- 5-minute slot of that call, so the slots of a closed period never change. Each change is also
-- kept as a row of valid_bet_change (decision 0047): settled, adjusted or reversed.
CREATE OR REPLACE FUNCTION valid_bet_rollup()
RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_stake bigint := 0;
  v_payout bigint := 0;
  v_rounds integer := 0;
  v_bucket timestamptz;
  v_was boolean := TG_OP = 'UPDATE' AND OLD.status = 'settled' AND NOT OLD.play_money;
  v_is boolean := NEW.status = 'settled' AND NOT NEW.play_money;
BEGIN
  IF v_is THEN
    v_stake := NEW.stake_minor - NEW.refunded_minor;
    v_payout := NEW.win_minor;
    v_rounds := 1;
  END IF;
  IF v_was THEN
    v_stake := v_stake - (OLD.stake_minor - OLD.refunded_minor);
    v_payout := v_payout - OLD.win_minor;
    v_rounds := v_rounds - 1;
  END IF;
  IF v_stake <> 0 OR v_payout <> 0 OR v_rounds <> 0 THEN
    v_bucket := to_timestamp(floor(extract(epoch FROM NEW.updated_at) / 300) * 300);
    INSERT INTO valid_bet_bucket AS b (bucket_start, member_id, currency, stake_minor, payout_minor, rounds)
    VALUES (v_bucket, NEW.member_id, NEW.currency, v_stake, v_payout, v_rounds)
    ON CONFLICT (bucket_start, member_id, currency) DO UPDATE
      SET stake_minor = b.stake_minor + excluded.stake_minor,
          payout_minor = b.payout_minor + excluded.payout_minor,
          rounds = b.rounds + excluded.rounds;
    INSERT INTO valid_bet_change (bucket_start, member_id, currency, bet_record_id, kind, stake_minor, payout_minor, at)
    VALUES (v_bucket, NEW.member_id, NEW.currency, NEW.id,
            CASE WHEN NOT v_was THEN 'settled' WHEN v_is THEN 'adjusted' ELSE 'reversed' END,
            v_stake, v_payout, NEW.updated_at);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Vendors: the valid-bet changes in [p_from, p_to) with their rounds (decision 0047), the read
-- function other modules use instead of the valid_bet_change and bet_record tables: what a salary
-- or dividend line drills down to. Plain SQL: PostgreSQL inlines it.
CREATE OR REPLACE FUNCTION vendors_valid_bet_changes(p_from timestamptz, p_to timestamptz)
RETURNS TABLE (id bigint, bucket_start timestamptz, member_id bigint, currency text, kind text, stake_minor bigint, payout_minor bigint,
               at timestamptz, vendor_code text, round_id text, game_code text, game_type text)
LANGUAGE sql STABLE AS $$
  SELECT c.id, c.bucket_start, c.member_id, c.currency, c.kind, c.stake_minor, c.payout_minor, c.at,
         r.vendor_code, r.round_id, r.game_code, r.game_type
  FROM valid_bet_change c JOIN bet_record r ON r.id = c.bet_record_id
  WHERE c.bucket_start >= p_from AND c.bucket_start < p_to
$$;
--> statement-breakpoint
-- Vendors: the rounds already settled, one "settled" change each in the slot their bucket counted
-- them in (migration 0026), so every slot's changes add up to its valid_bet_bucket row.
INSERT INTO valid_bet_change (bucket_start, member_id, currency, bet_record_id, kind, stake_minor, payout_minor, at)
SELECT to_timestamp(floor(extract(epoch FROM coalesce(settled_at, updated_at)) / 300) * 300), member_id, currency, id,
       'settled', stake_minor - refunded_minor, win_minor, coalesce(settled_at, updated_at)
FROM bet_record WHERE status = 'settled' AND NOT play_money;
