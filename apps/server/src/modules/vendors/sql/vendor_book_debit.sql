-- A posted debit's bookkeeping: claims the id with its answer, logs the call, extends the game
-- session and opens the round or adds the stake to it (only an open round of this player and
-- game). Answers the claimed row and the round; after a posting, either missing declines.
CREATE OR REPLACE FUNCTION vendor_book_debit(answer jsonb, a jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  r jsonb := a->'round';
  claimed bigint := vendor_claim(answer, a);
  round_row bigint;
BEGIN
  IF claimed IS NOT NULL THEN
    UPDATE vendor_game_session SET expires_at = (a->>'sessionExpiresAt')::timestamptz
      WHERE id = a->>'sessionId' AND expires_at < (a->>'sessionExpiresAt')::timestamptz;
    INSERT INTO bet_record AS b (vendor_code, round_id, member_id, username, game_code, game_type, currency,
        play_money, stake_minor, debit_count, status, opened_at, updated_at)
      VALUES (r->>'vendorCode', r->>'roundId', (r->>'memberId')::bigint, r->>'username', r->>'gameCode',
        r->>'gameType', r->>'currency', (r->>'playMoney')::boolean, (r->>'stakeMinor')::bigint, 1, 'open',
        (r->>'openedAt')::timestamptz, (r->>'updatedAt')::timestamptz)
      ON CONFLICT (vendor_code, round_id) DO UPDATE
        SET stake_minor = b.stake_minor + excluded.stake_minor, debit_count = b.debit_count + 1,
          updated_at = excluded.updated_at
        WHERE b.status = 'open' AND b.member_id = excluded.member_id AND b.game_code = excluded.game_code
      RETURNING b.id INTO round_row;
  END IF;
  IF answer IS NOT NULL AND round_row IS NULL THEN
    RAISE EXCEPTION 'vendor booking declined: the id is taken or the round refuses' USING ERRCODE = 'KV001';
  END IF;
  RETURN jsonb_build_object('claimed', claimed::text, 'round', round_row::text);
END
$$;
