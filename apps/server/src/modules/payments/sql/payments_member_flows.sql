-- Payments: each member's paid deposits (credited amount) and paid-out withdrawals over
-- [p_from, p_to), the read function team reports use instead of the payments tables.
CREATE OR REPLACE FUNCTION payments_member_flows(p_from timestamptz, p_to timestamptz)
RETURNS TABLE (member_id bigint, deposit_minor bigint, withdrawal_minor bigint)
LANGUAGE sql STABLE AS $$
  SELECT f.member_id, sum(f.deposit_minor)::bigint, sum(f.withdrawal_minor)::bigint
  FROM (
    SELECT d.member_id, d.credit_minor AS deposit_minor, 0::bigint AS withdrawal_minor
    FROM deposit_order d WHERE d.paid_at >= p_from AND d.paid_at < p_to
    UNION ALL
    SELECT w.member_id, 0::bigint, w.amount_minor
    FROM withdrawal w WHERE w.paid_at >= p_from AND w.paid_at < p_to
  ) f
  GROUP BY f.member_id
$$;
