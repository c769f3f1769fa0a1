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
