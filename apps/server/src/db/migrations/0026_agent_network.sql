-- The agent network (decision 0046): contracts, settlement runs and payouts, team moves, valid-bet
-- slots rolled up by a trigger on bet_record, and the read functions the agents module uses.
CREATE TABLE "member_team_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_team_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"from_upline_id" bigint,
	"to_upline_id" bigint,
	"team_size" bigint NOT NULL,
	"operator_id" text NOT NULL,
	"reason" text NOT NULL,
	"moved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_contract" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_contract_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"upline_id" bigint,
	"downline_id" bigint NOT NULL,
	"type" text NOT NULL,
	"period" text NOT NULL,
	"tiers" jsonb NOT NULL,
	"status" text NOT NULL,
	"version" integer NOT NULL,
	"offered_by" text NOT NULL,
	"offered_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"ended_by" bigint,
	CONSTRAINT "agent_contract_type_check" CHECK ("agent_contract"."type" in ('dividend', 'daily', 'hourly', 'realtime')),
	CONSTRAINT "agent_contract_status_check" CHECK ("agent_contract"."status" in ('offered', 'accepted', 'rejected', 'terminated'))
);
--> statement-breakpoint
CREATE TABLE "agent_contract_event" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_contract_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"contract_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"reason" text,
	"cause_contract_id" bigint,
	"actor" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_payout" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_payout_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"run_id" bigint NOT NULL,
	"agent_id" bigint NOT NULL,
	"contract_id" bigint NOT NULL,
	"type" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"currency" text NOT NULL,
	"team_valid_bet_minor" bigint NOT NULL,
	"team_net_loss_minor" bigint NOT NULL,
	"active_members" integer NOT NULL,
	"rate_bp" integer NOT NULL,
	"gross_minor" bigint NOT NULL,
	"downline_gross_minor" bigint NOT NULL,
	"carry_in_minor" bigint DEFAULT 0 NOT NULL,
	"amount_minor" bigint NOT NULL,
	"carry_out_minor" bigint DEFAULT 0 NOT NULL,
	"pay_batch" integer,
	"status" text NOT NULL,
	"wallet_operation_id" text,
	"paid_at" timestamp with time zone,
	"decided_by" text,
	CONSTRAINT "agent_payout_once" UNIQUE("run_id","agent_id"),
	CONSTRAINT "agent_payout_status_check" CHECK ("agent_payout"."status" in ('due', 'paid', 'nothing_due', 'awaiting_approval', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "agent_settlement_run" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agent_settlement_run_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"period_kind" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"lease_until" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"agents" integer DEFAULT 0 NOT NULL,
	"paid_minor" bigint DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"trigger" text NOT NULL,
	CONSTRAINT "agent_settlement_run_claim" UNIQUE("type","period_kind","period_start"),
	CONSTRAINT "agent_settlement_run_status_check" CHECK ("agent_settlement_run"."status" in ('running', 'done'))
);
--> statement-breakpoint
CREATE TABLE "valid_bet_bucket" (
	"bucket_start" timestamp with time zone NOT NULL,
	"member_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"stake_minor" bigint DEFAULT 0 NOT NULL,
	"payout_minor" bigint DEFAULT 0 NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "valid_bet_bucket_bucket_start_member_id_currency_pk" PRIMARY KEY("bucket_start","member_id","currency")
);
--> statement-breakpoint
ALTER TABLE "member_team_history" ADD CONSTRAINT "member_team_history_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contract_event" ADD CONSTRAINT "agent_contract_event_contract_id_agent_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contract"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_payout" ADD CONSTRAINT "agent_payout_run_id_agent_settlement_run_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."agent_settlement_run"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_team_history_member" ON "member_team_history" USING btree ("member_id","moved_at");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contract_one_accepted" ON "agent_contract" USING btree ("downline_id","type") WHERE "agent_contract"."status" = 'accepted';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contract_one_offered" ON "agent_contract" USING btree ("downline_id","type") WHERE "agent_contract"."status" = 'offered';--> statement-breakpoint
CREATE INDEX "agent_contract_upline" ON "agent_contract" USING btree ("upline_id","type","status");--> statement-breakpoint
CREATE INDEX "agent_contract_type_status" ON "agent_contract" USING btree ("type","status");--> statement-breakpoint
CREATE INDEX "agent_contract_event_contract" ON "agent_contract_event" USING btree ("contract_id","at");--> statement-breakpoint
CREATE INDEX "agent_payout_agent" ON "agent_payout" USING btree ("agent_id","type","period_start");--> statement-breakpoint
CREATE INDEX "agent_payout_status" ON "agent_payout" USING btree ("status");--> statement-breakpoint
CREATE INDEX "agent_payout_batch" ON "agent_payout" USING btree ("run_id","pay_batch");--> statement-breakpoint
CREATE INDEX "valid_bet_bucket_member" ON "valid_bet_bucket" USING btree ("member_id","bucket_start");--> statement-breakpoint
CREATE INDEX "member_created" ON "member" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "deposit_order_paid" ON "deposit_order" USING btree ("paid_at") WHERE "deposit_order"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "withdrawal_paid" ON "withdrawal" USING btree ("paid_at") WHERE "withdrawal"."paid_at" is not null;--> statement-breakpoint
-- Vendors: valid bets (decision 0046), rolled up in the transaction that changes a round. A round
-- counts once it is settled and is real money: its stake less refunds, and its payout. Whatever a
-- later call changes (a late win, a rollback of a settled round) is added to, or taken from, the
-- 5-minute slot of that call, so the slots of a closed period never change.
CREATE OR REPLACE FUNCTION valid_bet_rollup()
RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_stake bigint := 0;
  v_payout bigint := 0;
  v_rounds integer := 0;
BEGIN
  IF NEW.status = 'settled' AND NOT NEW.play_money THEN
    v_stake := NEW.stake_minor - NEW.refunded_minor;
    v_payout := NEW.win_minor;
    v_rounds := 1;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.status = 'settled' AND NOT OLD.play_money THEN
    v_stake := v_stake - (OLD.stake_minor - OLD.refunded_minor);
    v_payout := v_payout - OLD.win_minor;
    v_rounds := v_rounds - 1;
  END IF;
  IF v_stake <> 0 OR v_payout <> 0 OR v_rounds <> 0 THEN
    INSERT INTO valid_bet_bucket AS b (bucket_start, member_id, currency, stake_minor, payout_minor, rounds)
    VALUES (to_timestamp(floor(extract(epoch FROM NEW.updated_at) / 300) * 300), NEW.member_id, NEW.currency,
            v_stake, v_payout, v_rounds)
    ON CONFLICT (bucket_start, member_id, currency) DO UPDATE
      SET stake_minor = b.stake_minor + excluded.stake_minor,
          payout_minor = b.payout_minor + excluded.payout_minor,
          rounds = b.rounds + excluded.rounds;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Vendors: valid bets per member and currency over [p_from, p_to) (decision 0046), the read
-- function other modules use instead of the valid_bet_bucket table. Plain SQL: PostgreSQL inlines it.
CREATE OR REPLACE FUNCTION vendors_valid_bets(p_from timestamptz, p_to timestamptz)
RETURNS TABLE (member_id bigint, currency text, stake_minor bigint, payout_minor bigint, rounds bigint)
LANGUAGE sql STABLE AS $$
  SELECT b.member_id, b.currency, sum(b.stake_minor)::bigint, sum(b.payout_minor)::bigint, sum(b.rounds)::bigint
  FROM valid_bet_bucket b
  WHERE b.bucket_start >= p_from AND b.bucket_start < p_to
  GROUP BY b.member_id, b.currency
$$;
--> statement-breakpoint
-- Accounts: members with their place in the agent tree (decision 0046), the read function other
-- modules use instead of the member and member_team tables. Plain SQL: PostgreSQL inlines it, so a
-- filter on path still uses the GiST index; the join is LEFT (every member_team row has its member,
-- by the foreign key) so that a query reading only the path drops it.
CREATE OR REPLACE FUNCTION accounts_member_team()
RETURNS TABLE (member_id bigint, path ltree, upline_id bigint, type smallint, status text, username text,
               created_at timestamptz, last_login_at timestamptz)
LANGUAGE sql STABLE AS $$
  SELECT t.member_id, t.path, m.upline_id, m.type, m.status, m.username, m.created_at, m.last_login_at
  FROM member_team t LEFT JOIN member m ON m.id = t.member_id
$$;
--> statement-breakpoint
-- Payments: each member's paid deposits (credited amount) and paid-out withdrawals over
-- [p_from, p_to), the read function team reports use instead of the payments tables.
CREATE OR REPLACE FUNCTION payments_member_flows(p_from timestamptz, p_to timestamptz)
RETURNS TABLE (member_id bigint, deposit_minor bigint, withdrawal_minor bigint)
LANGUAGE sql STABLE AS $$
  SELECT f.member_id, sum(f.deposit_minor)::bigint, sum(f.withdrawal_minor)::bigint
  FROM (
    SELECT d.member_id, d.credit_minor AS deposit_minor, 0::bigint AS withdrawal_minor
    FROM deposit_order d WHERE d.paid_at >= p_from AND d.paid_at < p_to
    UNION ALL
    SELECT w.member_id, 0::bigint, w.amount_minor
    FROM withdrawal w WHERE w.paid_at >= p_from AND w.paid_at < p_to
  ) f
  GROUP BY f.member_id
$$;
--> statement-breakpoint
-- Vendors: every change of a round rolls its valid bet up (valid_bet_rollup); the rounds already
-- settled are counted once here, in the slot they settled in.
INSERT INTO valid_bet_bucket (bucket_start, member_id, currency, stake_minor, payout_minor, rounds)
SELECT to_timestamp(floor(extract(epoch FROM coalesce(settled_at, updated_at)) / 300) * 300), member_id, currency,
       sum(stake_minor - refunded_minor), sum(win_minor), count(*)
FROM bet_record WHERE status = 'settled' AND NOT play_money
GROUP BY 1, 2, 3;
--> statement-breakpoint
CREATE TRIGGER bet_record_valid_bets AFTER INSERT OR UPDATE ON bet_record
  FOR EACH ROW EXECUTE FUNCTION valid_bet_rollup();
