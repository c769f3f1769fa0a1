-- A credit's bookkeeping, safe as a statement alone (a zero credit runs it without a
-- transaction): locks the player's round of this game unless it was rolled back, claims the id
-- only if that round exists, and adds the win (settling an open round when asked) only if the
-- claim took the slot. After a posting, no round or no claim declines.
CREATE OR REPLACE FUNCTION vendor_book_credit(answer jsonb, a jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  t_now timestamptz := (a->>'now')::timestamptz;
  settles boolean := (a->>'settles')::boolean;
  round_row bigint;
  claimed bigint;
BEGIN
  SELECT id INTO round_row FROM bet_record
    WHERE vendor_code = a->>'vendorCode' AND round_id = a->>'roundId' AND member_id = (a->>'memberId')::bigint
      AND game_code = a->>'gameCode' AND status <> 'rolled_back'
    FOR UPDATE;
  IF round_row IS NOT NULL THEN
    claimed := vendor_claim(answer, a);
    IF claimed IS NOT NULL THEN
      UPDATE bet_record AS b SET win_minor = b.win_minor + (a->>'winMinor')::bigint, credit_count = b.credit_count + 1,
          updated_at = t_now,
          status = CASE WHEN settles AND b.status = 'open' THEN 'settled' ELSE b.status END,
          settled_at = CASE WHEN settles AND b.status = 'open' THEN t_now ELSE b.settled_at END
        WHERE b.id = round_row;
    END IF;
  END IF;
  IF answer IS NOT NULL AND claimed IS NULL THEN
    RAISE EXCEPTION 'vendor booking declined: no round, or the id is taken' USING ERRCODE = 'KV001';
  END IF;
  RETURN jsonb_build_object('claimed', claimed::text, 'round', round_row::text);
END
$$;
