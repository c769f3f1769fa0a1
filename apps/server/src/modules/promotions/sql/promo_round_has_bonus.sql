-- Promotions: whether any debit of a vendor round staked bonus money (decision 0051): its wins and
-- refunds are split by the promotions service. One probe of promo_stake_part's round index.
CREATE OR REPLACE FUNCTION promo_round_has_bonus(p_vendor text, p_round text) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM promo_stake_part s WHERE s.vendor_code = p_vendor AND s.round_id = p_round)
$$;
