-- From src/modules/promotions/sql/promo_wagering_left.sql (npm run db:function).
-- Promotions: how little wagering any of a player's active grants still needs (decision 0051):
-- the smallest requirement − wagered, null when there is no active grant. The seamless-wallet
-- lookup reads it with a credit's round, so a win whose round's stake cannot complete any grant
-- skips the met-grant check (a round adds at most its stake: contributions are at most 100 %).
CREATE OR REPLACE FUNCTION promo_wagering_left(p_member bigint, p_currency text) RETURNS bigint
LANGUAGE sql STABLE AS $$
  SELECT min(b.wagering_required_minor - b.wagered_minor)
  FROM promo_bonus b
  WHERE b.member_id = p_member AND b.currency = p_currency AND b.status = 'active'
$$;
