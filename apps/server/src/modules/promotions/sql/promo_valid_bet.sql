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
