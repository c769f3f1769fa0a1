-- A `credits` call's bookkeeping after its one bulk posting (decision 0068), in the same
-- statement: adds each item's win to its round (settling an open round when asked; the round
-- must be the player's of this game and not rolled back), writes each item's answer and claims
-- each transaction id with it. A paid item's balance is its player's entry in the posting (the
-- item's `entry`), a zero item's (no entry) the player's balance now; both plus the bonus money
-- shown. Set-based: one UPDATE and one INSERT for the whole batch. With no posting at all
-- (`answer` null: every item a zero credit) it runs alone. Anything short of every round updated
-- and every id claimed (a round gone, an id taken by a concurrent credit, a replayed posting)
-- declines the whole (SQLSTATE KV001): nothing is kept and the caller pays the items one by one
-- as `credit` calls. Every row is reached by key: as in wallet_execute, its plans never scan or
-- hash a whole table, whatever the statistics say (they lag behind a table that grew fast).
CREATE OR REPLACE FUNCTION vendor_book_credits(answer jsonb, a jsonb) RETURNS jsonb LANGUAGE plpgsql
SET enable_seqscan = off SET enable_hashjoin = off SET enable_mergejoin = off AS $$
DECLARE
  t_now timestamptz := (a->>'now')::timestamptz;
  v_code text := a->>'vendorCode';
  n int := jsonb_array_length(a->'items');
  rounds int;
  claimed int;
  bodies jsonb;
BEGIN
  IF answer IS NULL AND EXISTS (SELECT 1 FROM jsonb_array_elements(a->'items') i WHERE i->>'entry' IS NOT NULL)
      OR answer IS NOT NULL AND (answer->>'status' IS DISTINCT FROM 'posted' OR (answer->>'replayed')::boolean) THEN
    RAISE EXCEPTION 'vendor booking declined: not a fresh posting' USING ERRCODE = 'KV001';
  END IF;
  -- Two batches at once may share players, and a 0.00 credit has no wallet entry, so no account
  -- lock: their rounds' valid-bet triggers would then upsert the same members' buckets in
  -- different orders, a deadlock PostgreSQL only breaks after deadlock_timeout (1 s, seen in
  -- bench:sportsbook). A lock per member, taken in one order, makes them queue instead.
  PERFORM pg_advisory_xact_lock(keys.k) FROM (
    SELECT DISTINCT hashtextextended('vendor-credits:' || (i->>'member_id'), 0) AS k
    FROM jsonb_array_elements(a->'items') i ORDER BY 1) keys;
  UPDATE bet_record AS b SET win_minor = b.win_minor + x.win_minor, credit_count = b.credit_count + 1,
      updated_at = t_now,
      status = CASE WHEN x.settles AND b.status = 'open' THEN 'settled' ELSE b.status END,
      settled_at = CASE WHEN x.settles AND b.status = 'open' THEN t_now ELSE b.settled_at END
    FROM jsonb_to_recordset(a->'items') AS x(round_id text, member_id bigint, game_code text, win_minor bigint, settles boolean)
    WHERE b.vendor_code = v_code AND b.round_id = x.round_id AND b.member_id = x.member_id
      AND b.game_code = x.game_code AND b.status <> 'rolled_back';
  GET DIAGNOSTICS rounds = ROW_COUNT;
  IF rounds <> n THEN
    RAISE EXCEPTION 'vendor booking declined: % of % rounds may be credited', rounds, n USING ERRCODE = 'KV001';
  END IF;
  WITH item AS (
    SELECT x.*, x.bonus_minor + CASE WHEN x.entry IS NULL THEN wallet_player_balance(x.member_id::text, 'cash', x.currency)
        ELSE (answer->'entryBalances'->>x.entry)::bigint END AS shown
    FROM jsonb_to_recordset(a->'items') AS x(ord int, transaction_id text, request_hash text, member_id bigint,
      round_id text, game_code text, currency text, win_minor bigint, bonus_minor bigint, scale int, entry int)
  ), answered AS (
    SELECT item.*, '{"status":"OK","balance":' || to_json(CASE WHEN item.scale = 0 THEN item.shown::text
        ELSE round(item.shown::numeric / (10::numeric ^ item.scale), item.scale)::text END)::text
      || ',"transactionId":' || to_json(item.transaction_id)::text || '}' AS body
    FROM item
  ), claim AS (
    INSERT INTO vendor_transaction (vendor_code, transaction_id, kind, request_hash, member_id, round_id, game_code,
        amount_minor, outcome, wallet_operation_id, response_body, created_at)
      SELECT v_code, answered.transaction_id, 'credit', answered.request_hash, answered.member_id, answered.round_id,
        answered.game_code, answered.win_minor, 'posted',
        CASE WHEN answered.entry IS NOT NULL THEN answer->>'operationId' END, answered.body, t_now
      FROM answered
      ON CONFLICT (vendor_code, transaction_id) DO NOTHING
      RETURNING 1
  )
  SELECT (SELECT count(*) FROM claim), jsonb_agg(answered.body ORDER BY answered.ord) INTO claimed, bodies FROM answered;
  IF claimed <> n THEN
    RAISE EXCEPTION 'vendor booking declined: % of % ids claimed', claimed, n USING ERRCODE = 'KV001';
  END IF;
  RETURN jsonb_build_object('bodies', bodies);
END
$$;
