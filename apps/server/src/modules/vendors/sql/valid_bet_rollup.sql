-- Vendors: valid bets (decision 0046), rolled up in the transaction that changes a round. A round
-- counts once it is settled and is real money: its stake less refunds, and its payout. Whatever a
-- later call changes (a late win, a rollback of a settled round) is added to, or taken from, the
-- 5-minute slot of that call, so the slots of a closed period never change. Each change is also
-- kept as a row of valid_bet_change (decision 0047): settled, adjusted or reversed. A change of
-- the valid stake is also handed to the promotions' wagering hook (decision 0051).
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
  v_kind text;
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
    v_kind := CASE WHEN NOT v_was THEN 'settled' WHEN v_is THEN 'adjusted' ELSE 'reversed' END;
    INSERT INTO valid_bet_change (bucket_start, member_id, currency, bet_record_id, kind, stake_minor, payout_minor, at)
    VALUES (v_bucket, NEW.member_id, NEW.currency, NEW.id, v_kind, v_stake, v_payout, NEW.updated_at);
    IF v_stake <> 0 THEN
      PERFORM promo_valid_bet(NEW.member_id, NEW.currency, NEW.game_type, v_stake, NEW.opened_at, NEW.id,
                              v_kind, NEW.updated_at);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
