-- Seamless-wallet debit and credit in one round trip (decision 0038).
--
-- Wallet: wallet_execute_then posts an operation exactly as wallet_execute does and then, in the
-- same statement (so the same transaction, with no BEGIN or COMMIT round trips), calls the
-- caller's follow-up function with wallet_execute's answer and the caller's arguments:
-- `then_fn(answer jsonb, args jsonb) returns jsonb`. The follow-up writes only its own module's
-- tables; if it raises, nothing of the call is kept, the posting included. Money is still written
-- only by wallet_execute.
CREATE FUNCTION wallet_execute_then(p jsonb, then_fn text, then_args jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  answer jsonb := wallet_execute(p);
  follow jsonb;
BEGIN
  EXECUTE format('SELECT %I($1, $2)', then_fn) INTO follow USING answer, then_args;
  RETURN answer || jsonb_build_object('followed', follow);
END
$$;
--> statement-breakpoint
-- Vendors: a money call's bookkeeping. `vendor_claim` claims the (vendor, transactionId) slot with
-- the finished row and the exact answer (no row when the id is taken: a concurrent claimer waits
-- on the unique index until the other commits) and, given a log row, logs the call with it.
-- Called after a posting in the same statement (`answer` not null, wallet_execute_then), it books
-- only a fresh posting that left the player's entry (`a.entry`) at the balance the answer was
-- written for (`a.expectBalance`); anything else declines (SQLSTATE KV001) and the caller runs
-- the call again the long way, in a transaction (vendors.service.ts).
CREATE FUNCTION vendor_claim(answer jsonb, a jsonb) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  c jsonb := a->'claim';
  l jsonb := a->'log';
  claimed bigint;
BEGIN
  IF answer IS NOT NULL AND (answer->>'status' IS DISTINCT FROM 'posted' OR (answer->>'replayed')::boolean
      OR answer->'entryBalances'->>((a->>'entry')::int) IS DISTINCT FROM a->>'expectBalance') THEN
    RAISE EXCEPTION 'vendor booking declined: not the posting the answer was written for' USING ERRCODE = 'KV001';
  END IF;
  INSERT INTO vendor_transaction (vendor_code, transaction_id, kind, request_hash, member_id, round_id, game_code,
      ref_transaction_id, amount_minor, outcome, wallet_operation_id, response_body, created_at)
    VALUES (c->>'vendorCode', c->>'transactionId', c->>'kind', c->>'requestHash', (c->>'memberId')::bigint,
      c->>'roundId', c->>'gameCode', c->>'refTransactionId', coalesce((c->>'amountMinor')::bigint, 0), c->>'outcome',
      coalesce(c->>'walletOperationId', answer->>'operationId'), c->>'responseBody', (c->>'createdAt')::timestamptz)
    ON CONFLICT (vendor_code, transaction_id) DO NOTHING
    RETURNING id INTO claimed;
  IF claimed IS NOT NULL AND jsonb_typeof(l) = 'object' THEN
    INSERT INTO vendor_call_log (vendor_code, call, headers, request_body, response_body, status, transaction_id,
        replayed, received_at, duration_ms)
      VALUES (l->>'vendorCode', l->>'call', l->'headers', l->>'requestBody', l->>'responseBody', l->>'status',
        l->>'transactionId', coalesce((l->>'replayed')::boolean, false), (l->>'receivedAt')::timestamptz,
        (l->>'durationMs')::int);
  END IF;
  RETURN claimed;
END
$$;
--> statement-breakpoint
-- A posted debit's bookkeeping: claims the id with its answer, logs the call, extends the game
-- session and opens the round or adds the stake to it (only an open round of this player and
-- game). Answers the claimed row and the round; after a posting, either missing declines.
CREATE FUNCTION vendor_book_debit(answer jsonb, a jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
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
--> statement-breakpoint
-- A credit's bookkeeping, safe as a statement alone (a zero credit runs it without a
-- transaction): locks the player's round of this game unless it was rolled back, claims the id
-- only if that round exists, and adds the win (settling an open round when asked) only if the
-- claim took the slot. After a posting, no round or no claim declines.
CREATE FUNCTION vendor_book_credit(answer jsonb, a jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
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
