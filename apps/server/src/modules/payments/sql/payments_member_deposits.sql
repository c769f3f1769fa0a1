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
