-- Vendors: the 5-minute slots in [p_from, p_to) that hold valid bets (decision 0047), for the
-- agents' roll-up to step over empty slots; from the start when p_from is null. Plain SQL:
-- PostgreSQL inlines it, and the bounds use valid_bet_bucket's primary key.
CREATE OR REPLACE FUNCTION vendors_valid_bet_slots(p_from timestamptz, p_to timestamptz)
RETURNS TABLE (bucket_start timestamptz)
LANGUAGE sql STABLE AS $$
  SELECT b.bucket_start FROM valid_bet_bucket b
  WHERE b.bucket_start >= coalesce(p_from, '-infinity'::timestamptz) AND b.bucket_start < p_to
$$;
