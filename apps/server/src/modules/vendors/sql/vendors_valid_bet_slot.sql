-- Vendors: the valid bets of one 5-minute slot per member and currency (decisions 0046, 0048), the
-- slot's rows as they are stored: vendors_valid_bets over exactly one slot, without its grouping
-- (a slot holds one row per member and currency already). Plain SQL: PostgreSQL inlines it.
CREATE OR REPLACE FUNCTION vendors_valid_bet_slot(p_slot timestamptz)
RETURNS TABLE (member_id bigint, currency text, stake_minor bigint, payout_minor bigint, rounds bigint)
LANGUAGE sql STABLE AS $$
  SELECT b.member_id, b.currency, b.stake_minor, b.payout_minor, b.rounds::bigint
  FROM valid_bet_bucket b
  WHERE b.bucket_start = p_slot
$$;
