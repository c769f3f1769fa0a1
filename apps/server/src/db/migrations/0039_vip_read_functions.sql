-- From src/modules/vendors/sql/vendors_member_valid_bets.sql (npm run db:function).
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
--> statement-breakpoint
-- From src/modules/payments/sql/payments_member_deposits.sql (npm run db:function).
-- Payments: one member's paid deposits (credited amount, paid time, currency) over [p_from, p_to),
-- the read function VIP levels use (decision 0063) instead of the deposit_order table; the
-- per-deposit series of payments_member_flows. Plain SQL: PostgreSQL inlines it.
CREATE OR REPLACE FUNCTION payments_member_deposits(p_member bigint, p_from timestamptz, p_to timestamptz)
RETURNS TABLE (paid_at timestamptz, currency text, credit_minor bigint)
LANGUAGE sql STABLE AS $$
  SELECT d.paid_at, d.currency, d.credit_minor
  FROM deposit_order d
  WHERE d.member_id = p_member AND d.paid_at >= p_from AND d.paid_at < p_to
$$;
