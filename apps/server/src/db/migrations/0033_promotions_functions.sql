-- From src/modules/promotions/sql/promo_valid_bet.sql (npm run db:function).
-- Promotions: wagering (decision 0051). Called by the vendors' valid-bet roll-up for every change
-- of a settled real-money round (settled, adjusted, reversed): when the player had an active
-- grant at the round's opening, the change is one wagering line of the oldest such grant, its
-- valid stake times the game type's contribution (floored), and the grant's cached sum grows by
-- it. Completion (the sum reaching the requirement) is converted to cash by the promotions
-- service. One index probe when the player has no active grant.
CREATE OR REPLACE FUNCTION promo_valid_bet(
  p_member bigint, p_currency text, p_game_type text, p_stake bigint, p_opened_at timestamptz,
  p_bet_record bigint, p_kind text, p_at timestamptz
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  g record;
  v_bp int;
  v_amount bigint;
BEGIN
  SELECT b.id, b.contributions, b.default_contribution_bp INTO g
  FROM promo_bonus b
  WHERE b.member_id = p_member AND b.currency = p_currency AND b.status = 'active'
    AND b.granted_at <= p_opened_at
  ORDER BY b.granted_at, b.id
  LIMIT 1;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  v_bp := coalesce((g.contributions->>p_game_type)::int, g.default_contribution_bp);
  v_amount := trunc(p_stake::numeric * v_bp / 10000)::bigint;
  INSERT INTO promo_wager_line (bonus_id, bet_record_id, kind, game_type, stake_minor, contribution_bp, amount_minor, at)
  VALUES (g.id, p_bet_record, p_kind, p_game_type, p_stake, v_bp, v_amount, p_at);
  IF v_amount <> 0 THEN
    UPDATE promo_bonus SET wagered_minor = wagered_minor + v_amount WHERE id = g.id;
  END IF;
END
$$;
--> statement-breakpoint
-- From src/modules/promotions/sql/promo_wagering.sql (npm run db:function).
-- Promotions: what the seamless-wallet lookup reads about a player's bonuses (decision 0051), in
-- the statement it already makes: null when the player has no active grant; otherwise the
-- largest stake allowed while wagering (0: no limit). One probe of the partial index.
CREATE OR REPLACE FUNCTION promo_wagering(p_member bigint, p_currency text) RETURNS bigint
LANGUAGE sql STABLE AS $$
  SELECT coalesce(min(b.max_stake_minor), 0)
  FROM promo_bonus b
  WHERE b.member_id = p_member AND b.currency = p_currency AND b.status = 'active'
  HAVING count(*) > 0
$$;
--> statement-breakpoint
-- From src/modules/promotions/sql/promo_round_has_bonus.sql (npm run db:function).
-- Promotions: whether any debit of a vendor round staked bonus money (decision 0051): its wins and
-- refunds are split by the promotions service. One probe of promo_stake_part's round index.
CREATE OR REPLACE FUNCTION promo_round_has_bonus(p_vendor text, p_round text) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM promo_stake_part s WHERE s.vendor_code = p_vendor AND s.round_id = p_round)
$$;
--> statement-breakpoint
-- From src/modules/vendors/sql/valid_bet_rollup.sql (npm run db:function).
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
