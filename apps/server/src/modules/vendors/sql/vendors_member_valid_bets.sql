-- Vendors: one member's valid bets per 5-minute slot and currency over [p_from, p_to) (decision
-- 0046), the read function VIP levels use (decision 0063) instead of the valid_bet_bucket table: the
-- per-member series of vendors_valid_bets. Plain SQL: PostgreSQL inlines it and uses the
-- (member_id, bucket_start) index.
CREATE OR REPLACE FUNCTION vendors_member_valid_bets(p_member bigint, p_from timestamptz, p_to timestamptz)
RETURNS TABLE (bucket_start timestamptz, currency text, stake_minor bigint)
LANGUAGE sql STABLE AS $$
  SELECT b.bucket_start, b.currency, b.stake_minor
  FROM valid_bet_bucket b
  WHERE b.member_id = p_member AND b.bucket_start >= p_from AND b.bucket_start < p_to
$$;
