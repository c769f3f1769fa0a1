-- Vendors: a money call's bookkeeping. `vendor_claim` claims the (vendor, transactionId) slot with
-- the finished row and the exact answer (no row when the id is taken: a concurrent claimer waits
-- on the unique index until the other commits) and, given a log row, logs the call with it.
-- Called after a posting in the same statement (`answer` not null, wallet_execute_then), it books
-- only a fresh posting that left the player's entry (`a.entry`) at the balance the answer was
-- written for (`a.expectBalance`); anything else declines (SQLSTATE KV001) and the caller runs
-- the call again the long way, in a transaction (vendors.service.ts).
CREATE OR REPLACE FUNCTION vendor_claim(answer jsonb, a jsonb) RETURNS bigint LANGUAGE plpgsql AS $$
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
