-- Seamless-wallet debit, credit and batch credits, and settlement pay batches, in one round trip
-- (decisions 0038, 0048, 0068).
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
  IF then_fn IS NULL OR then_fn NOT IN ('vendor_book_debit', 'vendor_book_credit', 'vendor_book_credits', 'agents_mark_batch_paid') THEN
    RAISE EXCEPTION 'wallet_execute_then: % is not an allowed follow-up', coalesce(then_fn, 'null')
      USING ERRCODE = 'invalid_parameter_value';
  END IF;
  answer := wallet_execute(p);
  EXECUTE format('SELECT %I($1, $2)', then_fn) INTO follow USING answer, then_args;
  RETURN answer || jsonb_build_object('followed', follow);
END
$$;
