-- Vendors: the valid-bet changes in [p_from, p_to) with their rounds (decision 0047), the read
-- function other modules use instead of the valid_bet_change and bet_record tables: what a salary
-- or dividend line drills down to. Plain SQL: PostgreSQL inlines it.
CREATE OR REPLACE FUNCTION vendors_valid_bet_changes(p_from timestamptz, p_to timestamptz)
RETURNS TABLE (id bigint, bucket_start timestamptz, member_id bigint, currency text, kind text, stake_minor bigint, payout_minor bigint,
               at timestamptz, vendor_code text, round_id text, game_code text, game_type text)
LANGUAGE sql STABLE AS $$
  SELECT c.id, c.bucket_start, c.member_id, c.currency, c.kind, c.stake_minor, c.payout_minor, c.at,
         r.vendor_code, r.round_id, r.game_code, r.game_type
  FROM valid_bet_change c JOIN bet_record r ON r.id = c.bet_record_id
  WHERE c.bucket_start >= p_from AND c.bucket_start < p_to
$$;
