-- What a replay answers: the stored facts of the first execution, in the shape wallet_execute
-- answers a new operation (plus createdAt, which the caller cannot know).
CREATE OR REPLACE FUNCTION wallet_replay_answer(op_id bigint, input_hash text, status wallet_operation_status, stored jsonb, created_at timestamptz)
RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object('replayed', true, 'operationId', op_id::text, 'inputHash', input_hash,
    'createdAt', to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'status', status, 'code', stored->>'code', 'refusedAt', (stored->>'refusedAt')::int, 'balanceMinor', stored->>'balanceMinor',
    'entryAccounts', coalesce((SELECT jsonb_agg(e.account_id::text ORDER BY e.id) FROM wallet_entry e WHERE e.operation_id = op_id), '[]'::jsonb),
    'entryBalances', coalesce((SELECT jsonb_agg(e.balance_after_minor::text ORDER BY e.id) FROM wallet_entry e WHERE e.operation_id = op_id), '[]'::jsonb),
    'legacy', CASE WHEN stored ? 'status' THEN stored END)
$$;
