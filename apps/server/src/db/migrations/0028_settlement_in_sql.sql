-- Settlement in SQL (decision 0048): one 5-minute slot's valid bets read as stored, and a pay batch
-- marked paid by a follow-up in its bulk wallet operation's own statement.
-- From src/modules/vendors/sql/vendors_valid_bet_slot.sql (npm run db:function).
-- Vendors: the valid bets of one 5-minute slot per member and currency (decisions 0046, 0048), the
-- slot's rows as they are stored: vendors_valid_bets over exactly one slot, without its grouping
-- (a slot holds one row per member and currency already). Plain SQL: PostgreSQL inlines it.
CREATE OR REPLACE FUNCTION vendors_valid_bet_slot(p_slot timestamptz)
RETURNS TABLE (member_id bigint, currency text, stake_minor bigint, payout_minor bigint, rounds bigint)
LANGUAGE sql STABLE AS $$
  SELECT b.member_id, b.currency, b.stake_minor, b.payout_minor, b.rounds::bigint
  FROM valid_bet_bucket b
  WHERE b.bucket_start = p_slot
$$;
--> statement-breakpoint
-- From src/modules/agents/sql/agents_mark_batch_paid.sql (npm run db:function).
-- Agents: a settlement run's pay batch marked paid by the bulk wallet operation that paid it
-- (decision 0048), as wallet_execute_then's follow-up: in the posting's own statement and
-- transaction, so a batch is paid and marked paid together or not at all. A refused operation
-- marks nothing; a replay (a resumed run posting the batch again) marks what is still due.
-- args: { runId, batch, paidAt }.
CREATE OR REPLACE FUNCTION agents_mark_batch_paid(answer jsonb, args jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  marked int := 0;
BEGIN
  IF answer->>'status' = 'posted' THEN
    UPDATE agent_payout SET status = 'paid', wallet_operation_id = answer->>'operationId',
        paid_at = (args->>'paidAt')::timestamptz
      WHERE run_id = (args->>'runId')::bigint AND pay_batch = (args->>'batch')::int AND status = 'due';
    GET DIAGNOSTICS marked = ROW_COUNT;
  END IF;
  RETURN jsonb_build_object('marked', marked);
END
$$;
--> statement-breakpoint
-- From src/modules/wallet/sql/wallet_execute_then.sql (npm run db:function).
-- Seamless-wallet debit and credit, and settlement pay batches, in one round trip (decisions 0038, 0048).
--
-- Wallet: wallet_execute_then posts an operation exactly as wallet_execute does and then, in the
-- same statement (so the same transaction, with no BEGIN or COMMIT round trips), calls the
-- caller's follow-up function with wallet_execute's answer and the caller's arguments:
-- `then_fn(answer jsonb, args jsonb) returns jsonb`. The follow-up writes only its own module's
-- tables; if it raises, nothing of the call is kept, the posting included. Money is still written
-- only by wallet_execute.
--
-- The follow-up is named by the caller and run by name, so only the bookings written to follow a
-- posting may run: any other name is refused before anything is posted, and adding a follow-up
-- means adding its name here (and shipping this file again).
CREATE OR REPLACE FUNCTION wallet_execute_then(p jsonb, then_fn text, then_args jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  answer jsonb;
  follow jsonb;
BEGIN
  IF then_fn IS NULL OR then_fn NOT IN ('vendor_book_debit', 'vendor_book_credit', 'agents_mark_batch_paid') THEN
    RAISE EXCEPTION 'wallet_execute_then: % is not an allowed follow-up', coalesce(then_fn, 'null')
      USING ERRCODE = 'invalid_parameter_value';
  END IF;
  answer := wallet_execute(p);
  EXECUTE format('SELECT %I($1, $2)', then_fn) INTO follow USING answer, then_args;
  RETURN answer || jsonb_build_object('followed', follow);
END
$$;
