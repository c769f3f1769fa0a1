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
