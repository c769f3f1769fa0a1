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
